/**
 * The demo's problem set against plain proofs: for every problem, every legal first
 * answer (Connect6: every pair of empty points in the problem's window) gets the judge's
 * verdict, and the verdict must agree with minimax written plainly in
 * problem-reference.ts: `failed` exactly for the answers that lose, `solved` only for an
 * answer that reaches the goal at once. Also: each problem can be solved, and a `connect`
 * or `six` problem not with fewer moves than it says.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PROBLEM_SET, type ProblemEntry } from '../../demo/problem-set.js';
import { judge, solutionLine, solve, type ProblemSpec, type Verdict } from '../../src/ai/problems/index.js';
import { Connect6 } from '../../src/engine/connect6.js';
import { Gonnect } from '../../src/engine/gonnect.js';
import { formatPoint, parsePoint } from '../../src/notation/point.js';
import { connectsWithin, everyReplyLoses, linesOfSix, sixNextTurnWhatever, sixThisTurn } from './problem-reference.js';

/** The problem's game, as its board's attributes set it up. */
function gameOf(p: ProblemEntry): Gonnect | Connect6 {
  const setup = { black: p.black.split(' '), white: p.white.split(' '), toPlay: p.toPlay };
  return p.element === 'gonnect-board' ? new Gonnect({ size: p.size, setup }) : new Connect6({ size: p.size, setup });
}

/** The empty points of a rectangle `'C3-L11'`. */
function windowPoints(game: Connect6, area: string): string[] {
  const [a, b] = area.split('-').map((point) => parsePoint(point, game.size)!);
  const points: string[] = [];
  for (let row = Math.min(a!.row, b!.row); row <= Math.max(a!.row, b!.row); row++) {
    for (let col = Math.min(a!.col, b!.col); col <= Math.max(a!.col, b!.col); col++) points.push(formatPoint({ col, row }));
  }
  return points.filter((point) => game.at(point) === null);
}

/** What the plain proof says of the position after a first answer: `lost`, `open` (still winning) or `solved`. */
type Truth = 'lost' | 'open' | 'solved';

function gonnectTruth(p: ProblemEntry, after: Gonnect): Truth {
  if (after.result?.winner === p.toPlay) return 'solved';
  if (p.goal === 'connect') return p.within > 1 && everyReplyLoses(after, p.toPlay, p.within - 1) ? 'open' : 'lost';
  if (connectsWithin(after, p.within)) return 'lost';
  return p.within === 1 ? 'solved' : 'open';
}

function connect6Truth(p: ProblemEntry, after: Connect6, lines: number[][], area: string[]): Truth {
  if (after.result?.winner === p.toPlay) return 'solved';
  if (p.goal === 'six') return p.within > 1 && sixNextTurnWhatever(after, lines, area) ? 'open' : 'lost';
  assert.equal(p.within, 1, 'the plain proof of a Connect6 stop problem covers one turn');
  return sixThisTurn(after, lines) ? 'lost' : 'solved';
}

/** The judge's verdict in the same terms. */
const judged = (verdict: Verdict): Truth => (verdict.verdict === 'failed' ? 'lost' : verdict.verdict);

/** Every first answer of a problem with its position after it: Gonnect every legal point, Connect6 every pair in the window. */
function firstAnswers(p: ProblemEntry, game: Gonnect | Connect6): { answer: string; after: Gonnect | Connect6 }[] {
  if (game.kind === 'gonnect') {
    return game.legalMoves().map((answer) => {
      const after = game.clone();
      after.play(answer);
      return { answer, after };
    });
  }
  const area = windowPoints(game, p.window!);
  return area.flatMap((first, i) =>
    area.slice(i + 1).map((second) => {
      const after = game.clone();
      after.play(first);
      if (after.result === null) after.play(second);
      return { answer: `${first} ${second}`, after };
    }),
  );
}

describe('the demo problem set', () => {
  it('holds at least 12 problems of both games and every goal', () => {
    assert.ok(PROBLEM_SET.length >= 12);
    const kinds = new Set(PROBLEM_SET.map((p) => `${p.element} ${p.goal} ${p.within}`));
    for (const kind of ['gonnect-board connect 1', 'gonnect-board connect 2', 'gonnect-board connect 3', 'gonnect-board stop 1']) {
      assert.ok(kinds.has(kind), kind);
    }
    for (const kind of ['connect6-board six 1', 'connect6-board six 2', 'connect6-board stop 1']) assert.ok(kinds.has(kind), kind);
  });

  for (const p of PROBLEM_SET) {
    const spec: ProblemSpec = { goal: p.goal, within: p.within, solver: p.toPlay, used: 0 };

    it(`${p.title}: can be solved, and not in fewer moves`, () => {
      const game = gameOf(p);
      assert.notEqual(solutionLine(game, spec), null);
      if (p.goal !== 'stop' && p.within > 1) assert.equal(solve(game, { ...spec, within: p.within - 1 }), null);
    });

    it(`${p.title}: every first answer gets the verdict the plain proof gives`, () => {
      const game = gameOf(p);
      const lines = linesOfSix(p.size);
      const area = game.kind === 'connect6' ? windowPoints(game, p.window!) : [];
      const wrong: string[] = [];
      let right = 0;
      for (const { answer, after } of firstAnswers(p, game)) {
        const truth = after.kind === 'gonnect' ? gonnectTruth(p, after) : connect6Truth(p, after, lines, area);
        const verdict = judged(judge(after, { ...spec, used: 1 }));
        if (verdict !== truth) wrong.push(`${answer}: judged ${verdict}, proof says ${truth}`);
        if (truth !== 'lost') right++;
      }
      assert.deepEqual(wrong, []);
      assert.ok(right > 0, 'some first answer is right');
    });
  }
});
