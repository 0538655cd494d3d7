// A record of several problems is a set: one at a time, "Problem N of M", previous and
// next (buttons and the keys < and >), a tally of the problems solved, `problem` choosing
// one; a root's GOAL and WITHIN pose it, its comment is the task's words, its variations
// are the authored lines (checked like the solution attribute).
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { GonnectBoard } from '../../src/components/gonnect-board.js';
import { ProblemMode } from '../../src/components/problem/problem-mode.js';
import { clickPoint, errorText, part, textOf } from './helpers.js';
import { inPage } from './problem-fixtures.js';

const SET = `(;FF[4]GM[1]SZ[7]RU[Gonnect]NOSWAP[]AB[ea][eb][ec][de][df][dg]AW[dc]PL[B]GOAL[connect]WITHIN[2]C[Two ways through: White can stop only one.])
(;FF[4]GM[1]SZ[7]RU[Gonnect]NOSWAP[]AB[ea][eb][ec][ee][ef][eg]PL[B]GOAL[connect]WITHIN[1]C[One move joins the column.];B[ed])
(;FF[4]GM[1]SZ[7]RU[Gonnect]NOSWAP[]AB[da][db][dc][de][df][dg]PL[B]GOAL[connect]WITHIN[1]C[Close the gap.])`;

const position = (el: Element) => textOf(el, '.set-position');

describe('problem sets', () => {
  const original = ProblemMode.createClient;
  beforeEach(() => void (ProblemMode.createClient = inPage));
  afterEach(() => void (ProblemMode.createClient = original));

  async function set(markup = html`<gonnect-board lang="en" .record=${SET}></gonnect-board>`): Promise<GonnectBoard> {
    const el = await fixture<GonnectBoard>(markup);
    await waitUntil(() => position(el) && part(el, '[part~="retry-button"]'), 'the set did not load');
    await el.checkProblem();
    await el.updateComplete;
    return el;
  }

  it('poses one problem at a time: its task, its words, Previous and Next, the tally', async () => {
    const el = await set();
    expect(position(el)).to.equal('Problem 1 of 3 · solved: 0');
    expect(textOf(el, '.turn')).to.equal('Black to connect in 2 moves');
    expect(textOf(el, '[part="comment"]')).to.equal('Two ways through: White can stop only one.');
    expect(el.game.moves).to.deep.equal([]);
    await clickPoint(el, 'E4');
    await waitUntil(() => el.game.moves.length === 2, 'no defence');
    const block = el.game.moves[1] === 'D4' ? 'E3' : 'D4';
    const solved = new Promise((resolve) => el.addEventListener('solved', resolve, { once: true }));
    await clickPoint(el, block);
    await solved;
    await el.updateComplete;
    expect(position(el)).to.equal('Problem 1 of 3 · solved: 1');
    const next = part(el, '[part~="next-problem-button"]') as HTMLButtonElement;
    expect([next.getAttribute('aria-label'), next.textContent!.trim()], 'its name in full, a short word shown').to.deep.equal([
      'Next problem',
      'Next ›',
    ]);
    // One height for the bar, wide or narrow (the words then leave the buttons for their arrows).
    const bar = part(el, '[part="problem-set"]')!;
    const height = bar.getBoundingClientRect().height;
    el.style.width = '260px';
    await el.updateComplete;
    expect(getComputedStyle(next.querySelector('.label')!).position, 'the arrow alone at 260 px').to.equal('absolute');
    expect(bar.getBoundingClientRect().height).to.equal(height);
    el.style.width = '';
    next.click();
    await waitUntil(() => position(el).startsWith('Problem 2'), 'Next did not step');
    await el.checkProblem();
    await el.updateComplete;
    expect(textOf(el, '.turn')).to.equal('Black to connect in 1 move');
    expect(el.game.moves).to.deep.equal([]);
    // Its variation is the authored line: E4, and the board finds it sound.
    expect((await el.checkProblem()).answers).to.deep.equal([['E4']]);
    part(el, '[role="grid"]')!.dispatchEvent(new KeyboardEvent('keydown', { key: '>', bubbles: true, composed: true }));
    await waitUntil(() => position(el).startsWith('Problem 3'), '> did not step');
    part(el, '[role="grid"]')!.dispatchEvent(new KeyboardEvent('keydown', { key: '<', bubbles: true, composed: true }));
    await waitUntil(() => position(el).startsWith('Problem 2'), '< did not step');
  });

  it('shows the problem that `problem` names, and names a number out of the set', async () => {
    const el = await set(html`<gonnect-board lang="en" problem="3" .record=${SET}></gonnect-board>`);
    expect(position(el)).to.equal('Problem 3 of 3 · solved: 0');
    expect(textOf(el, '[part="comment"]')).to.equal('Close the gap.');
    el.setAttribute('problem', '9');
    await el.updateComplete;
    expect(errorText(el)).to.equal('The "problem" attribute: "9" is not a problem of this set; write a whole number from 1 to 3.');
    expect(position(el)).to.equal('Problem 3 of 3 · solved: 0');
    el.problem = 1;
    await waitUntil(() => position(el).startsWith('Problem 1'), 'problem did not choose');
    expect(errorText(el)).to.equal('');
  });

  it('a set of both games poses to each board the problems of its own game; a record of the other game alone is refused', async () => {
    const connect6 = `(;FF[4]SZ[13]EV[connect6]AB[g7][h7][i7][j7]PL[B]GOAL[six]WITHIN[1]C[Make six.])`;
    const both = `${SET}\n${connect6}`;
    const gonnect = await set(html`<gonnect-board lang="en" .record=${both}></gonnect-board>`);
    expect(position(gonnect)).to.equal('Problem 1 of 3 · solved: 0');
    const six = await fixture(html`<connect6-board lang="en" .record=${both}></connect6-board>`);
    await waitUntil(() => textOf(six, '.turn') === 'Black to make six in 1 turn', 'the Connect6 problem was not posed');
    expect(errorText(six)).to.equal('');
    // A set of one game tree is that game: the other board refuses it, as any record of another game.
    const alone = await fixture(html`<gonnect-board lang="en" .record=${connect6}></gonnect-board>`);
    await waitUntil(() => errorText(alone) !== '', 'no refusal');
    expect(errorText(alone)).to.contain('record');
  });
});
