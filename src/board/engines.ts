/**
 * The two games' engines, which embed.js does not carry: a board loads its game's engine
 * before its first update (src/components/core/board-host.ts, `beforeUpdate`), so a page of Connect6 boards
 * never downloads Gonnect's rules, and embed.js keeps room for what every board draws.
 * A load that fails is tried again at the board's next update (load-once.ts).
 * `gonnect-connect6/ssr` provides both at once: a server renders without waiting.
 */
import type { Connect6 } from '../engine/connect6.js';
import type { Gonnect } from '../engine/gonnect.js';
import { loadOnceEach } from '../load-once.js';
import type { GameKind } from '../vocabulary.js';

/** Each game's engine class. */
export interface Engines {
  gonnect: typeof Gonnect;
  connect6: typeof Connect6;
}

const loaded: Partial<Engines> = {};

/** Makes engines available without loading them (the server renderer imports both). */
export function provideEngines(engines: Partial<Engines>): void {
  Object.assign(loaded, engines);
}

/** Whether the game's engine is there. */
export function hasEngine(kind: GameKind): boolean {
  return Boolean(loaded[kind]);
}

/** Loads the game's engine (once for the page; after a failure, again at the next call). */
export const loadEngine = loadOnceEach(async (kind: GameKind): Promise<void> => {
  if (loaded[kind]) return;
  if (kind === 'gonnect') loaded.gonnect = (await import('../engine/gonnect.js')).Gonnect;
  else loaded.connect6 = (await import('../engine/connect6.js')).Connect6;
});

/** The game's engine class; throws, naming what to wait for, when a page asks a board for its game before the engine has loaded. */
export function engine<K extends GameKind>(kind: K): Engines[K] {
  const found = loaded[kind];
  if (!found) throw new Error(`The ${kind} board is not ready yet: add it to the page and await its updateComplete first.`);
  return found as Engines[K];
}
