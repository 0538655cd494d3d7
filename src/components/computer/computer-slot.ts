/**
 * Where a board keeps its computer player and its Hint button (computer.ts, hint.ts): their
 * code loads when a board first gives the computer a seat or has `hints`, so a board for two
 * people carries only this file. The board's drawing waits for it ({@link ready}), so a board
 * whose computer moves first says so from its first paint.
 */
import type { ReactiveElement } from 'lit';
import type { Translate } from '../../i18n/i18n.js';
import type { ComputerSettings } from './computer.js';
import { withWords } from '../core/loader.js';
import type { ComputerMode } from './computer-mode.js';
import type { GameSession } from '../core/session.js';
import type { ToolButton } from '../core/panels.js';
import type { BoardView } from '../../board/view-model.js';

type ModeModule = typeof import('./computer-mode.js');
/** The player's code, with its words (the English ones load on first use too, src/i18n/i18n.ts). */
const loadMode = withWords((): Promise<ModeModule> => import('./computer-mode.js'));

/** The seats in which the computer plays. */
const PLAYING = ['black', 'white', 'both'];

export class ComputerSlot {
  private mode: ComputerMode | null = null;
  private current: ComputerSettings = { seat: undefined, level: undefined, active: false };
  /** The game's revision when the player's code last failed to load (-1: it has not). */
  private failedAt = -1;

  constructor(
    private readonly host: ReactiveElement,
    private readonly session: GameSession,
    private readonly view: BoardView,
  ) {}

  /** The board's settings for the computer (the board sets them before each update). */
  set settings(settings: ComputerSettings) {
    this.current = settings;
    if (this.mode) this.mode.computer.settings = settings;
  }

  /** The settings the board set last (the New game dialog offers the seat and level). */
  get settings(): ComputerSettings {
    return this.current;
  }

  /**
   * Settles once the player is there if the board needs it: `seat` (the `computer`
   * attribute) gives the computer a side, or `hints` asks for the Hint button. A player
   * whose code cannot be loaded says so, and the board goes on for two people.
   */
  async ready(seat: string | undefined, hints: boolean): Promise<void> {
    // After a failed load it tries again once the game has changed, not at every update
    // (saying that it failed is one): the computer player itself waits the same way.
    if (this.mode || this.failedAt === this.session.revision || !(hints || PLAYING.includes(seat ?? ''))) return;
    try {
      const { computerMode } = await loadMode();
      this.mode ??= computerMode(this.host, this.session, this.view, this.current);
    } catch (error) {
      this.failedAt = this.session.revision;
      this.session.say('computer.failed');
      console.error(error);
    }
  }

  /** Whether it is the computer's turn now (the board says so and holds input). */
  get thinking(): boolean {
    return this.mode?.computer.thinking ?? false;
  }

  /** Whether a move made on the board must wait (the computer's turn); if so, the board says so. */
  holdsInput(): boolean {
    return this.mode?.computer.holdsInput() ?? false;
  }

  /** How many moves Undo takes back (computer.ts; one while the computer has no seat). */
  undoSteps(): number {
    return this.mode?.computer.undoSteps() ?? Math.min(1, this.session.game.moves.length);
  }

  /** The Hint button, once its code is there. */
  hintButtons(t: Translate): ToolButton[] {
    return this.mode ? [this.mode.hint.button(t)] : [];
  }
}
