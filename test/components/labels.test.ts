// Coordinates stay readable on small boards: a label is drawn only where its glyphs stand
// at least LABEL_MIN_PX (8 px) tall on screen, and hidden below (at 390 px wide a 19×19
// board's labels would be 6.7 px). Checked for three sizes across widths, after resizes,
// and with no-coordinates untouched.
import { expect, fixture, html } from '@open-wc/testing';
import { LABEL_HEIGHT, LABEL_MIN_PX } from '../../src/board/geometry.js';
import { part, type Board } from './helpers.js';

/** How tall a label's glyphs stand on screen, in CSS pixels. */
function labelPixels(board: Board): number {
  const svg = part(board, 'svg') as unknown as SVGSVGElement;
  return (svg.getBoundingClientRect().width / svg.viewBox.baseVal.width) * LABEL_HEIGHT;
}

/** Whether the labels paint: their path has glyphs and a stroke. */
function labelsShown(board: Board): boolean {
  const labels = part(board, '.coord')!;
  return (labels.getAttribute('d') ?? '') !== '' && parseFloat(getComputedStyle(labels).strokeWidth) > 0;
}

const frame = () => new Promise((done) => requestAnimationFrame(done));

describe('coordinate labels on small boards', () => {
  for (const size of [9, 13, 19]) {
    it(`${size}×${size}: drawn only when at least ${LABEL_MIN_PX} px tall, from 200 to 720 px wide`, async () => {
      const board = await fixture<Board>(html`<connect6-board size=${size} readonly></connect6-board>`);
      const seen = new Set<boolean>();
      for (let width = 200; width <= 720; width += 20) {
        board.style.width = `${width}px`;
        await frame();
        const shown = labelsShown(board);
        seen.add(shown);
        expect(shown, `${width} px: labels ${labelPixels(board).toFixed(1)} px tall`).to.equal(labelPixels(board) >= LABEL_MIN_PX);
      }
      expect([...seen].sort(), 'hidden on the narrow boards and drawn on the wide ones').to.deep.equal([false, true]);
    });
  }

  it('hides the labels of a 19×19 board 390 px wide and shows them at 600 px, and a new size moves the threshold', async () => {
    const board = await fixture<Board>(html`<connect6-board style="width: 390px"></connect6-board>`);
    expect(labelsShown(board)).to.be.false;
    board.style.width = '600px';
    await frame();
    expect(labelsShown(board)).to.be.true;
    board.style.width = '300px';
    board.size = 9;
    await board.updateComplete;
    expect(labelsShown(board), '9×9 at 300 px').to.be.true;
  });

  it('leaves no-coordinates as it was: no labels at any width', async () => {
    const board = await fixture<Board>(html`<gonnect-board no-coordinates size="9" style="width: 700px"></gonnect-board>`);
    expect(part(board, '.coord')!.getAttribute('d') ?? '').to.equal('');
  });
});
