/**
 * Share links, the slot in embed.js: the `share` attribute's button, `shareUrl()`, and
 * links that start a game. A board with an `id` reads the entry of that id in the page
 * address's fragment (`page.html#final=JDBBlVScA`, several boards' entries joined with
 * `&`) when it connects and whenever the fragment changes, and shows the game it holds.
 * The payload's reader and writer (share-links.ts, with src/records/share.ts) load on
 * first use with the record formats (records-chunk.ts), and the board's first paint waits for a link's reading ({@link ready}), so a
 * board opened from a link never shows the attributes' game first. A payload that cannot
 * be read is a problem of the `link`, shown like a bad attribute; the last good game stays.
 */
import type { ReactiveController } from 'lit';
import { loadFailure } from '../../board/errors.js';
import type { BoardGame } from '../../engine/game.js';
import type { Translate } from '../../i18n/i18n.js';
import type { BoardFeature, FeatureHost } from '../core/feature.js';
import { recordsChunk } from './records-feature.js';
import type { ToolButton } from '../core/panels.js';
import { fragmentEntry } from './fragment.js';
import type { LinkBoard, LinkedGame } from './share-links.js';

export class ShareFeature implements BoardFeature, ReactiveController {
  /** The game of the link read last, until the board takes it at its next update. */
  private found: LinkedGame | null = null;
  /** The reading of the link, if the board has one: the board's first paint waits for it. */
  private reading: Promise<void> | null = null;
  /** The payload last read (a fragment that did not change is not read again). */
  private payload: string | null = null;
  private readonly board: LinkBoard;

  constructor(private readonly host: FeatureHost) {
    host.addController(this);
    const { kind, sizes } = host.descriptor;
    this.board = { kind, sizes, fault: (fault) => host.report('link', fault) };
  }

  hostConnected(): void {
    addEventListener('hashchange', this.look);
    this.look();
  }

  hostDisconnected(): void {
    removeEventListener('hashchange', this.look);
  }

  /** The reading of a link in the page's address, while there is one. */
  ready(): Promise<void> | undefined {
    return this.reading ?? undefined;
  }

  /** A link's game comes before the setup attributes and `ply` are read: it brings its own position. */
  readSource(): void {
    const linked = this.found;
    this.found = null;
    if (linked) this.host.show(linked.game as BoardGame, linked.ply);
    this.showing = linked !== null;
  }

  /** Whether this update shows a link's game (the setup attributes and `ply` wait). */
  private showing = false;

  suppliesGame(): boolean {
    return this.showing;
  }

  loadingGame(): boolean {
    return this.showing;
  }

  buttons(t: Translate): ToolButton[] {
    return this.host.values.share ? [{ name: 'share', label: t('share.button'), rare: true, handler: () => void this.handleShare() }] : [];
  }

  /** The link to this board's game at the position shown (see `shareUrl`); rejects when the board has no `id`. */
  async url(): Promise<string> {
    const { session, id } = this.host;
    // The position at the call, whatever happens while the code loads.
    const game = session.wholeGame();
    const ply = session.atEnd ? undefined : session.ply;
    const links = await recordsChunk.load();
    if (!id) throw new Error(this.host.t('shared.noId'));
    return links.shareLink(id, game, ply);
  }

  /** The Share button: copies the link, or shows it where the page may not copy; a board without an id says what it needs. */
  private async handleShare(): Promise<void> {
    const links = await this.host.load(recordsChunk, true);
    if (links) await links.share(this.host.id, this.host.session);
  }

  /** Starts reading this board's entry of the fragment when it is new. */
  private readonly look = (): void => {
    const payload = this.host.id ? fragmentEntry(this.host.id) : null;
    if (payload === null || payload === this.payload) return;
    this.payload = payload;
    this.reading = recordsChunk
      .load()
      .then((links) => {
        // Loads come back in the order asked (one chunk): the newest link is the one that counts.
        this.found = links.readLink(payload, this.board);
      })
      .catch((error: unknown) => {
        // The reading's code could not be loaded (or failed): said, and the cause logged; the board goes on.
        this.board.fault(loadFailure('link', payload));
        console.error(error);
      })
      .then(() => this.host.requestUpdate());
  };
}

export const share = (host: FeatureHost) => new ShareFeature(host);
