/**
 * The replay, the slot in embed.js: the replay bar, the move list and their keys, and the
 * move numbers on the stones. Their code (replay-view.ts) and styles load on first use,
 * once for every board: a board with controls fetches it at its first update, and a board
 * that will show it (moves, a record, numbers) waits for it before its first paint, so
 * nothing pops in later and moves the page. Every step goes through the game session's one
 * write path, as a change made on the board, so it fires `navigate`.
 */
import { html, nothing } from 'lit';
import { DOWNLOAD_FORMATS } from '../../vocabulary.js';
import type { ToolButton } from '../core/panels.js';
import type { Translate } from '../../i18n/i18n.js';
import type { Geometry } from '../../board/geometry.js';
// Which stone carries which number is data the standalone SVG shares (src/svg/picture.ts): it stays in
// the embed itself, so that neither lazy chunk splits it into a file of its own; only the drawing loads on first use.
import { stoneNumbers } from '../../board/move-numbers.js';
import { valueText } from '../../board/values.js';
import { addStyles } from '../core/adopt.js';
import type { BoardFeature, FeatureHost } from '../core/feature.js';
import { chunk } from '../core/loader.js';

/** The `ui` key of each Download button's description (its name says the format). */
const DOWNLOAD_LABELS = { sgf: 'replay.downloadRecord', svg: 'replay.downloadSvg', png: 'replay.downloadPng' } as const;

type ReplayView = typeof import('./replay-view.js');
/** The drawing code, with the English words of the bar and the list. */
export const replayChunk = chunk('replay', (): Promise<ReplayView> => import('./replay-view.js'));

export class ReplayFeature implements BoardFeature {
  private view: ReplayView | null = null;

  constructor(private readonly host: FeatureHost) {}

  /**
   * A board that shows the bar or the numbers from its first paint waits for their code (a
   * board a server drew draws at once: the bar follows): a playable board too, whose bar
   * shows from the start, so that its move list does not come a moment later and move the page.
   */
  ready(): Promise<void> | undefined {
    if (this.view) return undefined;
    const { values, showsControls } = this.host;
    const played = this.barFromStart || Boolean(valueText(values.moves) || valueText(values.record) || valueText(values.src));
    const replayed = showsControls && played;
    return (replayed || valueText(values.numbers)) && !this.host.serverRendered ? this.load() : undefined;
  }

  /** A board with controls fetches the code at its first update, so that its bar draws in the update of its first move. */
  read(_changed: ReadonlyMap<PropertyKey, unknown>, fresh: boolean): void {
    if (fresh && this.host.showsControls) void this.load();
  }

  /** `[` back, `]` forward, `{` the setup, `}` the last move, on the board or the replay bar. */
  handleKey(event: KeyboardEvent): void {
    const view = this.shown ? this.drawing() : null;
    const ply = view ? view.replayKeyPly(event, this.host.session) : null;
    if (ply === null) return;
    event.preventDefault();
    this.go(ply);
  }

  /**
   * The replay bar and the move list: where the toolbar shows, once the game has moves. A
   * playable board keeps the bar's place from its start (an empty bar of the same height),
   * so that its first move moves nothing below it.
   */
  render(t: Translate): unknown {
    const view = this.shown ? this.drawing() : null;
    if (view) {
      return view.replayControls(t, this.host.session, {
        kind: this.host.descriptor.kind,
        firstTurnStones: this.firstTurnStones,
        go: (to) => this.go(to),
      });
    }
    return this.host.showsControls && this.barFromStart ? html`<div class="replay" aria-hidden="true"></div>` : nothing;
  }

  /** Whether the bar stands from the board's start: a playable board, not in the editor. */
  private get barFromStart(): boolean {
    return this.host.playable && !this.host.values.edit;
  }

  /** Download: the record (SGF) and pictures of the position (SVG, PNG), rarer actions of the toolbar, once there are moves. */
  buttons(t: Translate): ToolButton[] {
    if (!this.host.showsControls || !this.host.session.line.length || !this.view) return [];
    return DOWNLOAD_FORMATS.map((format) => ({
      name: format === 'sgf' ? 'download' : format,
      label: `${t('replay.download')} ${format.toUpperCase()}`,
      title: t(DOWNLOAD_LABELS[format]),
      rare: true,
      handler: () => this.host.download(format),
    }));
  }

  /** The numbers on the stones of the position shown, the last `numbers` of them (none under a mark). */
  layer(geometry: Geometry): unknown {
    const { host } = this;
    const count = host.reader.numbers;
    const view = count ? this.drawing() : null;
    if (!view) return nothing;
    const numbers = stoneNumbers(host.descriptor.kind, host.session.moves, host.view, count, this.firstTurnStones);
    return view.numberLayer(geometry, host.view, numbers, host.placedMarks);
  }

  private get shown(): boolean {
    return this.host.showsControls && this.host.session.line.length > 0;
  }

  /** The reader steps to another position (a replay button, a key, the move list). */
  private go(ply: number): void {
    if (ply !== this.host.session.ply) this.host.session.change({ kind: 'goto', ply }, true);
  }

  /** The Connect6 stones the setup's side placed in its first turn (Gonnect numbers do not use it). */
  private get firstTurnStones(): 1 | 2 {
    return this.host.session.game.setup.stonesLeft ?? 2;
  }

  /** The drawing code, or null while it loads (starting the load). */
  private drawing(): ReplayView | null {
    if (!this.view) void this.load();
    return this.view;
  }

  private async load(): Promise<void> {
    if (this.view) return;
    const view = await this.host.load(replayChunk);
    if (!view || this.view) return;
    this.view = view;
    if (this.host.root) addStyles(this.host.root, view.replayStyles);
    this.host.requestUpdate();
  }
}

export const replay = (host: FeatureHost) => new ReplayFeature(host);
