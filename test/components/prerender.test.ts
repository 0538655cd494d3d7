import { expect } from '@open-wc/testing';
import { boardContent } from '../../src/svg/board-content.js';

// This file defines the elements only halfway through its one test: the page starts as
// a reader without scripts sees it. Each board holds what `prerender` writes inside it
// (test/svg/prerender.test.ts checks that prerender writes boardContent between the tags),
// made here with boardContent: prerender's HTML parser (parse5, CommonJS) runs in Node, and
// the test server cannot serve it to a browser.

/** A record of two problems: a set, with its bar, header and comments. */
const SET =
  '(;FF[4]GM[1]SZ[7]RU[Gonnect]GN[Two ways]AB[ea][eb][ec][de][df][dg]AW[dc]GOAL[connect]WITHIN[2]C[Black to connect in two moves. Look for a move after which Black has two ways to finish.])' +
  '(;FF[4]GM[1]SZ[9]RU[Gonnect]GN[Other]AB[ee]AW[dd]GOAL[connect]WITHIN[1]C[Another.])';

/** Boards of every kind, by their attributes. */
const BOARDS: [tag: string, attributes: Record<string, string>][] = [
  ['gonnect-board', { readonly: '', size: '9', black: 'D4', white: 'E5' }],
  ['gonnect-board', { size: '13' }],
  ['connect6-board', { size: '19', moves: 'J10 K10 K11' }],
  ['gonnect-board', { size: '7', black: 'E7 E6 E5 D3 D2 D1', white: 'D5', goal: 'connect', within: '2' }],
  [
    'gonnect-board',
    {
      readonly: '',
      record: '(;FF[4]GM[1]SZ[9]RU[Gonnect];B[ee]C[A quiet start, said at some length so that it takes more than one line.];W[dd])',
      ply: '1',
    },
  ],
  ['gonnect-board', { record: SET }],
  ['connect6-board', { readonly: '', controls: '', size: '13', moves: 'G7 H8 H9', lang: 'es' }],
];

type Board = HTMLElement & { updateComplete: Promise<unknown> };

describe('prerendered boards', () => {
  it('show their content while the elements are not defined, keep its size until the live boards draw, and then show those', async () => {
    expect(customElements.get('gonnect-board')).to.equal(undefined);
    const host = document.createElement('div');
    host.style.width = '390px';
    // A page's own rules for the elements a prerendered block is made of: the live board's parts, in its shadow root, never see them.
    const pageStyle = document.createElement('style');
    pageStyle.textContent =
      '* { box-sizing: border-box } p { margin: 2em 0; line-height: 2; font-size: 20px } div { margin-bottom: 1em; padding: 3px } ' +
      'button { padding: 1em; font-size: 24px } li { margin: 1em } ol { padding-left: 3em } span { font-size: 30px } svg { height: 100px }';
    document.head.append(pageStyle);
    host.innerHTML = BOARDS.map(([tag, attributes]) => {
      const markup = Object.entries(attributes)
        .map(([name, value]) => ` ${name}="${value.replace(/"/g, '&quot;')}"`)
        .join('');
      const content = boardContent(tag, new Map(Object.entries(attributes)), { language: attributes.lang === 'es' ? 'es' : 'en' })!;
      return `<${tag}${markup}>${content}</${tag}><p>after</p>`;
    }).join('');
    document.body.append(host);
    try {
      const boards = [...host.querySelectorAll<Board>('gonnect-board, connect6-board')];
      const heights = () => boards.map((board) => Math.round(board.getBoundingClientRect().height * 10) / 10);
      const widths = () => boards.map((board) => Math.round(board.getBoundingClientRect().width));
      const before = heights();
      const pictures = boards.map((board) => board.querySelector('.gc-prerendered > svg')!);
      for (const picture of pictures) expect(picture.getBoundingClientRect().width).to.be.above(100);
      expect(pictures[0]!.querySelector('title')!.textContent).to.equal('Gonnect diagram, 9 by 9.');
      expect(boards[3]!.querySelector('.gc-status')!.textContent).to.equal('Black to connect in 2 moves');

      await import('../../src/index.js');
      // Defined, not yet drawn: the picture shows through the slot, at the same size.
      expect(boards.every((board) => board.shadowRoot?.querySelector('slot.prerendered'))).to.equal(true);
      expect(heights()).to.deep.equal(before);
      await Promise.all(boards.map((board) => board.updateComplete));
      expect(heights()).to.deep.equal(before);
      // The slot is gone: the light-DOM picture is no longer drawn, the live board is, at the natural width the prerender gave.
      for (const [index, board] of boards.entries()) {
        expect(board.shadowRoot!.querySelector('slot'), `board ${index}`).to.equal(null);
        expect(pictures[index]!.getClientRects().length).to.equal(0);
        expect(board.shadowRoot!.querySelector('svg')!.getBoundingClientRect().width).to.be.above(100);
        expect(board.style.getPropertyValue('--_natural-width')).to.equal(
          `${board.querySelector<HTMLElement>('.gc-prerendered')!.dataset.width}px`,
        );
      }
      expect(boards[3]!.shadowRoot!.querySelector('.status')!.textContent!.trim()).to.equal('Black to connect in 2 moves');
      expect(widths().every((width) => width <= 390)).to.equal(true);
    } finally {
      host.remove();
      pageStyle.remove();
    }
  });
});
