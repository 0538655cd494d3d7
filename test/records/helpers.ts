// Shared by the record tests: catching RecordErrors, comparing games, and seeded random
// games of both kinds (setups, the pie rule on and off, swaps).
import assert from 'node:assert/strict';
import { Connect6 } from '../../src/engine/connect6.js';
import { Gonnect } from '../../src/engine/gonnect.js';
import { SetupError } from '../../src/engine/types.js';
import { RecordError } from '../../src/notation/records/errors.js';
import { random } from '../random.js';

/** Runs `fn` and returns the RecordError it throws (fails on anything else). */
export function recordError(fn: () => unknown): RecordError {
  try {
    fn();
  } catch (error) {
    assert.ok(error instanceof RecordError, `expected a RecordError, got ${String(error)}`);
    return error;
  }
  assert.fail('expected a RecordError');
}

export { random };

/** Asserts two games show the same position: stones, side to move, stones left, result, moves. */
export function assertSameGame(actual: Gonnect | Connect6, expected: Gonnect | Connect6, where: string): void {
  assert.equal(actual.kind, expected.kind, `${where}: kind`);
  assert.equal(actual.size, expected.size, `${where}: size`);
  assert.deepEqual(actual.moves, expected.moves, `${where}: moves`);
  assert.deepEqual(actual.setup, expected.setup, `${where}: setup`);
  for (let index = 0; index < expected.size * expected.size; index++) {
    if (actual.stoneAt(index) !== expected.stoneAt(index)) assert.fail(`${where}: point ${expected.pointAt(index)}`);
  }
  assert.equal(actual.toPlay, expected.toPlay, `${where}: toPlay`);
  assert.deepEqual(actual.result, expected.result, `${where}: result`);
  if (actual.kind === 'connect6' && expected.kind === 'connect6')
    assert.equal(actual.stonesLeft, expected.stonesLeft, `${where}: stonesLeft`);
  if (actual.kind === 'gonnect' && expected.kind === 'gonnect')
    assert.equal(actual.swapAllowed, expected.swapAllowed, `${where}: pie rule`);
}

/** What a random game may hold. */
export interface RandomGameOptions {
  kind: 'gonnect' | 'connect6';
  size: number;
  /** Chance of a setup (a few stones of each colour): 0.3 unless given. */
  setupChance?: number;
  /** The most moves played: the whole game unless given. */
  maxMoves?: number;
}

/** A random setup; undefined when the engine refuses it (a chain without liberties, both won). */
function randomStart(options: RandomGameOptions, rnd: () => number): Gonnect | Connect6 | undefined {
  const { kind, size } = options;
  const probe = kind === 'gonnect' ? new Gonnect({ size }) : new Connect6({ size });
  const black: string[] = [];
  const white: string[] = [];
  if (rnd() < (options.setupChance ?? 0.3)) {
    for (let index = 0; index < size * size; index++) {
      const r = rnd();
      if (r < 0.08) black.push(probe.pointAt(index));
      else if (r < 0.16) white.push(probe.pointAt(index));
    }
  }
  const toPlay = black.length + white.length > 0 && rnd() < 0.4 ? 'white' : 'black';
  try {
    if (kind === 'gonnect') return new Gonnect({ size, swap: rnd() < 0.7, setup: { black, white, toPlay } });
    const stonesLeft = rnd() < 0.5 ? 1 : 2;
    return new Connect6({ size, setup: { black, white, toPlay, stonesLeft } });
  } catch (error) {
    if (error instanceof SetupError) return undefined;
    throw error;
  }
}

/** A seeded random game: random legal moves (and swaps, when allowed) until the end or `maxMoves`. */
export function randomGame(options: RandomGameOptions, seed: number): Gonnect | Connect6 {
  const rnd = random(seed);
  let game = randomStart(options, rnd);
  while (!game) game = randomStart(options, rnd);
  const limit = options.maxMoves ?? Infinity;
  for (let played = 0; played < limit && game.result === null; played++) {
    if (game.kind === 'gonnect' && game.canSwap && rnd() < 0.5) {
      game.swap();
      continue;
    }
    const legal = game.legalMoves();
    game.play(legal[Math.floor(rnd() * legal.length)]!);
  }
  return game;
}
