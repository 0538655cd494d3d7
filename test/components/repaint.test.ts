// Repainting only what changed must still draw the game: after moves, captures, undo,
// swap and a new size, a board draws what a fresh board of the same position draws
// (stones, move markers, highlight, marks, status and every cell's name), and every drawn
// stone is the engine's.
import { expect, fixture, html } from '@open-wc/testing';
import type { Connect6Board } from '../../src/components/connect6-board.js';
import type { GonnectBoard } from '../../src/components/gonnect-board.js';
import { Rng } from '../../src/engine/rng.js';
import { part, textOf, type Board } from './helpers.js';

const COLUMNS = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';

/** Every stone the SVG shows, as `'black D4'`, from the setup paths and the played circles, sorted. */
function drawnStones(board: Board): string[] {
  const svg = part(board, 'svg') as unknown as SVGSVGElement;
  const size = board.game.size;
  const margin = (svg.viewBox.baseVal.width - (size - 1) * 20) / 2;
  const point = (x: number, y: number) => `${COLUMNS[Math.round((x - margin) / 20)]}${size - Math.round((y - margin) / 20)}`;
  const stones: string[] = [];
  for (const color of ['black', 'white']) {
    // A setup path is one circle per stone: `M{x - r} {y}a...`.
    const d = part(board, `path.${color}`)!.getAttribute('d') ?? '';
    for (const [, x, y] of d.matchAll(/M(-?[\d.]+) (-?[\d.]+)/g)) stones.push(`${color} ${point(Number(x) + 9.4, Number(y))}`);
    for (const circle of board.shadowRoot!.querySelectorAll(`.played circle.${color}`)) {
      stones.push(`${color} ${point(Number(circle.getAttribute('cx')), Number(circle.getAttribute('cy')))}`);
    }
  }
  return stones.sort();
}

/** The stones of the engine, as `'black D4'`, sorted. */
function engineStones(board: Board): string[] {
  const game = board.game;
  const stones: string[] = [];
  for (let index = 0; index < game.size ** 2; index++) {
    const color = game.at(game.pointAt(index));
    if (color) stones.push(`${color} ${game.pointAt(index)}`);
  }
  return stones.sort();
}

/** What a board shows, independent of the order its stone elements were made in. */
function drawing(board: Board): Record<string, unknown> {
  const root = board.shadowRoot!;
  const d = (selector: string) => root.querySelector(selector)?.getAttribute('d');
  return {
    viewBox: part(board, 'svg')!.getAttribute('viewBox'),
    stones: drawnStones(board),
    markers: ['.last', '.pending', '.highlight'].map(d),
    marks: [...root.querySelectorAll('.mark')].map((mark) => mark.outerHTML.replace(/<!--[^>]*-->/g, '')),
    cells: [...root.querySelectorAll('[role="gridcell"]')].map((cell) => `${cell.id} ${cell.getAttribute('aria-label')}`),
    status: textOf(board, '.turn'),
    details: [...root.querySelectorAll('[part="status"] span:not(.turn):not(.refusal)')].map((span) => span.textContent),
    // Its buttons, in the row or the menu (where each stands depends on the widths measured).
    toolbar: [...root.querySelectorAll('[part="toolbar"] button:not(.more)')].map((button) => button.textContent!.trim()).sort(),
  };
}

/** A fresh board of the same kind with the same setup, marks and moves as `board`'s game. */
async function freshCopy(board: Board): Promise<Board> {
  const game = board.game;
  const tag = board.localName;
  const setup = game.setup;
  const copy = await fixture<Board>(html`<div></div>`);
  const fresh = document.createElement(tag) as Board;
  for (const [name, value] of Object.entries({
    lang: 'en',
    size: String(game.size),
    black: setup.black.join(' '),
    white: setup.white.join(' '),
    'to-play': setup.toPlay,
    moves: game.moves.join(' '),
    marks: board.getAttribute('marks') ?? '',
  })) {
    fresh.setAttribute(name, value);
  }
  if (board.hasAttribute('no-swap')) fresh.setAttribute('no-swap', '');
  copy.append(fresh);
  await fresh.updateComplete;
  return fresh;
}

/** Plays the moves one by one, each drawn before the next (so that each takes the path of a single move). */
async function playEach(board: Board, ...points: string[]): Promise<void> {
  for (const point of points) {
    board.play(point);
    await board.updateComplete;
  }
}

/** The board draws its engine's stones, and what a fresh board of its position draws. */
async function expectDrawnAsFresh(board: Board, when: string): Promise<void> {
  await board.updateComplete;
  expect(drawnStones(board), `${when}: the engine's stones`).to.deep.equal(engineStones(board));
  const fresh = await freshCopy(board);
  expect(drawing(board), when).to.deep.equal(drawing(fresh));
  fresh.parentElement!.remove();
}

describe('repainting what changed', () => {
  it('Gonnect: moves, a swap, a capture and an undo', async () => {
    const el = await fixture<GonnectBoard>(
      html`<gonnect-board lang="en" size="7" black="D4" white="E5" marks="C3:A D4:triangle"></gonnect-board>`,
    );
    await playEach(el, 'A2');
    await expectDrawnAsFresh(el, 'first move');
    await playEach(el, 'A1', 'B1');
    expect(el.game.at('A1')).to.be.null;
    await expectDrawnAsFresh(el, 'a capture');
    await playEach(el, 'C3');
    await expectDrawnAsFresh(el, 'a stone on a mark');
    el.undo();
    await el.updateComplete;
    el.undo();
    await expectDrawnAsFresh(el, 'undo past the capture');
    expect(el.game.at('A1')).to.equal('white');
  });

  it('Gonnect: the swap, then moves', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board lang="en" size="7"></gonnect-board>`);
    await playEach(el, 'D4');
    el.swap();
    await expectDrawnAsFresh(el, 'swap');
    await playEach(el, 'C3');
    await expectDrawnAsFresh(el, 'after the swap');
  });

  it('Gonnect: a setup stone captured, and back after undo', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board lang="en" size="5" no-swap black="B1" white="A1 C3"></gonnect-board>`);
    await playEach(el, 'A2');
    expect(el.game.at('A1')).to.be.null;
    await expectDrawnAsFresh(el, 'setup stone captured');
    el.undo();
    await expectDrawnAsFresh(el, 'setup stone back');
    el.reset();
    await expectDrawnAsFresh(el, 'reset');
  });

  it('Gonnect: the winning chain, and undo after it', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board lang="en" size="5" no-swap black="A1 A2 A3 A4" white="C3"></gonnect-board>`);
    await playEach(el, 'A5');
    await expectDrawnAsFresh(el, 'win');
    el.undo();
    await expectDrawnAsFresh(el, 'undo of the win');
  });

  it('Connect6: pairs, the pending stone and undo', async () => {
    const el = await fixture<Connect6Board>(html`<connect6-board lang="en" size="9" black="E5" to-play="white"></connect6-board>`);
    for (const point of ['D4', 'F6', 'C3', 'G7', 'B2']) {
      await playEach(el, point);
      await expectDrawnAsFresh(el, `after ${point}`);
    }
    el.undo();
    await expectDrawnAsFresh(el, 'undo');
  });

  it('a new size or coordinates draw the new board', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board lang="en" size="9" black="C3" moves="E5 D4"></gonnect-board>`);
    await playEach(el, 'F6');
    el.size = 7;
    await expectDrawnAsFresh(el, 'new size');
    el.play('A1');
    el.noCoordinates = true;
    await el.updateComplete;
    expect(drawnStones(el)).to.deep.equal(engineStones(el));
  });

  for (const tag of ['gonnect-board', 'connect6-board']) {
    it(`${tag}: random games with takebacks`, async () => {
      const rng = new Rng(tag.length);
      const container = await fixture(html`<div lang="en"></div>`);
      const el = document.createElement(tag) as Board;
      el.setAttribute('size', '7');
      container.append(el);
      await el.updateComplete;
      for (let step = 1; step <= 60; step++) {
        const game = el.game;
        const moves = game.legalMoves();
        if (game.result || !moves.length || rng.below(5) === 0) el.undo();
        else el.play(moves[rng.below(moves.length)]!);
        if (step % 3 === 0) await el.updateComplete;
        if (step % 15 === 0) await expectDrawnAsFresh(el, `step ${step}`);
      }
    });
  }
});
