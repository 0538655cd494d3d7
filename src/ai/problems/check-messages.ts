/**
 * The English sentences of `checkProblem`, one per verdict and per line fault, each naming
 * the option (attribute) to change: for Node scripts and CI. The element says the same
 * things in the board's language from the codes (`verdict`, `line.code`), not from these.
 */
import type { ProblemGame } from './judge.js';
import { GAME_TITLES, title } from './problem-input.js';
import type { BadLine } from '../../notation/solution-lines.js';
import { LIMITS, type ProblemSpec } from './spec.js';

/** Why the search could not decide: beyond its limits, past its work budget, or out of `timeMs`. */
export type Shortfall = 'limits' | 'budget' | 'time';

/** The words of one problem. */
class Words {
  readonly solver: string;
  readonly other: string;
  readonly unit: string;
  readonly six: boolean;

  constructor(
    readonly game: ProblemGame,
    readonly spec: ProblemSpec,
  ) {
    this.solver = title(spec.solver);
    this.other = title(spec.solver === 'black' ? 'white' : 'black');
    this.unit = game.kind === 'gonnect' ? 'move' : 'turn';
    this.six = game.kind === 'connect6';
  }

  /** `'2 moves'`. */
  count(n: number, unit = this.unit): string {
    return `${n} ${unit}${n === 1 ? '' : 's'}`;
  }

  /** What a side does to win: `'connect'`, `'make six'`. */
  get win(): string {
    return this.six ? 'make six' : 'connect';
  }

  /** What a side has done once it won: `'connected'`, `'made six'`. */
  get won(): string {
    return this.six ? 'made six' : 'connected';
  }

  /** The solver's task: `'connect'`, `'stop White from connecting'`. */
  get task(): string {
    return this.spec.goal === 'stop' ? `stop ${this.other} from ${this.six ? 'making six' : 'connecting'}` : this.win;
  }
}

/** Turns as a list: `'E5, F6'`, `'J10 K11, L12 M13'` (at most ten, then how many more). */
export function turnList(turns: readonly (readonly string[])[]): string {
  const shown = turns.slice(0, 10).map((turn) => turn.join(' '));
  return turns.length > 10 ? `${shown.join(', ')} and ${turns.length - 10} more` : shown.join(', ');
}

/**
 * `partial`: why the answers may be only some of them (null: they are all): the search's
 * budget or time ran out, or it looked only this many moves deep.
 */
export function soundMessage(game: ProblemGame, spec: ProblemSpec, answers: string[][], partial: 'budget' | number | null): string {
  const w = new Words(game, spec);
  const n = answers.length;
  const works = `${partial === null ? '' : 'at least '}${n} first ${w.unit}${n === 1 ? ' works' : 's work'} (${turnList(answers)})`;
  const why =
    partial === null ? '' : partial === 'budget' ? ', as far as the search got' : `, as far as a search ${w.count(partial)} deep sees`;
  return `${w.solver} can ${w.task} in ${spec.within}: ${works}${why}.`;
}

export function unsoundMessage(game: ProblemGame, spec: ProblemSpec, counted: boolean): string {
  const w = new Words(game, spec);
  const why = counted
    ? `even unopposed it has too few ${w.six ? 'stones for a line of six' : 'moves to join two opposite edges'}`
    : `no first ${w.unit} forces it, whatever ${w.solver} plays`;
  return `within ${spec.within}: ${w.solver} cannot ${w.task} in ${w.count(spec.within)}; ${why}.`;
}

export function reachedMessage(game: ProblemGame, spec: ProblemSpec): string {
  const w = new Words(game, spec);
  if (game.result !== null)
    return `${spec.solver}: the setup already reaches the goal (${w.solver} has ${w.won}), so there is nothing to solve.`;
  return `goal stop: ${w.other} has no win to stop: even with the move now it cannot ${w.win} within ${w.count(spec.within)}.`;
}

export function tooDeepMessage(game: ProblemGame, spec: ProblemSpec, shortfall: Shortfall, checkedLines: number): string {
  const w = new Words(game, spec);
  const limits = LIMITS[game.kind];
  const reason =
    shortfall === 'time'
      ? 'timeMs: the search ran out of time before it could decide'
      : shortfall === 'budget'
        ? `within ${spec.within}: too hard for the search within its budget`
        : game.size > limits.size
          ? `size ${game.size}: beyond the search (${GAME_TITLES[game.kind]} boards up to ${limits.size}×${limits.size})`
          : `within ${spec.within}: beyond the search (${GAME_TITLES[game.kind]} problems up to within ${limits.within})`;
  if (checkedLines === 0) return `${reason}, and there is no solution to check: give one.`;
  const one = checkedLines === 1;
  const lines = one ? 'the solution line follows the rules and' : `the ${checkedLines} solution lines follow the rules and`;
  const end = spec.goal === 'stop' ? `${w.other} does not win in ${one ? 'it' : 'them'}` : `reach${one ? 'es' : ''} the goal`;
  return `${reason}; ${lines} ${end}, but only the search could prove that ${one ? 'it meets' : 'they meet'} every defence.`;
}

/** What is wrong with an authored line, after `solution line N "text": `. */
export function badLineMessage(game: ProblemGame, spec: ProblemSpec, bad: BadLine, lines: readonly string[][]): string {
  const w = new Words(game, spec);
  const at = `${w.unit} ${bad.turn} "${bad.token}"`;
  const mover = bad.turn % 2 === 1 ? w.solver : w.other;
  const played = lines
    .slice(0, bad.turn)
    .map((turn) => turn.join(''))
    .join(' ');
  const what = ((): string => {
    switch (bad.code) {
      case 'empty-line':
        return 'the line is empty (a "|" with no moves before or after it)';
      case 'bad-point':
        return `${at} is not ${w.six ? 'a turn of points (such as "J10K11")' : 'a point'} of the ${game.size}×${game.size} board`;
      case 'wrong-stones':
        return `${at} places ${w.count(bad.token.match(/\d+/g)?.length ?? 0, 'stone')} where ${mover} places ${w.count(bad.stones ?? 2, 'stone')}`;
      case 'illegal-move':
        return `${at} is illegal (${REFUSALS[bad.refusal ?? ''] ?? bad.refusal})`;
      case 'past-goal':
        return `${w.solver} has already ${spec.goal === 'stop' ? 'won' : w.won} before ${at}: the line must end there`;
      case 'opponent-wins':
        return `${w.other} ${w.six ? 'makes six' : 'connects'} with ${at}, so the line loses`;
      case 'too-long':
        return `${at} is ${w.solver}'s ${w.unit} number ${spec.within + 1}, more than within ${spec.within}`;
      case 'misses-goal':
        return `after ${bad.text} ${w.solver} has not ${w.won} by the end of the line`;
      case 'refuted':
        return refutedText(w, played, bad.refutation ?? []);
    }
  })();
  return `solution line ${bad.number} "${bad.text}": ${what}.`;
}

/** A refutation: the opponent's answer after the line's moves so far, and what it does. */
function refutedText(w: Words, played: string, refutation: readonly (readonly string[])[]): string {
  const answer = refutation.length === 0 ? '' : ` ${w.other} answers ${refutation[0]!.join(' ')} and`;
  if (w.spec.goal === 'stop') {
    const line = refutation.map((turn) => turn.join(' ')).join(', ');
    return `after ${played} ${w.other} still forces its win${line ? ` (${line})` : ''}, found by search`;
  }
  return `after ${played}${answer} ${w.solver} can no longer ${w.win} within ${w.count(w.spec.within)}, found by search`;
}

/** The rules' refusals in words. */
const REFUSALS: Readonly<Record<string, string>> = {
  occupied: 'the point is taken',
  suicide: 'suicide',
  ko: 'it retakes the ko at once',
  'off-board': 'off the board',
  'game-over': 'the game is over',
};
