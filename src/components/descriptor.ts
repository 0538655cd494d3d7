/**
 * What the shared board needs to know about one game, as data: the element of each game
 * (gonnect-board.ts, connect6-board.ts) hands its descriptor to {@link BoardBase}, which
 * reads it instead of calling methods a subclass overrides.
 */
import type { BoardGame } from '../engine/game.js';
import type { Setup } from '../engine/types.js';
import type { Translate } from '../i18n/i18n.js';
import type { GameKind, SizeRange } from '../vocabulary.js';
import type { Change } from './session.js';
import type { ToolButton } from './view/panels.js';

/**
 * One game on the board. `G` is its engine; `O` the element properties, besides the
 * setup attributes, that a new game depends on (Gonnect: `{ noSwap: boolean }`; the
 * default `never` stands for any descriptor).
 */
export interface GameDescriptor<G extends BoardGame = BoardGame, O = never> {
  /** Which game: `'gonnect'`. */
  readonly kind: GameKind;
  /** The board sizes it allows: `SIZES.gonnect`. */
  readonly sizes: SizeRange;
  /** The names of the properties in `O`, which start a new game when they change: `['noSwap']`. */
  readonly options: readonly (keyof O & string)[];
  /** A new game; throws the engine's SetupError. */
  create(size: number, setup: Setup, options: O): G;
  /** The lines under the turn while the game goes on: captures, stones left in the turn. */
  statusDetails(t: Translate, game: G): string[];
  /** Buttons after Undo and New game (Gonnect: Swap while allowed); `act` makes a change as made on the board. */
  extraButtons(t: Translate, game: G, act: (change: Change) => void): ToolButton[];
}
