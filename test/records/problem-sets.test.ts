// The demo's problem sets (demo/problems/, written by scripts/problem-sets.ts), read as a
// board reads a set (a board of one game takes that game's problems): each file is an SGF collection that parseRecordTrees reads into one
// tree per problem, whose root holds the position, the solver (PL), GOAL, WITHIN and the
// task in words (C); any moves in a tree are authored solution lines. problem-set.sgf is
// the Problems page's set: at least 22 problems of both games and all their goals, the
// fourteen of demo/problem-set.ts first; hundred.sgf holds 100 for timing a large set.
// checkProblem must find every problem of both files sound, its authored lines included,
// and a connect or six problem unsound with one move (turn) fewer.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { PROBLEM_SET } from '../../demo/problem-set.js';
import { checkProblem, type CheckProblemOptions } from '../../src/ai/index.js';
import { parseRecordTrees, type RecordNode, type RecordTree } from '../../src/records/index.js';
import { JUDGE_LIMITS } from '../../src/vocabulary.js';

const FILES = { set: 'demo/problems/problem-set.sgf', hundred: 'demo/problems/hundred.sgf' } as const;

const read = (file: string): RecordTree[] => parseRecordTrees(readFileSync(file, 'utf8'));

/** A problem's position and task, to tell two apart: `'gonnect|9|E1,E2|D4|black|connect|1'`. */
function key(tree: RecordTree): string {
  const { kind, size, start, goal, within } = tree;
  return [kind, size, [...start.black].sort(), [...start.white].sort(), start.toPlay, goal, within].join('|');
}

/** Every line from the root to a leaf, as nodes. */
function lines(node: RecordNode, before: RecordNode[] = []): RecordNode[][] {
  if (node.children.length === 0) return before.length > 0 ? [before] : [];
  return node.children.flatMap((child) => lines(child, [...before, child]));
}

/**
 * The tree's moves as a `solution` (`'E5 F6 G7 | E5 G7 F6'`, Connect6 turns written
 * together: `'J10K11 L12M13'`), or undefined for a tree of its root alone. Fails for a node
 * that is not a plain move: a setup change or a swap has no place in a solution line.
 */
function solutionOf(tree: RecordTree): string | undefined {
  const texts = lines(tree.root).map((line) =>
    line
      .map((node) => {
        assert.ok(node.move !== undefined && node.move !== 'swap' && node.setup === undefined, 'a solution line holds moves only');
        return node.move.stones.join(tree.kind === 'connect6' ? '' : ' ');
      })
      .join(' '),
  );
  return texts.length > 0 ? texts.join(' | ') : undefined;
}

/** What checkProblem reads from a tree: the start, the goal and depth, the authored lines. */
function optionsOf(tree: RecordTree): CheckProblemOptions {
  const { kind, size, start, goal, within } = tree;
  const solution = solutionOf(tree);
  return {
    game: kind,
    size,
    black: start.black,
    white: start.white,
    toPlay: start.toPlay,
    goal: goal!,
    within: within!,
    ...(solution !== undefined ? { solution } : {}),
  };
}

/** The checks every problem of a set passes: a problem's root, checkProblem's `sound`, and no shorter way. */
function checkEach(trees: RecordTree[]): void {
  trees.forEach((tree, index) => {
    it(`${index + 1}. ${tree.header.name ?? ''}: a problem, checked sound`, async () => {
      assert.ok(tree.goal !== undefined, 'GOAL');
      assert.ok(tree.within !== undefined, 'WITHIN');
      assert.ok((tree.root.comment ?? '').trim().length > 0, 'a comment with the task');
      const options = optionsOf(tree);
      const check = await checkProblem(options);
      assert.equal(check.verdict, 'sound', check.message);
      // A connect or six problem asks for no more moves than it needs.
      if (tree.goal !== 'stop' && tree.within! > 1 && options.solution === undefined) {
        const sooner = await checkProblem({ ...options, within: tree.within! - 1 });
        assert.equal(sooner.verdict, 'unsound', `within ${tree.within! - 1}: ${sooner.message}`);
      }
    });
  });
}

describe('problem-set.sgf, the Problems page', () => {
  const trees = read(FILES.set);

  it('holds at least 22 problems, of both games and every goal of each, each within the reach of the search', () => {
    assert.ok(trees.length >= 22, `${trees.length} problems`);
    const kinds = new Set(trees.map((tree) => `${tree.kind} ${tree.goal}`));
    for (const kind of ['gonnect connect', 'gonnect stop', 'connect6 six', 'connect6 stop']) assert.ok(kinds.has(kind), kind);
    // Each board reads the problems of its own game from the one file (the Problems page's two boards).
    const text = readFileSync(FILES.set, 'utf8');
    for (const game of ['gonnect', 'connect6'] as const) {
      const own = parseRecordTrees(text, game);
      assert.deepEqual(own.map(key), trees.filter((tree) => tree.kind === game).map(key), game);
    }
    for (const tree of trees) {
      const limits = JUDGE_LIMITS[tree.kind];
      assert.ok(
        tree.size <= limits.size && tree.within! <= limits.within,
        `${tree.header.name}: ${tree.size}×${tree.size}, within ${tree.within}`,
      );
    }
  });

  it('starts with the fourteen problems of demo/problem-set.ts: the same position, solver, goal and depth', () => {
    assert.ok(trees.length >= PROBLEM_SET.length);
    PROBLEM_SET.forEach((entry, index) => {
      const tree = trees[index]!;
      const expected = {
        kind: entry.element === 'gonnect-board' ? 'gonnect' : 'connect6',
        size: entry.size,
        black: entry.black.split(' ').sort(),
        white: entry.white.split(' ').sort(),
        toPlay: entry.toPlay,
        goal: entry.goal,
        within: entry.within,
      };
      const { kind, size, start, goal, within } = tree;
      const actual = { kind, size, black: [...start.black].sort(), white: [...start.white].sort(), toPlay: start.toPlay, goal, within };
      assert.deepEqual(actual, expected, `problem ${index + 1}, ${entry.title}`);
    });
  });

  it('holds no problem twice', () => {
    assert.equal(new Set(trees.map(key)).size, trees.length);
  });

  checkEach(trees);
});

describe('hundred.sgf, a set of 100 for timing', () => {
  const trees = read(FILES.hundred);

  it('holds exactly 100 problems, none twice', () => {
    assert.equal(trees.length, 100);
    assert.equal(new Set(trees.map(key)).size, 100);
  });

  checkEach(trees);
});
