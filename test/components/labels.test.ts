// Coordinates stay readable and stay: a label is drawn only where its glyphs stand at least
// LABEL_MIN_PX (9 px) tall on screen. A board too narrow for its usual labels draws larger
// ones in the same margin (13×13 down to 225 px, 19×19 down to 315 px), so a phone keeps its
// coordinates. Checked for three sizes across widths, after resizes, and with no-coordinates.
import { expect, fixture, html } from '@open-wc/testing';
import { LABEL_HEIGHT, LABEL_HEIGHT_LARGE, LABEL_MIN_PX } from '../../src/board/geometry.js';
import { part, type Board } from './helpers.js';

/** The board's scale: CSS pixels per SVG unit. */
function scale(board: Board): number {
  const svg = part(board, 'svg') as unknown as SVGSVGElement;
  return svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
}

/** Whether a label path paints: it has glyphs and a stroke. */
function painted(board: Board, selector: string): boolean {
  const labels = part(board, selector)!;
  return (labels.getAttribute('d') ?? '') !== '' && parseFloat(getComputedStyle(labels).strokeWidth) > 0;
}

/** The labels shown and their height in CSS pixels: `['large', 9.7]`, or `['none', 0]`. */
function shown(board: Board): ['small' | 'large' | 'none', number] {
  const small = painted(board, '.coord:not(.coord-large)');
  const large = painted(board, '.coord-large');
  expect(small && large, 'never both').to.equal(false);
  if (small) return ['small', scale(board) * LABEL_HEIGHT];
  if (large) return ['large', scale(board) * LABEL_HEIGHT_LARGE];
  return ['none', 0];
}

const frame = () => new Promise((done) => requestAnimationFrame(done));

describe('coordinate labels on small boards', () => {
  for (const size of [9, 13, 19]) {
    it(`${size}×${size}: the usual labels where they stand ${LABEL_MIN_PX} px tall, else large ones, else none, from 200 to 720 px wide`, async () => {
      const board = await fixture<Board>(html`<connect6-board size=${size} readonly></connect6-board>`);
      const seen = new Set<string>();
      for (let width = 200; width <= 720; width += 20) {
        board.style.width = `${width}px`;
        await frame();
        const [kind, pixels] = shown(board);
        seen.add(kind);
        const expected =
          scale(board) * LABEL_HEIGHT >= LABEL_MIN_PX ? 'small' : scale(board) * LABEL_HEIGHT_LARGE >= LABEL_MIN_PX ? 'large' : 'none';
        expect(kind, `${width} px`).to.equal(expected);
        if (kind !== 'none') expect(pixels, `${width} px`).to.be.at.least(LABEL_MIN_PX);
      }
      expect(seen.has('small') && seen.has('large'), 'both kinds across the widths').to.equal(true);
    });
  }

  it('keeps coordinates on a phone: 13×13 at 300 px and 19×19 at 360 px, at least 9 px tall', async () => {
    for (const [size, width] of [
      [13, 300],
      [19, 360],
      [13, 260],
      [19, 340],
    ] as const) {
      const board = await fixture<Board>(html`<gonnect-board size=${size} style="width: ${width}px"></gonnect-board>`);
      await frame();
      const [kind, pixels] = shown(board);
      expect(kind, `${size}×${size} at ${width} px`).not.to.equal('none');
      expect(pixels, `${size}×${size} at ${width} px`).to.be.at.least(9);
    }
  });

  it('a new size moves the thresholds', async () => {
    const board = await fixture<Board>(html`<connect6-board style="width: 390px"></connect6-board>`);
    expect(shown(board)[0]).to.equal('large');
    board.style.width = '600px';
    await frame();
    expect(shown(board)[0]).to.equal('small');
    board.style.width = '300px';
    board.size = 9;
    await board.updateComplete;
    expect(shown(board)[0], '9×9 at 300 px').to.equal('small');
  });

  it('leaves no-coordinates as it was: no labels at any width', async () => {
    const board = await fixture<Board>(html`<gonnect-board no-coordinates size="9" style="width: 700px"></gonnect-board>`);
    expect(part(board, '.coord')!.getAttribute('d') ?? '').to.equal('');
    expect(part(board, '.coord-large')!.getAttribute('d') ?? '').to.equal('');
  });
});
