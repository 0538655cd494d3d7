/**
 * Authored solution lines (the `solution` attribute), read without the rules: lines
 * separated by `|`, turns by spaces (or commas), the solver's turn first and then
 * alternating. A Gonnect turn is one point; a Connect6 turn is its points written
 * together, `J10K11` (one point for a one-stone turn, or for a turn whose first stone
 * already makes six). Whether the moves are legal and reach the goal is line-rules.ts's
 * question. The element and `checkProblem` read the attribute alike with this module.
 */
import type { IllegalMoveCode } from '../engine/types.js';
import { formatPoint, NotationError, parsePoint } from './point.js';
import type { GameKind } from '../vocabulary.js';

/** What is wrong with an authored line, one code per fault. */
export const LINE_FAULTS = [
  'empty-line', // nothing between two `|` (or before the first, after the last)
  'bad-point', // a token that is not a point of this board (or, in Gonnect, more than one)
  'wrong-stones', // a Connect6 turn with more or fewer stones than its side places
  'illegal-move', // a move the rules refuse (`refusal` says why)
  'past-goal', // a move after the solver has already reached the goal
  'opponent-wins', // the line lets the opponent win
  'too-long', // more turns of the solver than `within` allows
  'misses-goal', // the line ends and the solver has not reached the goal
  'refuted', // the search found an answer of the opponent that the line cannot meet (`refutation`)
] as const;
export type LineFaultCode = (typeof LINE_FAULTS)[number];

/** An authored line as written: its number in `solution` (from 1) and its text, trimmed. */
export interface LineText {
  /** `2` for the second line. */
  number: number;
  /** `'E5 D5 F5'`. */
  text: string;
}

/** A line read: its turns (the solver's first), each a list of points in upper case: `[['E5'], ['D5']]`. */
export interface AuthoredLine extends LineText {
  turns: string[][];
}

/** A line refused, and where: the rules' and the search's faults use the same shape. */
export interface BadLine extends LineText {
  /** What is wrong: `'illegal-move'`. */
  code: LineFaultCode;
  /** The turn at fault, from 1 (0 for the line as a whole): `2`. */
  turn: number;
  /** The turn at fault as written (`''` for the line as a whole): `'E5'`. */
  token: string;
  /** For `illegal-move`: the rules' reason, `'occupied'`. */
  refusal?: IllegalMoveCode;
  /** For `wrong-stones`: the stones its side places this turn, `2`. */
  stones?: number;
  /** For `refuted`: the opponent's answer and what follows, turn by turn: `[['E4']]`. */
  refutation?: string[][];
}

/** The lines of a `solution` text, numbered from 1 (an empty text has none). */
export function splitSolution(text: string): LineText[] {
  if (text.trim() === '') return [];
  return text.split('|').map((line, i) => ({ number: i + 1, text: line.trim() }));
}

/** Reads one line into turns of points, or says which token is not a turn of this board. */
export function readLine(line: LineText, kind: GameKind, size: number): AuthoredLine | BadLine {
  const tokens = line.text.split(/[\s,]+/).filter(Boolean);
  if (tokens.length === 0) return { ...line, code: 'empty-line', turn: 0, token: '' };
  const turns: string[][] = [];
  for (const [i, token] of tokens.entries()) {
    const points = turnPoints(token, kind, size);
    if (points === null) return { ...line, code: 'bad-point', turn: i + 1, token };
    turns.push(points);
  }
  return { ...line, turns };
}

/** The points of a written turn (`'j10K11'` is `['J10', 'K11']`), or null when it is not one. */
function turnPoints(token: string, kind: GameKind, size: number): string[] | null {
  const parts = token.match(/[a-z]\d+/gi) ?? [];
  if (parts.join('') !== token || parts.length === 0 || (kind === 'gonnect' && parts.length > 1)) return null;
  try {
    return parts.map((part) => formatPoint(parsePoint(part, size)));
  } catch (error) {
    if (error instanceof NotationError) return null;
    throw error;
  }
}

/** Whether a line was read, or refused. */
export function isBadLine<T extends object>(line: T | BadLine): line is BadLine {
  return 'code' in line;
}

/** A turn as a line writes it: `'J10K11'`. */
export function turnText(turn: readonly string[]): string {
  return turn.join('');
}
