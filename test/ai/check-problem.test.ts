import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkProblem, ProblemError, type CheckProblemOptions, type ProblemErrorCode } from '../../src/ai/index.js';
import type { Connect6 } from '../../src/engine/connect6.js';
import { connect6Truth, gonnectTruth, makeGame, randomProblems, turnWins } from './check-problem-brute.js';

/** The board: Black's column on 9×9 broken at E5. */
const column = { game: 'gonnect', size: 9, black: 'E1 E2 E3 E4 E6 E7 E8 E9', goal: 'connect', within: 1 } as const;
/** Black D1-D3 and E5-E7 on 7×7, White D5: E4 joins both ways (D4, E3); D4 is met by E4. */
const twoWays = { game: 'gonnect', size: 7, black: 'E7 E6 E5 D3 D2 D1', white: 'D5', goal: 'connect', within: 2 } as const;
/** White to stop Black's column E1-E3, E5-E7 on 7×7: only E4 holds. */
const stopE4 = { game: 'gonnect', size: 7, black: 'E7 E6 E5 E3 E2 E1', white: 'D4', toPlay: 'white', goal: 'stop', within: 1 } as const;
/** Black's open four on 13×13: six with G7 H7 (or B7 G7, A7 B7) this turn. */
const four = { game: 'connect6', size: 13, black: 'C7 D7 E7 F7', goal: 'six', within: 1 } as const;

describe('checkProblem: verdicts', () => {
  it("the issue's board: sound, E5 the one answer", async () => {
    assert.deepEqual(await checkProblem(column), {
      verdict: 'sound',
      answers: [['E5']],
      message: 'Black can connect in 1: 1 first move works (E5).',
    });
  });

  it('sound with authored lines that check out, in both games', async () => {
    const gonnect = await checkProblem({ ...twoWays, solution: 'E4 D4 E3 | e4 e3 d4' });
    assert.equal(gonnect.verdict, 'sound');
    assert.deepEqual(gonnect.answers, [['E4']]);
    assert.equal((await checkProblem({ ...stopE4, solution: 'E4' })).verdict, 'sound');
    const connect6 = await checkProblem({ ...four, solution: 'G7H7 | B7G7' });
    assert.equal(connect6.verdict, 'sound');
    assert.deepEqual(connect6.answers, [
      ['A7', 'B7'],
      ['B7', 'G7'],
      ['G7', 'H7'],
    ]);
    // One stone of a turn that makes six is the whole turn.
    const five = await checkProblem({ ...four, black: 'C7 D7 E7 F7 G7', solution: 'H7' });
    assert.deepEqual([five.verdict, five.answers], ['sound', [['B7'], ['H7']]]);
  });

  it('unsound: proven by search, or by counting beyond it', async () => {
    const blocked = await checkProblem({ ...column, white: 'E5' });
    assert.deepEqual([blocked.verdict, blocked.answers], ['unsound', []]);
    assert.match(blocked.message, /^within 1: Black cannot connect in 1 move; no first move forces it/);
    // An empty Connect6 board: Black's first turn is one stone, and no window holds any:
    // the search proves at once that six cannot be made (within 1 and 2), and counting
    // proves it for 3 turns (1 + 2 + 2 stones); from 4 turns on, only a deeper search could tell.
    for (const within of [undefined, 2])
      assert.equal((await checkProblem({ game: 'connect6', size: 13, goal: 'six', within })).verdict, 'unsound');
    const three = await checkProblem({ game: 'connect6', size: 13, goal: 'six', within: 3 });
    assert.match(three.message, /too few stones/);
    assert.equal(three.verdict, 'unsound');
    assert.equal((await checkProblem({ game: 'connect6', size: 13, goal: 'six', within: 4 })).verdict, 'too-deep');
  });

  it('reached: a won setup, or, for stop, no win to stop', async () => {
    const won = await checkProblem({ ...column, black: 'E1 E2 E3 E4 E5 E6 E7 E8 E9' });
    assert.deepEqual(won, {
      verdict: 'reached',
      answers: [],
      message: 'black: the setup already reaches the goal (Black has connected), so there is nothing to solve.',
    });
    assert.equal((await checkProblem({ game: 'connect6', size: 13, black: 'A1 B1 C1 D1 E1 F1', goal: 'six' })).verdict, 'reached');
    const calm = await checkProblem({ ...stopE4, black: 'E7 E6 E5 E2 E1' });
    assert.equal(calm.verdict, 'reached');
    assert.match(calm.message, /^goal stop: Black has no win to stop/);
  });

  it('too-deep: beyond the search, with or without authored lines', async () => {
    const big = { game: 'gonnect', size: 15, black: 'H1 H2 H3 H4 H5 H6 H7 H8 H9 H10 H11 H12 H13', goal: 'connect', within: 2 } as const;
    const bare = await checkProblem(big);
    assert.deepEqual([bare.verdict, bare.answers], ['too-deep', []]);
    assert.match(bare.message, /^size 15: beyond the search .* give one\.$/);
    const authored = await checkProblem({ ...big, solution: 'H14 G15 H15' });
    assert.deepEqual([authored.verdict, authored.answers], ['too-deep', [['H14']]]);
    assert.match(authored.message, /the solution line follows the rules and reaches the goal/);
    const late = await checkProblem({ ...column, timeMs: 0 });
    assert.deepEqual([late.verdict, late.message.startsWith('timeMs:')], ['too-deep', true]);
  });

  it('past the depth limit, moves that connect sooner still count', async () => {
    const deep = await checkProblem({ ...column, within: 5 });
    assert.equal(deep.verdict, 'sound');
    assert.match(deep.message, /at least 3 first moves work \(D5, E5, F5\), as far as a search 3 moves deep sees/);
  });
});

describe('checkProblem: wrong solutions', () => {
  const bad = async (options: CheckProblemOptions, code: string, message: string): Promise<void> => {
    const check = await checkProblem(options);
    assert.equal(check.verdict, 'bad-solution');
    assert.equal(check.line?.code, code);
    assert.equal(check.message, message);
  };

  it("the issue's mistyped solution is refused by its first line, and E5 still answers", async () => {
    const check = await checkProblem({ ...column, solution: 'A1 | B2' });
    assert.deepEqual(check, {
      verdict: 'bad-solution',
      answers: [['E5']],
      message: 'solution line 1 "A1": after A1 Black has not connected by the end of the line.',
      line: { number: 1, text: 'A1', code: 'misses-goal', turn: 0, token: '' },
    });
  });

  it('an illegal move, a turn of the wrong stones, a token that is no point, an empty line', async () => {
    await bad({ ...column, solution: 'E5 | E1' }, 'illegal-move', 'solution line 2 "E1": move 1 "E1" is illegal (the point is taken).');
    await bad({ ...four, solution: 'G7' }, 'wrong-stones', 'solution line 1 "G7": turn 1 "G7" places 1 stone where Black places 2 stones.');
    await bad(
      { ...four, solution: 'G7H7J7' },
      'wrong-stones',
      'solution line 1 "G7H7J7": turn 1 "G7H7J7" places 3 stones where Black places 2 stones.',
    );
    await bad({ ...column, solution: 'E5 | Z9' }, 'bad-point', 'solution line 2 "Z9": move 1 "Z9" is not a point of the 9×9 board.');
    await bad(
      { ...column, solution: 'E5 ||' },
      'empty-line',
      'solution line 2 "": the line is empty (a "|" with no moves before or after it).',
    );
  });

  it('a line that goes on past the goal, or past within', async () => {
    await bad(
      { ...column, solution: 'E5 D5' },
      'past-goal',
      'solution line 1 "E5 D5": Black has already connected before move 2 "D5": the line must end there.',
    );
    await bad(
      { ...four, solution: 'G7H7 A1B1' },
      'past-goal',
      'solution line 1 "G7H7 A1B1": Black has already made six before turn 2 "A1B1": the line must end there.',
    );
    await bad(
      { ...column, solution: 'D5 F5 E5' },
      'too-long',
      'solution line 1 "D5 F5 E5": move 3 "E5" is Black\'s move number 2, more than within 1.',
    );
  });

  it('a line in which the opponent wins', async () => {
    await bad(
      { ...stopE4, solution: 'A1 E4' },
      'opponent-wins',
      'solution line 1 "A1 E4": Black connects with move 2 "E4", so the line loses.',
    );
  });

  it('a line refuted by search, with the refutation', async () => {
    const gonnect = await checkProblem({ ...twoWays, solution: 'E4 D4 E3 | D4 A1 E4' });
    assert.equal(gonnect.verdict, 'bad-solution');
    assert.deepEqual(gonnect.refutation, [['E4']]);
    assert.deepEqual(gonnect.line, { number: 2, text: 'D4 A1 E4', code: 'refuted', turn: 1, token: 'D4', refutation: [['E4']] });
    assert.equal(
      gonnect.message,
      'solution line 2 "D4 A1 E4": after D4 White answers E4 and Black can no longer connect within 2 moves, found by search.',
    );
    const connect6 = await checkProblem({ ...four, within: 2, solution: 'A13B13 M1M2 G7H7' });
    assert.deepEqual([connect6.verdict, connect6.line?.code, connect6.refutation?.[0]?.length], ['bad-solution', 'refuted', 2]);
    const stop = await checkProblem({ ...stopE4, within: 1, solution: 'A1' });
    assert.deepEqual([stop.line?.code, stop.refutation], ['refuted', [['E4']]]);
  });
});

describe('checkProblem: not a problem at all', () => {
  const refused = async (options: unknown, code: ProblemErrorCode, option: string): Promise<string> => {
    const error = await checkProblem(options as CheckProblemOptions).then(
      () => assert.fail(`expected ${code}`),
      (e: unknown) => e,
    );
    assert.ok(error instanceof ProblemError && error instanceof RangeError, String(error));
    assert.deepEqual([error.code, error.option], [code, option]);
    assert.doesNotMatch(error.message, /\[object/);
    return error.message;
  };

  it('a goal of the other game, or no goal', async () => {
    assert.equal(
      await refused({ ...column, goal: 'six' }, 'goal-of-other-game', 'goal'),
      'goal: "six" is a Connect6 goal; a Gonnect problem\'s goal is connect or stop.',
    );
    await refused({ ...four, goal: 'connect' }, 'goal-of-other-game', 'goal');
    await refused({ ...column, goal: 'win' }, 'bad-goal', 'goal');
    await refused({ game: 'gonnect' }, 'bad-goal', 'goal');
  });

  it('a solver with no legal move, or a game already lost', async () => {
    // White everywhere but the diagonal A1-E5, in two chains with five liberties each
    // that join no opposite edges: every Black stone would be suicide.
    const white = 'B1 C1 D1 E1 C2 D2 E2 D3 E3 E4 A2 A3 A4 A5 B3 B4 B5 C4 C5 D5';
    assert.match(await refused({ game: 'gonnect', size: 5, white, goal: 'connect' }, 'no-legal-move', 'toPlay'), /Black has no legal move/);
    await refused({ ...column, white: 'A5 B5 C5 D5 E5 F5 G5 H5 J5', black: 'E1' }, 'game-over', 'white');
  });

  it('bad inputs, each named', async () => {
    assert.equal(
      await refused({ ...column, black: ['E1', 5] }, 'bad-stones', 'black'),
      'black: entry 2 is the number 5, not a point such as "C3".',
    );
    assert.match(await refused({ ...column, black: [{}] }, 'bad-stones', 'black'), /entry 1 is an object/);
    assert.match(await refused({ ...column, white: 42 }, 'bad-stones', 'white'), /the number 42 is neither text/);
    assert.match(await refused({ ...column, white: { toString: () => 'E5' } }, 'bad-stones', 'white'), /an object is neither/);
    assert.equal(await refused({ ...column, black: 'E1 Z9' }, 'bad-stones', 'black'), 'black: "Z9" is off the 9×9 board.');
    await refused({ ...column, black: 'E1 hello' }, 'bad-stones', 'black');
    await refused({ ...column, black: 'E1 e1' }, 'bad-stones', 'black');
    await refused({ ...column, white: 'E1' }, 'bad-stones', 'white');
    await refused({ game: 'gonnect', size: 5, black: 'A2 B1', white: 'A1', goal: 'connect' }, 'bad-stones', 'white');
    for (const size of [4, 26, 'abc', 9.5]) await refused({ ...column, size }, 'bad-size', 'size');
    for (const within of [0, -1, 1.5, 'two']) await refused({ ...column, within }, 'bad-within', 'within');
    await refused({ ...column, toPlay: 'red' }, 'bad-to-play', 'toPlay');
    await refused({ ...column, game: 'chess' }, 'bad-game', 'game');
    await refused({ ...column, moves: 'E5' }, 'bad-option', 'moves');
    await refused({ ...column, solution: 42 }, 'bad-option', 'solution');
    await refused({ ...column, timeMs: -1 }, 'bad-option', 'timeMs');
  });

  it('a cancelled check rejects with an AbortError', async () => {
    const signal = AbortSignal.abort();
    await assert.rejects(checkProblem({ ...column, signal }), { name: 'AbortError' });
    const controller = new AbortController();
    const slow = checkProblem({
      game: 'gonnect',
      size: 13,
      black: 'G1 G2 G3 G4 G5 G6 G7 G8 G9 G10 G11',
      goal: 'connect',
      within: 3,
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 20);
    await assert.rejects(slow, { name: 'AbortError' });
  });
});

describe('checkProblem against a plain proof, within 1, 50 random positions per game', () => {
  for (const kind of ['gonnect', 'connect6'] as const) {
    it(kind, async () => {
      const wrong: string[] = [];
      for (const [i, p] of randomProblems(kind, 50, kind === 'gonnect' ? 11 : 12).entries()) {
        const goal = i % 2 === 1 ? 'stop' : kind === 'gonnect' ? 'connect' : 'six';
        const game = makeGame(kind, p);
        const truth = game.kind === 'gonnect' ? gonnectTruth(game, goal as 'connect') : connect6Truth(game, goal as 'six');
        const check = await checkProblem({ game: kind, ...p, goal, within: 1 }).catch((error: ProblemError) => ({
          verdict: error.code,
          answers: [],
        }));
        if (check.verdict !== truth.verdict) wrong.push(`${JSON.stringify(p)} ${goal}: ${check.verdict}, the proof says ${truth.verdict}`);
        // Gonnect lists every answer; Connect6 those of the search's candidates, each of which must work.
        if (game.kind === 'gonnect') assert.deepEqual(check.answers.flat().sort(), [...truth.answers].sort());
        else if (goal === 'six') for (const turn of check.answers) assert.ok(turnWins(game as Connect6, turn), turn.join(' '));
        else assert.equal(check.answers.length > 0, truth.answers.length > 0);
      }
      assert.deepEqual(wrong, []);
    });
  }
});
