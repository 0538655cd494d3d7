// Property test: thousands of seeded random Gonnect games, sizes 5 to 19, with and
// without superko, swap and setups, checked after every step against the slow
// flood-fill reference (test/engine/gonnect-reference.ts). Random play almost never
// repeats a position, so superko refusals are covered by gonnect-superko.test.ts.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Gonnect } from '../../src/engine/gonnect.js';
import { IllegalMoveError, SetupError } from '../../src/engine/types.js';
import { type Cell, RefGonnect } from './gonnect-reference.js';
import { random } from '../random.js';

/** Games per run; `GONNECT_GAMES=20000` for a deeper local run. */
const GAMES = Number(process.env.GONNECT_GAMES ?? 3000);

/** What the run saw, so that a vacuous run fails. */
const seen = {
  games: 0,
  moves: 0,
  captures: 0,
  refused: { occupied: 0, suicide: 0, ko: 0, superko: 0 },
  connection: 0,
  noLegal: 0,
  undo: 0,
  swap: 0,
  copies: 0,
  setupRefused: 0,
};

function compare(game: Gonnect, ref: RefGonnect, where: string): void {
  const n = game.size;
  for (let index = 0; index < n * n; index++) {
    const expected = ref.cell(index);
    if (game.stoneAt(index) !== expected)
      assert.fail(`${where}: point ${game.pointAt(index)} is ${game.stoneAt(index)}, expected ${expected}`);
  }
  assert.equal(game.toPlay, ref.toPlay === 1 ? 'black' : 'white', `${where}: toPlay`);
  const result = ref.result && { ...ref.result, stones: ref.result.stones.map((i) => game.pointAt(i)) };
  assert.deepEqual(game.result, result, `${where}: result`);
  assert.deepEqual(
    game.legalMoves(),
    ref.legalMoves().map((i) => game.pointAt(i)),
    `${where}: legal moves`,
  );
  assert.deepEqual(game.captures, { black: ref.captures[0], white: ref.captures[1] }, `${where}: captures`);
  assert.deepEqual(
    game.moves,
    ref.moves.map((m) => (m === 'swap' ? m : game.pointAt(Number(m)))),
    `${where}: moves`,
  );
}

/** A random setup grid: each point black or white with some probability. */
function randomGrid(size: number, rnd: () => number, density: number): Cell[] {
  return Array.from({ length: size * size }, (): Cell => {
    const r = rnd();
    return r < density ? 1 : r < 2 * density ? 2 : 0;
  });
}

/** Builds both games; undefined when the setup cannot stand (after checking the engine refuses it too). */
function start(size: number, rnd: () => number): { game: Gonnect; ref: RefGonnect; swap: boolean; empty: boolean } | undefined {
  const superko = rnd() < 0.35;
  const swap = rnd() < 0.5;
  const grid = randomGrid(size, rnd, rnd() < 0.6 ? 0 : 0.05 + rnd() * 0.3);
  const empty = grid.every((cell) => cell === 0);
  const toPlay: 1 | 2 = rnd() < 0.7 ? 1 : 2;
  const black: string[] = [];
  const white: string[] = [];
  const probe = new Gonnect({ size });
  grid.forEach((cell, index) => cell && (cell === 1 ? black : white).push(probe.pointAt(index)));
  const options = { size, swap, superko, setup: { black, white, toPlay: toPlay === 1 ? ('black' as const) : ('white' as const) } };
  let ref: RefGonnect;
  try {
    ref = new RefGonnect(size, superko, grid, toPlay);
  } catch (error) {
    const code = (error as Error).message === 'no-liberties' ? 'no-liberties' : 'both-won';
    assert.throws(
      () => new Gonnect(options),
      (e) => e instanceof SetupError && e.code === code,
    );
    seen.setupRefused++;
    return undefined;
  }
  return { game: new Gonnect(options), ref, swap, empty };
}

/** One random game: legal moves, probes of any point, swaps and undos, compared at every step. */
function playGame(seed: number, size: number, maxSteps: number): void {
  const rnd = random(seed);
  const begun = start(size, rnd);
  if (!begun) return;
  const { ref, swap, empty } = begun;
  let game = begun.game;
  /** The game left behind at the last copy, overwritten by the next one. */
  let spare: Gonnect | null = null;
  seen.games++;
  for (let step = 0; step < maxSteps; step++) {
    const where = `seed ${seed} size ${size} step ${step}`;
    compare(game, ref, where);
    assert.equal(game.canSwap, ref.canSwap(swap, empty), `${where}: canSwap`);
    const r = rnd();
    if (r < 0.04) {
      assert.equal(game.undo(), ref.undo(), `${where}: undo`);
      seen.undo++;
      continue;
    }
    if (r < 0.06) {
      // Go on in another game made a copy with copyFrom: a fresh empty board of the same
      // options at first, then the game left behind last time.
      const next: Gonnect = spare ?? new Gonnect({ size, swap, superko: game.superko });
      next.copyFrom(game);
      spare = game;
      game = next;
      seen.copies++;
      continue;
    }
    if (ref.result) {
      assert.throws(
        () => game.play(game.pointAt(0)),
        (e) => e instanceof IllegalMoveError && e.code === 'game-over',
      );
      seen[ref.result.reason === 'connection' ? 'connection' : 'noLegal']++;
      return;
    }
    if (game.canSwap && r < 0.3) {
      game.swap();
      ref.swap();
      seen.swap++;
      continue;
    }
    const legal = ref.legalMoves();
    const refused = ref.refusedPoints();
    const index =
      r < 0.1
        ? Math.floor(rnd() * size * size)
        : r < 0.2 && refused.length > 0
          ? refused[Math.floor(rnd() * refused.length)]!
          : legal[Math.floor(rnd() * legal.length)]!;
    const outcome = ref.tryMove(index);
    const point = game.pointAt(index);
    if (!outcome.ok) {
      assert.throws(
        () => game.play(point.toLowerCase()),
        (e) => e instanceof IllegalMoveError && e.code === outcome.code,
        `${where}: ${point}`,
      );
      assert.equal(game.isLegal(point), false);
      seen.refused[outcome.superko ? 'superko' : outcome.code]++;
      continue;
    }
    const color = game.toPlay;
    const record = game.play(point);
    const captured = ref.play(index);
    assert.deepEqual(record, { color, point, captured: captured.map((i) => game.pointAt(i)) }, `${where}: record`);
    seen.moves++;
    if (captured.length > 0) seen.captures++;
  }
}

test('random games agree with the flood-fill reference (sizes 5 to 19, superko on and off)', () => {
  const rnd = random(20261129);
  for (let g = 0; g < GAMES; g++) {
    // Mostly small boards, where games fill the board and ko and suicide come up often.
    const r = rnd();
    const size = r < 0.85 ? 5 + Math.floor(rnd() * 5) : r < 0.97 ? 10 + Math.floor(rnd() * 4) : 14 + Math.floor(rnd() * 6);
    playGame(1000 + g, size, size <= 7 ? 400 : size <= 13 ? 150 : 60);
  }
  // The run must have exercised every rule.
  const { refused } = seen;
  const enough =
    seen.games > GAMES * 0.8 &&
    seen.captures > GAMES / 2 &&
    refused.suicide > GAMES / 4 &&
    refused.occupied > GAMES / 4 &&
    refused.ko > GAMES / 200 &&
    seen.connection > GAMES / 4 &&
    seen.noLegal > 0 &&
    seen.undo > GAMES / 4 &&
    seen.swap > GAMES / 100 &&
    seen.copies > GAMES / 4 &&
    seen.setupRefused > GAMES / 100;
  assert.ok(enough, `the run missed a rule: ${JSON.stringify(seen)}`);
});
