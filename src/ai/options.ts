/**
 * What a caller may ask of the computer player, and how a level becomes thinking time.
 */

import { LEVELS, type Level } from '../vocabulary.js';

export { LEVELS, type Level };

/** Options of {@link chooseMove}. */
export interface ChooseOptions {
  /** Strength, 1 to 5; 3 unless given: `3`. */
  level?: Level;
  /** Thinking time in milliseconds, overriding the level's: `200`. */
  timeMs?: number;
  /** Seed of the search's random numbers; the same seed and the same effort give the same move: `7`. */
  seed?: number;
  /** Cancels the search: the promise then rejects with a `DOMException` named `'AbortError'`. */
  signal?: AbortSignal;
  /**
   * A fixed search effort instead of the clock, for reproducible runs (Gonnect: playouts;
   * Connect6: positions searched, a threat-space pair counting a twentieth of one). With
   * it, `timeMs` is only a safety limit.
   */
  iterations?: number;
}

/** The options with every default filled in. */
export interface Settings {
  level: Level;
  timeMs: number;
  seed: number;
  signal: AbortSignal | undefined;
  iterations: number;
}

/** Thinking time of each level in milliseconds (level 3, the default, well under a second). */
export const LEVEL_TIME_MS: Readonly<Record<Level, number>> = { 1: 60, 2: 180, 3: 400, 4: 650, 5: 950 };

/** The longest a search with an `iterations` budget may run anyway. */
const SAFETY_TIME_MS = 30_000;

/** Fills in the defaults and checks the ranges; throws a `RangeError` for a bad value. */
export function settle(options: ChooseOptions = {}): Settings {
  const level = options.level ?? 3;
  if (!LEVELS.includes(level)) throw new RangeError(`level must be 1 to 5, not ${String(level)}`);
  const iterations = options.iterations ?? Infinity;
  if (!(iterations > 0)) throw new RangeError(`iterations must be positive, not ${String(iterations)}`);
  const fallback = Number.isFinite(iterations) ? SAFETY_TIME_MS : LEVEL_TIME_MS[level];
  const timeMs = options.timeMs ?? fallback;
  if (!(timeMs >= 0)) throw new RangeError(`timeMs must be a number of milliseconds, not ${String(timeMs)}`);
  const seed = options.seed ?? Math.floor(Math.random() * 0x7fffffff);
  return { level, timeMs, seed: seed >>> 0, signal: options.signal, iterations };
}
