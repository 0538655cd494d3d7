/**
 * The replay's bar and move list for a game session, and its keys: the part of
 * replay-panel.ts that loads with the drawing (replay-view.ts).
 */
import { html, type TemplateResult } from 'lit';
import type { Translate } from '../../i18n/i18n.js';
import type { GameKind } from '../../vocabulary.js';
import type { GameSession } from '../core/session.js';
import { turnOf } from '../../notation/records/turns.js';
import { moveEntries, moveList, type Branch } from './move-list.js';
import { plyAfterKey, replayBar } from './replay-bar.js';

/** What the bar and the list show and do: the game's kind, its first turn (Connect6: 1 or 2 stones), and the step to a ply. */
export interface ReplayContext {
  kind: GameKind;
  firstTurnStones: 1 | 2;
  go: (ply: number) => void;
}

/** The replay bar and the move list of the session's game. */
export function replayControls(t: Translate, session: GameSession, context: ReplayContext): TemplateResult {
  const { line, ply, game } = session;
  const { kind, firstTurnStones, go } = context;
  const entries = moveEntries(kind, line, (index) => game.pointAt(index), t('replay.swap'), firstTurnStones, session.lineNodes);
  // Connect6 counts turns, as its move list numbers them: the counter after a turn's first stone already names that turn.
  const count = (stones: number) => (kind === 'connect6' && stones > 0 ? turnOf(stones - 1, firstTurnStones) : stones);
  const counter = `${count(ply)} / ${count(line.length)}`;
  const enter = (branch: Branch) => enterBranch(session, branch);
  return html`${replayBar(t, { ply, length: line.length, go, counter })}${moveList(t, entries, ply, { go, enter })}`;
}

/** Shows the game along another continuation, after its move: one step for the reader (one `navigate`). */
function enterBranch(session: GameSession, { ply, child }: Branch): void {
  session.change({ kind: 'goto', ply }, false);
  session.change({ kind: 'line', child }, false);
  session.change({ kind: 'goto', ply: ply + 1 }, true);
}

/**
 * The ply a key asks for on the board or the replay bar (`[` back, `]` forward, `{` the
 * setup, `}` the last move), or null: another key, a modifier held, or a key pressed elsewhere.
 */
export function replayKeyPly(event: KeyboardEvent, session: GameSession): number | null {
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  const origin = event.composedPath()[0];
  if (!(origin instanceof Element && origin.closest('.board, .replay, .move-list'))) return null;
  return plyAfterKey(event.key, session.ply, session.line.length);
}
