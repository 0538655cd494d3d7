/**
 * The Hint button of a playable board with the `hints` attribute. A press asks the
 * computer player (computer.ts: the same worker and level as its moves) for the move it
 * suggests to the side to move, marks it on the board and says it (hint-search.ts, loaded
 * on first use with the worker). Nothing is played for the reader. The mark belongs to one
 * position: any change of the game (a move, Undo, a step of the replay, a new game) takes
 * it away (view-model.ts) and cancels a search still under way.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Translate } from '../../i18n/i18n.js';
import type { BoardComputer } from './computer.js';
import type { GameSession } from '../core/session.js';
import type { ToolButton } from '../core/panels.js';
import type { BoardView } from '../../board/view-model.js';
import { chunk } from '../core/loader.js';

/** The hint's search (through the computer's worker), loaded at the first press. */
const hintChunk = chunk('hint', () => import('./hint-search.js'), false);

/** A search for a hint: the session revision it is for (`12`) and what cancels it. */
interface Search {
  revision: number;
  controller: AbortController;
}

export class BoardHint implements ReactiveController {
  private search?: Search;

  constructor(
    host: ReactiveControllerHost,
    private readonly session: GameSession,
    private readonly computer: BoardComputer,
    private readonly view: BoardView,
  ) {
    host.addController(this);
  }

  /**
   * The toolbar's Hint button. It waits while the game is over, while the computer thinks
   * and while an earlier position is shown (Undo waits there too: a hint is for the game's
   * move to come). It stays enabled during its own search, so the focus stays on it.
   */
  button(t: Translate): ToolButton {
    const disabled = Boolean(this.session.game.result) || this.computer.thinking || !this.session.atEnd;
    return { name: 'hint', label: t('hint.button'), disabled, handler: () => void this.handleHint() };
  }

  /** After each update: a search for a position that is no longer shown is cancelled. */
  hostUpdated(): void {
    if (this.search && this.search.revision !== this.session.revision) this.stop();
  }

  hostDisconnected(): void {
    this.stop();
  }

  private stop(): void {
    this.search?.controller.abort();
    this.search = undefined;
  }

  /** Seeks the suggestion (a second press while one is sought waits for the same answer). */
  private async handleHint(): Promise<void> {
    const revision = this.session.revision;
    if (this.search?.revision === revision) return;
    this.stop();
    const search: Search = (this.search = { revision, controller: new AbortController() });
    const { signal } = search.controller;
    try {
      const { seekHint } = await hintChunk.load();
      await seekHint(this.session, this.computer, this.view, signal);
    } catch (error) {
      if (signal.aborted || (error as Error)?.name === 'AbortError') return;
      this.session.say('computer.failed');
      console.error(error);
    } finally {
      if (this.search === search) this.search = undefined;
    }
  }
}
