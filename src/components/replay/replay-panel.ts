/**
 * The replay of a board: the replay bar, the move list and their keys, and the move
 * numbers on the stones. Their code (view/replay-view.ts) and styles load on first use,
 * once for every board: a board asks for them when it first needs them and redraws when
 * they arrive. Every step goes through the game session's one write path, as a change
 * made on the board, so it fires `navigate`.
 */
import { nothing, type ReactiveElement } from 'lit';
import type { Translate } from '../../i18n/i18n.js';
import type { GameKind } from '../../vocabulary.js';
import type { PlacedMark } from '../../board/attributes.js';
import type { GameSession } from '../core/session.js';
import { withWords } from '../core/loader.js';
import { addStyles } from '../core/adopt.js';
import type { Geometry } from '../../board/geometry.js';
import type { BoardView } from '../../board/view-model.js';
// Which stone carries which number is data the standalone SVG shares (src/svg/picture.ts): it stays in
// the embed itself, so that neither lazy chunk splits it into a file of its own; only the drawing loads on first use.
import { stoneNumbers } from '../../board/move-numbers.js';
import type { DownloadFormat } from './replay-bar.js';

type ReplayView = typeof import('./replay-view.js');
/** The drawing code, with the English words of the bar and the list (src/i18n/i18n.ts). */
const loadView = withWords((): Promise<ReplayView> => import('./replay-view.js'));

export class ReplayPanel {
  private view: ReplayView | null = null;
  /** The load under way, if any. */
  private pending: Promise<void> | null = null;

  constructor(
    private readonly host: ReactiveElement,
    private readonly session: GameSession,
    private readonly kind: GameKind,
  ) {}

  /** Starts loading the drawing code, so that a board's bar draws in the update of its first move (no later jump of the page). */
  prepare(): void {
    void this.ready();
  }

  /**
   * Loads the drawing code once; settles when it is there or could not load (a failed load
   * is tried again at the next call). A board that will show it waits for it before drawing.
   */
  ready(): Promise<void> {
    if (this.view) return Promise.resolve();
    this.pending ??= loadView().then(
      (view) => this.handleLoad(view),
      () => {
        this.pending = null;
      },
    );
    return this.pending;
  }

  /** The reader steps to another position (a replay button, a key, the move list). */
  go(ply: number): void {
    if (ply !== this.session.ply) this.session.change({ kind: 'goto', ply }, true);
  }

  /** `[` back, `]` forward, `{` the setup, `}` the last move, on the board or the replay bar (`shown`: whether the bar is). */
  handleKey(event: KeyboardEvent, shown: boolean): void {
    const view = shown ? this.load() : null;
    const ply = view ? view.replayKeyPly(event, this.session) : null;
    if (ply === null) return;
    event.preventDefault();
    this.go(ply);
  }

  /** The replay bar and the move list. */
  render(t: Translate, download?: (format: DownloadFormat) => void): unknown {
    const view = this.load();
    if (!view) return nothing;
    return view.replayControls(t, this.session, {
      kind: this.kind,
      firstTurnStones: this.firstTurnStones,
      go: (to) => this.go(to),
      download,
    });
  }

  /** The numbers on the stones of the position shown, the last `count` of them (none under a mark). */
  numbers(geometry: Geometry, board: BoardView, count: number, marks: PlacedMark[]): unknown {
    const view = count ? this.load() : null;
    if (!view) return nothing;
    const numbers = stoneNumbers(this.kind, this.session.moves, board, count, this.firstTurnStones);
    return view.numberLayer(geometry, board, numbers, marks);
  }

  /** The Connect6 stones the setup's side placed in its first turn (Gonnect numbers do not use it). */
  private get firstTurnStones(): 1 | 2 {
    return this.session.game.setup.stonesLeft ?? 2;
  }

  /** The drawing code, or null while it loads (starting the load). */
  private load(): ReplayView | null {
    if (!this.view) void this.ready();
    return this.view;
  }

  private handleLoad(view: ReplayView): void {
    this.view = view;
    if (this.host.shadowRoot) addStyles(this.host.shadowRoot, view.replayStyles);
    this.host.requestUpdate();
  }
}
