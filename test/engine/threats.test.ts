// What the side to move must answer (the `threats` of the boards), on small hand-drawn
// positions, each checked on the four symmetries of diagram.ts. Connect6: the opponent's
// lines that can make six next turn, the points that complete (and stop) them, and the
// fewest stones that stop them all. Gonnect: the mover's chains in atari, and the points
// where one stone of the opponent joins two opposite edges.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Connect6 } from '../../src/engine/connect6.js';
import { sixThreats } from '../../src/engine/connect6/threats.js';
import { Gonnect } from '../../src/engine/gonnect.js';
import { gonnectThreats } from '../../src/engine/gonnect/threats.js';
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
  /** The chains in atari, each as its stones' count and its liberty's letter. */
  atari: { stones: number; liberty: string }[];
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
    atari: [{ stones: 1, liberty: 'a' }],
    connections: [],
  },
  {
    name: 'a black chain of two on the edge in atari (the white one below it is not Black’s to answer)',
    diagram: ['.......', '.......', '.......', '.......', 'OO.....', 'XXa....', 'OO.....'],
    toPlay: 'black',
    atari: [{ stones: 2, liberty: 'a' }],
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
    name: 'the joining point is suicide for White: no connection (the white stones in atari are not Black’s)',
    diagram: ['.XOX.', '.XOX.', '.XaX.', '.XOX.', '.XOX.'],
    toPlay: 'black',
    atari: [],
    connections: [],
  },
  {
    name: 'both at once: White to move, its chain in atari and Black one point from joining left and right',
    diagram: ['.......', '.......', '.......', 'XXXaXXX', '..b....', '.XOX...', '..X....'],
    toPlay: 'white',
    atari: [{ stones: 1, liberty: 'b' }],
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
            .map((chain) => ({ stones: chain.stones.length, liberty: game.pointAt(chain.liberty) }))
            .sort((x, y) => (x.liberty < y.liberty ? -1 : 1)),
          c.atari.map((chain) => ({ stones: chain.stones, liberty: at(chain.liberty) })).sort((x, y) => (x.liberty < y.liberty ? -1 : 1)),
        );
      });
    }
  }

  it('none once the game is over', () => {
    const game = new Gonnect({ size: 5, setup: { white: ['C1', 'C2', 'C3', 'C4', 'C5'], black: ['A1'], toPlay: 'black' } });
    assert.ok(game.result);
    assert.deepEqual(gonnectThreats(game.copyPosition()), { atari: [], connections: [] });
  });
});
