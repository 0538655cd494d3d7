/**
 * Rule "six or more in a row wins", the slow way: walks a plain board (one colour code per
 * point, by index) to list the points of the winning lines, once a result is read. The
 * engine finds the win itself on its line masks (see geometry.ts).
 */

/** The four line directions as (column step, row step): across, up, rising diagonal, falling diagonal. */
const DIRECTIONS: readonly (readonly [number, number])[] = [
  [1, 0],
  [0, 1],
  [1, 1],
  [-1, 1],
];

/**
 * Rule "six or more in a row wins": every point of every line of six or more stones of
 * `color` through `index`, in any of the four directions, sorted by index ascending.
 */
export function sixLinesThrough(board: ArrayLike<number>, size: number, index: number, color: number): number[] {
  const found = new Set<number>();
  const col0 = index % size;
  const row0 = (index - col0) / size;
  for (const [dc, dr] of DIRECTIONS) {
    const run = [index];
    for (const sign of [1, -1]) {
      let col = col0 + sign * dc;
      let row = row0 + sign * dr;
      while (col >= 0 && col < size && row >= 0 && row < size && board[row * size + col] === color) {
        run.push(row * size + col);
        col += sign * dc;
        row += sign * dr;
      }
    }
    if (run.length >= 6) for (const point of run) found.add(point);
  }
  return [...found].sort((a, b) => a - b);
}

/**
 * Every point of every line of six or more stones of `color` anywhere on the board,
 * sorted by index ascending (the result of a setup that is already won).
 */
export function allSixLines(board: ArrayLike<number>, size: number, color: number): number[] {
  const found = new Set<number>();
  for (let index = 0; index < size * size; index++) {
    if (board[index] !== color) continue;
    for (const point of sixLinesThrough(board, size, index, color)) found.add(point);
  }
  return [...found].sort((a, b) => a - b);
}

/**
 * The result's stones: the lines of six or more through the winning stone `winAt`,
 * or every such line of `color` when the setup was already won (`winAt` -1).
 */
export function resultStones(board: ArrayLike<number>, size: number, color: number, winAt: number): number[] {
  return winAt >= 0 ? sixLinesThrough(board, size, winAt, color) : allSixLines(board, size, color);
}
