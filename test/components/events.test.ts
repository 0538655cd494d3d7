import { aTimeout, expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { Connect6Board } from '../../src/components/connect6-board.js';
import type { GonnectBoard } from '../../src/components/gonnect-board.js';
import { cell, clickPoint, nearlyFullBoard, part, press, recordEvents } from './helpers.js';

describe('events', () => {
  it('fires move with color, point, captured and moveNumber for a click', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board size="9" no-swap></gonnect-board>`);
    setTimeout(() => void clickPoint(el, 'E5'));
    const event = await oneEvent(el, 'move');
    expect(event.detail).to.deep.equal({ color: 'black', point: 'E5', captured: [], moveNumber: 1 });
    expect(event.bubbles).to.be.true;
    expect(event.composed).to.be.true;
    expect(el.game.at('E5')).to.equal('black');
  });

  it('reports the stones a move captured', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board size="5" black="B1" white="A1"></gonnect-board>`);
    setTimeout(() => void clickPoint(el, 'A2'));
    const event = await oneEvent(el, 'move');
    expect(event.detail).to.deep.equal({ color: 'black', point: 'A2', captured: ['A1'], moveNumber: 1 });
  });

  it('counts a swap in moveNumber and fires swap from the Swap button', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board size="9" moves="E5"></gonnect-board>`);
    const events = recordEvents(el);
    part(el, '[part~="swap-button"]')!.click();
    await el.updateComplete;
    expect(events).to.deep.equal([{ type: 'swap', detail: {} }]);
    expect(el.game.swapped).to.be.true;
    await clickPoint(el, 'D4');
    expect(events[1]).to.deep.equal({ type: 'move', detail: { color: 'white', point: 'D4', captured: [], moveNumber: 3 } });
  });

  it('bubbles out of a shadow root', async () => {
    const host = await fixture(html`<div></div>`);
    const root = host.attachShadow({ mode: 'open' });
    const el = document.createElement('gonnect-board');
    el.setAttribute('size', '7');
    root.append(el);
    await el.updateComplete;
    const events = recordEvents(host);
    await clickPoint(el, 'D4');
    expect(events.map((e) => e.type)).to.deep.equal(['move']);
  });

  it('fires win after the move that connects two edges, played by pointer', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board size="5" no-swap black="A1 A2 A3 A4" white="C3"></gonnect-board>`);
    const events = recordEvents(el);
    await clickPoint(el, 'A5');
    expect(events.map((e) => e.type)).to.deep.equal(['move', 'win']);
    expect(events[1]!.detail).to.deep.equal({ winner: 'black', reason: 'connection', stones: ['A1', 'A2', 'A3', 'A4', 'A5'] });
  });

  it('fires win for six in a row, played with the keyboard', async () => {
    const el = await fixture<Connect6Board>(
      html`<connect6-board size="9" black="A1 B1 C1 D1 E1" white="A5 B5 C5 D5" to-play="black"></connect6-board>`,
    );
    const events = recordEvents(el);
    part(el, '[role="grid"]')!.focus();
    // The focus starts at the centre, E5: down four rows, right one column.
    await sendKeys({ press: 'PageDown' });
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'Enter' });
    expect(events.map((e) => e.type)).to.deep.equal(['move', 'win']);
    expect((events[1]!.detail as { reason: string }).reason).to.equal('six-in-a-row');
  });

  it('fires draw when the last point of the board is filled (touch)', async () => {
    const { black, white } = nearlyFullBoard();
    const el = await fixture<Connect6Board>(html`<connect6-board size="6" black=${black} white=${white} to-play="black"></connect6-board>`);
    const events = recordEvents(el);
    await press(el, 'F6', 'touch');
    expect(events.map((e) => e.type)).to.deep.equal(['move', 'draw']);
    expect(events[1]!.detail).to.deep.equal({ winner: null, reason: 'board-full', stones: [] });
  });

  it("a move listener that undoes the move does not take the win away: the win tells that move's result", async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board size="5" no-swap black="A1 A2 A3 A4" white="C3"></gonnect-board>`);
    const events = recordEvents(el);
    el.addEventListener('move', () => el.undo(), { once: true });
    await clickPoint(el, 'A5');
    expect(events.map((e) => e.type)).to.deep.equal(['move', 'win']);
    expect(events[1]!.detail).to.deep.equal({ winner: 'black', reason: 'connection', stones: ['A1', 'A2', 'A3', 'A4', 'A5'] });
    expect(el.game.moves).to.deep.equal([]);
    expect(el.game.result).to.be.null;
  });

  it('a move listener that undoes the move does not take the draw away', async () => {
    const { black, white } = nearlyFullBoard();
    const el = await fixture<Connect6Board>(html`<connect6-board size="6" black=${black} white=${white} to-play="black"></connect6-board>`);
    const events = recordEvents(el);
    el.addEventListener('move', () => el.undo(), { once: true });
    await press(el, 'F6', 'touch');
    expect(events.map((e) => e.type)).to.deep.equal(['move', 'draw']);
    expect(events[1]!.detail).to.deep.equal({ winner: null, reason: 'board-full', stones: [] });
    expect(el.game.at('F6')).to.be.null;
  });

  it('fires nothing while attributes load or change', async () => {
    const container = await fixture(html`<div></div>`);
    const events = recordEvents(container);
    container.innerHTML =
      '<gonnect-board size="5" black="A1 A2 A3 A4" moves="C3 E5 A5"></gonnect-board><connect6-board moves="J10 K10 K11"></connect6-board>';
    const boards = [...container.children] as GonnectBoard[];
    await Promise.all(boards.map((b) => b.updateComplete));
    expect(boards[0]!.game.result?.winner).to.equal('black');
    boards[1]!.setAttribute('moves', 'J10 K10 K11 L12');
    boards[0]!.setAttribute('size', '9');
    await aTimeout(0);
    expect(events).to.deep.equal([]);
  });

  it('fires nothing for play(), undo(), reset() and swap() called by the page', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board size="5"></gonnect-board>`);
    const events = recordEvents(el);
    el.play('C3');
    el.swap();
    for (const point of ['A1', 'E1', 'A2', 'E2', 'A3', 'E3', 'A4', 'D3', 'A5']) el.play(point);
    expect(el.game.result?.winner).to.equal('white');
    el.undo();
    el.reset();
    await el.updateComplete;
    expect(events).to.deep.equal([]);
  });

  it('fires no event for a refused move and says why', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board size="5" black="C3"></gonnect-board>`);
    const events = recordEvents(el);
    await clickPoint(el, 'C3');
    expect(events).to.deep.equal([]);
    expect(part(el, '.refusal')!.textContent).to.equal('C3 is already taken.');
  });

  it('fires from a click that assistive technology sends to a cell', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board size="7"></gonnect-board>`);
    const events = recordEvents(el);
    cell(el, 'B2').click();
    await el.updateComplete;
    expect(events.map((e) => (e.detail as { point: string }).point)).to.deep.equal(['B2']);
  });
});
