// The board as a host of features (src/components/core/board-host.ts): the loop that calls
// every feature, a stub feature added the documented way (its folder and one line in a list),
// the one failure policy of the chunks they load (said once, tried again at the next need),
// and the problem judge hearing the board's own moves even when the page stops `move`.
import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { BoardComputer } from '../../src/components/computer/computer.js';
import { CHUNKS, type Chunk } from '../../src/components/core/loader.js';
import { FEATURES } from '../../src/components/features.js';
import { GonnectBoard } from '../../src/components/gonnect-board.js';
import { ProblemMode } from '../../src/components/problem/problem-mode.js';
import { clickPoint, errorText, neverAnswers, part, textOf } from './helpers.js';
import { inPage, twoWays } from './problem-fixtures.js';
import { stub, type StubFeature } from './stub-feature/stub-feature.js';

/** A Gonnect board that hosts the stub feature too: one more line in its list. */
class StubBoard extends GonnectBoard {
  static override features = { ...FEATURES, stub };
}
customElements.define('stub-gonnect-board', StubBoard);

const live = (el: Element): string => textOf(el, '[aria-live]');
const refusal = (el: Element): string => textOf(el, '.refusal');
const button = (el: Element, name: string) => part(el, `[part~="${name}-button"]`) as HTMLButtonElement | null;

describe('the feature host', () => {
  it('calls a listed feature: its button, its status, and the clicks it claims', async () => {
    const el = await fixture<StubBoard>(html`<stub-gonnect-board size="9" no-swap></stub-gonnect-board>`);
    const stubButton = button(el, 'stub')!;
    expect(stubButton.textContent?.trim()).to.equal('Place stones');
    // Its button comes after every feature listed before it, among the row's buttons (the rarer ones, New game and Rules, follow them).
    const names = [...el.shadowRoot!.querySelectorAll('.toolbar button:not(.more)')].map((b) => b.getAttribute('part')!.split(' ')[1]);
    expect(names).to.deep.equal(['undo-button', 'stub-button', 'new-game-button', 'threats-button', 'rules-button']);
    stubButton.click();
    await el.updateComplete;
    expect(textOf(el, '.turn')).to.equal('Placing black stones');
    await clickPoint(el, 'C3');
    await clickPoint(el, 'D4');
    expect(el.game.moves).to.deep.equal([]);
    expect(el.game.setup.black).to.deep.equal(['C3', 'D4']);
    expect(el.game.at('C3')).to.equal('black');
    button(el, 'stub')!.click();
    await el.updateComplete;
    await clickPoint(el, 'E5');
    expect(el.game.moves).to.deep.equal(['E5']);
    expect(textOf(el, '.turn')).to.equal('White to play');
  });

  it('a board without the feature in its list has none of it', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board size="9"></gonnect-board>`);
    expect(button(el, 'stub')).to.be.null;
    const withStub = await fixture<StubBoard>(html`<stub-gonnect-board size="9"></stub-gonnect-board>`);
    expect((withStub as unknown as { board: { named: { stub: StubFeature } } }).board.named.stub.on).to.equal(false);
  });
});

/** The chunks a test made fail, restored after it whatever happened. */
let failed: (() => void)[] = [];

/** Makes a chunk fail to load until `restore`. */
function failing(name: string): { chunk: Chunk<unknown>; restore: () => void } {
  const chunk = CHUNKS.get(name)!;
  expect(chunk, `a chunk named ${name}`).to.exist;
  // The chunk's own load, shadowed on this one object until restored: every board asks it.
  chunk.load = () => Promise.reject(new Error(`no ${name} chunk`));
  const restore = () => void delete (chunk as { load?: unknown }).load;
  failed.push(restore);
  return { chunk, restore };
}

describe('a chunk that cannot be loaded is said once and tried again at the next need', () => {
  let errors: unknown[] = [];
  const originalError = console.error;
  const originalClient = BoardComputer.createClient;
  const originalJudge = ProblemMode.createClient;
  beforeEach(() => {
    errors = [];
    console.error = (...args: unknown[]) => errors.push(args);
    BoardComputer.createClient = () => Promise.resolve(neverAnswers());
    ProblemMode.createClient = inPage;
  });
  afterEach(() => {
    failed.forEach((restore) => restore());
    failed = [];
    console.error = originalError;
    BoardComputer.createClient = originalClient;
    ProblemMode.createClient = originalJudge;
  });

  it('lists a chunk for every feature that loads one', () => {
    expect([...CHUNKS.keys()]).to.include.members([
      'computer',
      'new-game',
      'problem',
      'records',
      'replay',
      'rules',
      'variations',
      'ai',
      'messages',
    ]);
  });

  it('computer: the board goes on for two people, and the next move tries again', async () => {
    const { restore } = failing('computer');
    const el = await fixture<GonnectBoard>(html`<gonnect-board lang="en" size="9" no-swap computer="white"></gonnect-board>`);
    await waitUntil(() => refusal(el) !== '', 'nothing said');
    expect(refusal(el)).to.equal('The computer player could not be loaded. The board will try again.');
    expect(live(el)).to.equal(refusal(el));
    expect(errors).to.have.length(1);
    // Said once: more updates of the same position do not ask again.
    el.requestUpdate();
    await el.updateComplete;
    expect(errors).to.have.length(1);
    restore();
    await clickPoint(el, 'E5');
    await waitUntil(() => textOf(el, '.turn').includes('thinking'), 'the computer did not start');
  });

  it('problem: the board stays a plain position, and the next goal tries again', async () => {
    const { restore } = failing('problem');
    const el = await twoWays();
    await waitUntil(() => refusal(el) !== '', 'nothing said');
    expect(refusal(el)).to.equal('The problem could not be loaded, so the board cannot judge it yet. It will try again.');
    expect(textOf(el, '.turn')).to.equal('Black to play');
    restore();
    el.goal = 'connect';
    el.setAttribute('within', '3');
    await waitUntil(() => button(el, 'retry'), 'the problem mode did not load');
    expect(textOf(el, '.turn')).to.equal('Black to connect in 3 moves');
  });

  it('replay: the board draws without its bar, and the next change tries again', async () => {
    const { restore } = failing('replay');
    const el = await fixture<GonnectBoard>(html`<gonnect-board lang="en" size="9" no-swap moves="E5 D4"></gonnect-board>`);
    await waitUntil(() => refusal(el) !== '', 'nothing said');
    expect(refusal(el)).to.equal('The replay controls could not be loaded. The board will try again.');
    expect(part(el, '[part~="replay"]')).to.be.null;
    restore();
    await clickPoint(el, 'C3');
    await waitUntil(() => part(el, '[part~="replay"]'), 'no replay bar');
  });

  it('variations: the continuations wait unmarked, and the next change tries again', async () => {
    const { restore } = failing('variations');
    const el = await fixture<GonnectBoard>(html`<gonnect-board lang="en" size="9" no-swap moves="E5 D4"></gonnect-board>`);
    el.ply = 1;
    await el.updateComplete;
    el.play('F6');
    el.ply = 1;
    await waitUntil(() => refusal(el) !== '', 'nothing said');
    expect(refusal(el)).to.equal('The variations could not be loaded. The board will try again.');
    expect(el.shadowRoot!.querySelectorAll('svg .live text')).to.have.length(0);
    restore();
    el.ply = 2;
    await el.updateComplete;
    el.ply = 1;
    await waitUntil(() => el.shadowRoot!.querySelectorAll('svg .live text').length === 2, 'no continuation marks');
  });

  it('records: the record is named like a bad attribute, and a new value tries again', async () => {
    const { restore } = failing('records');
    const el = await fixture<GonnectBoard>(html`<gonnect-board lang="en" record="(;FF[4]GM[1]SZ[9]RU[Gonnect];B[ee])"></gonnect-board>`);
    await waitUntil(() => errorText(el) !== '', 'nothing said');
    expect(errorText(el)).to.contain('The "record" attribute:').and.contain('could not be loaded');
    restore();
    el.record = '(;FF[4]GM[1]SZ[9]RU[Gonnect];B[ee];W[dd])';
    await waitUntil(() => el.game.moves.length === 2, 'the record was not read');
    expect(errorText(el)).to.equal('');
  });

  it('new game: the button says so, and the next press tries again', async () => {
    const { restore } = failing('new-game');
    const el = await fixture<GonnectBoard>(html`<gonnect-board lang="en" size="9"></gonnect-board>`);
    button(el, 'new-game')!.click();
    await waitUntil(() => refusal(el) !== '', 'nothing said');
    expect(refusal(el)).to.equal('The New game dialog could not be loaded. Try the button again.');
    restore();
    button(el, 'new-game')!.click();
    await waitUntil(() => el.shadowRoot!.querySelector('dialog[open]'), 'no dialog');
  });

  it('rules: the panel says so, and opening it again tries again', async () => {
    const { restore } = failing('rules');
    const el = await fixture<GonnectBoard>(html`<gonnect-board lang="en" size="9" show-rules></gonnect-board>`);
    await waitUntil(() => refusal(el) !== '', 'nothing said');
    expect(refusal(el)).to.equal('The rules could not be loaded.');
    expect(part(el, '[part~="rules"]')).to.be.null;
    restore();
    button(el, 'rules')!.click(); // closes it
    await el.updateComplete;
    button(el, 'rules')!.click(); // opens it: the reader's press asks again
    await waitUntil(() => part(el, '[part~="rules"]'), 'no panel');
  });
});

describe('the problem judge', () => {
  const original = ProblemMode.createClient;
  afterEach(() => void (ProblemMode.createClient = original));

  it('hears the board’s moves even when a page listener stops every move event', async () => {
    ProblemMode.createClient = inPage;
    const stop = (event: Event) => event.stopImmediatePropagation();
    document.addEventListener('move', stop, true);
    try {
      const el = await twoWays();
      el.addEventListener('move', stop);
      await waitUntil(() => button(el, 'retry'), 'the problem mode loads');
      await clickPoint(el, 'E4');
      await waitUntil(() => el.game.moves.length === 2, 'the board did not answer');
      const other = el.game.moves[1] === 'D4' ? 'E3' : 'D4';
      setTimeout(() => void clickPoint(el, other));
      const solved = await oneEvent(el, 'solved');
      expect(solved.detail).to.deep.equal({ moves: ['E4', el.game.moves[1], other] });
    } finally {
      document.removeEventListener('move', stop, true);
    }
  });
});
