import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkPosition, runSuite, SUITES } from './fixtures/tactics.js';

describe('tactical suites', () => {
  it('hold at least 30 Connect6 and 20 Gonnect positions', () => {
    const count = (game: string): number => SUITES.filter((s) => s.game === game).reduce((n, s) => n + s.positions.length, 0);
    assert.ok(count('connect6') >= 30);
    assert.ok(count('gonnect') >= 20);
  });

  for (const suite of SUITES) {
    it(`${suite.name}: every position is what it claims`, () => {
      const wrong = suite.positions.flatMap((p, i) => (checkPosition(suite.game, p) ? [] : [i + 1]));
      assert.deepEqual(wrong, []);
    });

    it(`${suite.name}: solved with a small search`, async () => {
      const { failed } = await runSuite(suite, { iterations: suite.effort ?? 60, seed: 5 });
      assert.deepEqual(failed, []);
    });
  }
});
