// The toolbar never strands one button on a line of its own: its buttons share one row,
// or, when they do not fit, stand one under another (every row then holds the same
// number of buttons). Checked at narrow widths, in the three languages (Russian "Новая партия"
// and "Поменяться" are the longest), with four buttons (Connect6: Undo, New game, Threats,
// Rules) and five (Gonnect while the swap is offered), and again after the board is resized
// and after a language change.
import { expect, fixture, html } from '@open-wc/testing';
import type { Board } from './helpers.js';
import './helpers.js';

/** The toolbar's buttons, grouped in the rows they are laid out in. */
function rows(board: Board): HTMLElement[][] {
  const buttons = [...board.shadowRoot!.querySelectorAll<HTMLElement>('[part="toolbar"] button')];
  const lines = new Map<number, HTMLElement[]>();
  for (const button of buttons) {
    const top = Math.round(button.getBoundingClientRect().top);
    const line = [...lines.keys()].find((key) => Math.abs(key - top) < 3);
    if (line === undefined) lines.set(top, [button]);
    else lines.get(line)!.push(button);
  }
  return [...lines.values()];
}

/** Fails when a button stands alone while others share a line, or a button sticks out of the toolbar. */
function expectNoStrandedButton(board: Board, where: string): void {
  const lines = rows(board);
  const lengths = lines.map((line) => line.length);
  expect(new Set(lengths).size, `${where}: buttons per row ${lengths.join(', ')}`).to.equal(1);
  const toolbar = board.shadowRoot!.querySelector('[part="toolbar"]')!.getBoundingClientRect();
  for (const button of lines.flat()) {
    const box = button.getBoundingClientRect();
    expect(box.left >= toolbar.left - 0.5 && box.right <= toolbar.right + 0.5, `${where}: ${button.textContent!.trim()} inside`).to.be.true;
  }
}

const settle = async (board: Board) => {
  await board.updateComplete;
  // The layout follows a resize in the observer's callback, before the next frame is drawn.
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
};

const WIDTHS = [160, 200, 240, 280, 320, 360, 390, 440];

for (const [tag, buttons] of [
  ['connect6-board', 4],
  ['gonnect-board', 5],
] as const) {
  describe(`the toolbar of ${tag} (${buttons} buttons)`, () => {
    for (const lang of ['en', 'es', 'ru']) {
      it(`strands no button at widths ${WIDTHS[0]}–${WIDTHS.at(-1)} px in ${lang}`, async () => {
        const board = await fixture<Board>(
          tag === 'gonnect-board'
            ? html`<gonnect-board lang=${lang} size="9" moves="E5"></gonnect-board>`
            : html`<connect6-board lang=${lang} size="13" moves="G7"></connect6-board>`,
        );
        for (const width of WIDTHS) {
          board.style.width = `${width}px`;
          await settle(board);
          expect(rows(board).flat(), 'every button shown').to.have.length(buttons);
          expectNoStrandedButton(board, `${lang} ${width} px`);
        }
      });
    }

    it('puts every button in one row when they fit, and follows a language change', async () => {
      const board = await fixture<Board>(
        tag === 'gonnect-board'
          ? html`<gonnect-board lang="en" size="9" moves="E5" style="width: 640px"></gonnect-board>`
          : html`<connect6-board lang="en" size="13" moves="G7" style="width: 640px"></connect6-board>`,
      );
      await settle(board);
      expect(rows(board).map((line) => line.length)).to.deep.equal([buttons]);
      board.style.width = '260px';
      board.setAttribute('lang', 'ru');
      await settle(board);
      expectNoStrandedButton(board, 'ru 260 px');
      board.style.width = '640px';
      await settle(board);
      expect(rows(board).map((line) => line.length)).to.deep.equal([buttons]);
    });
  });
}
