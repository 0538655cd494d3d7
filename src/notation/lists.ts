/**
 * Lists of points and moves as page authors write them in attributes:
 * setup lists (`"D4 E5"` or `"D4,E5"`) and move lists (`"D4 swap E5"`).
 */
import { formatPoint, NotationError, parsePoint } from './point.js';

/** One entry of a move list: a point such as `'D4'`, or `'swap'` (Gonnect's pie rule). */
export type MoveToken = string;

/** A token of a list, with its character offset in the text. */
export interface Token {
  text: string;
  position: number;
}

/** Splits a list on spaces and commas, keeping each token's character offset. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  const pattern = /[^\s,]+/g;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    tokens.push({ text: match[0], position: match.index });
  }
  return tokens;
}

/**
 * Reads a setup list: distinct points separated by spaces or commas, returned in
 * upper case. Throws a {@link NotationError} naming the first bad or repeated token.
 */
export function parsePointList(text: string, size: number): string[] {
  const seen = new Set<string>();
  return tokenize(text).map(({ text: token, position }) => {
    const point = formatPoint(parsePoint(token, size, position));
    if (seen.has(point)) throw new NotationError('duplicate', token, position);
    seen.add(point);
    return point;
  });
}

/** Writes a setup list: `stringifyPointList(['D4', 'E5'])` is `'D4 E5'`. */
export function stringifyPointList(points: readonly string[]): string {
  return points.join(' ');
}

/**
 * Reads a move list: points and the word `swap`, separated by spaces or commas,
 * returned as `'D4'` and `'swap'`. Whether each move is legal is the engine's question.
 */
export function parseMoveList(text: string, size: number): MoveToken[] {
  return tokenize(text).map(({ text: token, position }) =>
    token.toLowerCase() === 'swap' ? 'swap' : formatPoint(parsePoint(token, size, position)),
  );
}

/** Writes a move list: `stringifyMoveList(['D4', 'swap'])` is `'D4 swap'`. */
export function stringifyMoveList(moves: readonly MoveToken[]): string {
  return moves.join(' ');
}
