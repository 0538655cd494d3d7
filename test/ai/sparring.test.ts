// The bench's Gonnect sparring partner (bench/sparring/gonnect-rave.ts) and the search's
// cooperative yield: behaviour that the on-the-clock matches of bench:ai rely on.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Gonnect } from '../../src/engine/gonnect.js';
import { yieldToEventLoop } from '../../src/ai/budget.js';
import { GonnectRave } from '../../bench/sparring/gonnect-rave.js';

describe('Gonnect RAVE sparring partner', () => {
  it('goes on with the tree of its last move after its move and the answer (tree reuse)', () => {
    // 5×5: the partner's tree holds the likely answers to its move (a node each).
    const game = new Gonnect({ size: 5, swap: false });
    const rave = new GonnectRave(3000, 1);
    game.play(rave.choose(game));
    assert.equal(rave.reusedVisits, 0);
    game.play(new GonnectRave(3000, 2).choose(game));
    game.play(rave.choose(game));
    assert.ok(rave.reusedVisits > 0, 'the new root kept the visits of the old tree');
    assert.equal(rave.playouts, 6000);
  });

  it('starts a new tree for another game', () => {
    const rave = new GonnectRave(500, 1);
    const one = new Gonnect({ size: 9, swap: false });
    one.play(rave.choose(one));
    const other = new Gonnect({ size: 9, swap: false, setup: { black: ['A1'], white: ['J9'], toPlay: 'black' } });
    rave.choose(other);
    assert.equal(rave.reusedVisits, 0);
  });

  it('connects at once when it can, on the clock too', () => {
    const game = new Gonnect({
      size: 9,
      swap: false,
      setup: { black: ['E1', 'E2', 'E3', 'E4', 'E6', 'E7', 'E8', 'E9'], white: ['A1'], toPlay: 'black' },
    });
    assert.equal(GonnectRave.onClock(50, 1).choose(game), 'E5');
  });
});

describe('the search yield', () => {
  it('lets a queued timer and an immediate run', async () => {
    let timer = false;
    let immediate = false;
    setTimeout(() => (timer = true), 0);
    setImmediate(() => (immediate = true));
    for (let i = 0; i < 10_000 && !(timer && immediate); i++) await yieldToEventLoop();
    assert.ok(timer && immediate);
  });
});
