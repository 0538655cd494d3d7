import { expect, fixture, html } from '@open-wc/testing';
import type { Connect6Board } from '../../src/components/connect6-board.js';
import type { GonnectBoard } from '../../src/components/gonnect-board.js';
import { PALETTES } from '../../src/board/palette.js';
// render.js, not index.js: index.js brings prerender's HTML parser (parse5, CommonJS), which the test server cannot serve.
import { renderSvg, type SvgOptions } from '../../src/svg/render.js';
import { boardIn, type Board } from './helpers.js';
import '../../src/index.js';

/** What a drawn shape is, whatever writes it: tag, class, geometry (numbers rounded) and text. */
function signature(element: Element): string {
  const round = (text: string) => text.replace(/-?\d*\.?\d+(?:e-?\d+)?/g, (n) => String(Math.round(Number(n) * 100) / 100));
  const geometry = ['d', 'cx', 'cy', 'r', 'x', 'y', 'width', 'height'].map((name) => round(element.getAttribute(name) ?? ''));
  // The element's layers a move changes sit in one more group (`live`), which draws nothing itself.
  const group = element.parentElement?.closest('g:not(.live)')?.getAttribute('class') ?? '';
  return [element.tagName, element.getAttribute('class') ?? '', group, ...geometry, element.textContent ?? ''].join('|');
}

/** The shapes an SVG draws (everything outside its paint definitions, title and description; no empty path). */
function shapes(svg: SVGSVGElement | Element): string[] {
  return (
    [...svg.querySelectorAll('rect, path, circle, text')]
      // The element's large labels are for a narrow board on screen (core/label-fit.ts); a standalone SVG keeps the usual ones.
      .filter(
        (element) =>
          !element.closest('defs') && !element.matches('.coord-large') && !(element.tagName === 'path' && !element.getAttribute('d')),
      )
      .map(signature)
      .sort()
  );
}

const CASES: [string, SvgOptions, string][] = [
  [
    'a Gonnect diagram with marks, numbers and the last move',
    { game: 'gonnect', size: 9, black: 'C3 D4', white: 'E5', marks: 'C3:triangle F6:A G7:circle', moves: 'F6 G7 H8', numbers: 'all' },
    '<gonnect-board readonly size="9" black="C3 D4" white="E5" marks="C3:triangle F6:A G7:circle" moves="F6 G7 H8" numbers="all"></gonnect-board>',
  ],
  [
    'a won Gonnect game in a region',
    { game: 'gonnect', size: 7, black: 'C1 C2 C3 C4 C5 C6 C7', white: 'A1', region: 'A1-E4', theme: 'dark' },
    '<gonnect-board readonly size="7" black="C1 C2 C3 C4 C5 C6 C7" white="A1" region="A1-E4" theme="dark"></gonnect-board>',
  ],
  [
    'a Connect6 game at an earlier ply, a pending stone, no coordinates',
    { game: 'connect6', size: 13, moves: 'G7 H8 H9 F6 F5 J10 K11', ply: 6, numbers: 1, noCoordinates: true, toPlay: 'black' },
    '<connect6-board readonly size="13" moves="G7 H8 H9 F6 F5 J10 K11" ply="6" numbers="1" no-coordinates to-play="black"></connect6-board>',
  ],
  [
    'a Connect6 six in a row',
    { game: 'connect6', size: 19, black: 'A1 B2 C3 D4 E5 F6', white: 'A2 A3 A4 A5 A6', marks: 'K10:square' },
    '<connect6-board readonly size="19" black="A1 B2 C3 D4 E5 F6" white="A2 A3 A4 A5 A6" marks="K10:square"></connect6-board>',
  ],
];

async function board(markup: string): Promise<Board> {
  return boardIn(await fixture<HTMLElement>(html`<div lang="en"></div>`), markup);
}

describe('the standalone SVG', () => {
  for (const [name, options, markup] of CASES) {
    it(`draws the shapes the element draws: ${name}`, async () => {
      const el = await board(markup);
      const drawn = new DOMParser().parseFromString(renderSvg(options), 'image/svg+xml').documentElement;
      expect(drawn.querySelector('parsererror')).to.equal(null);
      expect(shapes(drawn)).to.deep.equal(shapes(el.shadowRoot!.querySelector('svg')!));
    });

    it(`toSvg() is renderSvg's string: ${name}`, async () => {
      const el = await board(markup);
      expect(await el.toSvg()).to.equal(renderSvg({ theme: 'light', ...options }));
    });
  }

  it('toSvg() draws what the board shows after moves made on it', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board lang="en" size="9" theme="light"></gonnect-board>`);
    el.play('E5');
    el.play('D4');
    await el.updateComplete;
    expect(await el.toSvg()).to.equal(renderSvg({ game: 'gonnect', size: 9, moves: 'E5 D4', theme: 'light' }));
  });

  it("toSvg() says it in the board's language", async () => {
    const el = await fixture<Connect6Board>(html`<connect6-board lang="es" size="9" readonly></connect6-board>`);
    await el.updateComplete;
    expect(await el.toSvg()).to.contain('<title>Diagrama de Connect6');
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`carries the stylesheet's ${theme} colours`, async () => {
      const el = await fixture<GonnectBoard>(html`<gonnect-board size="9" theme=${theme}></gonnect-board>`);
      const style = getComputedStyle(el);
      const read = (name: string) => style.getPropertyValue(`--_${name}`).trim();
      const palette = PALETTES[theme];
      expect({
        board: read('board'),
        line: read('line'),
        black: read('black'),
        white: read('white'),
        highlight: read('highlight'),
        mark: read('mark'),
      }).to.deep.equal(palette);
    });
  }
});
