import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import type { Connect6Board } from '../../src/components/connect6-board.js';
import type { GonnectBoard } from '../../src/components/gonnect-board.js';
import { errorText, part, type Board } from './helpers.js';

const LETTERS = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';

/** The ids of the grid cells, top row first: `['pA3', 'pB3', ...]`. */
function cellIds(el: Board): string[] {
  return [...el.shadowRoot!.querySelectorAll('[role="gridcell"]')].map((cell) => cell.id);
}

/** The viewBox as numbers: `[x, y, width, height]`. */
function viewBox(el: Board): number[] {
  return (el.shadowRoot!.querySelector('svg')!.getAttribute('viewBox') ?? '').split(' ').map(Number);
}

/** The line ends of the grid path: the least and greatest x and y it reaches. */
function gridReach(el: Board): { x: [number, number]; y: [number, number] } {
  const d = part(el, '.grid')!.getAttribute('d')!;
  const xs: number[] = [];
  const ys: number[] = [];
  for (const [, command, a, b] of d.matchAll(/([MHV])(-?[\d.]+)(?: (-?[\d.]+))?/g)) {
    if (command === 'M') (xs.push(Number(a)), ys.push(Number(b)));
    if (command === 'H') xs.push(Number(a));
    if (command === 'V') ys.push(Number(a));
  }
  return { x: [Math.min(...xs), Math.max(...xs)], y: [Math.min(...ys), Math.max(...ys)] };
}

/** The screen position of a point's intersection, from the SVG's own units (margin 30, cell 20). */
function screenOf(el: Board, point: string): { x: number; y: number } {
  const svg = el.shadowRoot!.querySelector('svg')!;
  const size = el.game.size;
  const col = LETTERS.indexOf(point[0]!);
  const row = Number(point.slice(1)) - 1;
  const screen = new DOMPoint(30 + col * 20, 30 + (size - 1 - row) * 20).matrixTransform(svg.getScreenCTM()!);
  return { x: Math.round(screen.x), y: Math.round(screen.y) };
}

describe('region', () => {
  it('shows only the rectangle between two corners, given in any order', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board size="9" region="c3-a1"></gonnect-board>`);
    expect(cellIds(el)).to.deep.equal(['pA3', 'pB3', 'pC3', 'pA2', 'pB2', 'pC2', 'pA1', 'pB1', 'pC1']);
    // Columns A–C and rows 1–3 of a 9×9 board: the bottom-left corner, with margins of 30.
    expect(viewBox(el)).to.deep.equal([0, 120, 100, 100]);
    expect(errorText(el)).to.equal('');
  });

  it('draws the board edge as an edge and a cut side as lines running on', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board size="9" region="A1-C3"></gonnect-board>`);
    const reach = gridReach(el);
    // Left edge (column A, x 30) and bottom edge (row 1, y 190) stop at the edge line.
    expect(reach.x[0]).to.equal(30);
    expect(reach.y[1]).to.equal(190);
    // Column C is x 70 and row 3 is y 150: the cut sides run on past them.
    expect(reach.x[1]).to.be.above(70);
    expect(reach.y[0]).to.be.below(150);
  });

  it('draws no stone, mark or marker outside the region; the rules see the whole board', async () => {
    const el = await fixture<GonnectBoard>(
      html`<gonnect-board size="9" region="A1-D4" black="B2 H8" white="G7" marks="C3:A J9:triangle" moves="E5"></gonnect-board>`,
    );
    const setup = part(el, 'path.black')!.getAttribute('d')!;
    expect(setup.match(/M/g)!.length).to.equal(1); // B2 only
    expect(el.shadowRoot!.querySelectorAll('.played circle').length).to.equal(0); // E5 is outside
    expect(part(el, '.last')!.getAttribute('d')).to.equal('');
    expect([...el.shadowRoot!.querySelectorAll('.mark')].length).to.equal(1);
    expect(el.game.at('H8')).to.equal('black');
    expect(el.game.at('E5')).to.equal('black');
  });

  it('keeps the keyboard inside the region, starting from its centre', async () => {
    const el = await fixture<Connect6Board>(html`<connect6-board size="19" region="A1-E5"></connect6-board>`);
    const grid = part(el, '.grid-cells')!;
    grid.focus();
    expect(grid.getAttribute('aria-activedescendant')).to.equal('pC3');
    for (let i = 0; i < 4; i++) await sendKeys({ press: 'ArrowRight' });
    await el.updateComplete;
    expect(grid.getAttribute('aria-activedescendant')).to.equal('pE3');
    await sendKeys({ press: 'PageUp' });
    await el.updateComplete;
    expect(grid.getAttribute('aria-activedescendant')).to.equal('pE5');
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(el.game.at('E5')).to.equal('black');
  });

  it('plays where the pointer presses inside the region, and nowhere outside it', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board size="9" region="E5-J9" style="width: 300px"></gonnect-board>`);
    const click = async (point: string) => {
      const at = screenOf(el, point);
      window.scrollBy(at.x - innerWidth / 2, at.y - innerHeight / 2);
      await sendMouse({ type: 'click', position: [screenOf(el, point).x, screenOf(el, point).y] });
      await el.updateComplete;
    };
    // D6 lies in the margin, left of column E: visible wood, but not a point of the region.
    await click('D6');
    expect(el.game.at('D6')).to.equal(null);
    await click('F6');
    expect(el.game.at('F6')).to.equal('black');
  });

  it("keeps the whole board's coordinates: the cells are named by their own points", async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board size="13" region="K10-N13"></gonnect-board>`);
    expect(cellIds(el)[0]).to.equal('pK13');
    expect(cellIds(el).at(-1)).to.equal('pN10');
    expect(el.shadowRoot!.getElementById('pK13')!.getAttribute('aria-label')).to.match(/^K13/);
  });

  for (const bad of ['A1', 'A1-', 'A1-Z99', 'I1-C3', 'banana']) {
    it(`refuses "${bad}" with a message naming region, keeping the last good region`, async () => {
      const el = await fixture<GonnectBoard>(html`<gonnect-board size="9" region="A1-C3"></gonnect-board>`);
      el.setAttribute('region', bad);
      await el.updateComplete;
      expect(errorText(el)).to.contain('region');
      expect(cellIds(el).length).to.equal(9);
      el.removeAttribute('region');
      await el.updateComplete;
      expect(errorText(el)).to.equal('');
      expect(cellIds(el).length).to.equal(81);
    });
  }

  it('a region that no longer fits a new size gives way to the whole board', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board size="13" region="H8-M13"></gonnect-board>`);
    el.size = 9;
    await el.updateComplete;
    expect(errorText(el)).to.contain('region');
    expect(cellIds(el).length).to.equal(81);
  });

  it('is accessible', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board size="9" region="A1-E5"></gonnect-board>`);
    await expect(el).to.be.accessible();
  });
});
