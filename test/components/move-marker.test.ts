// Nothing drawn over anything: the last move and the pending stone are marked beside the
// stone, so a label or number on the stone stays readable, and the marker does not look
// like the circle mark. Checked on geometry and paint order (screenshots are unreliable
// in WebKit here): no element painted after a label overlaps it, the topmost element at
// the label's centre is the label, and the marker keeps off the stone.
import { expect, fixture, html } from '@open-wc/testing';
import type { TemplateResult } from 'lit';
import { part, type Board } from './helpers.js';

type Box = { x: number; y: number; width: number; height: number };

const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The SVG elements that paint (not paint servers, not empty paths), in paint order. */
function painted(board: Board): SVGGraphicsElement[] {
  const svg = part(board, 'svg')!;
  return [...svg.querySelectorAll<SVGGraphicsElement>('path, circle, rect, text')].filter(
    (element) => !element.closest('defs') && element.getBBox().width > 0,
  );
}

/** The label text elements on stones of the last turn or a pending stone. */
function labelsOn(board: Board, points: string[]): SVGTextElement[] {
  const texts = [...board.shadowRoot!.querySelectorAll<SVGTextElement>('.mark text')];
  const found = points.map((point) => texts.find((text) => text.textContent === labelOf(board, point)));
  expect(found.every(Boolean), `labels on ${points.join(' ')}`).to.be.true;
  return found as SVGTextElement[];
}

/** The label the board's `marks` put on a point: `'3'`. */
function labelOf(board: Board, point: string): string {
  return board
    .getAttribute('marks')!
    .split(' ')
    .find((mark) => mark.startsWith(`${point}:`))!
    .split(':')[1]!;
}

/** The vertices (in SVG units) of each subpath of a path: one marker per stone, its tip first. */
function markers(path: Element): [number, number][][] {
  return (path.getAttribute('d') ?? '')
    .split('M')
    .filter(Boolean)
    .map((subpath) => [...subpath.matchAll(/(-?[\d.]+) (-?[\d.]+)/g)].map(([, x, y]): [number, number] => [Number(x), Number(y)]));
}

const cases: [string, TemplateResult, string[]][] = [
  ['Gonnect, a number on the last move', html`<gonnect-board size="9" moves="E5 F6" marks="F6:3"></gonnect-board>`, ['F6']],
  [
    'Gonnect diagram, a three-character label on the last move',
    html`<gonnect-board readonly size="9" moves="E5 F6" marks="F6:100"></gonnect-board>`,
    ['F6'],
  ],
  ['Connect6, the first turn', html`<connect6-board readonly size="9" moves="E5" marks="E5:1"></connect6-board>`, ['E5']],
  [
    'Connect6, numbered stones with the last turn and its two stones',
    html`<connect6-board readonly size="9" moves="E5 F6 D4 E6 E4" marks="E5:1 F6:2 D4:3 E6:4 E4:5"></connect6-board>`,
    ['E6', 'E4'],
  ],
  ['Connect6, a pending stone with a label', html`<connect6-board size="9" moves="E5 F6" marks="E5:1 F6:2"></connect6-board>`, ['F6']],
];

describe('the move marker', () => {
  for (const [name, template, points] of cases) {
    it(`${name}: every label stays uncovered`, async () => {
      const board = await fixture<Board>(template);
      const elements = painted(board);
      for (const text of labelsOn(board, points)) {
        const box = text.getBBox();
        const later = elements.slice(elements.indexOf(text) + 1).filter((element) => overlap(element.getBBox(), box));
        expect(
          later.map((element) => element.outerHTML),
          text.textContent!,
        ).to.deep.equal([]);
        const rect = text.getBoundingClientRect();
        const top = board.shadowRoot!.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
        expect(top, `topmost at the centre of ${text.textContent}`).to.equal(text);
        // And the marker, drawn before the labels, keeps off them too.
        for (const marker of board.shadowRoot!.querySelectorAll<SVGPathElement>('.last, .pending')) {
          if (marker.getBBox().width > 0) {
            expect(overlap(marker.getBBox(), box), `${marker.getAttribute('class')} over ${text.textContent}`).to.be.false;
          }
        }
      }
    });
  }

  it('marks each stone of the last turn, and a pending stone apart, beside the stone', async () => {
    const board = await fixture<Board>(html`<connect6-board size="9" moves="E5 F6 D4 E6"></connect6-board>`);
    const svg = part(board, 'svg') as unknown as SVGSVGElement;
    const extent = svg.viewBox.baseVal.width;
    const at = (point: string): [number, number] => {
      const margin = (extent - 8 * 20) / 2;
      return [margin + 20 * 'ABCDEFGHJ'.indexOf(point[0]!), margin + 20 * (9 - Number(point.slice(1)))];
    };
    const last = markers(part(board, '.last')!);
    const pending = markers(part(board, '.pending')!);
    expect(last).to.have.length(2);
    expect(pending).to.have.length(1);
    // Each marker's tip is nearest to its own stone, and the whole marker is off it (a stone's radius is 9.4).
    const stones = ['E5', 'F6', 'D4', 'E6'];
    const owner = (vertices: [number, number][]) => {
      const [x, y] = vertices[0]!;
      const distance = (point: string) => Math.hypot(x - at(point)[0], y - at(point)[1]);
      return stones.reduce((best, point) => (distance(point) < distance(best) ? point : best));
    };
    expect(last.map(owner).sort()).to.deep.equal(['D4', 'F6']);
    expect(pending.map(owner)).to.deep.equal(['E6']);
    for (const marker of [...last, ...pending]) {
      for (const [x, y] of marker) for (const point of stones) expect(Math.hypot(x - at(point)[0], y - at(point)[1])).to.be.above(9.4);
    }
    // Filled for the last turn, hollow for the stone of the turn under way.
    expect(getComputedStyle(part(board, '.last')!).fill).to.not.equal('none');
    expect(getComputedStyle(part(board, '.pending')!).fill).to.equal('none');
  });

  it('does not look like the circle mark: a filled triangle off the stone, not a ring on it', async () => {
    const board = await fixture<Board>(html`<gonnect-board size="9" moves="E5" marks="E5:circle"></gonnect-board>`);
    const circle = part(board, '.mark circle')!;
    const marker = part(board, '.last')!;
    expect(getComputedStyle(circle).fill).to.equal('none');
    expect(getComputedStyle(marker).fill).to.not.equal('none');
    expect(marker.getAttribute('d')).to.not.match(/a/i);
    const [cx, cy] = [Number(circle.getAttribute('cx')), Number(circle.getAttribute('cy'))];
    for (const [x, y] of markers(marker)[0]!) expect(Math.hypot(x - cx, y - cy)).to.be.above(9.4);
  });
});
