/**
 * The two games as a board builds them from its attributes: the one factory the elements'
 * descriptors, the attribute reader, `renderSvg` and the New game dialog all use.
 */
import { Connect6 } from '../engine/connect6.js';
import type { BoardGame } from '../engine/game.js';
import { Gonnect } from '../engine/gonnect.js';
import type { Setup } from '../engine/types.js';
import { GAME_KINDS, SIZES, type GameKind, type SizeRange } from '../vocabulary.js';

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

/** Gonnect: with the pie rule unless `no-swap`. */
export const GONNECT_GAME: GameFactory<Gonnect, GonnectOptions> = {
  kind: 'gonnect',
  sizes: SIZES.gonnect,
  options: ['noSwap'],
  create: (size, setup, { noSwap }) => new Gonnect({ size, setup, swap: !noSwap }),
};

/** Connect6: no options. */
export const CONNECT6_GAME: GameFactory<Connect6, object> = {
  kind: 'connect6',
  sizes: SIZES.connect6,
  options: [],
  create: (size, setup) => new Connect6({ size, setup }),
};

/** The games `renderSvg` draws: `'gonnect'`, `'connect6'`. */
export const GAME_NAMES = GAME_KINDS;
export type GameName = GameKind;

/** Each game's factory by name (Gonnect with the pie rule, as a board without `no-swap`). */
export const GAMES: Record<GameKind, GameFactory<BoardGame, GonnectOptions>> = {
  gonnect: GONNECT_GAME,
  connect6: CONNECT6_GAME,
};
