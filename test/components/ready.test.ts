// `await board.updateComplete` means done: after setting `record`, `src`, `moves`, `ply`,
// `problem` or `lang`, the board shows the result and `game`, `line` and `toRecord()` reflect
// it. And a board takes calls from the page once it has drawn: a call before that throws
// (or rejects), in the board's language, naming what to await, and changes nothing.
import { expect, fixture, html } from '@open-wc/testing';
import type { Connect6Board } from '../../src/components/connect6-board.js';
import type { GonnectBoard } from '../../src/components/gonnect-board.js';
import { textOf } from './helpers.js';
import '../../src/index.js';

const FIXTURES = new URL('./fixtures/', import.meta.url).href;

/** A Gonnect game of 33 moves on 13×13, as an SGF record. */
function record33(): string {
  const letters = 'abcdefghijklm';
  const moves: string[] = [];
  for (let i = 0; moves.length < 33; i++) {
    const color = moves.length % 2 === 0 ? 'B' : 'W';
    const col = letters[(i * 5) % 13]!;
    const row = letters[Math.floor(i / 13) * 3 + ((i * 7) % 3)]!;
    const move = `${color}[${col}${row}]`;
    if (!moves.some((m) => m.slice(1) === move.slice(1))) moves.push(move);
  }
  return `(;FF[4]GM[1]SZ[13]RU[Gonnect]NOSWAP[]${moves.map((move) => `;${move}`).join('')})`;
}

describe('updateComplete means done', () => {
  it('after record is set, the game, the line and toRecord() are the record’s', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board lang="en"></gonnect-board>`);
    const text = record33();
    el.record = text;
    await el.updateComplete;
    expect(el.game.moves.length).to.equal(33);
    expect(el.line.split(' ').length).to.equal(33);
    expect(await el.toRecord('moves')).to.equal(el.line);
  });

  it('after src is set, once the file has been read', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board lang="en"></gonnect-board>`);
    el.src = `${FIXTURES}gonnect.sgf`;
    await el.updateComplete;
    expect(el.game.moves.length).to.be.greaterThan(0);
  });

  it('after a bad record, its message shows and the game stays', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board lang="en" moves="E5"></gonnect-board>`);
    el.record = '(;FF[4]GM[1]SZ[9]RU[Gonnect];B[zz])';
    await el.updateComplete;
    expect(textOf(el, '[part="error"]')).to.contain('record');
    expect(el.game.moves).to.deep.equal(['E5']);
  });

  it('after moves, ply and lang', async () => {
    const el = await fixture<Connect6Board>(html`<connect6-board lang="en" size="13"></connect6-board>`);
    el.moves = 'G7 H8 H9';
    await el.updateComplete;
    expect(el.game.moves).to.deep.equal(['G7', 'H8', 'H9']);
    el.ply = 1;
    await el.updateComplete;
    expect(el.line).to.equal('G7');
    el.lang = 'ru';
    await el.updateComplete;
    expect(textOf(el, '.turn')).to.equal('Ход белых');
  });
});

describe('calls before the board has drawn', () => {
  for (const tag of ['gonnect-board', 'connect6-board'] as const) {
    it(`<${tag}>: play() before connection throws, naming updateComplete; after it, the board plays`, async () => {
      const el = document.createElement(tag);
      el.setAttribute('size', '13');
      expect(() => el.play('F6')).to.throw(`<${tag}> is not ready yet: add it to the page and await its updateComplete before calling it.`);
      expect(() => el.game).to.throw(/updateComplete/);
      let rejected = '';
      await el.toRecord().catch((error: Error) => (rejected = error.message));
      expect(rejected).to.match(/updateComplete/);
      const host = await fixture<HTMLDivElement>(html`<div></div>`);
      host.append(el);
      await el.updateComplete;
      expect(el.game.moves).to.deep.equal([]);
      el.play('F6');
      expect(el.game.moves).to.deep.equal(['F6']);
    });
  }
});
