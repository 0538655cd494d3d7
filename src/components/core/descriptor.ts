/**
 * What the shared board needs to know about one game, as data: the element of each game
 * (gonnect-board.ts, connect6-board.ts) hands its descriptor to {@link BoardBase}, which
 * reads it instead of calling methods a subclass overrides.
 */
import type { BoardGame } from '../../engine/game.js';
import type { GameFactory } from '../../board/games.js';
import type { Translate } from '../../i18n/i18n.js';
import type { Change } from './session.js';
import type { ToolButton } from './panels.js';

/** One game on the board: its factory (src/board/games.ts), and what the element shows of it. */
export interface GameDescriptor<G extends BoardGame = BoardGame, O = never> extends GameFactory<G, O> {
  /** The lines under the turn while the game goes on: captures, stones left in the turn. */
  statusDetails(t: Translate, game: G): string[];
  /** Buttons after Undo and New game (Gonnect: Swap while allowed); `act` makes a change as made on the board. */
  extraButtons(t: Translate, game: G, act: (change: Change) => void): ToolButton[];
}
