// A record's tree on a board (src/components/records/record-tree.ts): the session's move
// tree made from a record tree, one node per stone, and written back as the same record
// tree (Connect6 turns joined again), checked through @sabaki/sgf; what a board refuses.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import sgf, { type SabakiNode } from '@sabaki/sgf';
import { boardTree, recordTreeOf } from '../../src/components/core/record-tree.js';
import { lineTree } from '../../src/components/core/move-tree.js';
import { Connect6 } from '../../src/engine/connect6.js';
import { loadRecordTrees, stringifyRecordTree } from '../../src/records/index.js';
import { recordError } from './helpers.js';
import { CONNECT6, GONNECT } from './tree-samples.js';

interface Shape {
  data: Record<string, string[]>;
  children: Shape[];
}
const shape = (node: SabakiNode): Shape => ({ data: node.data, children: node.children.map(shape) });

/** The record read, made a board's tree, and written back from it. */
function throughBoard(text: string): { read: string; written: string; nodes: number } {
  const [{ tree, game }] = loadRecordTrees(text) as [ReturnType<typeof loadRecordTrees>[number]];
  const root = boardTree(tree);
  let nodes = 0;
  for (const stack = [root]; stack.length; nodes++) stack.push(...stack.pop()!.children);
  return { read: stringifyRecordTree(tree), written: stringifyRecordTree(recordTreeOf(game, root)), nodes };
}

describe("a record's tree on a board", () => {
  for (const [name, text, stones] of [
    ['Gonnect', GONNECT, 10],
    ['Connect6', CONNECT6, 15],
  ] as const) {
    it(`${name}: one node per stone, written back as the tree read, the same to @sabaki/sgf`, () => {
      const { read, written, nodes } = throughBoard(text);
      assert.equal(nodes, stones + 1);
      assert.equal(written, read);
      assert.deepEqual(shape(sgf.parse(written)[0]!), shape(sgf.parse(read)[0]!));
      // Written again from what it wrote: the same text.
      assert.equal(throughBoard(written).written, written);
    });
  }

  it('puts a Connect6 turn in one node again, unless the turn branches between its stones', () => {
    const game = new Connect6({ size: 19 });
    const { root } = lineTree([game.indexOf('J10'), game.indexOf('K10'), game.indexOf('K11')]);
    // Another second stone for White's turn: the first stone's node must stand alone.
    root.children[0]!.children[0]!.child(game.indexOf('H9'));
    const written = stringifyRecordTree(recordTreeOf(game, root));
    // Little Golem's letters do not skip I: J10 is i10.
    assert.match(written, /;B\[i10\];W\[j10\]\(;W\[j11\]\)\s*\(;W\[h9\]\)\)$/);
  });

  it('gives a comment between moves to the move before it, and refuses setup after the start, naming the move', () => {
    const { written } = throughBoard('(;GM[1]SZ[9]RU[Gonnect];B[ee]C[One.];C[Two.];W[cc])');
    assert.match(written, /;B\[ee\]C\[One\.\n\nTwo\.\];W\[cc\]/);
    const [{ tree }] = loadRecordTrees('(;GM[1]SZ[9]RU[Gonnect];B[ee];AB[aa];W[cc])') as [ReturnType<typeof loadRecordTrees>[number]];
    const error = recordError(() => boardTree(tree));
    assert.equal(error.code, 'setup-in-game');
    assert.equal(error.moveNumber, 2);
  });

  it('writes a result for the main line only where the record has none', () => {
    assert.match(
      throughBoard('(;GM[1]SZ[5]RU[Gonnect]NOSWAP[];B[aa];W[ee];B[ab];W[ed];B[ac];W[ec];B[ad];W[eb];B[ae])').written,
      /RE\[B\+\]/,
    );
    assert.match(throughBoard(GONNECT).written, /RE\[B\+\]/);
  });
});
