// A board moved under another `lang` speaks it once `updateComplete` settles, even when
// that language's strings are not there yet: this file is a page of its own, so Spanish
// has never loaded in it when the board moves.
import { expect, fixture, html } from '@open-wc/testing';
import { hasLanguage } from '../../src/i18n/i18n.js';
import '../../src/index.js';
import type { Board } from './helpers.js';

describe('a board moved under another lang', () => {
  it('waits for the strings of the new language before updateComplete settles', async () => {
    const container = await fixture(
      html`<div lang="en"><gonnect-board></gonnect-board></div>
        <div lang="es"></div>`,
    );
    const board = container.querySelector<Board>('gonnect-board')!;
    await board.updateComplete; // its first drawing waits for the game's engine
    expect(board.shadowRoot!.querySelector('.turn')!.textContent).to.equal('Black to play');
    expect(hasLanguage('es'), 'Spanish is not loaded before the move').to.equal(false);
    container.nextElementSibling!.append(board);
    await board.updateComplete;
    expect(board.shadowRoot!.querySelector('.turn')!.textContent).to.equal('Juegan las negras');
  });
});
