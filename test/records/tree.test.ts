// Record trees: SGF with variations, comments, marks, labels, setup in later nodes and
// unknown properties, both games, read and written back identically, checked through
// @sabaki/sgf; collections; Chinese contest records; long sequences without recursion.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import sgf, { type SabakiNode } from '@sabaki/sgf';
import {
  mainLineNodes,
  parseRecord,
  parseRecordTrees,
  parseSgf,
  type RecordTree,
  replayTree,
  type SgfTree,
  stringifyRecordTree,
  stringifyRecordTrees,
  treeNode,
  treeNodes,
} from '../../src/records/index.js';
import { recordError } from './helpers.js';

/** An annotated 9×9 Gonnect game: two variations at move 2, one nested, a setup change, marks, labels, unknown properties. */
const GONNECT = `(;FF[4]GM[1]CA[UTF-8]SZ[9]RU[Gonnect]EV[Club evening]GN[Round 3]DT[2024-05-01]PC[Kyoto]PB[Ann]BR[3d]PW[Bob]WR[1k]RE[B+]
C[Black opens in the centre. Brackets \\] and backslashes \\\\ survive.]KM[0]AP[Test:1.0]
;B[ee]C[The centre.]TR[ee]CR[dd][ff]LB[cc:A][gg:B]
(;W[cc]C[Main line.];B[gg]SQ[gg]MA[cc];W[cg]BL[30.5][x])
(;W[gg]C[A variation.]
(;B[cc];W[dc])
(;AB[aa]AW[ab]AE[ee]PL[W]C[Set up again.];W[ba]))
(;SWAP[]C[Taking the centre.];W[dd]))`;

/** A Connect6 game in Little Golem's dialect with two variations and comments. */
const CONNECT6 = `(;FF[4]EV[connect6.ch.26.1.1]PB[Phoenix]PW[Lomaben]SO[http://www.littlegolem.com]XX[kept]C[A quiet opening.]
;B[j10];W[j9l11]C[White blocks both diagonals.]
(;B[k9l8]TR[k9]LB[l8:1];W[m7h12])
(;B[k11k12]C[Straight up: White must answer.]CR[k13];W[k13k8])
(;B[h8g7]C[Far away.];AB[a1]AE[j10];W[a2a3]))`;

/** The data of every node, in a nested form both parsers can give: `{ data, children }`. */
interface Shape {
  data: Record<string, string[]>;
  children: Shape[];
}

function sabakiShape(node: SabakiNode): Shape {
  return { data: node.data, children: node.children.map(sabakiShape) };
}

/** Our generic SGF reader's tree in the same nested form. */
function ourShape(tree: SgfTree): Shape {
  const shapes = tree.nodes.map((node): Shape => ({
    data: Object.fromEntries(node.properties.map(({ id, values }) => [id, values])),
    children: [],
  }));
  shapes.forEach((shape, index) => {
    if (index > 0) shapes[index - 1]!.children.push(shape);
  });
  shapes.at(-1)!.children.push(...tree.variations.map(ourShape));
  return shapes[0]!;
}

/** The shape of a record tree's nodes: children counts depth first (to compare with an SGF parser's). */
function counts(shape: Shape): number[] {
  return [shape.children.length, ...shape.children.flatMap(counts)];
}

function treeCounts(tree: RecordTree): number[] {
  return [...treeNodes(tree)].map((node) => node.children.length);
}

describe('record trees in SGF', () => {
  for (const [name, text, kind] of [
    ['Gonnect', GONNECT, 'gonnect'],
    ['Connect6', CONNECT6, 'connect6'],
  ] as const) {
    it(`${name}: reads back what it writes, the whole tree`, () => {
      const [tree] = parseRecordTrees(text);
      assert.equal(tree!.kind, kind);
      const written = stringifyRecordTree(tree!);
      assert.deepEqual(parseRecordTrees(written), [tree]);
      assert.equal(stringifyRecordTree(parseRecordTrees(written)[0]!), written);
    });

    it(`${name}: @sabaki/sgf reads our output as the same tree with the same properties`, () => {
      const [tree] = parseRecordTrees(text);
      const written = stringifyRecordTree(tree!);
      const theirs = sabakiShape(sgf.parse(written)[0]!);
      assert.deepEqual(theirs, ourShape(parseSgf(written)[0]!));
      assert.deepEqual(counts(theirs), treeCounts(tree!));
      // And the same properties as the file we read, but for the ones we write in our own way.
      const original = ourShape(parseSgf(text)[0]!);
      const normal = (shape: Shape): Shape => {
        const { FF: _ff, CA: _ca, GM: _gm, SZ: _sz, RU: _ru, ...data } = shape.data;
        return { data, children: shape.children.map(normal) };
      };
      assert.deepEqual(normal(theirs), normal(original));
    });

    it(`${name}: replays every line with the rules`, () => {
      const [tree] = parseRecordTrees(text);
      const replayed = replayTree(tree!);
      assert.equal(replayed.nodes, [...treeNodes(tree!)].length);
    });
  }

  it('reads each field of the Gonnect sample', () => {
    const [tree] = parseRecordTrees(GONNECT);
    assert.deepEqual(tree!.header, {
      event: 'Club evening',
      name: 'Round 3',
      date: '2024-05-01',
      place: 'Kyoto',
      black: 'Ann',
      blackRank: '3d',
      white: 'Bob',
      whiteRank: '1k',
      result: 'B+',
    });
    assert.deepEqual(tree!.start, { black: [], white: [], toPlay: 'black', swap: true });
    assert.equal(tree!.root.comment, 'Black opens in the centre. Brackets ] and backslashes \\ survive.');
    assert.deepEqual(tree!.root.unknown, [
      { id: 'KM', values: ['0'] },
      { id: 'AP', values: ['Test:1.0'] },
    ]);
    const first = tree!.root.children[0]!;
    assert.deepEqual(first.move, { color: 'black', stones: ['E5'] });
    assert.deepEqual(first.marks, [
      { point: 'E5', kind: 'triangle', label: '' },
      { point: 'D6', kind: 'circle', label: '' },
      { point: 'F4', kind: 'circle', label: '' },
      { point: 'C7', kind: 'label', label: 'A' },
      { point: 'G3', kind: 'label', label: 'B' },
    ]);
    assert.deepEqual(
      first.children.map((node) => node.move),
      [{ color: 'white', stones: ['C7'] }, { color: 'white', stones: ['G3'] }, 'swap'],
    );
    const setup = first.children[1]!.children[1]!;
    assert.deepEqual(setup.setup, { black: ['A9'], white: ['A8'], empty: ['E5'], toPlay: 'white' });
    assert.equal(setup.move, undefined);
    assert.deepEqual(mainLineNodes(tree!).at(-1)!.unknown, [{ id: 'BL', values: ['30.5', 'x'] }]);
  });

  it('escapes ] and \\ in comments, labels and unknown values, and keeps line breaks', () => {
    const tree: RecordTree = {
      kind: 'gonnect',
      size: 5,
      header: { black: 'A]n\\n' },
      start: { black: [], white: [], toPlay: 'black', swap: true },
      root: treeNode({
        comment: 'one ] two \\ three \\] four\nfive',
        children: [
          treeNode({
            move: { color: 'black', stones: ['C3'] },
            marks: [{ point: 'C3', kind: 'label', label: 'a]' }],
            unknown: [{ id: 'ZZ', values: ['\\', ']'] }],
          }),
        ],
      }),
    };
    const written = stringifyRecordTree(tree);
    assert.ok(written.includes('C[one \\] two \\\\ three \\\\\\] four\nfive]'), written);
    assert.ok(written.includes('PB[A\\]n\\\\n]'), written);
    assert.ok(written.includes('LB[cc:a\\]]ZZ[\\\\][\\]]'), written);
    assert.deepEqual(parseRecordTrees(written), [tree]);
    assert.equal(sgf.parse(written)[0]!.data.C![0], 'one ] two \\ three \\] four\nfive');
  });

  it('reads a collection as a list of trees, each with its problem fields', () => {
    const text =
      '(;FF[4]GM[1]SZ[7]RU[Gonnect]GN[one]AB[dd]GOAL[connect]WITHIN[3];W[cc](;B[ee])(;B[cd]))\n(;FF[4]GM[1]SZ[9]RU[Gonnect]GN[two]GOAL[stop]PL[W])\n(;GN[three];B[j10])';
    const trees = parseRecordTrees(text);
    assert.deepEqual(
      trees.map((tree) => [tree.kind, tree.size, tree.header.name, tree.goal, tree.within]),
      [
        ['gonnect', 7, 'one', 'connect', 3],
        ['gonnect', 9, 'two', 'stop', undefined],
        ['connect6', 19, 'three', undefined, undefined],
      ],
    );
    assert.equal(trees[0]!.start.toPlay, 'white');
    assert.equal(trees[0]!.root.children[0]!.children.length, 2);
    assert.deepEqual(parseRecordTrees(stringifyRecordTrees(trees)), trees);
    assert.equal(recordError(() => parseRecordTrees('(;GM[1]GOAL[win])')).code, 'bad-value');
    assert.equal(recordError(() => parseRecordTrees('(;GM[1]WITHIN[0])')).code, 'bad-value');
  });

  it('reads a move list and a numbered list as a tree of one line', () => {
    const [moves] = parseRecordTrees('E5 swap D4', 'gonnect', 9);
    assert.deepEqual(
      mainLineNodes(moves!).map((node) => node.move),
      [{ color: 'black', stones: ['E5'] }, 'swap', { color: 'white', stones: ['D4'] }],
    );
    const [list] = parseRecordTrees('1.j10 2.j9l11');
    assert.deepEqual(
      mainLineNodes(list!).map((node) => node.move),
      [
        { color: 'black', stones: ['K10'] },
        { color: 'white', stones: ['K9', 'M11'] },
      ],
    );
  });

  it('reads and writes a 200,000-node sequence without running out of stack', () => {
    const count = 200_000;
    const text = `(;FF[4]GM[1]SZ[19]RU[Gonnect];B[aa];W[ss]${';C[note]'.repeat(count - 3)})`;
    assert.equal(parseSgf(text)[0]!.nodes.length, count);
    const [tree] = parseRecordTrees(text);
    assert.equal([...treeNodes(tree!)].length, count);
    assert.equal(mainLineNodes(tree!).length, count - 1);
    assert.equal(replayTree(tree!).nodes, count);
    const written = stringifyRecordTree(tree!);
    assert.equal(written.length, text.length + ';CA[UTF-8]'.length - 1);
    assert.equal([...treeNodes(parseRecordTrees(written)[0]!)].length, count);
    assert.deepEqual(parseRecord(text).moves, ['A19', 'T1']); // the main-line reader too
  });

  it('names the node of a value it cannot read: move number, path and variations', () => {
    const error = recordError(() => parseRecordTrees('(;FF[4]GM[1]SZ[9]RU[Gonnect];B[ee](;W[cc])(;W[gg];B[zz]))'));
    assert.deepEqual([error.code, error.moveNumber, error.token, error.path], ['off-board', 3, 'B[zz]', [0, 1, 0]]);
    assert.deepEqual(error.variations, [{ variation: 2, moveNumber: 2 }]);
    const lg = recordError(() => parseRecordTrees('(;FF[4];B[j10](;W[j9l11])(;W[j9l11k12]))'));
    assert.deepEqual([lg.code, lg.moveNumber, lg.path], ['bad-turn', 2, [0, 1]]);
  });

  it('reads variations nested 20,000 deep', () => {
    const depth = 20_000;
    const text = `(;FF[4]GM[1]SZ[19]RU[Gonnect]${'(;C[x]'.repeat(depth)}${')'.repeat(depth)}(;B[aa]))`;
    const [tree] = parseRecordTrees(text);
    assert.equal([...treeNodes(tree!)].length, depth + 2);
    assert.equal(replayTree(tree!).nodes, depth + 2);
  });
});

describe('Chinese contest records (Connect6)', () => {
  /** A game written from the format's description: Black claims a win that the moves do not make. */
  const CONTEST = `{[C6][Zhang Wei][Li Na][Black wins][2023.05.01 14:00][Provincial league, round 2];
B(J,10);W(I,11);W(K,11);B(K,9);B(L,8);W(M,7);W(H,12);
B(J,9);B(J,8);W(J,7);W(J,11)}`;

  it('reads the header and the stones, one node per turn, columns with I and rows from the bottom', () => {
    const [tree] = parseRecordTrees(CONTEST);
    assert.deepEqual(tree!.header, {
      black: 'Zhang Wei',
      white: 'Li Na',
      result: 'Black wins',
      date: '2023.05.01 14:00',
      event: 'Provincial league, round 2',
    });
    assert.deepEqual(
      mainLineNodes(tree!).map((node) => node.move),
      [
        { color: 'black', stones: ['K10'] },
        { color: 'white', stones: ['J11', 'L11'] },
        { color: 'black', stones: ['L9', 'M8'] },
        { color: 'white', stones: ['N7', 'H12'] },
        { color: 'black', stones: ['K9', 'K8'] },
        { color: 'white', stones: ['K7', 'K11'] },
      ],
    );
    assert.equal(
      stringifyRecordTree(tree!),
      '(;FF[4]EV[Provincial league, round 2]DT[2023.05.01 14:00]PB[Zhang Wei]PW[Li Na]RE[Black wins];B[j10];W[i11k11];B[k9l8];W[m7h12];B[j9j8];W[j7j11])',
    );
  });

  it('loads a record whose header claims a win its moves do not make, with no winner', () => {
    const [tree] = parseRecordTrees(CONTEST, 'connect6');
    const { game } = replayTree(tree!);
    assert.equal(game.result, null);
    assert.equal(tree!.header.result, 'Black wins');
  });

  it('reads several records, and refuses what is not one', () => {
    assert.equal(parseRecordTrees(`${CONTEST}\n{[C6][a][b][][][];B(J,10)}`).length, 2);
    assert.equal(recordError(() => parseRecordTrees('{[Go][a][b];B(J,10)}')).code, 'wrong-game');
    assert.equal(recordError(() => parseRecordTrees(CONTEST, 'gonnect')).code, 'wrong-game');
    const bad = recordError(() => parseRecordTrees('{[C6][a][b];B(J,10);W(Z,3)}'));
    assert.deepEqual([bad.code, bad.moveNumber, bad.token], ['off-board', 2, 'W(Z,3)']);
    assert.equal(recordError(() => parseRecordTrees('{[C6];B(J,10);W(I-11)}')).code, 'bad-value');
    assert.equal(recordError(() => parseRecordTrees('{[C6];B(J,10)')).code, 'bad-value');
  });
});
