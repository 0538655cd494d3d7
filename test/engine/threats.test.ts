// What the side to move must answer (the `threats` of the boards), on small hand-drawn
// positions, each checked on the four symmetries of diagram.ts. Connect6: the opponent's
// lines that can make six next turn, the points that complete (and stop) them, and the
// fewest stones that stop them all. Gonnect: the chains in atari (the mover's first), and the points
// where one stone of the opponent joins two opposite edges. The suicide rule and captures
// count through the random positions checked against playing every point (at the end).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Connect6 } from '../../src/engine/connect6.js';
import { sixThreats } from '../../src/engine/connect6/threats.js';
import { Gonnect } from '../../src/engine/gonnect.js';
import { gonnectThreats } from '../../src/engine/gonnect/threats.js';
import { Rng } from '../../src/engine/rng.js';
import { BLACK, WHITE, type Color } from '../../src/engine/types.js';
import { readDiagram, TRANSFORMS, transformPoint, transformRows, type Transform } from './diagram.js';

/** The points of a list of indices, sorted by name for comparison. */
const names = (game: { pointAt(index: number): string }, indices: readonly number[]) => indices.map((i) => game.pointAt(i)).sort();

/** The named points of a diagram (`a`, `b`…) under a symmetry, sorted. */
const marked = (points: string[], size: number, t: Transform) => points.map((p) => transformPoint(p, size, t)).sort();

interface SixCase {
  name: string;
  /** Top row first: `X` black, `O` white, `.` empty, a letter a point that completes a threat. */
  diagram: string[];
  toPlay: Color;
  stonesLeft?: 1 | 2;
  lines: number;
  need: number;
  /** How many stones of the opponent stand in the threatened lines. */
  stones: number;
}

const SIX: SixCase[] = [
  {
    name: 'no line of four: no threat',
    diagram: [
      '..........',
      '..........',
      '..OOO.....',
      '..........',
      '....X.....',
      '..........',
      '...O.O....',
      '..........',
      '..........',
      '.......X..',
    ],
    toPlay: 'black',
    lines: 0,
    need: 0,
    stones: 0,
  },
  {
    name: 'four of White across, blocked at one end by Black: one line, two points, one stone to block',
    diagram: [
      '..........',
      '..........',
      '..........',
      '..........',
      'XOOOOab...',
      '..........',
      '..........',
      '..........',
      '..........',
      '..........',
    ],
    toPlay: 'black',
    lines: 1,
    need: 1,
    stones: 4,
  },
  {
    name: 'an open four: one line, four points, two stones to block',
    diagram: [
      '..........',
      '..........',
      '..........',
      '..........',
      '..........',
      '..........',
      '..........',
      '..........',
      '..abOOOOcd',
      '..........',
    ],
    toPlay: 'black',
    lines: 1,
    need: 2,
    stones: 4,
  },
  {
    name: 'five with a gap: the gap stops both windows, one stone',
    diagram: [
      '..........',
      '..........',
      '..........',
      '..........',
      '..........',
      'OOOOaOb...',
      '..........',
      '..........',
      '..........',
      '..........',
    ],
    toPlay: 'black',
    lines: 1,
    need: 1,
    stones: 5,
  },
  {
    name: 'two lines of White, each needing one stone: two stones, the whole turn',
    diagram: [
      'OOOOOaX...',
      '..........',
      '..........',
      '..........',
      '..........',
      '..........',
      '..........',
      '..........',
      '..........',
      'XOOOObc..X',
    ],
    toPlay: 'black',
    lines: 2,
    need: 2,
    stones: 9,
  },
  {
    name: 'a diagonal of four against White, in the second half of its turn: Black threatens',
    diagram: [
      '..........',
      '.......d..',
      '......c...',
      '.....X....',
      '....X.....',
      '...X......',
      '..X.......',
      '.b........',
      'a.........',
      '..........',
    ],
    toPlay: 'white',
    stonesLeft: 1,
    lines: 1,
    need: 2,
    stones: 4,
  },
  {
    name: 'a stone of the side to move in each window stops the line',
    diagram: [
      '..........',
      '..........',
      '..........',
      '..........',
      'OOOOX.....',
      '..........',
      '....XOOOOX',
      '..........',
      '..........',
      '..........',
    ],
    toPlay: 'black',
    lines: 0,
    need: 0,
    stones: 0,
  },
];

describe('Connect6 threats', () => {
  for (const c of SIX) {
    for (const t of TRANSFORMS) {
      it(`${c.name} (${t.name})`, () => {
        const d = readDiagram(transformRows(c.diagram, t));
        const setup = { black: d.black, white: d.white, toPlay: c.toPlay, stonesLeft: c.stonesLeft ?? 2 };
        const game = new Connect6({ size: d.size, setup });
        const found = sixThreats(game, c.toPlay === 'black' ? WHITE : BLACK);
        const plain = readDiagram(c.diagram);
        assert.deepEqual(names(game, found.points), marked(Object.values(plain.marks), d.size, t));
        assert.equal(found.lines.length, c.lines);
        assert.equal(found.need, c.need);
        assert.equal(new Set(found.lines.flatMap((line) => line.stones)).size, c.stones);
        // Each line's points are among the points found, and its stones the opponent's.
        for (const line of found.lines) {
          for (const point of line.points) assert.ok(found.points.includes(point));
          for (const stone of line.stones) assert.equal(game.stoneAt(stone), c.toPlay === 'black' ? WHITE : BLACK);
        }
      });
    }
  }

  it('blocking one of the points takes the line away, and the count follows', () => {
    const game = new Connect6({ size: 10, setup: { black: ['A1'], white: ['E5', 'F5', 'G5', 'H5'], toPlay: 'black' } });
    assert.equal(sixThreats(game, WHITE).need, 2);
    game.play('D5');
    assert.equal(sixThreats(game, WHITE).need, 1);
    assert.deepEqual(names(game, sixThreats(game, WHITE).points), ['J5', 'K5']);
    game.play('J5');
    assert.equal(sixThreats(game, WHITE).lines.length, 0);
  });
});

interface GonnectCase {
  name: string;
  /** Top row first: `X` black, `O` white, `.` empty, `a`… a point the case names. */
  diagram: string[];
  toPlay: Color;
  /** The chains in atari (either colour's), each as its colour, its stones' count and its liberty's letter. */
  atari: { color: Color; stones: number; liberty: string }[];
  /** The letters of the points where the opponent would connect. */
  connections: string[];
}

const GONNECT: GonnectCase[] = [
  {
    name: 'a quiet position: no threat',
    diagram: ['.......', '.......', '..X.O..', '...X...', '..O....', '.......', '.......'],
    toPlay: 'black',
    atari: [],
    connections: [],
  },
  {
    name: 'a black stone with one liberty: in atari',
    diagram: ['.......', '...a...', '..OXO..', '...O...', '.......', '.OX....', '..O....'],
    toPlay: 'black',
    atari: [{ color: 'black', stones: 1, liberty: 'a' }],
    connections: [],
  },
  {
    name: 'a black chain of two on the edge in atari, and the white one below it, Black’s to capture',
    diagram: ['.......', '.......', '.......', '.......', 'OO.....', 'XXa....', 'OOb....'],
    toPlay: 'black',
    atari: [
      { color: 'black', stones: 2, liberty: 'a' },
      { color: 'white', stones: 2, liberty: 'b' },
    ],
    connections: [],
  },
  {
    name: 'a white chain from the top edge one point short of the bottom: one connecting point',
    diagram: ['...O...', '...O...', '...O...', '...O...', '...O...', '..XOX..', '...a...'],
    toPlay: 'black',
    atari: [],
    connections: ['a'],
  },
  {
    name: 'two white chains, one on each edge, with one point between them',
    diagram: ['.X.O...', '...O...', '...O...', '...a...', '...O...', '...O...', '...O.X.'],
    toPlay: 'black',
    atari: [],
    connections: ['a'],
  },
  {
    name: 'both at once: White to move, its chain in atari and Black one point from joining left and right',
    diagram: ['.......', '.......', '.......', 'XXXaXXX', '..b....', '.XOX...', '..X....'],
    toPlay: 'white',
    atari: [{ color: 'white', stones: 1, liberty: 'b' }],
    connections: ['a'],
  },
];

describe('Gonnect threats', () => {
  for (const c of GONNECT) {
    for (const t of TRANSFORMS) {
      it(`${c.name} (${t.name})`, () => {
        const d = readDiagram(transformRows(c.diagram, t));
        const game = new Gonnect({ size: d.size, setup: { black: d.black, white: d.white, toPlay: c.toPlay } });
        const found = gonnectThreats(game.copyPosition());
        const at = (letter: string) => d.marks[letter]!;
        assert.deepEqual(names(game, found.connections), c.connections.map(at).sort());
        assert.deepEqual(
          found.atari
            .map((chain) => [chain.color === BLACK ? 'black' : 'white', chain.stones.length, game.pointAt(chain.liberty)].join(' '))
            .sort(),
          c.atari.map((chain) => [chain.color, chain.stones, at(chain.liberty)].join(' ')).sort(),
        );
        // The mover's chains come first.
        const mine = found.atari.map((chain) => chain.color === (c.toPlay === 'black' ? BLACK : WHITE));
        assert.deepEqual(
          mine,
          [...mine].sort((x, y) => +y - +x),
        );
      });
    }
  }

  it('reads the edges as the engine does: a stone joining two opposite edges wins in both', () => {
    // Every point of a 5×5 board, for each colour: the threat says it joins exactly when playing it wins.
    const base = new Gonnect({ size: 5, setup: { black: ['A3', 'B3', 'D3', 'E3', 'C1'], white: ['C5', 'C4', 'C2'], toPlay: 'white' } });
    const expected = base
      .legalMoves()
      .filter((point) => {
        const after = base.withTurn('black');
        after.play(point);
        return after.result?.winner === 'black';
      })
      .sort();
    assert.deepEqual(names(base, gonnectThreats(base.copyPosition()).connections), expected);
    assert.deepEqual(expected, ['C3']);
  });

  it('none once the game is over', () => {
    const game = new Gonnect({ size: 5, setup: { white: ['C1', 'C2', 'C3', 'C4', 'C5'], black: ['A1'], toPlay: 'black' } });
    assert.ok(game.result);
    assert.deepEqual(gonnectThreats(game.copyPosition()), { atari: [], connections: [] });
  });
});

describe('threats against a slow reading of random positions', () => {
  it('Gonnect: the chains in atari (both colours) by counting liberties, the connections by playing every point', () => {
    const rng = new Rng(38);
    for (let n = 0; n < 300; n++) {
      const game = new Gonnect({ size: 7, swap: false });
      const length = 20 + rng.below(30);
      for (let i = 0; i < length && !game.result; i++) game.playIndex(game.randomLegalMove(rng));
      if (game.result) continue;
      const found = gonnectThreats(game.copyPosition());
      const byFirst = (x: [number[], number], y: [number[], number]) => x[0][0]! - y[0][0]!;
      assert.deepEqual(
        found.atari.map(({ stones, liberty }): [number[], number] => [stones, liberty]).sort(byFirst),
        [...slowAtari(game, BLACK), ...slowAtari(game, WHITE)].sort(byFirst),
        game.moves.join(' '),
      );
      const them = game.toPlay === 'black' ? 'white' : 'black';
      const wins = game
        .withTurn(them)
        .legalMoves()
        .filter((point) => {
          const after = game.withTurn(them);
          after.play(point);
          return after.result?.winner === them && after.result.reason === 'connection';
        });
      assert.deepEqual(names(game, found.connections), wins.sort(), game.moves.join(' '));
    }
  });

  it('Connect6: the points of every window of four or five, and the fewest stones that hit them all', () => {
    const rng = new Rng(6);
    for (let n = 0; n < 300; n++) {
      const size = 9;
      const stones = new Uint8Array(size * size);
      for (let i = 0; i < 22; i++) stones[rng.below(size * size)] = WHITE;
      for (let i = 0; i < 8; i++) stones[rng.below(size * size)] = BLACK;
      const board = { size, stoneAt: (index: number) => stones[index]! };
      const found = sixThreats(board, WHITE);
      const windows = slowWindows(size, stones);
      assert.deepEqual(
        found.points,
        [...new Set(windows.flat())].sort((a, b) => a - b),
      );
      assert.equal(found.need, slowNeed(windows));
      assert.equal(found.lines.length > 0, windows.length > 0);
    }
  });
});

/** The chains of `me` with exactly one liberty, by flood fill: `[stones, liberty]`, by first stone. */
function slowAtari(game: Gonnect, me: number): [number[], number][] {
  const n = game.size;
  const seen = new Set<number>();
  const out: [number[], number][] = [];
  const around = (i: number) =>
    [i % n ? i - 1 : -1, i % n < n - 1 ? i + 1 : -1, i >= n ? i - n : -1, i < n * n - n ? i + n : -1].filter((j) => j >= 0);
  for (let start = 0; start < n * n; start++) {
    if (game.stoneAt(start) !== me || seen.has(start)) continue;
    const chain = [start];
    const liberties = new Set<number>();
    seen.add(start);
    for (let k = 0; k < chain.length; k++) {
      for (const j of around(chain[k]!)) {
        if (game.stoneAt(j) === 0) liberties.add(j);
        else if (game.stoneAt(j) === me && !seen.has(j)) {
          seen.add(j);
          chain.push(j);
        }
      }
    }
    if (liberties.size === 1) out.push([chain.sort((a, b) => a - b), [...liberties][0]!]);
  }
  return out;
}

/** The empty points of every window of six holding four or more white stones and no black one. */
function slowWindows(size: number, stones: Uint8Array): number[][] {
  const windows: number[][] = [];
  for (const [dc, dr] of [
    [1, 0],
    [0, 1],
    [1, 1],
    [1, -1],
  ] as const) {
    for (let row = 0; row < size; row++) {
      for (let col = 0; col < size; col++) {
        const cells = Array.from({ length: 6 }, (_, k) => [col + k * dc, row + k * dr] as const);
        if (cells.some(([c, r]) => c < 0 || r < 0 || c >= size || r >= size)) continue;
        const indices = cells.map(([c, r]) => r * size + c);
        if (indices.some((i) => stones[i] === BLACK) || indices.filter((i) => stones[i] === WHITE).length < 4) continue;
        windows.push(indices.filter((i) => stones[i] === 0));
      }
    }
  }
  return windows;
}

/** The smallest number of points that hit every window, trying every set of 0, 1, 2… of their points. */
function slowNeed(windows: number[][]): number {
  const points = [...new Set(windows.flat())];
  const sets = (k: number, from = 0): number[][] =>
    k === 0 ? [[]] : points.slice(from).flatMap((p, i) => sets(k - 1, from + i + 1).map((rest) => [p, ...rest]));
  for (let k = 0; ; k++) if (sets(k).some((set) => windows.every((w) => w.some((p) => set.includes(p))))) return k;
}
