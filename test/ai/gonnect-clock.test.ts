import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MoveClock } from '../../src/ai/gonnect/clock.js';

describe('Gonnect clock', () => {
  it('banks the time a move saves for later moves of the same game, at most 0.3 of a move', () => {
    const first = new MoveClock(1, ['A1'], 100);
    assert.equal(first.hardMs, 100);
    first.done(); // at once: about 100 ms saved
    const next = new MoveClock(1, ['A1', 'B1', 'C1'], 100);
    assert.ok(Math.abs(next.hardMs - 130) < 1e-9, `hard limit ${next.hardMs}`);
    // Another colour has its own bank; another game (moves that do not go on) starts empty.
    assert.equal(new MoveClock(2, ['A1', 'B1', 'C1', 'D1'], 100).hardMs, 100);
    assert.equal(new MoveClock(1, ['E5'], 100).hardMs, 100);
  });
});
