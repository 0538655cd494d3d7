import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { AiClient, type WorkerLike } from '../../src/ai/client.js';
import { BoardComputer } from '../../src/components/computer/computer.js';
import { hintNotice } from '../../src/components/computer/hint-search.js';
import type { Connect6Board } from '../../src/components/connect6-board.js';
import type { GonnectBoard } from '../../src/components/gonnect-board.js';
import { cell, clickPoint, neverAnswers, part, recordEvents, textOf, type Board } from './helpers.js';

/** The real worker, served by the test runner as a module (it does not know Vite's `?worker&inline`). */
function workerClient(): AiClient {
  return new AiClient(() => new Worker(new URL('../../src/ai/worker.ts', import.meta.url), { type: 'module' }) as unknown as WorkerLike);
}

const defaults = { createClient: BoardComputer.createClient, searchOptions: BoardComputer.searchOptions };

const hintButton = (el: Board): HTMLButtonElement | null => part(el, '[part~="hint-button"]') as HTMLButtonElement | null;
const hintRings = (el: Board): string => part(el, 'path.hint')?.getAttribute('d') ?? '';
const liveText = (el: Board): string => textOf(el, '[aria-live]');
/** The points whose cell is named as a hint. */
const hinted = (el: Board): string[] =>
  [...el.shadowRoot!.querySelectorAll('[role="gridcell"]')]
    .filter((c) => /hint|pista|подсказка/.test(c.getAttribute('aria-label')!))
    .map((c) => c.id.slice(1));

/** Presses Hint and waits for the suggestion to be marked. */
async function askHint(el: Board): Promise<string[]> {
  hintButton(el)!.click();
  await waitUntil(() => hintRings(el) !== '', 'no hint was marked', { timeout: 8000 });
  await el.updateComplete;
  return hinted(el);
}

// Black to play on 9×9 Gonnect: E5 joins the column E1–E9 (top and bottom edges).
const gonnectWin = (lang = 'en') =>
  html`<gonnect-board
    lang=${lang}
    size="9"
    no-swap
    hints
    black="E1 E2 E3 E4 E6 E7 E8 E9"
    white="D5 F5 D6 F4"
    to-play="black"
  ></gonnect-board>`;

// Black to play two stones on 9×9 Connect6, with four in a row on row 5: two more make six.
const connect6Win = (lang = 'en') =>
  html`<connect6-board lang=${lang} size="9" hints black="C5 D5 E5 F5" white="C6 D6 E6 F6" to-play="black"></connect6-board>`;

describe('the Hint button', () => {
  beforeEach(() => {
    BoardComputer.createClient = () => Promise.resolve(workerClient());
    BoardComputer.searchOptions = { iterations: 300, seed: 3 };
  });

  afterEach(() => {
    Object.assign(BoardComputer, defaults);
  });

  it('shows only with `hints`, on a playable board', async () => {
    const plain = await fixture<GonnectBoard>(html`<gonnect-board size="9"></gonnect-board>`);
    expect(hintButton(plain)).to.equal(null);
    const diagram = await fixture<GonnectBoard>(html`<gonnect-board size="9" hints readonly controls></gonnect-board>`);
    expect(hintButton(diagram)).to.equal(null);
    const playable = await fixture<Connect6Board>(html`<connect6-board size="9" hints lang="en"></connect6-board>`);
    expect(hintButton(playable)!.textContent!.trim()).to.equal('Hint');
    expect(hintButton(playable)!.disabled).to.equal(false);
    playable.hints = false;
    await playable.updateComplete;
    expect(hintButton(playable)).to.equal(null);
  });

  it('marks the winning point on an empty point, says it, and plays nothing', async () => {
    const el = await fixture<GonnectBoard>(gonnectWin());
    const events = recordEvents(el);
    expect(await askHint(el)).to.deep.equal(['E5']);
    expect(el.game.at('E5')).to.equal(null);
    expect(el.game.moves).to.deep.equal([]);
    expect(events).to.deep.equal([]);
    expect(liveText(el)).to.equal('Hint: E5');
    expect(cell(el, 'E5').getAttribute('aria-label')).to.include('hint');
  });

  it('marks a Connect6 pair of legal empty points, the pair that makes six', async () => {
    const el = await fixture<Connect6Board>(connect6Win());
    const points = await askHint(el);
    expect(points).to.have.length(2);
    const game = el.game;
    for (const point of points) game.play(point);
    expect(game.result?.winner).to.equal('black');
    expect(liveText(el)).to.match(/^Hint: [A-J]\d and [A-J]\d$/);
    expect(el.game.stonesLeft).to.equal(2);
  });

  it('goes away when a move is played, on Undo, and when another position is shown', async () => {
    const el = await fixture<GonnectBoard>(gonnectWin());
    await askHint(el);
    await clickPoint(el, 'A1');
    expect(hintRings(el)).to.equal('');
    expect(hinted(el)).to.deep.equal([]);

    await askHint(el); // White to move now
    part(el, '[part~="undo-button"]')!.click();
    await el.updateComplete;
    expect(hintRings(el)).to.equal('');

    el.moves = 'A1 J9';
    await el.updateComplete;
    await askHint(el);
    await waitUntil(() => part(el, '[part~="back-button"]'), 'no replay bar');
    part(el, '[part~="back-button"]')!.click();
    await el.updateComplete;
    expect(hintRings(el)).to.equal('');
    // An earlier position is shown: Hint waits for the game's last position, as Undo does.
    expect(hintButton(el)!.disabled).to.equal(true);
  });

  it('is disabled when the game is over', async () => {
    const el = await fixture<Connect6Board>(html`<connect6-board size="9" hints black="B5 C5 D5 E5 F5 G5" white="C6 D6"></connect6-board>`);
    expect(el.game.result).to.not.equal(null);
    expect(hintButton(el)!.disabled).to.equal(true);
  });

  it('is disabled while the computer thinks', async () => {
    BoardComputer.createClient = () => Promise.resolve(neverAnswers());
    const el = await fixture<GonnectBoard>(html`<gonnect-board size="9" no-swap hints computer="black"></gonnect-board>`);
    await waitUntil(() => textOf(el, '.turn').includes('thinking'), 'the computer did not start');
    expect(hintButton(el)!.disabled).to.equal(true);
  });

  it('says so when the computer cannot analyse, and changes nothing', async () => {
    const errors: unknown[] = [];
    const originalError = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      BoardComputer.createClient = () => Promise.resolve({ choose: () => Promise.resolve('A1'), dispose: () => undefined });
      const el = await fixture<GonnectBoard>(gonnectWin());
      hintButton(el)!.click();
      await waitUntil(() => liveText(el) !== '', 'nothing was said');
      expect(liveText(el)).to.equal('The computer player could not start.');
      expect(hintRings(el)).to.equal('');
      expect(el.game.moves).to.deep.equal([]);
      expect(errors).to.have.length(1);
    } finally {
      console.error = originalError;
    }
  });

  it('is pressed with the keyboard, and the board stays accessible with a hint shown', async () => {
    const el = await fixture<GonnectBoard>(gonnectWin());
    hintButton(el)!.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => hintRings(el) !== '', 'the key did not ask for a hint', { timeout: 8000 });
    expect(el.shadowRoot!.activeElement).to.equal(hintButton(el));
    await expect(el).to.be.accessible();
  });

  it('speaks Spanish and Russian', async () => {
    const spanish = await fixture<GonnectBoard>(gonnectWin('es'));
    expect(hintButton(spanish)!.textContent!.trim()).to.equal('Pista');
    await askHint(spanish);
    expect(liveText(spanish)).to.equal('Pista: E5');
    expect(cell(spanish, 'E5').getAttribute('aria-label')).to.include('pista');

    const ru = await fixture<Connect6Board>(connect6Win('ru'));
    expect(hintButton(ru)!.textContent!.trim()).to.equal('Подсказка');
    await askHint(ru);
    expect(liveText(ru)).to.match(/^Подсказка: [A-J]\d и [A-J]\d$/);
  });

  it('words a single stone, a pair and a swap', () => {
    expect(hintNotice({ move: 'D4' })).to.deep.equal({ key: 'hint.one', options: { point: 'D4' } });
    expect(hintNotice({ move: 'D4', partner: 'E5' })).to.deep.equal({ key: 'hint.pair', options: { first: 'D4', second: 'E5' } });
    expect(hintNotice({ move: 'swap' })).to.deep.equal({ key: 'hint.swap' });
  });
});
