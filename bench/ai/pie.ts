// npx tsx bench/ai/pie.ts [--sizes=9,13] [--games=8] [--effort=300] [--json=FILE]: the pie
// decision of the Gonnect computer, measured. For every first stone (one point of each
// class of the board's eight symmetries), whether the computer, as the second player,
// swaps; and how strong that stone is: Black's win rate in games the player plays against
// itself from it (White to move, no swap any more; --games games at a fixed effort of
// --effort playouts a move, colours' seeds varied). After its choice the computer holds
// Black when it swapped (its rate: Black's) and White when it did not (its rate: White's);
// a good choice leaves it 50% or more. Prints a grid a size (the decision and Black's rate
// on each point) and the choice's rate over all first stones. --points=G1,G2 measures those
// first stones only (on the first of --sizes), a line each, for more games where it matters.
import { writeFileSync } from 'node:fs';
import { Gonnect } from '../../src/engine/gonnect.js';
import { chooseMove } from '../../src/ai/index.js';

const arg = (name: string): string | undefined => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const sizes = (arg('sizes') ?? '9,13').split(',').map(Number);
const games = Number(arg('games') ?? 8);
const effort = Number(arg('effort') ?? 300);
const jsonFile = arg('json');

const COLUMNS = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';

/** Black's wins out of `games` self-play games after Black's first stone at `point` (no swap). */
async function blackWins(size: number, point: string): Promise<number> {
  let wins = 0;
  for (let g = 0; g < games; g++) {
    const game = new Gonnect({ size, swap: false });
    game.play(point);
    while (game.result === null && game.moves.length < 2 * size * size) {
      game.playMove(await chooseMove(game, { iterations: effort, seed: 7919 * g + game.moves.length + 1 }));
    }
    if (game.result?.winner === 'black') wins++;
  }
  return wins;
}

/** The computer's answer to the first stone at `point` under the pie rule: true when it swaps. */
async function swaps(size: number, point: string): Promise<boolean> {
  const game = new Gonnect({ size });
  game.play(point);
  return (await chooseMove(game, { iterations: effort, seed: 1 })) === 'swap';
}

interface Cell {
  point: string;
  swap: boolean;
  blackRate: number;
}

const points = arg('points')?.split(',');
if (points) {
  const size = sizes[0]!;
  console.log(`${size}×${size}: ${games} games a first stone at ${effort} playouts a move`);
  for (const point of points) {
    const wins = await blackWins(size, point);
    console.log(`${point.padEnd(4)} ${(await swaps(size, point)) ? 'swap   ' : 'decline'}  Black won ${wins} of ${games}`);
  }
  process.exit(0);
}

const results: Record<number, Cell[][]> = {};
for (const size of sizes) {
  const mid = (size - 1) >> 1;
  const grid: Cell[][] = Array.from({ length: size }, () => new Array<Cell>(size));
  const began = performance.now();
  for (let r = 0; r <= mid; r++) {
    for (let c = r; c <= mid; c++) {
      const point = `${COLUMNS[c]}${r + 1}`;
      const cell: Cell = { point, swap: await swaps(size, point), blackRate: (await blackWins(size, point)) / games };
      // The eight images of (r, c) share its figures.
      for (const [y, x] of [
        [r, c],
        [c, r],
        [size - 1 - r, c],
        [size - 1 - c, r],
        [r, size - 1 - c],
        [c, size - 1 - r],
        [size - 1 - r, size - 1 - c],
        [size - 1 - c, size - 1 - r],
      ] as const)
        grid[y]![x] = { ...cell, point: `${COLUMNS[x]}${y + 1}` };
      process.stderr.write(cell.swap ? 'S' : '.');
    }
  }
  process.stderr.write('\n');
  results[size] = grid;
  const cells = grid.flat();
  const chooser = cells.map((cell) => (cell.swap ? cell.blackRate : 1 - cell.blackRate));
  const right = cells.filter((cell) => cell.blackRate === 0.5 || cell.swap === cell.blackRate > 0.5).length;
  console.log(
    `\n${size}×${size}: ${games} games a first stone at ${effort} playouts a move (${((performance.now() - began) / 1000).toFixed(0)} s)`,
  );
  console.log("Each point: S the computer swaps, · it declines; then Black's win rate (%) in its games against itself from that stone.\n");
  console.log(`|    | ${COLUMNS.slice(0, size).split('').join(' | ')} |`);
  console.log(`|----|${'---|'.repeat(size)}`);
  for (let y = size - 1; y >= 0; y--) {
    const row = grid[y]!.map((cell) => `${cell.swap ? 'S' : '·'}${Math.round(100 * cell.blackRate)}`);
    console.log(`| ${String(y + 1).padStart(2)} | ${row.join(' | ')} |`);
  }
  const mean = chooser.reduce((a, b) => a + b, 0) / chooser.length;
  console.log(
    `\nThe computer's win rate after its choice, over the ${cells.length} first stones: mean ${(100 * mean).toFixed(0)}%, lowest ${(100 * Math.min(...chooser)).toFixed(0)}%;` +
      ` its choice takes the side that won more often on ${right} of ${cells.length} points.`,
  );
}
if (jsonFile) writeFileSync(jsonFile, JSON.stringify(results));
