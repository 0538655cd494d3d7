/**
 * Share links, the part that loads on first use with the record formats (share-link.ts,
 * records-chunk.ts): reading
 * a link's payload into a game (src/records/share.ts), writing the link of a game, and the
 * Share button's copy.
 */
import type { Connect6 } from '../../engine/connect6.js';
import type { BoardGame } from '../../engine/game.js';
import type { Gonnect } from '../../engine/gonnect.js';
import { decodeShare, RecordError, shareOfGame } from '../../records/index.js';
import { recordFault } from '../../board/record-errors.js';
import type { GameSession } from '../core/session.js';
import { fragmentEntries } from './fragment.js';
import type { Fault } from '../../board/errors.js';
import type { GameKind, SizeRange } from '../../vocabulary.js';

/** What the link's reader asks of its board. */
export interface LinkBoard {
  kind: GameKind;
  sizes: SizeRange;
  /** The link could not be read: the board shows the fault (null: the fault is gone). */
  fault(fault: Fault | null): void;
}

/** A share link's game and the position it shows (absent: its last). */
export interface LinkedGame {
  game: Gonnect | Connect6;
  ply: number | undefined;
}

/**
 * Reads the payload of a share link (src/records/share.ts) for `board`: its game, or null
 * after telling the board the fault of the `link` (a payload that is not one, or a game
 * of the other kind, is `bad-record` with the reason `link`; a move the rules refuse is
 * named with its number). A good link clears the board's last link fault.
 */
export function readLink(payload: string, board: LinkBoard): LinkedGame | null {
  const { kind, sizes } = board;
  try {
    const { game, ply } = decodeShare(payload);
    if (game.kind !== kind) throw new RecordError('wrong-game');
    board.fault(null);
    return { game, ply };
  } catch (error) {
    if (!(error instanceof RecordError)) throw error;
    const fault = recordFault(error, 'link', kind, sizes);
    if (fault.code === 'bad-record') fault.record = 'link';
    board.fault(fault);
    return null;
  }
}

/**
 * The address of this page with `id`'s entry in the fragment showing `game` at `ply`
 * (absent: its last position); the other entries stay: `https://example.org/play.html#final=JDBBlVScA`.
 */
export function shareLink(id: string, game: BoardGame, ply?: number): string {
  const entries = fragmentEntries();
  // Both elements' engines are a Gonnect or a Connect6 game.
  entries.set(id, shareOfGame(game as Gonnect | Connect6, ply));
  return `${location.href.split('#')[0]}#${entries}`;
}

/**
 * The Share button of the board `id` (empty: it has none, and says that it needs one):
 * copies the link to the position shown and says so, or shows the link to copy by hand
 * where the page may not copy.
 */
export async function share(id: string, session: GameSession): Promise<void> {
  if (!id) return session.say('shared.noId');
  const url = shareLink(id, session.wholeGame(), session.atEnd ? undefined : session.ply);
  try {
    await navigator.clipboard.writeText(url);
    session.say('shared.copied');
  } catch {
    session.say('shared.copyThis', { url });
  }
}
