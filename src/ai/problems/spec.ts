/**
 * What a problem asks and what the judge answers: the goals of both games, the limits
 * within which the judge's verdicts are exact, and its refusals. Headless (no DOM): the
 * worker and the Node tests use it alike.
 */
import type { Color } from '../../engine/types.js';
import { GAME_GOALS, GOALS, JUDGE_LIMITS, type GameKind, type Goal } from '../../vocabulary.js';

/** Goals: Gonnect `connect` or `stop`; Connect6 `six` or `stop`. */
export { GAME_GOALS, GOALS, type Goal };

/** The limits within which the search judges exactly (src/vocabulary.ts). */
export const LIMITS = JUDGE_LIMITS;

/** Why the judge refused a problem: one code per refusal, each asking for a `solution`. */
export const JUDGE_ERRORS = ['problem-too-deep', 'problem-too-large', 'problem-too-hard'] as const;
export type JudgeErrorCode = (typeof JUDGE_ERRORS)[number];

/** Thrown by the judge for a problem it cannot decide exactly within its limits. */
export class JudgeError extends Error {
  /** Why: `'problem-too-deep'`. */
  readonly code: JudgeErrorCode;

  constructor(code: JudgeErrorCode) {
    super(`The problem cannot be judged by search (${code}): give it a solution`);
    this.name = 'JudgeError';
    this.code = code;
  }
}

/** A problem as the judge reads it. */
export interface ProblemSpec {
  /** What the solver must do: `'connect'`. */
  goal: Goal;
  /** Solver's moves (Gonnect) or turns (Connect6) allowed: `2`. */
  within: number;
  /** The side that solves (the side to play when the problem starts): `'black'`. */
  solver: Color;
  /** Solver's moves or turns already made, the one just judged included: `1`. */
  used: number;
}

/**
 * The judge's answer after a solver's move (Connect6: a solver's whole turn).
 * - `solved`: the goal is reached;
 * - `failed`: it can no longer be reached; `refutation` is the line that shows it, from
 *   the opponent's next move on (both sides, Connect6 one point per stone): `['E6', 'D5']`;
 * - `open`: the goal can still be reached; `reply` is the opponent's strongest answer to
 *   play now (Gonnect one point, Connect6 the points of its turn).
 */
export type Verdict = { verdict: 'solved' } | { verdict: 'failed'; refutation: string[] } | { verdict: 'open'; reply: string[] };

/** The checks every judge makes first: a goal of this game, `within` inside the limits. */
export function checkLimits(kind: GameKind, size: number, spec: Pick<ProblemSpec, 'goal' | 'within'>): void {
  if (!GAME_GOALS[kind].includes(spec.goal)) throw new RangeError(`${kind} has no goal ${spec.goal}`);
  if (spec.within > LIMITS[kind].within) throw new JudgeError('problem-too-deep');
  if (size > LIMITS[kind].size) throw new JudgeError('problem-too-large');
}
