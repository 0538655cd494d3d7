import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  COLUMN_LETTERS,
  formatPoint,
  normalizePoint,
  NotationError,
  parseMoveList,
  parsePoint,
  parsePointIndex,
  parsePointList,
  pointNames,
  stringifyMoveList,
  stringifyPointList,
} from '../../src/notation/index.js';

/** Runs `fn` and returns the NotationError it throws. */
function notationError(fn: () => unknown): NotationError {
  try {
    fn();
  } catch (error) {
    assert.ok(error instanceof NotationError, `expected a NotationError, got ${String(error)}`);
    return error;
  }
  assert.fail('expected a NotationError');
}

describe('points', () => {
  it('reads Go coordinates: A1 is the bottom-left point, I is skipped', () => {
    assert.deepEqual(parsePoint('A1', 19), { col: 0, row: 0 });
    assert.deepEqual(parsePoint('H8', 19), { col: 7, row: 7 });
    assert.deepEqual(parsePoint('J8', 19), { col: 8, row: 7 });
    assert.deepEqual(parsePoint('T19', 19), { col: 18, row: 18 });
    assert.deepEqual(parsePoint('Z25', 25), { col: 24, row: 24 });
  });

  it('is case-insensitive and writes upper case', () => {
    assert.deepEqual(parsePoint('d4', 13), parsePoint('D4', 13));
    assert.equal(normalizePoint(' k10 ', 19), 'K10');
  });

  it('round-trips every point of every board size', () => {
    for (let size = 5; size <= 25; size++) {
      for (let col = 0; col < size; col++) {
        for (let row = 0; row < size; row++) {
          assert.deepEqual(parsePoint(formatPoint({ col, row }), size), { col, row });
        }
      }
    }
    assert.equal(COLUMN_LETTERS.length, 25);
    assert.ok(!COLUMN_LETTERS.includes('I'));
  });

  const bad: Array<[string, number, string]> = [
    ['I5', 19, 'bad-point'],
    ['', 19, 'bad-point'],
    ['4D', 19, 'bad-point'],
    ['D0', 19, 'bad-point'],
    ['D04', 19, 'bad-point'],
    ['DD4', 19, 'bad-point'],
    ['<b>', 19, 'bad-point'],
    ['O5', 13, 'off-board'],
    ['D14', 13, 'off-board'],
    ['A20', 19, 'off-board'],
  ];
  for (const [text, size, code] of bad) {
    it(`refuses "${text}" on ${size}×${size} as ${code}`, () => {
      const error = notationError(() => parsePoint(text, size));
      assert.equal(error.code, code);
      assert.equal(error.token, text);
    });
  }
});

describe('point indices and names', () => {
  it('reads a point as its index row * size + col, in any case', () => {
    assert.equal(parsePointIndex('A1', 9), 0);
    assert.equal(parsePointIndex('b1', 9), 1);
    assert.equal(parsePointIndex('J1', 9), 8, 'I is skipped');
    assert.equal(parsePointIndex('A2', 9), 9);
    assert.equal(parsePointIndex(' t19 ', 19), 360);
  });

  it('names every point of every size by index, and the names read back to their index', () => {
    for (let size = 1; size <= 25; size++) {
      const names = pointNames(size);
      assert.equal(names.length, size * size);
      names.forEach((name, index) => {
        assert.equal(name, formatPoint({ col: index % size, row: Math.floor(index / size) }));
        assert.equal(parsePointIndex(name, size), index);
        assert.equal(parsePointIndex(name.toLowerCase(), size), index);
      });
    }
    assert.deepEqual(pointNames(3), ['A1', 'B1', 'C1', 'A2', 'B2', 'C2', 'A3', 'B3', 'C3']);
  });

  it("makes each size's names once, and nobody can change them", () => {
    assert.equal(pointNames(13), pointNames(13));
    assert.ok(Object.isFrozen(pointNames(13)));
    assert.throws(() => (pointNames(13) as string[]).push('Z26'), TypeError);
  });

  const badIndex: Array<[unknown, number, string]> = [
    ['I5', 19, 'bad-point'],
    ['', 19, 'bad-point'],
    ['D04', 19, 'bad-point'],
    [42, 19, 'bad-point'],
    [null, 19, 'bad-point'],
    ['O5', 13, 'off-board'],
    ['A14', 13, 'off-board'],
  ];
  for (const [text, size, code] of badIndex) {
    it(`refuses ${JSON.stringify(text)} on ${size}×${size} as ${code}`, () => {
      const error = notationError(() => parsePointIndex(text as string, size, 4));
      assert.equal(error.code, code);
      assert.equal(error.token, String(text));
      assert.equal(error.position, 4);
    });
  }

  it('refuses a size with no names', () => {
    for (const size of [0, 26, 2.5, Number.NaN]) assert.throws(() => pointNames(size), RangeError);
  });
});

describe('point lists', () => {
  it('reads spaces and commas alike and writes spaces', () => {
    assert.deepEqual(parsePointList('d4 E5,f6 ,  g7', 19), ['D4', 'E5', 'F6', 'G7']);
    assert.deepEqual(parsePointList('  ', 19), []);
    assert.equal(stringifyPointList(parsePointList('d4,e5', 19)), 'D4 E5');
  });

  it('round-trips', () => {
    const text = 'A1 B2 T19 K10';
    assert.equal(stringifyPointList(parsePointList(text, 19)), text);
  });

  it('names a token that is no point', () => {
    const error = notationError(() => parsePointList('D4,x', 19));
    assert.equal(error.code, 'bad-point');
    assert.equal(error.token, 'x');
    assert.equal(error.position, 3);
  });

  it('names the bad token and its position', () => {
    const error = notationError(() => parsePointList('D4 E5 Z99', 19));
    assert.equal(error.code, 'off-board');
    assert.equal(error.token, 'Z99');
    assert.equal(error.position, 6);
    assert.match(error.message, /Z99/);
  });

  it('refuses a point twice, naming the second spelling', () => {
    const error = notationError(() => parsePointList('D4 e5 d4', 19));
    assert.equal(error.code, 'duplicate');
    assert.equal(error.token, 'd4');
    assert.equal(error.position, 6);
  });
});

describe('move lists', () => {
  it('reads points and swap', () => {
    assert.deepEqual(parseMoveList('d4 SWAP e5', 13), ['D4', 'swap', 'E5']);
    assert.deepEqual(parseMoveList('', 13), []);
  });

  it('round-trips', () => {
    const text = 'D4 swap E5 F6';
    assert.equal(stringifyMoveList(parseMoveList(text, 13)), text);
  });

  it('names an off-board move and its position', () => {
    const error = notationError(() => parseMoveList('D4 swap O1', 13));
    assert.equal(error.code, 'off-board');
    assert.equal(error.token, 'O1');
    assert.equal(error.position, 8);
  });
});
