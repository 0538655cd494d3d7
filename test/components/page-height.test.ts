// The rules panel adds no blank page: what a board holds out of sight (the visually
// hidden live regions of the diagrams inside the scrolling panel) stays inside it, so
// the page ends where its content ends.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../src/index.js';
import type { Board } from './helpers.js';

/** Waits until the board's rules panel shows its text and every diagram in it has drawn. */
async function rulesDrawn(board: Board): Promise<void> {
  const root = board.shadowRoot!;
  await waitUntil(() => root.querySelector('[part="rules"] .summary'), 'the rule text never showed', { timeout: 5000 });
  const diagrams = [...root.querySelectorAll<Board>('[part="rules"] figure > *')];
  expect(diagrams.length).to.be.above(3);
  await Promise.all(diagrams.map((diagram) => diagram.updateComplete));
}

/** How far the page scrolls beyond the bottom of `content` (the body's own margin aside; a short page is the viewport's height). */
function blankBelow(content: Element): number {
  const bottom = content.getBoundingClientRect().bottom + window.scrollY;
  const margin = parseFloat(getComputedStyle(document.body).marginBottom);
  const page = document.documentElement;
  return page.scrollHeight - Math.max(bottom + margin, page.clientHeight);
}

describe('page height', () => {
  for (const [name, template] of [
    ['Gonnect with show-rules', html`<div style="width: 360px"><gonnect-board lang="en" size="9" show-rules></gonnect-board></div>`],
    ['Connect6 with show-rules', html`<div style="width: 360px"><connect6-board lang="ru" size="13" show-rules></connect6-board></div>`],
  ] as const) {
    it(`${name}: the page ends within a few pixels of the content`, async () => {
      const page = await fixture<HTMLElement>(template);
      await rulesDrawn(page.firstElementChild as Board);
      expect(blankBelow(page)).to.be.within(-4, 4);
    });
  }

  it('after pressing Rules, and after closing the panel again', async () => {
    const page = await fixture<HTMLElement>(html`<div style="width: 360px"><gonnect-board lang="es" size="9"></gonnect-board></div>`);
    const board = page.firstElementChild as Board;
    await board.updateComplete; // a Spanish board draws once its strings have loaded
    const rules = () => board.shadowRoot!.querySelector<HTMLButtonElement>('[part~="rules-button"]')!;
    rules().click();
    await rulesDrawn(board);
    expect(blankBelow(page)).to.be.within(-4, 4);
    rules().click();
    await board.updateComplete;
    expect(blankBelow(page)).to.be.within(-4, 4);
  });
});
