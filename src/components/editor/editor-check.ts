/**
 * The problem's live check in the editor: after each edit with a goal, `checkProblem` runs
 * in the worker on what the editor holds (its lines as the `solution`), the next edit
 * cancelling it; the status line says what it found in words, and a line at fault is named
 * as the board names a bad `solution`.
 */
import type { ProblemCheck } from '../../ai/client.js';
import type { AiGame } from '../../ai/index.js';
import type { BoardGame } from '../../engine/game.js';
import type { Color } from '../../engine/types.js';
import type { Translate } from '../../i18n/i18n.js';
import type { GameKind } from '../../vocabulary.js';
import type { FeatureHost } from '../core/feature.js';
import { checkFault } from '../core/problem-faults.js';
import type { EditorState } from './editor-state.js';
import { solutionLines } from './snippet.js';

/** What the editor needs of the worker. */
export type EditorClient = {
  check(game: AiGame, problem: { goal: string; within: number; solution?: string }, signal?: AbortSignal): Promise<ProblemCheck>;
  dispose(): void;
};

/** What the check has found: under way, found, or failed (the worker could not run it). */
type Verdict = { phase: 'checking' } | { phase: 'done'; found: ProblemCheck } | { phase: 'failed' };

export class LiveCheck {
  private verdict: Verdict | null = null;
  private checking: AbortController | null = null;
  private client?: Promise<EditorClient>;

  /** `createClient` starts the worker (a test runs the check in the page instead). */
  constructor(
    private readonly host: FeatureHost,
    private readonly createClient: () => Promise<EditorClient>,
  ) {}

  /** The solver's first moves that work, as far as the last check knows. */
  get answers(): string[][] {
    return this.verdict?.phase === 'done' ? this.verdict.found.answers : [];
  }

  /** Checks the problem of `state` from `start` (its setup, no move); none without a goal. */
  run(state: EditorState, start: BoardGame): void {
    this.checking?.abort();
    this.checking = null;
    const { goal, within } = state;
    if (!goal) {
      this.verdict = null;
      this.host.report('solution', null);
      return;
    }
    const { signal } = (this.checking = new AbortController());
    const lines = solutionLines(start, state.tree);
    const problem = { goal, within, ...(lines.length ? { solution: lines.join(' | ') } : {}) };
    this.verdict = { phase: 'checking' };
    (this.client ??= this.createClient())
      .then((client) => client.check(start as AiGame, problem, signal))
      .then(
        (found) => {
          if (signal.aborted) return;
          this.verdict = { phase: 'done', found };
          // A line at fault is named as the board names a bad `solution`; the other verdicts are said in the status line.
          const fault = checkFault(found, within, start.kind);
          this.host.report('solution', fault?.attribute === 'solution' ? fault : null);
        },
        () => {
          if (signal.aborted) return;
          this.verdict = { phase: 'failed' };
          this.client = undefined; // the next edit tries the worker again
        },
      )
      .finally(() => this.host.requestUpdate());
  }

  /** The status line: the verdict in words after the task (null without a goal: the turn shows). */
  status(t: Translate, state: EditorState, side: Color, kind: GameKind): string | null {
    const { verdict } = this;
    if (!verdict || !state.goal) return null;
    const task = t(`task.${state.goal}.${side}`, { count: state.within, context: kind });
    if (verdict.phase === 'checking') return t('editor.verdict.checking', { task });
    if (verdict.phase === 'failed') return t('editor.verdict.failed', { task });
    const { found } = verdict;
    const moves = found.answers.map((turn) => turn.join('')).join(', ');
    return t(`editor.verdict.${found.verdict}`, { task, count: found.answers.length, moves, within: state.within });
  }

  /** Stops the check and the worker (the board left the page). */
  dispose(): void {
    this.checking?.abort();
    void this.client?.then(
      (client) => client.dispose(),
      () => undefined,
    );
    this.client = undefined;
  }
}
