/**
 * The two games as a board builds them from its attributes: the one factory the elements'
 * descriptors, the attribute reader, `renderSvg` and the New game dialog all use. A factory
 * is made from a way to reach its engine's class, so that the elements can load the engine
 * on first use (src/components/core/engines.ts) while `renderSvg` imports it
 * (src/board/loaded-games.ts).
 */
import type { Connect6 } from '../engine/connect6.js';
import type { BoardGame } from '../engine/game.js';
import type { Gonnect } from '../engine/gonnect.js';
import type { Setup } from '../engine/types.js';
import { SIZES, type GameKind, type SizeRange } from '../vocabulary.js';

/**
 * How one game is built. `G` is its engine; `O` the element properties, besides the setup
 * attributes, that a new game depends on (Gonnect: `{ noSwap: boolean }`).
 */
export interface GameFactory<G extends BoardGame = BoardGame, O = never> {
  /** Which game: `'gonnect'`. */
  readonly kind: GameKind;
  /** The board sizes it allows: `SIZES.gonnect`. */
  readonly sizes: SizeRange;
  /** The names of the properties in `O`, which start a new game when they change: `['noSwap']`. */
  readonly options: readonly (keyof O & string)[];
  /** A new game; throws the engine's SetupError. */
  create(size: number, setup: Setup, options: O): G;
}

/** The option a Gonnect game is built with besides its setup: the `no-swap` attribute. */
export interface GonnectOptions {
  noSwap: boolean;
}

/** Gonnect, from its engine's class: with the pie rule unless `no-swap`. */
export function gonnectGame(engine: () => typeof Gonnect): GameFactory<Gonnect, GonnectOptions> {
  return {
    kind: 'gonnect',
    sizes: SIZES.gonnect,
    options: ['noSwap'],
    create: (size, setup, { noSwap }) => new (engine())({ size, setup, swap: !noSwap }),
  };
}

/** Connect6, from its engine's class: no options. */
export function connect6Game(engine: () => typeof Connect6): GameFactory<Connect6, object> {
  return {
    kind: 'connect6',
    sizes: SIZES.connect6,
    options: [],
    create: (size, setup) => new (engine())({ size, setup }),
  };
}
