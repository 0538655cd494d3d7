import { expect, fixture, html } from '@open-wc/testing';
import type { Connect6Board } from '../../src/components/connect6-board.js';
import type { GonnectBoard } from '../../src/components/gonnect-board.js';
import { nearlyFullBoard, part } from './helpers.js';

/** How many subpaths a path draws: a line or a circle each. */
const subpaths = (el: Element, selector: string) => (part(el, selector)!.getAttribute('d')!.match(/M/g) ?? []).length;

/** The points a marker path marks: each marker starts at its tip, just off its stone's top-right (sorted). */
function markedPoints(el: Element, selector: string): string[] {
  const svg = part(el, 'svg') as unknown as SVGSVGElement;
  const size = (el as GonnectBoard).game.size;
  const margin = (svg.viewBox.baseVal.width - (size - 1) * 20) / 2;
  const tips = [...(part(el, selector)!.getAttribute('d') ?? '').matchAll(/M(-?[\d.]+) (-?[\d.]+)/g)];
  return tips
    .map(
      ([, x, y]) =>
        `${'ABCDEFGHJKLMNOPQRSTUVWXYZ'[Math.round((Number(x) - margin) / 20 - 0.36)]}${size - Math.round((Number(y) - margin) / 20 + 0.36)}`,
    )
    .sort();
}

describe('drawing', () => {
  it('draws the grid as one path and the usual star points', async () => {
    const expected: Record<number, number> = { 5: 1, 7: 1, 8: 0, 9: 5, 13: 9, 15: 9, 19: 9, 25: 9 };
    for (const [size, stars] of Object.entries(expected)) {
      const el = await fixture<GonnectBoard>(html`<gonnect-board size=${size}></gonnect-board>`);
      expect(el.shadowRoot!.querySelectorAll('.grid')).to.have.length(1);
      expect(subpaths(el, '.grid'), `lines on ${size}`).to.equal(2 * Number(size));
      expect(subpaths(el, '.stars'), `stars on ${size}`).to.equal(stars);
    }
  });

  it('draws each colour as one path with its own stone paint', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board size="9" black="C3 D4 E5" white="F6"></gonnect-board>`);
    expect(subpaths(el, '.black')).to.equal(3);
    expect(subpaths(el, '.white')).to.equal(1);
    expect(part(el, '.black')!.getAttribute('fill')).to.equal('url(#b)');
    expect(part(el, 'pattern#b radialgradient, pattern#b rect')).to.exist;
  });

  it('marks the last move, and moves the mark with the game', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board size="9" moves="E5 D4"></gonnect-board>`);
    const marked = () => markedPoints(el, '.last');
    expect(marked()).to.deep.equal(['D4']);
    el.undo();
    await el.updateComplete;
    expect(marked()).to.deep.equal(['E5']);
  });

  it('Connect6: marks the first stone of a pair as pending, the turn before as last', async () => {
    const el = await fixture<Connect6Board>(html`<connect6-board lang="en" moves="J10 K10"></connect6-board>`);
    expect(markedPoints(el, '.pending')).to.deep.equal(['K10']);
    expect(markedPoints(el, '.last')).to.deep.equal(['J10']);
    expect(el.shadowRoot!.querySelector('[part="status"]')!.textContent).to.contain('1 stone left this turn');
    el.play('K11');
    await el.updateComplete;
    expect(part(el, '.pending')!.getAttribute('d')).to.equal('');
    expect(markedPoints(el, '.last')).to.deep.equal(['K10', 'K11']);
  });

  it('highlights the winning chain and line', async () => {
    const gonnect = await fixture<GonnectBoard>(html`<gonnect-board size="5" black="A1 A2 A3 A4 A5"></gonnect-board>`);
    expect(subpaths(gonnect, '.highlight')).to.equal(5);
    const connect6 = await fixture<Connect6Board>(html`<connect6-board size="9" black="A1 B2 C3 D4 E5 F6"></connect6-board>`);
    expect(subpaths(connect6, '.highlight')).to.equal(6);
    const draw = nearlyFullBoard();
    const full = await fixture<Connect6Board>(
      html`<connect6-board lang="es" size="6" black=${draw.black} white=${draw.white}></connect6-board>`,
    );
    full.play('F6');
    await full.updateComplete;
    expect(part(full, '.highlight')!.getAttribute('d')).to.equal('');
    expect(part(full, '.turn')!.textContent).to.equal('Empate: el tablero está lleno.');
  });

  it('colours a mark against the stone under it', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board size="9" black="C3" white="D4" marks="C3:A D4:B E5:C"></gonnect-board>`);
    const fill = (selector: string) => getComputedStyle(part(el, selector)!).fill;
    expect(fill('.on-black text')).to.not.equal(fill('.on-white text'));
    expect(part(el, '.on-wood .backing')).to.exist;
    expect(part(el, '.on-black .backing')).to.be.null;
  });

  it("a 7×7 diagram takes its natural width in a 760 px column; the page's width or max-width on the element wins", async () => {
    const widthOf = async (markup: ReturnType<typeof html>) => {
      const container = await fixture(html`<div style="width: 760px">${markup}</div>`);
      const board = container.firstElementChild as Connect6Board;
      await board.updateComplete;
      return Math.round(board.getBoundingClientRect().width);
    };
    // 6 cells and two margins of 1.5 cells (coordinates): 9 lines of 44 px.
    expect(await widthOf(html`<gonnect-board size="7" readonly></gonnect-board>`)).to.equal(9 * 44);
    expect(await widthOf(html`<gonnect-board size="7" readonly style="width: 600px"></gonnect-board>`)).to.equal(600);
    expect(await widthOf(html`<gonnect-board size="7" readonly style="width: 100%"></gonnect-board>`)).to.equal(760);
    expect(await widthOf(html`<gonnect-board size="7" readonly style="max-width: 250px"></gonnect-board>`)).to.equal(250);
    expect(await widthOf(html`<gonnect-board size="19" readonly></gonnect-board>`)).to.equal(760);
  });

  it('stays square and fills its container from 200 px to its natural width (44 px a line), never wider', async () => {
    // 19×19 without coordinates: 18 cells and two margins of 0.75 cell, 19.5 lines of 44 px.
    const natural = Math.round(19.5 * 44);
    for (const width of [200, 480, 1200]) {
      const container = await fixture(html`<div style="width: ${width}px"><connect6-board no-coordinates></connect6-board></div>`);
      const board = container.firstElementChild as Connect6Board;
      await board.updateComplete;
      const box = part(board, 'svg')!.getBoundingClientRect();
      expect(Math.round(box.width)).to.equal(Math.min(width, natural));
      expect(Math.round(box.height)).to.equal(Math.min(width, natural));
      const grid = part(board, '[role="grid"]')!.getBoundingClientRect();
      expect(Math.abs(grid.width - grid.height)).to.be.below(1);
    }
  });

  it('follows custom properties for its colours', async () => {
    const el = await fixture<GonnectBoard>(
      html`<gonnect-board style="--board-color: rgb(1, 2, 3); --line-color: rgb(4, 5, 6)"></gonnect-board>`,
    );
    expect(getComputedStyle(part(el, '.wood')!).fill).to.equal('rgb(1, 2, 3)');
    expect(getComputedStyle(part(el, '.grid')!).stroke).to.equal('rgb(4, 5, 6)');
  });
});
