import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { judge, JudgeError, solutionLine, solve } from '../../src/ai/problems/index.js';
import { Connect6 } from '../../src/engine/connect6.js';
import { Gonnect } from '../../src/engine/gonnect.js';
import { createHandler, type SearchReply, type SearchRequest } from '../../src/ai/protocol.js';

/** Black D1-D3 and E5-E7 on 7×7, White D5: E4 makes two ways through (D4, E3). */
const twoWays = (): Gonnect => new Gonnect({ size: 7, setup: { black: ['E7', 'E6', 'E5', 'D3', 'D2', 'D1'], white: ['D5'] } });
const connect2 = { goal: 'connect', within: 2, solver: 'black', used: 1 } as const;

describe('the problem judge', () => {
  it('keeps a right answer open and plays the block', () => {
    const game = twoWays();
    game.play('E4');
    const verdict = judge(game, connect2);
    assert.equal(verdict.verdict, 'open');
    assert.ok(verdict.verdict === 'open' && ['D4', 'E3'].includes(verdict.reply[0]!));
  });

  it('fails a wrong answer with the move that refutes it', () => {
    const game = twoWays();
    game.play('D4');
    assert.deepEqual(judge(game, connect2), { verdict: 'failed', refutation: ['E4'] });
  });

  it('solves once the connection is made, and fails a last move that does not make it', () => {
    const game = twoWays();
    game.play('E4');
    game.play('D4');
    const won = game.clone();
    won.play('E3');
    assert.deepEqual(judge(won, { ...connect2, used: 2 }), { verdict: 'solved' });
    game.play('A1');
    assert.deepEqual(judge(game, { ...connect2, used: 2 }), { verdict: 'failed', refutation: [] });
  });

  it('gives a proven line and leaves the game as it was', () => {
    const game = twoWays();
    const line = solutionLine(game, { ...connect2, used: 0 });
    assert.equal(line?.[0], 'E4');
    assert.equal(line?.length, 3);
    assert.deepEqual(game.moves, []);
  });

  it('judges a stop problem: a holding move is solved at once when within is 1', () => {
    const game = new Gonnect({ size: 7, setup: { black: ['E7', 'E6', 'E5', 'E3', 'E2', 'E1'], white: ['D4'], toPlay: 'white' } });
    const spec = { goal: 'stop', within: 1, solver: 'white', used: 1 } as const;
    const blocked = game.clone();
    blocked.play('E4');
    assert.deepEqual(judge(blocked, spec), { verdict: 'solved' });
    game.play('A1');
    assert.deepEqual(judge(game, spec), { verdict: 'failed', refutation: ['E4'] });
  });

  it("counts Black's first Connect6 turn as one stone", () => {
    const game = new Connect6({
      size: 13,
      setup: { black: ['D7', 'E7', 'F7', 'G7', 'H7'], white: ['C7'], toPlay: 'black', stonesLeft: 1 },
    });
    assert.deepEqual(solve(game, { goal: 'six', within: 1, solver: 'black', used: 0 }), ['J7']);
  });

  it('answers with any legal move when no move can stop the solver', () => {
    // White's B5 leaves two connecting points, C4 and D5, where a Black stone is suicide:
    // nothing stops White, and the judge still names a reply (it once named none and threw).
    const setup = {
      black: ['A1', 'B1', 'D1', 'C2', 'E2', 'D3', 'E3', 'E5'],
      white: ['A2', 'B2', 'A3', 'B3', 'C3', 'A4', 'B4', 'D4', 'E4', 'A5', 'C5'],
    };
    const game = new Gonnect({ size: 5, setup: { ...setup, toPlay: 'white' } });
    game.play('B5');
    const verdict = judge(game, { goal: 'connect', within: 2, solver: 'white', used: 1 });
    assert.ok(verdict.verdict === 'open' && game.isLegal(verdict.reply[0]!), JSON.stringify(verdict));
  });

  it('refuses what is beyond its limits, asking for a solution', () => {
    const code = (run: () => unknown): string | undefined => {
      try {
        run();
      } catch (error) {
        return error instanceof JudgeError ? error.code : undefined;
      }
      return 'none';
    };
    assert.equal(
      code(() => judge(twoWays(), { ...connect2, within: 4 })),
      'problem-too-deep',
    );
    assert.equal(
      code(() => judge(new Gonnect({ size: 15 }), { ...connect2 })),
      'problem-too-large',
    );
    assert.equal(
      code(() => judge(new Connect6(), { goal: 'six', within: 3, solver: 'black', used: 1 })),
      'problem-too-deep',
    );
    assert.throws(() => judge(new Connect6(), { goal: 'connect', within: 1, solver: 'black', used: 1 }), RangeError);
  });
});

describe("the worker's problem tasks", () => {
  const ask = (request: SearchRequest): Promise<SearchReply> =>
    new Promise((resolve) => {
      createHandler(resolve)(request);
    });
  const game = { game: 'gonnect' as const, size: 7, setup: { black: ['E7', 'E6', 'E5', 'D3', 'D2', 'D1'], white: ['D5'] } };

  it('answers judge with the verdict and solve with the proven line', async () => {
    const verdict = await ask({ id: 1, ...game, moves: ['D4'], task: 'judge', problem: connect2 });
    assert.deepEqual(verdict, { id: 1, verdict: { verdict: 'failed', refutation: ['E4'] } });
    const line = await ask({ id: 2, ...game, moves: [], task: 'solve', problem: { ...connect2, used: 0 } });
    assert.ok('line' in line && line.line?.[0] === 'E4');
  });

  it('passes a refusal on with its code', async () => {
    const reply = await ask({ id: 3, ...game, moves: [], task: 'judge', problem: { ...connect2, within: 5 } });
    assert.ok('error' in reply && reply.code === 'problem-too-deep');
  });

  it('checks a problem on the position reached, its moves counted as stones, the side to move solving', async () => {
    const sound = await ask({ id: 4, ...game, moves: [], task: 'check', check: { goal: 'connect', within: 2 } });
    assert.ok('check' in sound && sound.check.verdict === 'sound');
    assert.deepEqual(sound.check.answers, [['E4']]);
    // After E4 and White's D4, Black joins with E3 in one move: White's stone is part of the position.
    const after = await ask({ id: 5, ...game, moves: ['E4', 'D4'], task: 'check', check: { goal: 'connect', within: 1, solution: 'D4' } });
    assert.ok('check' in after && after.check.verdict === 'bad-solution');
    assert.deepEqual(after.check.answers, [['E3']]);
  });
});
