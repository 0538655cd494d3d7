// The toolbar is one row of one height at every width from 260 px up, in the three
// languages: what does not fit moves into the More menu (the rarer actions, from the last),
// then the row's buttons show their icons alone. A button never sticks out of the toolbar,
// and the menu opens, closes on Escape, on a choice and on a press outside, as a disclosure.
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { fitToolbar } from '../../src/components/core/toolbar-layout.js';
import type { GonnectBoard } from '../../src/components/gonnect-board.js';
import { part, type Board } from './helpers.js';

const settle = async (board: Board) => {
  await board.updateComplete;
  // The layout follows a resize in the observer's callback, before the next frame is drawn.
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  await board.updateComplete;
};

/** The buttons shown in the toolbar's row (not those in the menu). */
function rowButtons(board: Board): HTMLElement[] {
  return [...board.shadowRoot!.querySelectorAll<HTMLElement>('[part="toolbar"] > button')];
}

function menuButtons(board: Board): HTMLElement[] {
  return [...board.shadowRoot!.querySelectorAll<HTMLElement>('[part="toolbar"] .menu button')];
}

/** Fails unless the row's buttons stand on one line inside the toolbar, and the toolbar is one button high. */
function expectOneRow(board: Board, where: string): void {
  const toolbar = part(board, '[part="toolbar"]')!.getBoundingClientRect();
  const buttons = rowButtons(board).map((button) => button.getBoundingClientRect());
  const tops = new Set(buttons.map((box) => Math.round(box.top)));
  expect(tops.size, `${where}: rows`).to.equal(1);
  for (const box of buttons) expect(box.left >= toolbar.left - 0.5 && box.right <= toolbar.right + 0.5, `${where}: inside`).to.be.true;
  expect(Math.abs(toolbar.height - buttons[0].height), `${where}: height`).to.be.below(1);
}

describe('fitToolbar', () => {
  const widths = { common: [80, 70], iconable: [true, true], rare: [100, 60, 90], gap: 10, icon: 40 };
  it('keeps every button in the row when they fit', () => {
    expect(fitToolbar(widths, 80 + 70 + 100 + 60 + 90 + 40)).to.deep.equal({ kept: 3, icons: false });
  });
  it('moves the rare buttons into the menu from the last, counting the More button', () => {
    expect(fitToolbar(widths, 80 + 70 + 100 + 60 + 90 + 39)).to.deep.equal({ kept: 2, icons: false });
    expect(fitToolbar(widths, 80 + 70 + 100 + 40 + 30)).to.deep.equal({ kept: 1, icons: false });
    expect(fitToolbar(widths, 80 + 70 + 40 + 20)).to.deep.equal({ kept: 0, icons: false });
  });
  it('shows icons alone when even the common buttons and More do not fit', () => {
    expect(fitToolbar(widths, 80 + 70 + 40 + 19)).to.deep.equal({ kept: 0, icons: true });
    expect(fitToolbar({ ...widths, iconable: [false, false] }, 100)).to.deep.equal({ kept: 0, icons: false });
  });
});

const WIDTHS = [260, 300, 340, 390, 440, 600, 800, 1280];

for (const tag of ['gonnect-board', 'connect6-board'] as const) {
  describe(`the toolbar of ${tag}`, () => {
    const make = (lang: string, width: number) =>
      fixture<Board>(
        tag === 'gonnect-board'
          ? html`<gonnect-board lang=${lang} size="9" moves="E5" share style="width: ${width}px; max-width: none"></gonnect-board>`
          : html`<connect6-board lang=${lang} size="13" moves="G7" share style="width: ${width}px; max-width: none"></connect6-board>`,
      );

    for (const lang of ['en', 'es', 'ru']) {
      it(`is one row of one height at widths ${WIDTHS[0]}–${WIDTHS.at(-1)} px in ${lang}, every button in the row or the menu`, async () => {
        const board = await make(lang, WIDTHS[0]);
        await settle(board);
        const names = () => [...rowButtons(board), ...menuButtons(board)].map((button) => button.getAttribute('part')).sort();
        const all = names().filter((name) => !name!.includes('more-button'));
        let height = 0;
        for (const width of WIDTHS) {
          board.style.width = `${width}px`;
          await settle(board);
          expectOneRow(board, `${lang} ${width} px`);
          expect(
            names().filter((name) => !name!.includes('more-button')),
            `${lang} ${width} px: every button once`,
          ).to.deep.equal(all);
          const toolbarHeight = part(board, '[part="toolbar"]')!.getBoundingClientRect().height;
          if (height) expect(toolbarHeight, `${lang} ${width} px: the same height`).to.be.closeTo(height, 0.5);
          height = toolbarHeight;
        }
        // The widest board keeps (nearly) every rare button in its row; the narrowest needs the menu.
        const wide = menuButtons(board).length;
        if (lang === 'en') expect(wide, 'nothing in the menu at 1280 px').to.equal(0);
        board.style.width = '260px';
        await settle(board);
        expect(menuButtons(board).length, `${lang}: more in the menu at 260 px`).to.be.above(wide);
      });
    }

    it('keeps its height after a move, a language change and a game end', async () => {
      const board = await make('en', 390);
      await settle(board);
      const height = () => part(board, '[part="toolbar"]')!.getBoundingClientRect().height;
      const before = height();
      if (tag === 'gonnect-board') {
        (board as GonnectBoard).swap();
      } else {
        board.play('H7');
        board.play('H8');
      }
      await settle(board);
      expect(height(), 'after a move').to.be.closeTo(before, 0.5);
      board.setAttribute('lang', 'ru');
      await settle(board);
      expect(height(), 'in Russian').to.be.closeTo(before, 0.5);
      board.setAttribute('moves', tag === 'gonnect-board' ? '' : 'A1 A2 B2 B1 C1 C2 D2 D1 E1 E3 F3 F1');
      if (tag === 'gonnect-board') board.setAttribute('black', 'A1 A2 A3 A4 A5 A6 A7 A8 A9');
      await settle(board);
      expect(board.game.result, 'the game is over').to.not.equal(null);
      expect(height(), 'after the game ended').to.be.closeTo(before, 0.5);
    });
  });
}

describe('the More menu', () => {
  it('opens as a disclosure, takes focus, closes on Escape with focus back, and on a choice', async () => {
    const board = await fixture<Board>(html`<gonnect-board size="9" share style="width: 260px"></gonnect-board>`);
    await settle(board);
    const more = part(board, '[part~="more-button"]')!;
    const menu = part(board, '.menu')!;
    expect(more.getAttribute('aria-expanded')).to.equal('false');
    expect(more.getAttribute('aria-controls')).to.equal(menu.id);
    expect(menu.hasAttribute('inert'), 'a closed menu is inert').to.be.true;
    expect(getComputedStyle(menu).display, 'a closed menu takes no room').to.equal('none');
    more.focus();
    await sendKeys({ press: 'Enter' });
    await settle(board);
    expect(more.getAttribute('aria-expanded')).to.equal('true');
    expect(getComputedStyle(menu).visibility).to.equal('visible');
    expect(board.shadowRoot!.activeElement, 'focus on the first item').to.equal(menuButtons(board)[0]);
    await sendKeys({ press: 'Escape' });
    await settle(board);
    expect(more.getAttribute('aria-expanded')).to.equal('false');
    expect(board.shadowRoot!.activeElement, 'focus back on More').to.equal(more);

    more.click();
    await settle(board);
    const rules = part(board, '.menu [part~="rules-button"]')!;
    rules.click();
    await settle(board);
    expect(more.getAttribute('aria-expanded'), 'closed after a choice').to.equal('false');
    expect(part(board, '[part~="rules-button"]')!.getAttribute('aria-expanded'), 'the choice was made').to.equal('true');
  });

  it('closes on a press outside the toolbar, and leaves no listener once the board is gone', async () => {
    const board = await fixture<Board>(html`<gonnect-board size="9" share style="width: 260px"></gonnect-board>`);
    await settle(board);
    part(board, '[part~="more-button"]')!.click();
    await settle(board);
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    await settle(board);
    expect(part(board, '[part~="more-button"]')!.getAttribute('aria-expanded')).to.equal('false');
  });

  it('names the row buttons that show an icon alone by their label', async () => {
    const board = await fixture<Board>(html`<gonnect-board size="9" moves="E5" share lang="ru" style="width: 200px"></gonnect-board>`);
    await settle(board);
    expect(part(board, '[part="toolbar"]')!.classList.contains('icons'), 'icons alone at 200 px').to.be.true;
    const swap = part(board, '[part~="swap-button"]')!;
    expect(swap.getBoundingClientRect().width, 'an icon button is square').to.be.below(60);
    expect(swap.textContent!.trim()).to.equal('Поменяться');
    expect(swap.title).to.equal('Поменяться');
  });
});
