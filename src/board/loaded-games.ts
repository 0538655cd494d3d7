/**
 * Both games' factories with their engines imported: for `renderSvg` and Node, which need
 * no lazy loading (the elements load each engine on first use instead).
 */
import { Connect6 } from '../engine/connect6.js';
import type { BoardGame } from '../engine/game.js';
import { Gonnect } from '../engine/gonnect.js';
import { GAME_KINDS, type GameKind } from '../vocabulary.js';
import { connect6Game, gonnectGame, type GameFactory, type GonnectOptions } from './games.js';

/** The games `renderSvg` draws: `'gonnect'`, `'connect6'`. */
export const GAME_NAMES = GAME_KINDS;
export type GameName = GameKind;

/** Each game's factory by name (Gonnect with the pie rule, as a board without `no-swap`). */
export const GAMES: Record<GameKind, GameFactory<BoardGame, GonnectOptions>> = {
  gonnect: gonnectGame(() => Gonnect),
  connect6: connect6Game(() => Connect6),
};
