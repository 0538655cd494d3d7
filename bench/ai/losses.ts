// npx tsx bench/ai/losses.ts FILE [--effort=2000]: the turns where our player lost a
// recorded game (bench:ai --record=FILE). For each lost game, the first of our turns after
// which the opponent had a forced win within two turns (Connect6: the exhaustive check of
// the tactical suites) or within two of its moves (Gonnect: a connecting point, or a move
// after which every reply leaves it one); with the position before it as setup strings (for
// test/ai/fixtures/tactics-data.ts), the turn we played, and whether the player at a fixed
// effort finds a turn that leaves no such win.
import { readFileSync } from 'node:fs';
import { Connect6 } from '../../src/engine/connect6.js';
import type { BoardGame } from '../../src/engine/game.js';
import { Gonnect } from '../../src/engine/gonnect.js';
import { opponent, type Color } from '../../src/engine/types.js';
import { chooseMove } from '../../src/ai/index.js';
import { hasForcedWin } from '../../test/ai/fixtures/forced-win.js';
import { stopsWithinTwo, winsWithinTwo } from '../../test/ai/fixtures/gonnect-threats.js';

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
function setupOf(game: BoardGame): { black: string; white: string } {
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

/** Our Gonnect move that let in a connection within two moves, in one lost game (13×13, no pie rule). */
async function gonnectBlunder(r: Recorded): Promise<string | null> {
  const ours: Color = r.index % 2 === 0 ? 'black' : 'white';
  const game = new Gonnect({ size: 13, swap: false });
  for (const [i, move] of r.moves.entries()) {
    const before = game.clone();
    game.play(move);
    if (before.toPlay !== ours || game.result !== null || !winsWithinTwo(game, opponent(ours))) continue;
    const answer = await chooseMove(before, { iterations: effort, seed: 5 });
    const { black, white } = setupOf(before);
    const data = `{ kind: 'stop', size: 13, black: '${black}', white: '${white}', toPlay: '${ours}', defence: '${answer}' }`;
    return `game ${r.index} (ours ${ours}) at move ${i + 1}: played ${move}; at effort ${effort}: ${answer}, ${stopsWithinTwo(before, answer) ? 'stops it' : 'still loses'}\n  ${data}`;
  }
  return null;
}

const lost = readFileSync(file, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as Recorded)
  .filter((r) => !r.won && (r.name.startsWith('Connect6') || r.name.startsWith('Gonnect 13×13 vs')));
for (const r of lost) {
  const found = r.name.startsWith('Connect6') ? await blunder(r) : await gonnectBlunder(r);
  console.log(`${r.name}: ${found ?? `game ${r.index}: no forced win within two let in (a longer one, or lost earlier)`}`);
}
