/**
 * Links that start a game: a board with an `id` reads the entry of that id in the page
 * address's fragment (`page.html#final=JDBBlVScA`, several boards' entries joined with `&`)
 * when it connects and whenever the fragment changes, and shows the game it holds. The
 * payload's reader (src/records/share.ts, with the record formats: record-loading.ts)
 * loads on first use, and the board's first paint waits for it ({@link reading}), so a
 * board opened from a link never shows the attributes' game first. A payload that cannot
 * be read is a problem of the `link`, shown like a bad attribute; the last good game stays.
 */
import type { ReactiveController, ReactiveElement } from 'lit';
import type { GameKind, SizeRange } from '../../vocabulary.js';
import type { Problem } from '../../board/errors.js';
import type { LinkedGame } from '../records/record-loading.js';
import { loadFailure, loadRecordsAndPictures } from '../records/record-source.js';

/** What the link asks of its board. */
export interface LinkBoard {
  kind: GameKind;
  sizes: SizeRange;
  /** The link could not be read: the board shows the problem (null: the problem is gone). */
  problem(problem: Problem | null): void;
}

/** The fragment of `location` as its entries: `#a=1&b=2` gives `a` → `1`, `b` → `2`. */
export const fragmentEntries = (): URLSearchParams => new URLSearchParams(location.hash.slice(1));

export class ShareLink implements ReactiveController {
  /** The game of the link read last, until the board takes it at its next update. */
  found: LinkedGame | null = null;
  /** The reading of the link, if the board has one: the board's first paint waits for it. */
  reading: Promise<void> | null = null;
  /** The payload last read (a fragment that did not change is not read again). */
  private payload: string | null = null;

  constructor(
    private readonly host: ReactiveElement,
    private readonly board: LinkBoard,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    addEventListener('hashchange', this.look);
    this.look();
  }

  hostDisconnected(): void {
    removeEventListener('hashchange', this.look);
  }

  /** Starts reading this board's entry of the fragment when it is new. */
  private readonly look = (): void => {
    const payload = this.host.id ? fragmentEntries().get(this.host.id) : null;
    if (payload === null || payload === this.payload) return;
    this.payload = payload;
    this.reading = loadRecordsAndPictures()
      .then((records) => {
        // Loads come back in the order asked (one chunk): the newest link is the one that counts.
        this.found = records.readLink(payload, this.board);
      })
      .catch((error: unknown) => {
        // The reading's code could not be loaded (or failed): said, and the cause logged; the board goes on.
        this.board.problem(loadFailure('link', payload));
        console.error(error);
      })
      .then(() => this.host.requestUpdate());
  };
}
