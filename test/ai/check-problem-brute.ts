/**
 * Plain proofs for `checkProblem` with `within` 1, on small boards: every move (Connect6:
 * every pair of empty points) played with the engine, sharing no code with the judge. The
 * one shortcut: whether a Connect6 side can make six with one turn of two stones is asked
 * of the lines of six points (problem-reference.ts), which is what the rule says. Also the
 * random positions they are run on.
 */
import { Connect6 } from '../../src/engine/connect6.js';
import { Gonnect } from '../../src/engine/gonnect.js';
import { Rng } from '../../src/engine/rng.js';
import { opponent, SetupError, type Color } from '../../src/engine/types.js';
import { pointNames } from '../../src/notation/point.js';
import { linesOfSix } from './problem-reference.js';

/** What the plain proof says: the verdict, and the winning first moves (Gonnect) or whether some turn wins (Connect6). */
export interface Truth {
  verdict: 'sound' | 'unsound' | 'reached' | 'game-over' | 'no-legal-move';
  answers: string[];
}

/** A random position: the options `checkProblem` takes, as the brute force reads them. */
export interface RandomProblem {
  size: number;
  black: string[];
  white: string[];
  toPlay: Color;
}

/** Whether the side to move on a Gonnect game wins with some legal move now. */
function gonnectWinsNow(game: Gonnect): boolean {
  const me = game.toPlay;
  return game.legalMoves().some((move) => {
    const after = game.clone();
    after.play(move);
    return after.result?.winner === me;
  });
}

/** Gonnect, `within` 1: minimax over every move and every reply. */
export function gonnectTruth(game: Gonnect, goal: 'connect' | 'stop'): Truth {
  const solver = game.toPlay;
  const other = opponent(solver);
  const result = game.result;
  if (result !== null) {
    if (result.winner === solver) return { verdict: 'reached', answers: [] };
    return { verdict: result.reason === 'no-legal-move' ? 'no-legal-move' : 'game-over', answers: [] };
  }
  if (goal === 'stop' && !gonnectWinsNow(game.withTurn(other))) return { verdict: 'reached', answers: [] };
  const answers = game.legalMoves().filter((move) => {
    const after = game.clone();
    after.play(move);
    if (after.result !== null) return after.result.winner === solver;
    return goal === 'stop' && !gonnectWinsNow(after);
  });
  return { verdict: answers.length > 0 ? 'sound' : 'unsound', answers };
}

/** Whether colour `c` can make six with a turn of `stones`: a line of six holding all but that many of its stones and none of the other's. */
function sixInOneTurn(game: Connect6, c: Color, stones: number, lines: readonly number[][]): boolean {
  const me = c === 'black' ? 1 : 2;
  return lines.some((line) => {
    const mine = line.filter((p) => game.stoneAt(p) === me).length;
    return mine >= 6 - stones && line.every((p) => game.stoneAt(p) !== 3 - me);
  });
}

/** Connect6, `within` 1: every turn of the solver played with the engine. */
export function connect6Truth(game: Connect6, goal: 'six' | 'stop'): Truth {
  const solver = game.toPlay;
  const other = opponent(solver);
  const lines = linesOfSix(game.size);
  const result = game.result;
  if (result !== null) return { verdict: result.winner === solver ? 'reached' : 'game-over', answers: [] };
  if (goal === 'stop' && !sixInOneTurn(game, other, 2, lines)) return { verdict: 'reached', answers: [] };
  const empty = game.legalMoves();
  const works = (turn: string[]): boolean => {
    const after = game.clone();
    for (const point of turn) if (after.result === null) after.play(point);
    if (after.result !== null) return after.result.winner === solver;
    return goal === 'stop' && !sixInOneTurn(after, other, 2, lines);
  };
  const turns = game.stonesLeft === 1 ? empty.map((p) => [p]) : empty.flatMap((p, i) => empty.slice(i + 1).map((q) => [p, q]));
  const answers = turns.filter(works).map((turn) => turn.join(' '));
  return { verdict: answers.length > 0 ? 'sound' : 'unsound', answers };
}

/** Whether a turn wins at once for the side to move (a check of a listed answer). */
export function turnWins(game: Connect6, turn: readonly string[]): boolean {
  const after = game.clone();
  for (const point of turn) if (after.result === null) after.play(point);
  return after.result?.winner === game.toPlay;
}

/**
 * Random positions that the engine accepts. Gonnect: a random game played to its end,
 * then the position one to four moves before it, where connections are near (random
 * stones are almost never a move from a connection). Connect6: stones in short rows of
 * one to five (random stones seldom make a four).
 */
export function randomProblems(kind: 'gonnect' | 'connect6', count: number, seed: number): RandomProblem[] {
  const rng = new Rng(seed);
  const problems: RandomProblem[] = [];
  while (problems.length < count) {
    const problem = kind === 'gonnect' ? nearTheEnd(rng) : inRows(rng);
    try {
      makeGame(kind, problem);
      problems.push(problem);
    } catch (error) {
      if (!(error instanceof SetupError)) throw error; // both sides have won: draw again
    }
  }
  return problems;
}

/** A Gonnect position shortly before the end of a random game on 5×5 to 7×7. */
function nearTheEnd(rng: Rng): RandomProblem {
  const size = 5 + rng.below(3);
  const names = pointNames(size);
  const game = new Gonnect({ size, swap: false });
  const seen: RandomProblem[] = [];
  while (game.result === null) {
    const at = (color: Color): string[] => names.filter((point) => game.at(point) === color);
    seen.push({ size, black: at('black'), white: at('white'), toPlay: game.toPlay });
    const moves = game.legalMoves();
    game.play(moves[rng.below(moves.length)]!);
  }
  return seen[Math.max(0, seen.length - 1 - rng.below(4))]!;
}

/** A Connect6 position on 8×8 of stones in short rows, across, up or along a diagonal. */
function inRows(rng: Rng): RandomProblem {
  const size = 8;
  const names = pointNames(size);
  const cells = new Array<number>(size * size).fill(0);
  const rows = Math.floor(size * size * 0.1 * (1 + rng.below(100) / 50));
  for (let r = 0; r < rows; r++) {
    const c = 1 + rng.below(2);
    // Wrapping at the edge makes some rows broken: still random positions.
    const step = [1, size, size + 1][rng.below(3)]!;
    const length = 1 + rng.below(5);
    for (let k = 0, q = rng.below(size * size); k < length && q < size * size; k++, q += step) if (cells[q] === 0) cells[q] = c;
  }
  return {
    size,
    black: names.filter((_, i) => cells[i] === 1),
    white: names.filter((_, i) => cells[i] === 2),
    toPlay: rng.below(2) === 0 ? 'black' : 'white',
  };
}

/** The engine's game of a random problem (Gonnect with no pie rule, as `checkProblem` sets it up). */
export function makeGame(kind: 'gonnect' | 'connect6', p: RandomProblem): Gonnect | Connect6 {
  const setup = { black: p.black, white: p.white, toPlay: p.toPlay };
  return kind === 'gonnect' ? new Gonnect({ size: p.size, setup, swap: false }) : new Connect6({ size: p.size, setup });
}
