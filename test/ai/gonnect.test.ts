import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Gonnect } from '../../src/engine/gonnect.js';
import { Rng } from '../../src/engine/rng.js';
import { chooseMove } from '../../src/ai/index.js';
import { pieLine } from '../../src/ai/gonnect/player.js';
import { buildPosition, capturePositions, connectingPoints } from './fixtures/tactics.js';

const FAST = { iterations: 40, seed: 3 } as const;

function position(size: number, black: string, white: string, toPlay: 'black' | 'white'): Gonnect {
  return new Gonnect({ size, swap: false, setup: { black: black.split(' '), white: white.split(' '), toPlay } });
}

/** Plays the player's move (a point or the swap) on the game. */
async function playAi(game: Gonnect, options: Parameters<typeof chooseMove>[1] = FAST): Promise<string> {
  const move = await chooseMove(game, options);
  game.playMove(move);
  return move;
}

describe('Gonnect player', () => {
  it('never plays an illegal move in seeded games on several sizes and rules', async () => {
    const cases = [
      { size: 5, swap: true, superko: false },
      { size: 7, swap: false, superko: true },
      { size: 9, swap: true, superko: false },
      { size: 13, swap: false, superko: false },
    ];
    for (const { size, swap, superko } of cases) {
      for (let seed = 1; seed <= 5; seed++) {
        const game = new Gonnect({ size, swap, superko });
        const rng = new Rng(seed);
        while (game.result === null && game.moves.length < 2 * size * size) {
          if (seed === 1 || game.moves.length % 2 === seed % 2) await playAi(game, { iterations: 25, seed });
          else game.play(game.pointAt(game.randomLegalMove(rng)));
        }
      }
    }
  });

  it('connects when one move does it, capturing when it must', async () => {
    const column = position(7, 'D1 D2 D3 D4 D5 D6', 'C3 E4 F6 B2', 'black');
    assert.equal(await playAi(column), 'D7');
    assert.equal(column.result?.winner, 'black');
    const capture = buildPosition('gonnect', capturePositions(7)[0]!) as Gonnect;
    await playAi(capture);
    assert.equal(capture.result?.winner, 'black');
  });

  it('blocks the only connecting point of the opponent', async () => {
    const game = position(7, 'F2 F4 G6 A7', 'C1 C2 C3 C4 C5 C6', 'black');
    assert.deepEqual(connectingPoints(game, 'white'), ['C7']);
    await playAi(game);
    assert.deepEqual(connectingPoints(game, 'white'), []);
  });

  it('takes the pie when the first stone is strong, and leaves an edge stone', async () => {
    const centre = new Gonnect({ size: 13 });
    centre.play('G7');
    assert.equal(await chooseMove(centre, FAST), 'swap');
    const edge = new Gonnect({ size: 13 });
    edge.play('A7');
    const answer = await chooseMove(edge, FAST);
    assert.notEqual(answer, 'swap');
    assert.ok(edge.isLegal(answer));
  });

  it('opens outside the pie line when the pie rule is on', async () => {
    const game = new Gonnect({ size: 13 });
    const first = game.indexOf(await chooseMove(game, FAST));
    const col = first % 13;
    const row = Math.floor(first / 13);
    assert.ok(Math.min(col, row, 12 - col, 12 - row) < pieLine(13));
  });

  it('does not change the game it is given', async () => {
    const game = position(9, 'E5 E6', 'D5 F6', 'white');
    game.play('D6');
    const before = JSON.stringify([game.moves, game.legalMoves(), game.toPlay]);
    await chooseMove(game, FAST);
    assert.equal(JSON.stringify([game.moves, game.legalMoves(), game.toPlay]), before);
  });
});
