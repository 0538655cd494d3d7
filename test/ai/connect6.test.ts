import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Connect6 } from '../../src/engine/connect6.js';
import { Rng } from '../../src/engine/rng.js';
import { chooseConnect6Index } from '../../src/ai/connect6/player.js';
import { settle, type ChooseOptions } from '../../src/ai/options.js';
import { canCompleteSix } from './fixtures/tactics.js';

/** One Connect6 stone chosen by the player, as a point. */
async function choose(game: Connect6, options: ChooseOptions = { iterations: 60, seed: 1 }): Promise<string> {
  return game.pointAt(await chooseConnect6Index(game, settle(options)));
}

/** Plays the whole turn of the side to move with the player. */
async function playTurn(game: Connect6, options?: ChooseOptions): Promise<void> {
  const mover = game.toPlay;
  do game.play(await choose(game, options));
  while (game.result === null && game.toPlay === mover);
}

function position(size: number, black: string, white: string, toPlay: 'black' | 'white', stonesLeft: 1 | 2 = 2): Connect6 {
  return new Connect6({ size, setup: { black: black.split(' '), white: white.split(' '), toPlay, stonesLeft } });
}

describe('Connect6 player', () => {
  it('never plays an illegal stone in seeded games on several sizes', async () => {
    for (const size of [6, 7, 10, 19]) {
      for (let seed = 1; seed <= 6; seed++) {
        const game = new Connect6({ size });
        const rng = new Rng(seed);
        const ours = seed % 2 === 0 ? 'black' : 'white';
        while (game.result === null) {
          if (game.toPlay === ours || size < 8) game.play(await choose(game, { iterations: 20, seed }));
          else game.play(game.pointAt(game.randomLegalMove(rng)));
        }
      }
    }
  });

  it('wins this turn with two stones, and with the one stone left', async () => {
    const two = position(19, 'J10 K10 L10 M10 C3', 'J9 K9 L9 D5 E6', 'black');
    await playTurn(two);
    assert.equal(two.result?.winner, 'black');
    const one = position(15, 'G8 H8 K8 L8 M8', 'G7 H7 J7 K7 B2', 'black', 1);
    await playTurn(one);
    assert.equal(one.result?.winner, 'black');
  });

  it('wins rather than blocks when both are possible', async () => {
    const game = position(19, 'C3 D4 E5 F6 Q2', 'K10 K11 K12 K13 A19', 'black');
    await playTurn(game);
    assert.equal(game.result?.winner, 'black');
  });

  it('blocks a line of four and a double threat', async () => {
    const single = position(19, 'C3 D3 Q16', 'J10 K10 L10 M10', 'black');
    await playTurn(single);
    assert.equal(canCompleteSix(single, 'white'), false);
    const double = position(19, 'H10 E10 Q16 R2', 'J10 K10 L10 M10 E14 E13 E12 E11', 'black');
    await playTurn(double);
    assert.equal(canCompleteSix(double, 'white'), false);
  });

  it('blocks with its last stone of the turn', async () => {
    const game = position(13, 'B2 E6', 'F6 G6 H6 J6 K6', 'black', 1);
    await playTurn(game);
    assert.equal(canCompleteSix(game, 'white', 1), false);
  });

  it('opens at the centre and answers next to the stones', async () => {
    const game = new Connect6({ size: 19 });
    assert.equal(await choose(game), 'K10');
    game.play('K10');
    const reply = game.indexOf(await choose(game));
    assert.ok(Math.abs((reply % 19) - 9) <= 2 && Math.abs(Math.floor(reply / 19) - 9) <= 2);
  });
});
