// npx tsx bench/ai/losses.ts FILE [--effort=2000]: the turns where our Connect6 player lost
// a recorded game (bench:ai --record=FILE). For each lost game, the first of our turns
// after which the opponent had a forced win within two turns (the exhaustive check of the
// tactical suites); with the position before it as setup strings (for
// test/ai/fixtures/tactics-data.ts), the turn we played, and whether the player at a fixed
// effort finds a turn that leaves no forced win.
import { readFileSync } from 'node:fs';
import { Connect6 } from '../../src/engine/connect6.js';
import { opponent, type Color } from '../../src/engine/types.js';
import { chooseMove } from '../../src/ai/index.js';
import { hasForcedWin } from '../../test/ai/fixtures/forced-win.js';

interface Recorded {
  name: string;
  index: number;
  won: boolean;
  moves: string[];
}

const file = process.argv[2];
if (!file) throw new Error('usage: tsx bench/ai/losses.ts FILE [--effort=2000]');
const effort = Number(process.argv.find((a) => a.startsWith('--effort='))?.slice(9) ?? 2000);

/** The position as setup strings. */
function setupOf(game: Connect6): { black: string; white: string } {
  const stones: Record<Color, string[]> = { black: [], white: [] };
  for (let i = 0; i < game.size * game.size; i++) {
    const color = game.at(game.pointAt(i));
    if (color) stones[color].push(game.pointAt(i));
  }
  return { black: stones.black.join(' '), white: stones.white.join(' ') };
}

/** Our turn that let a forced win in, in one lost game (null when none was found in two turns). */
async function blunder(r: Recorded): Promise<string | null> {
  const ours: Color = r.index % 2 === 0 ? 'black' : 'white';
  const game = new Connect6({ size: 19 });
  let i = 0;
  while (i < r.moves.length) {
    const mover = game.toPlay;
    const before = game.clone();
    const turn: string[] = [];
    do {
      turn.push(r.moves[i++]!);
      game.play(turn.at(-1)!);
    } while (i < r.moves.length && game.result === null && game.toPlay === mover);
    if (mover !== ours || game.result !== null) continue;
    if (!hasForcedWin(game, opponent(ours))) continue;
    const again = before.clone();
    do again.playMove(await chooseMove(again, { iterations: effort, seed: 5 }));
    while (again.result === null && again.toPlay === mover);
    const fixed = again.result?.winner === ours || (again.result === null && !hasForcedWin(again, opponent(ours)));
    const { black, white } = setupOf(before);
    const answer = again.moves.slice(before.moves.length).join(' ');
    const data = `{ kind: 'defend', size: 19, black: '${black}', white: '${white}', toPlay: '${ours}', stonesLeft: ${before.stonesLeft}, defence: '${answer}' }`;
    return `game ${r.index} (ours ${ours}) at move ${i - turn.length + 1}: played ${turn.join(' ')}; at effort ${effort}: ${answer}, ${fixed ? 'defends' : 'still loses'}\n  ${data}`;
  }
  return null;
}

const lost = readFileSync(file, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as Recorded)
  .filter((r) => !r.won && r.name.startsWith('Connect6'));
for (const r of lost) console.log((await blunder(r)) ?? `game ${r.index}: no two-turn forced win let in (a longer one, or lost earlier)`);
