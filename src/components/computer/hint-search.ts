/**
 * What the Hint button does when pressed (hint.ts), loaded on first use: it asks the
 * computer player for its suggestion for the side to move and, if the position is still
 * the one asked about, marks the suggested points (Connect6: the pair of the turn, or the
 * one stone left in it) and says them in the live region: "Hint: D4".
 */
import type { AiGame, Suggestion } from '../../ai/index.js';
import { BoardComputer } from './computer.js';
import type { GameSession } from '../core/session.js';
import type { BoardView } from '../../board/view-model.js';

/** What the live region says of a suggestion, as a `ui` key and its options. */
export function hintNotice(suggestion: Suggestion): { key: string; options?: Record<string, string> } {
  const { move, partner } = suggestion;
  if (move === 'swap') return { key: 'hint.swap' };
  return partner ? { key: 'hint.pair', options: { first: move, second: partner } } : { key: 'hint.one', options: { point: move } };
}

/**
 * The computer's best move for the side to move (Connect6: the turn's pair), from the
 * worker its moves use, at its level; a client that failed is replaced next time.
 */
async function suggest(session: GameSession, computer: BoardComputer, signal: AbortSignal): Promise<Suggestion | undefined> {
  try {
    const client = await computer.shared();
    if (!client.analyze) throw new Error('This computer player gives no analysis');
    const options = { level: computer.level, ...BoardComputer.searchOptions, count: 1, signal };
    return (await client.analyze(session.game as AiGame, options))[0];
  } catch (error) {
    if (!signal.aborted && (error as Error)?.name !== 'AbortError') computer.discardClient();
    throw error;
  }
}

/** Seeks the suggestion, then marks and says it (nothing when the game changed meanwhile); throws what the search throws. */
export async function seekHint(session: GameSession, computer: BoardComputer, view: BoardView, signal: AbortSignal): Promise<void> {
  const revision = session.revision;
  const suggestion = await suggest(session, computer, signal);
  if (signal.aborted || session.revision !== revision || !suggestion) return;
  const game = session.game;
  const points = [suggestion.move, suggestion.partner].filter((point): point is string => point !== undefined && point !== 'swap');
  view.hint = points.map((point) => game.indexOf(point));
  const { key, options } = hintNotice(suggestion);
  session.say(key, options);
}
