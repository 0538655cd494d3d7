import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { GONNECT, type GonnectBoard } from '../../src/components/gonnect-board.js';
import { focusAfterKey } from '../../src/components/core/input.js';
import { clickPoint, countLoads, part, pointPosition, press, recordEvents, textOf } from './helpers.js';

const active = (el: Element) => part(el, '[role="grid"]')!.getAttribute('aria-activedescendant');

describe('keyboard', () => {
  it('is one tab stop; arrows, Home, End and the Page keys move the focus; Space plays', async () => {
    const container = await fixture(html`<div><button>before</button><gonnect-board size="9"></gonnect-board><button>after</button></div>`);
    const el = container.querySelector('gonnect-board')!;
    await el.updateComplete;
    container.querySelector('button')!.focus();
    await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot!.activeElement?.getAttribute('role')).to.equal('grid');
    expect(active(el)).to.equal('pE5');
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'ArrowLeft' });
    expect(active(el)).to.equal('pD6');
    await sendKeys({ press: 'Home' });
    expect(active(el)).to.equal('pA6');
    await sendKeys({ press: 'End' });
    expect(active(el)).to.equal('pJ6');
    await sendKeys({ press: 'PageUp' });
    expect(active(el)).to.equal('pJ9');
    await sendKeys({ press: 'PageDown' });
    expect(active(el)).to.equal('pJ4');
    await sendKeys({ press: 'ArrowRight' });
    expect(active(el)).to.equal('pJ4');
    const events = recordEvents(el);
    await sendKeys({ press: ' ' }); // the key's value: Firefox does not know the name 'Space'
    expect(events.map((e) => (e.detail as { point: string }).point)).to.deep.equal(['J4']);
    expect(part(el, '.focus-inner')).to.exist;
    await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot!.activeElement?.textContent?.trim()).to.equal('Undo');
    await el.updateComplete;
    expect(part(el, '.focus-inner')).to.be.null;
  });

  it('says why Enter cannot play on a taken point', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board lang="ru" size="9" black="E5"></gonnect-board>`);
    part(el, '[role="grid"]')!.focus();
    await sendKeys({ press: 'Enter' });
    expect(textOf(el, '.refusal')).to.equal('Пункт E5 уже занят.');
    expect(textOf(el, '.sr-only')).to.equal('Пункт E5 уже занят.');
  });

  it('maps keys to points, clamped to the edge', () => {
    expect(focusAfterKey('ArrowDown', 0, 9)).to.equal(0);
    expect(focusAfterKey('PageUp', 0, 9)).to.equal(45);
    expect(focusAfterKey('PageUp', 72, 9)).to.equal(72);
    expect(focusAfterKey('End', 9, 9)).to.equal(17);
    expect(focusAfterKey('x', 9, 9)).to.be.null;
  });
});

describe('pointer', () => {
  it('plays at the nearest intersection when clicked slightly off it', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board size="9" style="width: 360px"></gonnect-board>`);
    const [x, y] = pointPosition(el, 'C7');
    await sendMouse({ type: 'click', position: [x + 6, y - 7] });
    expect(el.game.at('C7')).to.equal('black');
  });

  it('ignores a click in the margin beyond the edge', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board size="9" style="width: 360px"></gonnect-board>`);
    const box = part(el, 'svg')!.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(box.left + 3), Math.round(box.top + 3)] });
    expect(el.game.moves).to.deep.equal([]);
  });

  it('a touch that moves (a scroll) does not play; a still touch and a pen do', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board size="9"></gonnect-board>`);
    await press(el, 'E5', 'touch', 30);
    expect(el.game.moves).to.deep.equal([]);
    await press(el, 'E5', 'touch', 3);
    expect(el.game.moves).to.deep.equal(['E5']);
    await press(el, 'D4', 'pen');
    expect(el.game.moves).to.deep.equal(['E5', 'D4']);
  });

  it('a cancelled touch does not play', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board size="9"></gonnect-board>`);
    const target = part(el, '[part="board"]')!;
    const [x, y] = pointPosition(el, 'E5');
    const init = { bubbles: true, pointerId: 3, pointerType: 'touch', clientX: x, clientY: y };
    target.dispatchEvent(new PointerEvent('pointerdown', init));
    target.dispatchEvent(new PointerEvent('pointercancel', init));
    target.dispatchEvent(new PointerEvent('pointerup', init));
    expect(el.game.moves).to.deep.equal([]);
  });

  it('shows a ghost stone under the mouse on a legal point only', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board size="9" black="E5"></gonnect-board>`);
    await sendMouse({ type: 'move', position: pointPosition(el, 'D4') });
    await el.updateComplete;
    const ghost = part(el, '.ghost')!;
    expect(ghost).to.exist;
    expect(ghost.getAttribute('fill')).to.equal('url(#b)');
    await sendMouse({ type: 'move', position: pointPosition(el, 'E5') });
    await el.updateComplete;
    expect(part(el, '.ghost')).to.be.null;
    await sendMouse({ type: 'move', position: [0, 0] });
  });

  it('reads no attribute again while the mouse moves over the board or a stone is played', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board size="9" black="E5" marks="D4:A"></gonnect-board>`);
    const counter = countLoads(GONNECT);
    try {
      for (const point of ['D4', 'C3', 'F6', 'G7', 'C3']) {
        await sendMouse({ type: 'move', position: pointPosition(el, point) });
        await el.updateComplete;
        expect(part(el, '.ghost'), point).to.exist;
      }
      el.play('C3');
      await el.updateComplete;
      expect(counter.loads).to.equal(0);
      el.black = 'E5 E6';
      await el.updateComplete;
      expect(counter.loads).to.equal(1);
    } finally {
      counter.restore();
      await sendMouse({ type: 'move', position: [0, 0] });
    }
  });

  it('takes no input when read-only', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board readonly size="9"></gonnect-board>`);
    await clickPoint(el, 'E5');
    await press(el, 'D4', 'touch');
    expect(el.game.moves).to.deep.equal([]);
    expect(part(el, '.ghost')).to.be.null;
  });
});
