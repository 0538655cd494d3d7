// The Connect6 rules on small hand-drawn positions, each checked on the four symmetries of diagram.ts.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Connect6 } from '../../src/engine/connect6.js';
import { Rng } from '../../src/engine/rng.js';
import { IllegalMoveError, type Color } from '../../src/engine/types.js';
import { run, sortPoints } from './connect6-helpers.js';
import { readDiagram, TRANSFORMS, transformPoint, type Transform } from './diagram.js';

interface RuleCase {
  name: string;
  /** Top row first: `.` empty, `X` black, `O` white, `1`-`9` the stones played, in order. */
  diagram: string[];
  toPlay?: Color;
  stonesLeft?: 1 | 2;
  /** The winner after the last numbered stone, `null` for no result. */
  winner: Color | null;
  /** The result's stones (any order; compared sorted by index). */
  stones?: string[];
}

const CASES: RuleCase[] = [
  {
    name: 'six across wins',
    diagram: ['.......', '.......', '.......', '.......', '.......', 'XXXXX1.', 'OOOO...'],
    winner: 'black',
    stones: run('A2-F2'),
  },
  {
    name: 'six down wins',
    diagram: ['..X.O..', '..X.O..', '..1.O..', '..X.O..', '..X....', '..X....', '.......'],
    winner: 'black',
    stones: run('C2-C7'),
  },
  {
    name: 'six on the rising diagonal wins',
    diagram: ['.......', '.....X.', '....X..', '...1...', '..X....', '.X.OOOO', 'X......'],
    winner: 'black',
    stones: run('A1-F6'),
  },
  {
    name: 'six on the falling diagonal wins',
    diagram: ['O......', '.O.....', '..O....', '...O...', '....1..', '.....O.', 'XXXX.X.'],
    toPlay: 'white',
    winner: 'white',
    stones: run('A7-F2'),
  },
  {
    name: 'seven in a row also wins',
    diagram: ['.......', '.......', '.......', 'XXX1XXX', '.......', 'OOOO...', 'O......'],
    winner: 'black',
    stones: run('A4-G4'),
  },
  {
    name: 'eight in a row also wins',
    diagram: ['X.......', 'X.......', 'X.......', '1.......', 'X.......', 'X.......', 'XOOO....', 'XOO.....'],
    winner: 'black',
    stones: run('A1-A8'),
  },
  {
    name: 'nine across filled in the middle',
    diagram: ['.........', '.........', '.........', 'XXXX1XXXX', '.........', 'OOO......', 'OOO......', '.........', '.........'],
    winner: 'black',
    stones: run('A6-J6'),
  },
  {
    name: 'five does not win',
    diagram: ['.......', '.......', '.......', '.......', '.XXXX1.', '.......', 'OOOO...'],
    winner: null,
  },
  {
    name: 'five plus a gap does not win',
    diagram: ['.......', '.......', '.......', '.......', 'XXX1X.X', '.......', 'OOO..O.'],
    winner: null,
  },
  {
    name: 'a line broken by the other colour does not win',
    diagram: ['.......', '.......', '.......', 'XXOXXX1', '.......', '.......', 'OOO....'],
    winner: null,
  },
  {
    name: 'the other colour completes nothing for black',
    diagram: ['.......', '.......', '.......', 'XXX1XX.', '.......', '.......', 'OOOO...'],
    toPlay: 'white',
    winner: null,
  },
  {
    name: 'stones that wrap from one row end to the next row do not make a line',
    diagram: ['.......', '.......', '.......', '.......', 'XXX....', '...XX1X', '.......'],
    winner: null,
  },
  {
    name: 'a diagonal does not wrap round the edge',
    diagram: ['.......', 'X......', '......X', '.....X.', '....1..', '...X...', '..X....'],
    winner: null,
  },
  {
    name: 'two lines at once: the result holds both',
    diagram: ['..X....', '..X....', '..X....', '..X....', '..X....', 'XX1XXX.', '.......'],
    winner: 'black',
    stones: [...run('A2-F2'), ...run('C2-C7')],
  },
  {
    name: 'four lines at once through one stone',
    diagram: [
      'X....X....X',
      '.X...X...X.',
      '..X..X..X..',
      '...X.X.X...',
      '....XXX....',
      'XXXXX1XXXXX',
      '....XXX....',
      '...X.X.X...',
      '..X..X..X..',
      '.X...X...X.',
      'X....X....X',
    ],
    winner: 'black',
    stones: [...run('A6-L6'), ...run('F1-F11'), ...run('A1-L11'), ...run('A11-L1')],
  },
  {
    name: 'a line of five through the winning stone is not part of the result',
    diagram: ['.......', '..X....', '..X....', '..X....', '..X....', 'XX1XXX.', '.......'],
    winner: 'black',
    stones: run('A2-F2'),
  },
  {
    name: 'the second stone of a pair wins',
    diagram: ['.......', '.......', '.......', '.......', '.1.....', 'XXXXX2.', 'OOOO...'],
    winner: 'black',
    stones: run('A2-F2'),
  },
  {
    name: 'white wins on the board edge',
    diagram: ['......O', '......O', '......O', '......2', '......O', '......O', '1XXX...'],
    toPlay: 'white',
    winner: 'white',
    stones: run('G2-G7'),
  },
];

/** Builds a case's position under a transform and plays its numbered stones. */
function playCase(rule: RuleCase, transform: Transform) {
  const { size, black, white, moves } = readDiagram(rule.diagram);
  const map = (points: string[]) => points.map((p) => transformPoint(p, size, transform));
  const game = new Connect6({
    size,
    setup: { black: map(black), white: map(white), toPlay: rule.toPlay ?? 'black', stonesLeft: rule.stonesLeft ?? 2 },
  });
  assert.equal(game.result, null, 'no result before the numbered stones');
  for (const point of map(moves)) game.play(point);
  return { game, size, map };
}

describe('Connect6 rules on drawn positions', () => {
  for (const rule of CASES) {
    for (const transform of TRANSFORMS) {
      it(`${rule.name} (${transform.name})`, () => {
        const { game, size, map } = playCase(rule, transform);
        if (rule.winner === null) {
          assert.equal(game.result, null);
          assert.ok(game.legalMoves().length > 0);
          return;
        }
        assert.deepEqual(game.result, {
          winner: rule.winner,
          reason: 'six-in-a-row',
          stones: sortPoints([...new Set(map(rule.stones!))], size),
        });
        assert.deepEqual(game.legalMoves(), []);
      });
    }
  }
});

describe('Connect6 win with the first stone of a pair', () => {
  for (const transform of TRANSFORMS) {
    it(`ends the game at once; the second stone never comes (${transform.name})`, () => {
      const rule = CASES[0]!;
      const { game, size } = playCase(rule, transform);
      assert.equal(game.result?.winner, 'black');
      assert.equal(game.toPlay, 'black', 'the turn is not over');
      assert.equal(game.stonesLeft, 1);
      const empty = transformPoint('G7', size, transform);
      assert.equal(game.isLegal(empty), false);
      assert.equal(game.isLegalIndex(game.indexOf(empty)), false);
      assert.throws(
        () => game.play(empty),
        (e: unknown) => e instanceof IllegalMoveError && e.code === 'game-over',
      );
      assert.throws(
        () => game.play('Z99'),
        (e: unknown) => e instanceof IllegalMoveError && e.code === 'game-over',
      );
      assert.equal(game.randomLegalMove(new Rng(1)), -1);
    });
  }
});

describe('Connect6 full board', () => {
  // 6×6, one empty point at F1; no line of six anywhere once it is filled either way.
  const almostFull = ['XXOOXX', 'OOXXOO', 'XXOOXX', 'OOXXOO', 'XXOOXX', 'OOXXO.'];
  for (const transform of TRANSFORMS) {
    it(`is a draw when the last stone makes no six (${transform.name})`, () => {
      const { game } = playCase({ name: '', diagram: almostFull.map((r, i) => (i === 5 ? 'OOXXO1' : r)), winner: null }, transform);
      assert.deepEqual(game.result, { winner: null, reason: 'board-full', stones: [] });
      assert.deepEqual(game.legalMoves(), []);
      assert.throws(
        () => game.play('A1'),
        (e: unknown) => e instanceof IllegalMoveError && e.code === 'game-over',
      );
      assert.equal(game.undo(), true);
      assert.equal(game.result, null);
    });
  }

  for (const transform of TRANSFORMS) {
    it(`is a win when the last stone makes six (${transform.name})`, () => {
      const diagram = ['XXOOXX', 'OOXXOX', 'XXOOXX', 'OOXXOX', 'XXOOXX', 'OOXXO1'];
      const { game, size, map } = playCase({ name: '', diagram, winner: 'black' }, transform);
      assert.deepEqual(game.result, { winner: 'black', reason: 'six-in-a-row', stones: sortPoints(map(run('F1-F6')), size) });
    });
  }

  it('a 7×7 board played full by alternating pairs is a draw', () => {
    // Diagonal stripes two wide: no line holds more than two of a colour in a row;
    // 25 black and 24 white stones, as the turn order 1-2-2-... gives.
    const game = new Connect6({ size: 7 });
    const color = (col: number, row: number) => ((col + 2 * row) % 4 < 2 ? 'black' : 'white');
    const want = { black: [] as string[], white: [] as string[] };
    for (let row = 0; row < 7; row++) for (let col = 0; col < 7; col++) want[color(col, row)].push(game.pointAt(row * 7 + col));
    while (game.result === null) {
      const list = want[game.toPlay];
      assert.ok(list.length > 0, `${game.toPlay} has stones left to place`);
      game.play(list.shift()!);
    }
    assert.deepEqual(game.result, { winner: null, reason: 'board-full', stones: [] });
  });
});
