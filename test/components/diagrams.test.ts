// A diagram is just the board: a `readonly` board shows no status line and no toolbar,
// and `controls` brings back the status and the Rules button. Its picture is still
// named after the position.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { Connect6Board } from '../../src/components/connect6-board.js';
import type { GonnectBoard } from '../../src/components/gonnect-board.js';
import { part, textOf } from './helpers.js';

const buttonParts = (board: Element) => [...board.shadowRoot!.querySelectorAll('button')].map((button) => button.getAttribute('part'));
/** The toolbar's buttons, in the row or its menu, but for More. */
const toolbarParts = (board: Element) =>
  [...board.shadowRoot!.querySelectorAll('[part="toolbar"] button:not(.more)')].map((button) => button.getAttribute('part')).sort();
/** The downloads, which a diagram with controls offers once its view of the replay has loaded. */
const DOWNLOADS = ['button download-button', 'button png-button', 'button svg-button'];
/** The buttons that change the game (the replay bar's steps, its Download and the move list change only what is shown). */
const changingParts = (board: Element) => buttonParts(board).filter((part) => /\b(undo|new-game|swap)-button\b/.test(part ?? ''));

describe('diagrams', () => {
  it('a plain diagram has no buttons and no status line, in both games', async () => {
    const gonnect = await fixture<GonnectBoard>(
      html`<gonnect-board lang="en" readonly size="9" black="E5" to-play="white"></gonnect-board>`,
    );
    const connect6 = await fixture<Connect6Board>(html`<connect6-board lang="en" readonly size="9" moves="E5 F6"></connect6-board>`);
    for (const board of [gonnect, connect6]) {
      expect(buttonParts(board), board.localName).to.deep.equal([]);
      expect(part(board, '[part="toolbar"]'), board.localName).to.be.null;
      expect(part(board, '[part="status"]'), board.localName).to.be.null;
      expect(part(board, 'svg')!.getAttribute('role')).to.equal('img');
    }
  });

  it('a diagram with controls shows the status and the Rules button, and nothing that changes the game', async () => {
    const el = await fixture<Connect6Board>(html`<connect6-board lang="en" readonly controls size="9" moves="E5 F6"></connect6-board>`);
    expect(toolbarParts(el)).to.deep.equal([...DOWNLOADS, 'button rules-button'].sort());
    expect(changingParts(el)).to.deep.equal([]);
    // With moves to step through, the replay bar comes with the controls.
    expect(buttonParts(el)).to.include.members(['button first-button', 'button last-button']);
    expect(textOf(el, '[part="status"]')).to.equal('White to play 1 stone left this turn');
  });

  it('controls switch live, and do nothing on a playable board', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board lang="en" readonly size="9" moves="E5"></gonnect-board>`);
    el.controls = true;
    await el.updateComplete;
    expect(el.hasAttribute('controls')).to.be.true;
    await waitUntil(() => part(el, '[part~="svg-button"]'), 'the downloads');
    expect(toolbarParts(el)).to.deep.equal([...DOWNLOADS, 'button rules-button'].sort());
    expect(changingParts(el)).to.deep.equal([]);
    expect(textOf(el, '.turn')).to.equal('White to play');
    el.removeAttribute('controls');
    await el.updateComplete;
    expect(buttonParts(el)).to.deep.equal([]);
    el.readonly = false;
    await el.updateComplete;
    const playable = buttonParts(el);
    el.controls = true;
    await el.updateComplete;
    expect(buttonParts(el)).to.deep.equal(playable);
    expect(playable).to.include('button undo-button');
  });

  it('still names the picture after the position, with the side to play or the result when given', async () => {
    const problem = await fixture(html`<gonnect-board lang="en" readonly size="9" black="E5" to-play="white"></gonnect-board>`);
    expect(part(problem, 'svg')!.getAttribute('aria-label')).to.equal('Gonnect diagram, 9 by 9. Black stones: E5. White to play');
    const won = await fixture(html`<connect6-board lang="es" readonly size="9" black="A1 B1 C1 D1 E1 F1"></connect6-board>`);
    expect(part(won, 'svg')!.getAttribute('aria-label')).to.equal(
      'Diagrama de Connect6, 9 por 9. Piedras negras: A1, B1, C1, D1, E1, F1. Ganan las negras con seis en línea.',
    );
  });

  it('a page of thirty diagrams has no button', async () => {
    const page = await fixture<HTMLElement>(
      html`<div>
        ${Array.from({ length: 30 }, (_, i) => html`<gonnect-board readonly size="5" black=${`A${(i % 5) + 1}`}></gonnect-board>`)}
      </div>`,
    );
    const boards = [...page.querySelectorAll('gonnect-board')];
    await Promise.all(boards.map((board) => (board as GonnectBoard).updateComplete));
    expect(boards.reduce((count, board) => count + board.shadowRoot!.querySelectorAll('button').length, 0)).to.equal(0);
  });
});
