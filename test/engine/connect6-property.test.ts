// Thousands of seeded random Connect6 games (sizes 6 to 19, some from random setups, with
// random undo steps and clones) checked stone by stone against a slow reference.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isDeepStrictEqual } from 'node:util';
import { Connect6 } from '../../src/engine/connect6.js';
import { Rng } from '../../src/engine/rng.js';
import { IllegalMoveError, SetupError, type Color } from '../../src/engine/types.js';
import { formatPoint } from '../../src/notation/point.js';
import { ReferenceConnect6 } from './connect6-reference.js';
import { random } from '../random.js';

const GAMES = 2000;

/** A whole number below `n` from the tests' seeded generator: `driver(7)(19)`. */
function driver(seed: number): (n: number) => number {
  const next = random(seed);
  return (n) => Math.floor(next() * n);
}

/** Every point, the turn, the result and the legal moves agree. */
function compare(game: Connect6, ref: ReferenceConnect6, where: string): void {
  const n = ref.size;
  for (let row = 0; row < n; row++) {
    for (let col = 0; col < n; col++) {
      const cell = ref.grid[row]![col];
      const want = cell === 'black' ? 1 : cell === 'white' ? 2 : 0;
      if (game.stoneAt(row * n + col) !== want) assert.fail(`${where}: point ${formatPoint({ col, row })}\n${ref.board()}`);
    }
  }
  const turn = ref.turn;
  assert.equal(game.toPlay, turn.toPlay, `${where}: toPlay`);
  assert.equal(game.stonesLeft, turn.stonesLeft, `${where}: stonesLeft`);
  const result = game.result;
  if (!isDeepStrictEqual(result, ref.result)) assert.deepEqual(result, ref.result, `${where}: result\n${ref.board()}`);
  assert.deepEqual(game.legalMoves(), ref.result ? [] : ref.empties(), `${where}: legal moves`);
  assert.equal(game.moves.length, ref.placed.length, `${where}: moves`);
}

/** A random setup: a few stones of each colour, sometimes a turn and stones left. */
function randomSetup(size: number, rand: (n: number) => number) {
  const points: string[] = [];
  for (let row = 0; row < size; row++) for (let col = 0; col < size; col++) points.push(formatPoint({ col, row }));
  const take = (count: number) => Array.from({ length: count }, () => points.splice(rand(points.length), 1)[0]!);
  const black = take(rand(Math.floor((size * size) / 3)));
  const white = take(rand(Math.floor((size * size) / 3)));
  const toPlay: Color | undefined = [undefined, 'black' as const, 'white' as const][rand(3)];
  const stonesLeft = ([undefined, 1, 2] as const)[rand(3)];
  return { black, white, toPlay, stonesLeft };
}

/** Plays one random game against the reference; returns how the game ended (for coverage counts). */
function playGame(seed: number): string {
  const rand = driver(seed);
  const rng = new Rng(seed);
  const size = 6 + (seed % 14);
  const setup = rand(3) === 0 ? randomSetup(size, rand) : { black: [], white: [] };
  let ref: ReferenceConnect6;
  try {
    const hasStones = setup.black.length + setup.white.length > 0;
    const left = 'stonesLeft' in setup && setup.stonesLeft !== undefined ? setup.stonesLeft : hasStones ? 2 : 1;
    ref = new ReferenceConnect6(size, setup.black, setup.white, ('toPlay' in setup && setup.toPlay) || 'black', left);
  } catch {
    assert.throws(
      () => new Connect6({ size, setup }),
      (e: unknown) => e instanceof SetupError && e.code === 'both-won',
    );
    return 'refused setup';
  }
  let game = new Connect6({ size, setup });
  /** The game left behind at the last copyFrom, overwritten by the next one. */
  let spare: Connect6 | null = null;
  compare(game, ref, `seed ${seed} setup`);
  let replays = 0;
  for (let step = 0; step < 2000; step++) {
    const where = `seed ${seed} stone ${ref.placed.length}`;
    if (ref.result) {
      assert.deepEqual(game.legalMoves(), []);
      assert.equal(game.randomLegalMove(rng), -1);
      assert.throws(
        () => game.play(ref.empties()[0] ?? 'A1'),
        (e: unknown) => e instanceof IllegalMoveError && e.code === 'game-over',
      );
      if (replays++ >= 2 || ref.placed.length === 0) break;
    }
    const roll = rand(100);
    if ((roll < 8 || ref.result) && ref.placed.length > 0) {
      // Random undo steps: one to three stones back.
      for (let k = 1 + rand(3); k > 0 && ref.placed.length > 0; k--) {
        ref.undo();
        assert.equal(game.undo(), true, where);
      }
    } else if (roll < 9) {
      game = game.clone(); // continue on a copy
    } else if (roll < 10) {
      // Continue on a copy made with copyFrom: first a fresh empty board of the same
      // size, later the game left behind last time.
      const next: Connect6 = spare ?? new Connect6({ size });
      next.copyFrom(game);
      spare = game;
      game = next;
      copies++;
    } else if (roll < 12) {
      const stone = setup.black[0] ?? ref.placed[0];
      if (stone === undefined) continue;
      const point = typeof stone === 'string' ? stone : formatPoint(stone);
      assert.throws(
        () => game.play(point),
        (e: unknown) => e instanceof IllegalMoveError && e.code === 'occupied',
      );
    } else if (roll < 55) {
      const move = game.randomLegalMove(rng);
      assert.ok(move >= 0 && game.isLegalIndex(move), where);
      ref.play(game.pointAt(move));
      game.playIndex(move);
    } else {
      const empties = ref.empties();
      const point = empties[rand(empties.length)]!;
      const color = ref.turn.toPlay;
      ref.play(point);
      assert.deepEqual(game.play(rand(2) ? point.toLowerCase() : point), { color, point, captured: [] }, where);
    }
    compare(game, ref, where);
  }
  assert.deepEqual(game.moves, ref.placed.map(formatPoint));
  if (ref.placed.length === 0 && ref.result) return `setup ${ref.result.reason}`;
  return ref.result ? ref.result.reason : 'unfinished';
}

/** Copies made with copyFrom over the whole run. */
let copies = 0;

describe('Connect6 against a slow reference', () => {
  it(`${GAMES} seeded random games agree stone by stone`, () => {
    const endings = new Map<string, number>();
    for (let seed = 1; seed <= GAMES; seed++) {
      const ending = playGame(seed);
      endings.set(ending, (endings.get(ending) ?? 0) + 1);
    }
    // The games must reach every kind of ending, or the test proves little.
    for (const kind of ['six-in-a-row', 'board-full', 'setup six-in-a-row', 'refused setup']) {
      assert.ok((endings.get(kind) ?? 0) >= 3, `${kind}: ${JSON.stringify([...endings])}`);
    }
    assert.ok(copies >= GAMES / 4, `only ${copies} copies made with copyFrom`);
  });
});
