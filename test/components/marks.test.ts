import { expect } from '@open-wc/testing';
import { NotationError, parseMarks, stringifyMarks } from '../../src/notation/index.js';

describe('marks notation', () => {
  it('reads shapes and labels, case-insensitive points and shape names', () => {
    expect(parseMarks('d4:triangle E5:Circle, F6:square G7:cross H8:A J9:12 A1:ab3', 19)).to.deep.equal([
      { point: 'D4', kind: 'triangle', label: '' },
      { point: 'E5', kind: 'circle', label: '' },
      { point: 'F6', kind: 'square', label: '' },
      { point: 'G7', kind: 'cross', label: '' },
      { point: 'H8', kind: 'label', label: 'A' },
      { point: 'J9', kind: 'label', label: '12' },
      { point: 'A1', kind: 'label', label: 'ab3' },
    ]);
    expect(parseMarks('  ', 9)).to.deep.equal([]);
  });

  it('round-trips', () => {
    const text = 'D4:triangle E5:circle F6:square G7:cross H8:A J9:12 K1:é';
    expect(stringifyMarks(parseMarks(text, 19))).to.equal(text);
    const marks = parseMarks('c3:Triangle,d4:b', 9);
    expect(parseMarks(stringifyMarks(marks), 9)).to.deep.equal(marks);
  });

  const bad: [string, string, string, number][] = [
    ['D4', 'bad-mark', 'D4', 0],
    ['D4:star', 'bad-mark', 'D4:star', 0],
    ['C3:A D4:', 'bad-mark', 'D4:', 5],
    ['D4:ABCD', 'bad-mark', 'D4:ABCD', 0],
    ['I4:A', 'bad-point', 'I4', 0],
    ['Z9:A', 'off-board', 'Z9', 0],
    ['D4:A d4:B', 'duplicate', 'd4:B', 5],
  ];
  for (const [text, code, token, position] of bad) {
    it(`refuses "${text}" with ${code}`, () => {
      let error: unknown;
      try {
        parseMarks(text, 9);
      } catch (caught) {
        error = caught;
      }
      expect(error).to.be.instanceOf(NotationError);
      expect((error as NotationError).code).to.equal(code);
      expect((error as NotationError).token).to.equal(token);
      expect((error as NotationError).position).to.equal(position);
    });
  }
});
