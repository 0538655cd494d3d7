/**
 * A board's problem mode (`goal`, `within`, `solution`), as a Lit controller; its code
 * loads on first use (problem-feature.ts). The solver is the side to play at the start (the
 * position the attributes give). After each of the solver's moves made on the board
 * (Connect6: each finished turn) the judge runs in the worker (or the authored lines
 * decide): the board then says `solved`, `failed` (and plays the refutation's first turn)
 * or plays the strongest answer and waits. Retry, Show solution and Hint are its buttons.
 */
import type { ReactiveController } from 'lit';
import type { AiClient, ProblemSpec, Verdict } from '../../ai/client.js';
import type { AiGame } from '../../ai/index.js';
import type { BoardGame } from '../../engine/game.js';
import type { Color } from '../../engine/types.js';
import type { Translate } from '../../i18n/i18n.js';
import { JUDGE_LIMITS, opponent } from '../../vocabulary.js';
import type { PlacedMark } from '../../board/attributes.js';
import type { BoardEvent } from '../core/events.js';
import type { FeatureHost } from '../core/feature.js';
import { aiChunk } from '../core/loader.js';
import { fail, faultOf, type Fault } from '../../board/errors.js';
import type { ProblemCheck } from '../../ai/client.js';
import { checkFault } from '../core/problem-faults.js';
import { hintArea, playTurn, turnsSince } from './problem-moves.js';
import { matchingLines, readSpec, solutionTurns, type ProblemValues, type SolutionLine } from './problem-solution.js';

export type { ProblemValues };
import type { GameSession } from '../core/session.js';
import type { ToolButton } from '../core/panels.js';

/** Where the search judges exactly (src/vocabulary.ts, which the judge reads too). */
export { JUDGE_LIMITS };

/**
 * Where the problem stands: `checking` (the board checks the problem as written, before
 * the first move), `playing` (the reader's move), `judging`, `solved`, `failed`, `showing` (the solution).
 */
type Phase = 'checking' | 'playing' | 'judging' | 'solved' | 'failed' | 'showing';

/** What the mode needs of a client (an {@link AiClient} fits; tests pass one that judges in the page). */
export type ProblemClient = Pick<AiClient, 'problem' | 'check' | 'dispose'>;

export class ProblemMode implements ReactiveController {
  /** Makes the client: the inline worker of `ai/browser.ts`, loaded on first use. Tests replace it. */
  static createClient: () => Promise<ProblemClient> = async () => (await aiChunk.load()).createAiClient();

  /** The hint's area, as marks (empty without a hint). */
  marks: PlacedMark[] = [];
  private spec: { goal: string; within: number } | null = null;
  private lines: SolutionLine[] | null = null;
  private start: BoardGame | null = null;
  private phase: Phase = 'playing';
  /** The game's moves when the board last judged or answered (fewer now: the reader went back). */
  private settled = 0;
  private shown: string[][] = [];
  private client?: Promise<ProblemClient>;
  private search?: AbortController;
  /** The check of the problem as written (`checkProblem`), settled once the board has one: its result, or the error it gave. */
  checked: Promise<ProblemCheck> | null = null;
  /** The solver's first moves that work, as the check found them (empty until it has). */
  private answers: string[][] = [];

  private readonly session: GameSession;

  /** Whether a problem is posed and still being solved: not yet solved, failed or shown. */
  get open(): boolean {
    return this.spec !== null && (this.phase === 'checking' || this.phase === 'playing' || this.phase === 'judging');
  }

  constructor(private readonly host: FeatureHost) {
    this.session = host.session;
    host.addController(this);
    host.session.listen(this.handleMove);
  }

  /**
   * Reads the attributes against the position the game starts from; a bad value keeps the
   * last good problem. Then the problem as written is checked (in the worker): a problem
   * that is already solved, cannot be solved, or whose authored line is wrong is named to
   * the author (checkFault), and the board shows a plain position or judges by its own search.
   */
  configure(values: ProblemValues): void {
    this.search?.abort();
    try {
      const game = this.session.game;
      const spec = readSpec(values, game);
      const text = typeof values.solution === 'string' ? values.solution.trim() : '';
      // Lines that cannot be played are named by the check, line by line (below).
      const lines = text ? solutionTurns(text, game) : null;
      const limits = JUDGE_LIMITS[game.kind];
      if (!text && spec && spec.within > limits.within) fail('within', 'problem-too-deep', String(spec.within));
      if (!text && spec && game.size > limits.size) fail('size', 'problem-too-large', String(game.size));
      this.host.report('problem', null);
      const phase: Phase = spec ? 'checking' : 'playing';
      Object.assign(this, { spec, lines, start: game.clone(), phase, settled: game.moves.length, marks: [], shown: [], answers: [] });
      this.checked = spec ? this.check(spec, text) : null;
      // A check cancelled (a new problem, the board removed) rejects for checkProblem()'s callers only: not an unhandled error of the page.
      this.checked?.catch(() => undefined);
    } catch (error) {
      this.host.report('problem', faultOf(error));
    }
  }

  /** Checks the problem as written, and acts on what is found (see {@link configure}). */
  private async check(spec: { goal: string; within: number }, solution: string): Promise<ProblemCheck> {
    // configure() has cancelled the search or check before this one.
    const { signal } = (this.search = new AbortController());
    const start = this.start!;
    const result = (this.client ??= ProblemMode.createClient()).then((client) =>
      client.check(start as AiGame, { ...spec, ...(solution ? { solution } : {}) }, signal),
    );
    try {
      const found = await result;
      if (!signal.aborted) this.settle(found, spec);
    } catch (error) {
      if (signal.aborted || (error as Error)?.name === 'AbortError') return result;
      // What is no problem at all (no move for the solver, a game already over) is named; anything else lets the board judge as it can.
      const code = (error as { code?: unknown })?.code;
      if (code === 'no-legal-move' || code === 'game-over') this.drop({ attribute: 'to-play', code: 'problem-no-move', token: '' });
      else this.phase = 'playing';
      this.host.requestUpdate();
    }
    return result;
  }

  /** What the check found: a fault named to the author, or the first moves that work. */
  private settle(found: ProblemCheck, spec: { goal: string; within: number }): void {
    this.phase = 'playing';
    this.answers = found.answers;
    const fault = checkFault(found, spec.within, this.start!.kind);
    if (fault?.code === 'bad-solution-line') {
      // The authored lines are refused; where the search reaches, it judges instead.
      this.lines = null;
      const limits = JUDGE_LIMITS[this.start!.kind];
      if (spec.within > limits.within || this.start!.size > limits.size) this.drop(fault);
      else this.host.report('problem', fault);
    } else if (fault) this.drop(fault);
    this.host.requestUpdate();
  }

  /** A problem the board cannot pose: its fault shows, and the board is a plain position. */
  private drop(fault: Fault): void {
    Object.assign(this, { spec: null, lines: null, phase: 'playing', marks: [] });
    this.host.report('problem', fault);
  }

  /** Whether a problem is set. */
  get active(): boolean {
    return this.spec !== null;
  }

  /** The solver: the side to play at the start. */
  private get solver(): Color {
    return this.start!.toPlay;
  }

  /** The task or, while judging, that the board is checking: `"Black to connect in 2 moves"`. */
  statusText(t: Translate): string | null {
    if (!this.spec || this.session.game.result) return null;
    if (this.phase === 'judging') return t('task.checking');
    return t(`task.${this.spec.goal}.${this.solver}`, { count: this.spec.within, context: this.start!.kind });
  }

  /** Retry, Show solution (then Next step) and Hint. */
  buttons(t: Translate): ToolButton[] {
    if (!this.spec) return [];
    const atStart = this.session.game.moves.length === this.start!.moves.length;
    const stepping = this.phase === 'showing';
    // Show solution (then Next step) only while there is a step to show.
    const next = stepping
      ? this.shown.length === 0 || this.shownTurns() < this.shown.length
      : this.phase !== 'checking' && this.hasSolution();
    return [
      { name: 'retry', label: t('taskButton.retry'), disabled: atStart && !stepping, handler: () => this.handleRetry() },
      {
        name: 'solution',
        label: t(stepping ? 'taskButton.nextStep' : 'taskButton.solution'),
        disabled: !next,
        handler: () => void this.handleSolution(),
      },
      { name: 'hint', label: t('taskButton.hint'), disabled: this.phase !== 'playing', handler: () => void this.handleHint() },
    ];
  }

  /** Whether there is a solution to show: authored lines, or first moves the check proved. */
  private hasSolution(): boolean {
    return Boolean(this.lines?.length) || this.answers.length > 0;
  }

  /** The turns of the solution already played on the board. */
  private shownTurns(): number {
    return turnsSince(this.start!, this.session.game.moves).length;
  }

  /** While the board checks the problem or judges a move, moves on the board wait. */
  holdsInput(): boolean {
    const held = this.phase === 'judging' || this.phase === 'checking';
    if (held) this.session.say('task.wait');
    return held;
  }

  hostUpdated(): void {
    const length = this.session.game.moves.length;
    if (this.spec && length < this.settled) {
      // The reader went back (Undo, Retry, a step back): the problem goes on from there.
      this.search?.abort();
      Object.assign(this, { phase: 'playing', settled: length, marks: [] });
      if (length === this.start!.moves.length) this.shown = [];
    }
  }

  hostDisconnected(): void {
    this.search?.abort();
    void this.client?.then(
      (client) => client.dispose(),
      () => undefined,
    );
    this.client = undefined;
  }

  /** A stone placed on the board: a solver's finished turn is judged. */
  private readonly handleMove = (event: BoardEvent): void => {
    const game = this.session.game;
    if (event.type !== 'move' || !this.spec || this.phase !== 'playing' || event.detail.color !== this.solver) return;
    if (game.result === null && game.toPlay === this.solver) return; // the first stone of a Connect6 pair
    void this.judge();
  };

  /** The problem as the judge reads it, `used` the solver's turns since the start. */
  private problemSpec(): ProblemSpec {
    const used = turnsSince(this.start!, this.session.game.moves).filter((_, i) => i % 2 === 0).length;
    return { goal: this.spec!.goal as ProblemSpec['goal'], within: this.spec!.within, solver: this.solver, used };
  }

  private async judge(): Promise<void> {
    this.phase = 'judging';
    this.marks = [];
    this.host.requestUpdate();
    const verdict = this.lines
      ? this.authoredVerdict()
      : await this.ask((client, game, signal) => client.problem(game, 'judge', this.problemSpec(), signal));
    if (verdict === null || this.phase !== 'judging') return;
    this.apply(verdict);
  }

  /** The verdict of the authored lines: no line left is a failure, a line played out is solved, else its answer. */
  private authoredVerdict(): Verdict {
    const played = turnsSince(this.start!, this.session.game.moves);
    const lines = matchingLines(this.lines!, played);
    if (lines.length === 0) return { verdict: 'failed', refutation: [] };
    // A line played out solves only where the board shows the goal reached (for `stop`, the check proved the line).
    if (lines.some((line) => line.length === played.length)) {
      const game = this.session.game;
      const reached = this.spec!.goal === 'stop' ? game.result?.winner !== opponent(this.solver) : game.result?.winner === this.solver;
      return reached ? { verdict: 'solved' } : { verdict: 'failed', refutation: [] };
    }
    return { verdict: 'open', reply: lines[0]![played.length]! };
  }

  /** Fires the verdict's event, plays the answer (or the refutation's first turn) and says why. */
  private apply(verdict: Verdict): void {
    const moves = this.session.game.moves.slice(this.start!.moves.length);
    const { goal } = this.spec!;
    const solver = this.solver;
    if (verdict.verdict === 'solved') {
      this.phase = 'solved';
      this.host.fire({ type: 'solved', detail: { moves } });
      this.say(`verdict.solved.${goal}.${solver}`, {});
      return;
    }
    const points = verdict.verdict === 'open' ? verdict.reply : verdict.refutation;
    const played = playTurn(this.session, points, true);
    this.phase = verdict.verdict === 'open' ? 'playing' : 'failed';
    if (verdict.verdict === 'failed') this.host.fire({ type: 'failed', detail: { moves, refutation: [...verdict.refutation] } });
    const late = verdict.verdict === 'failed' && points.length === 0;
    this.say(`verdict.${late ? 'late' : verdict.verdict}.${goal}.${solver}`, { points: played.join(', ') });
  }

  /** Says a verdict (status line and live region) and marks what the board has settled. */
  private say(key: string, options: Record<string, unknown>): void {
    this.settled = this.session.game.moves.length;
    this.session.say(key, { ...options, context: this.start!.kind });
  }

  private handleRetry(): void {
    this.search?.abort();
    this.session.reset();
    Object.assign(this, { phase: 'playing', marks: [], shown: [] });
  }

  /** Show solution: back to the start, then one turn of the proven (or first authored) line per press. */
  private async handleSolution(): Promise<void> {
    if (this.phase !== 'showing') {
      this.search?.abort();
      this.session.reset();
      this.phase = 'showing';
      this.marks = [];
      const line = this.lines
        ? this.lines[0]!.flat()
        : await this.ask((client, game, signal) => client.problem(game, 'solve', this.problemSpec(), signal));
      if (line === null || this.phase !== 'showing') return;
      this.shown = turnsSince(this.start!, [...this.start!.moves, ...line]);
    }
    const played = this.shownTurns();
    const next = this.shown[played];
    if (!next) return this.session.say('task.solutionEnd');
    playTurn(this.session, next, false);
    this.settled = this.session.game.moves.length;
    if (played + 1 === this.shown.length) this.session.say('task.solutionEnd');
  }

  /** Hint: marks the area of the solver's next good move, without naming it. */
  private async handleHint(): Promise<void> {
    const game = this.session.game;
    if (game.toPlay !== this.solver || game.result) return;
    const played = turnsSince(this.start!, game.moves);
    const line = this.lines
      ? (matchingLines(this.lines, played)[0]?.slice(played.length).flat() ?? null)
      : await this.ask((client, g, signal) => client.problem(g, 'solve', this.problemSpec(), signal));
    if (!line?.length) return this.session.say('task.noHint');
    const area = hintArea(game, line[0]!);
    this.marks = area.marks;
    this.session.say('task.hint', { from: area.from, to: area.to });
  }

  /** Asks the worker (started on first use); a refusal becomes the board's message, a cancelled request null. */
  private async ask<T>(run: (client: Pick<AiClient, 'problem'>, game: AiGame, signal: AbortSignal) => Promise<T>): Promise<T | null> {
    this.search?.abort();
    const { signal } = (this.search = new AbortController());
    try {
      const client = await (this.client ??= ProblemMode.createClient());
      return await run(client, this.session.game as AiGame, signal);
    } catch (error) {
      if (signal.aborted || (error as Error)?.name === 'AbortError') return null;
      const code = (error as { code?: unknown })?.code;
      this.phase = 'playing';
      if (typeof code === 'string') this.host.report('problem', { attribute: 'within', code: code as Fault['code'], token: '' });
      else this.session.say('task.failed');
      this.host.requestUpdate();
      return null;
    }
  }
}
