// A game is a tree (src/components/core/move-tree.ts, the session): a move played at an
// earlier position starts a variation and the old line stays; the continuations of the
// position shown are marked on the board, clickable, named for screen readers, and chosen
// with keys (src/components/variations/).
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { Connect6Board } from '../../src/components/connect6-board.js';
import type { GonnectBoard } from '../../src/components/gonnect-board.js';
import { cell, clickPoint, part, textOf, type Board } from './helpers.js';

const liveText = (el: Board) => textOf(el, '[aria-live]');

/** The labels drawn on the board, by text. */
const labels = (el: Board) => [...el.shadowRoot!.querySelectorAll('svg .live text')].map((text) => text.textContent!.trim()).sort();

/** Types keys on the board (its grid has the focus): `keys(el, '[[')`. */
async function keys(el: Board, typed: string): Promise<void> {
  part(el, '[role="grid"]')!.focus();
  for (const key of typed) await sendKeys({ type: key });
  await el.updateComplete;
}

/** Steps back with the key `[` (the replay's), `times` times. */
const back = (el: Board, times = 1) => keys(el, '['.repeat(times));

describe('variations', () => {
  it('a move at an earlier position starts a variation, and the old line stays in the tree', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board lang="en" size="9" no-swap moves="E5 D4 C3"></gonnect-board>`);
    await waitUntil(() => part(el, '[part="replay"]'), 'no replay bar');
    await back(el, 2);
    expect(el.line).to.equal('E5');
    await clickPoint(el, 'F6');
    expect(el.line).to.equal('E5 F6');
    expect(el.game.moves).to.deep.equal(['E5', 'F6']);
    // Back at the branch: both continuations are marked, A the main line, B the new one.
    await back(el);
    await waitUntil(() => labels(el).length === 2, 'no continuation marks');
    expect(labels(el)).to.deep.equal(['A', 'B']);
    expect(cell(el, 'D4').getAttribute('aria-label')).to.contain('continuation A');
    expect(cell(el, 'F6').getAttribute('aria-label')).to.contain('continuation B');
    // By click: the old move steps into the old line, which goes on as before.
    await clickPoint(el, 'D4');
    expect(el.line).to.equal('E5 D4');
    await keys(el, ']');
    expect(el.game.moves).to.deep.equal(['E5', 'D4', 'C3']);
  });

  it('keys choose the line at a branch: . and , go round the continuations, ] steps into the one chosen', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board lang="en" size="9" no-swap moves="E5 D4 C3"></gonnect-board>`);
    await waitUntil(() => part(el, '[part="replay"]'), 'no replay bar');
    await back(el, 2);
    await clickPoint(el, 'F6');
    await clickPoint(el, 'G7');
    await back(el, 2);
    await waitUntil(() => labels(el).length === 2, 'no continuation marks');
    // The line goes on through the variation last played; `,` chooses A, the main line.
    await keys(el, ',');
    expect(liveText(el)).to.equal('Variation A of 2: D4 comes next.');
    await keys(el, ']]');
    expect(el.line).to.equal('E5 D4 C3');
    // And back to B, whose moves are all still there.
    await back(el, 2);
    await keys(el, '.');
    expect(liveText(el)).to.equal('Variation B of 2: F6 comes next.');
    await keys(el, '}');
    expect(el.line).to.equal('E5 F6 G7');
  });

  it('the same move as an existing continuation steps into it: no new variation', async () => {
    const el = await fixture<Connect6Board>(html`<connect6-board size="9" moves="E5 D4 D5"></connect6-board>`);
    await waitUntil(() => part(el, '[part="replay"]'), 'no replay bar');
    await back(el, 2);
    await clickPoint(el, 'D4');
    expect(el.line).to.equal('E5 D4');
    await el.updateComplete;
    expect(labels(el)).to.deep.equal([]);
    await keys(el, '}');
    expect(el.game.moves).to.deep.equal(['E5', 'D4', 'D5']);
  });

  it('Connect6 counts turns in the replay counter, as its move list does', async () => {
    const el = await fixture<Connect6Board>(html`<connect6-board size="9" moves="E5 D4 D5 F6 F5"></connect6-board>`);
    await waitUntil(() => part(el, '[part="replay"]'), 'no replay bar');
    expect(textOf(el, '.ply')).to.equal('3 / 3');
    el.ply = 2;
    await el.updateComplete;
    expect(textOf(el, '.ply')).to.equal('2 / 3');
    el.ply = 0;
    await el.updateComplete;
    expect(textOf(el, '.ply')).to.equal('0 / 3');
  });

  it('navigate names the line shown; Undo at the end of a line takes the move back as before', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board size="9" no-swap moves="E5 D4"></gonnect-board>`);
    await waitUntil(() => part(el, '[part="replay"]'), 'no replay bar');
    const lines: string[] = [];
    el.addEventListener('navigate', (event) => lines.push(event.detail.line));
    await back(el);
    expect(lines).to.deep.equal(['E5']);
    await clickPoint(el, 'C3');
    part(el, '[part~="undo-button"]')!.click();
    await el.updateComplete;
    expect(el.line).to.equal('E5');
    expect(el.game.moves).to.deep.equal(['E5']);
    // The main line is still there, marked, and the keys reach it: D4 goes on.
    await waitUntil(() => labels(el).length === 1, 'no continuation mark');
    await keys(el, '.]');
    expect(el.line).to.equal('E5 D4');
  });
});
