/** The two games as the attribute readers build them (the elements' descriptors without their UI parts). */
import { Connect6 } from '../engine/connect6.js';
import type { BoardGame } from '../engine/game.js';
import { Gonnect } from '../engine/gonnect.js';
import { SIZES } from '../vocabulary.js';
import type { GameFactory } from '../components/load.js';

/** The games `renderSvg` draws. */
export const GAME_NAMES = ['gonnect', 'connect6'] as const;
export type GameName = (typeof GAME_NAMES)[number];

/** How each game is built from a size and a setup (Gonnect with the pie rule, as a board without `no-swap`). */
export const GAMES: Record<GameName, GameFactory<BoardGame, { noSwap: boolean }>> = {
  gonnect: { kind: 'gonnect', sizes: SIZES.gonnect, create: (size, setup, { noSwap }) => new Gonnect({ size, setup, swap: !noSwap }) },
  connect6: { kind: 'connect6', sizes: SIZES.connect6, create: (size, setup) => new Connect6({ size, setup }) },
};
