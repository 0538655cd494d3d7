// The Gonnect position as a public type: its cells, chain queries, legality, play, turn
// and copies, on small hand-drawn positions (the chain queries on every symmetry).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Gonnect } from '../../src/engine/gonnect.js';
import type { GonnectPosition } from '../../src/engine/gonnect/position.js';
import { GonnectPosition as FromEntry } from '../../src/engine/index.js';
import { Rng } from '../../src/engine/rng.js';
import { BLACK, BORDER, type Color, EMPTY, WHITE } from '../../src/engine/types.js';
import { parsePointIndex } from '../../src/notation/point.js';
import { readDiagram, TRANSFORMS, transformPoint, transformRows } from './diagram.js';

/** The position of a diagram (a game's copy), with a cell finder for its points. */
function positionOf(rows: string[], toPlay: Color = 'black', superko = false): { b: GonnectPosition; cell: (point: string) => number } {
  const { size, black, white } = readDiagram(rows);
  const b = new Gonnect({ size, swap: false, superko, setup: { black, white, toPlay } }).copyPosition();
  return { b, cell: (point) => b.cellOf(parsePointIndex(point, size)) };
}

/** Chains of the position below, by one stone: the chain's stones, pseudo-liberties and edge bits. */
const CHAINS = ['. X X . .', '. X O O .', '. . O . .', 'X . . . .', 'X X . . O'];
const CHAIN_TABLE: { stone: string; stones: string[]; pseudo: number; edges: Record<string, number> }[] = [
  // B5 C5 B4: A5, D5, A4, B3 once each; the top edge.
  { stone: 'B4', stones: ['B4', 'B5', 'C5'], pseudo: 4, edges: { top: 1 } },
  // C4 D4 C3: D3 beside two of its stones counts twice; no edge.
  { stone: 'C3', stones: ['C3', 'C4', 'D4'], pseudo: 6, edges: {} },
  // A2 A1 B1: B2 counts twice; the bottom and left edges (a corner).
  { stone: 'A1', stones: ['A1', 'B1', 'A2'], pseudo: 4, edges: { bottom: 1, left: 1 } },
  // E1 alone in the corner: two liberties, the bottom and right edges.
  { stone: 'E1', stones: ['E1'], pseudo: 2, edges: { bottom: 1, right: 1 } },
];
const EDGE_BITS: Record<string, number> = { bottom: 1, top: 2, left: 4, right: 8 };

/** Edge names of a symmetry's image: which edge an edge becomes. */
function edgeBits(edges: Record<string, number>, t: (typeof TRANSFORMS)[number], n: number): number {
  // Map a point on each edge and read back which edges its image lies on.
  const probe: Record<string, [number, number]> = { top: [0, 2], bottom: [n - 1, 2], left: [2, 0], right: [2, n - 1] };
  let bits = 0;
  for (const name of Object.keys(edges)) {
    const [r, c] = t.map(...probe[name]!, n);
    bits |=
      (r === 0 ? EDGE_BITS.top! : 0) |
      (r === n - 1 ? EDGE_BITS.bottom! : 0) |
      (c === 0 ? EDGE_BITS.left! : 0) |
      (c === n - 1 ? EDGE_BITS.right! : 0);
  }
  return bits;
}

describe('cells', () => {
  test('every index has a cell and back; the ring around the board is BORDER', () => {
    const b = new FromEntry(7);
    assert.equal(b.stride, 9);
    assert.equal(b.cellCount, 81);
    const inside = new Set<number>();
    for (let index = 0; index < 49; index++) {
      const cell = b.cellOf(index);
      assert.equal(b.indexAt(cell), index);
      assert.equal(b.stoneAt(cell), EMPTY);
      inside.add(cell);
    }
    assert.equal(b.cellOf(0), b.stride + 1, 'A1 is one row and one column in');
    for (let cell = 0; cell < b.cellCount; cell++) {
      if (inside.has(cell)) continue;
      assert.equal(b.stoneAt(cell), BORDER);
      assert.equal(b.indexAt(cell), -1);
    }
  });

  test('a size outside 5 to 25 is refused', () => {
    for (const size of [4, 26, 9.5]) assert.throws(() => new FromEntry(size), RangeError);
  });
});

describe('chain queries', () => {
  for (const t of TRANSFORMS) {
    test(`stones, pseudo-liberties and edges of each chain (${t.name})`, () => {
      const { b, cell } = positionOf(transformRows(CHAINS, t));
      for (const { stone, stones, pseudo, edges } of CHAIN_TABLE) {
        const chain = b.chainOf(cell(transformPoint(stone, 5, t)));
        const cells = stones.map((p) => cell(transformPoint(p, 5, t)));
        for (const c of cells) assert.equal(b.chainOf(c), chain, `${stone}: one name for the chain`);
        assert.deepEqual(
          [...b.chainCells(chain)].sort((x, y) => x - y),
          [...cells].sort((x, y) => x - y),
        );
        assert.equal(b.pseudoLiberties(chain), pseudo, `${stone}: pseudo-liberties`);
        assert.equal(b.edgesOf(chain), edgeBits(edges, t, 5), `${stone}: edges`);
        assert.equal(b.atariPoint(chain), -1, `${stone}: not in atari`);
      }
      assert.equal(b.chainOf(cell(transformPoint('E5', 5, t))), 0, 'an empty point is no chain');
    });
  }
});

describe('atari, legality and play', () => {
  // White B3 C3 B2 wraps round C2: both its pseudo-liberties are that one point.
  const WRAP = ['. . . . .', '. X X . .', 'X O O X .', 'X O . X .', '. X X . .'];

  test('a chain whose pseudo-liberties all sit on one point is in atari there', () => {
    const { b, cell } = positionOf(WRAP);
    const chain = b.chainOf(cell('B3'));
    assert.equal(b.pseudoLiberties(chain), 2);
    assert.equal(b.atariPoint(chain), cell('C2'));
  });

  test('refusal names occupied and suicide; giveTurn hands the move over', () => {
    const { b, cell } = positionOf(WRAP);
    assert.equal(b.turn, BLACK);
    assert.equal(b.refusal(cell('C2')), null, 'Black captures there');
    assert.equal(b.legal(cell('C2')), true);
    assert.equal(b.refusal(cell('B3')), 'occupied');
    b.giveTurn(WHITE);
    assert.equal(b.turn, WHITE);
    assert.equal(b.refusal(cell('C2')), 'suicide', 'White would fill its own last liberty');
    assert.equal(b.legal(cell('C2')), false);
  });

  test('put captures, passes the turn and keeps the empty list in step', () => {
    const { b, cell } = positionOf(WRAP);
    const before = b.emptyCount;
    b.put(cell('C2'));
    assert.equal(b.turn, WHITE);
    assert.equal(b.captured(BLACK), 3);
    assert.equal(b.captured(WHITE), 0);
    assert.equal(b.emptyCount, before - 1 + 3);
    for (const p of ['B3', 'C3', 'B2']) assert.equal(b.stoneAt(cell(p)), EMPTY);
    assert.equal(b.stoneAt(cell('C2')), BLACK);
    const empties = b.emptyCells();
    assert.equal(empties.length, b.emptyCount);
    for (let i = 0; i < b.emptyCount; i++) {
      assert.equal(b.emptyCell(i), empties[i]);
      assert.equal(b.stoneAt(empties[i]!), EMPTY);
    }
    assert.equal(new Set(empties).size, empties.length);
  });

  test('ko: the lone stone that took may not be taken back at once; giveTurn clears the ko point', () => {
    const { b, cell } = positionOf(['. . . . .', '. . X O .', '. X O a O', '. . X O .', '. . . . .']);
    b.put(cell('D3'));
    assert.equal(b.refusal(cell('C3')), 'ko');
    b.giveTurn(WHITE);
    assert.equal(b.refusal(cell('C3')), null);
  });

  test('the winner, why and a stone of the winning chain', () => {
    const { b, cell } = positionOf(['. . . . .', '. . . . .', 'X X X X .', '. . . . .', 'O O . . .']);
    assert.equal(b.winner, EMPTY);
    assert.equal(b.winReason, null);
    assert.equal(b.winningCell, -1);
    b.put(cell('E3'));
    assert.equal(b.winner, BLACK);
    assert.equal(b.winReason, 'connection');
    assert.deepEqual(b.chainCells(b.chainOf(b.winningCell)).length, 5);
    assert.equal(b.randomLegalMove(new Rng(1)), -1, 'no move once the game is over');
  });

  test('randomLegalMove draws only legal points', () => {
    const { b } = positionOf(WRAP);
    const rng = new Rng(9);
    for (let k = 0; k < 200; k++) {
      const copy = b.clone();
      const index = copy.randomLegalMove(rng);
      assert.ok(copy.legal(copy.cellOf(index)), `draw ${k}`);
    }
  });
});

describe('copies', () => {
  test('clone and copyFrom give an equal, independent position', () => {
    const { b, cell } = positionOf(['. . . . .', '. X . . .', '. O X . .', '. . . . .', '. . . . .']);
    const copy = b.clone();
    const other = new FromEntry(5);
    other.copyFrom(b);
    for (const c of [copy, other]) {
      for (let i = 0; i < 25; i++) assert.equal(c.stoneAt(c.cellOf(i)), b.stoneAt(b.cellOf(i)));
      assert.equal(c.turn, b.turn);
    }
    copy.put(cell('E5'));
    assert.equal(b.stoneAt(cell('E5')), EMPTY, 'the original does not change');
    assert.equal(other.stoneAt(cell('E5')), EMPTY);
  });

  test('copyFrom refuses another size or superko setting and changes nothing', () => {
    const { b, cell } = positionOf(['. . . . .', '. X . . .', '. . . . .', '. . . . .', '. . . . .']);
    for (const source of [new FromEntry(6), new FromEntry(5, true)]) {
      assert.throws(() => b.copyFrom(source), RangeError);
      assert.equal(b.stoneAt(cell('B4')), BLACK);
      assert.equal(b.emptyCount, 24);
    }
  });

  test('clone(false) judges ko by the simple rule only; a copy cannot turn superko on', () => {
    // The three-move cycle of the superko rule table: D1 would recreate the setup.
    const rows = ['. . . . .', '. . . . .', '. . . . .', '. . X X O', '. X a O b'];
    const { b, cell } = positionOf(rows, 'white', true);
    for (const p of ['C1', 'E1']) b.put(cell(p));
    assert.equal(b.refusal(cell('D1')), 'ko', 'superko');
    const plain = b.clone(false);
    assert.equal(plain.superko, false);
    assert.equal(plain.refusal(cell('D1')), null, 'simple ko allows it');
    assert.throws(() => plain.clone(true), RangeError);
  });
});
