// Tap to confirm (`confirm`): on a 19×19 board 390 px wide a touch first shows a ghost stone
// and its point large beside it, a second tap there plays and a tap elsewhere moves the
// ghost; a mouse and the keyboard play at once. `always` asks every pointer, `never` none;
// a bad value is named like any attribute's.
import { expect, fixture, html } from '@open-wc/testing';
import type { GonnectBoard } from '../../src/components/gonnect-board.js';
import { errorText, part, press, textOf } from './helpers.js';
import '../../src/index.js';

const tip = (el: Element) => textOf(el, '.tip text');
const ghost = (el: Element) => part(el, 'circle.ghost');

async function board(markup = html`<gonnect-board lang="en" size="19" style="width: 390px"></gonnect-board>`): Promise<GonnectBoard> {
  return fixture<GonnectBoard>(markup);
}

describe('tap to confirm', () => {
  it('on a 19×19 board 390 px wide: the first tap shows the ghost and its point, a tap elsewhere moves it, a second tap plays', async () => {
    const el = await board();
    await press(el, 'D4');
    expect(el.game.moves).to.deep.equal([]);
    expect(ghost(el)).to.exist;
    expect(tip(el)).to.equal('D4');
    await press(el, 'Q16');
    expect(el.game.moves).to.deep.equal([]);
    expect(tip(el)).to.equal('Q16');
    await press(el, 'Q16');
    expect(el.game.moves).to.deep.equal(['Q16']);
    expect(part(el, '.tip')).to.equal(null);
  });

  it('a mouse plays at once, as does a pen or touch on a board with large cells', async () => {
    const el = await board();
    await press(el, 'D4', 'mouse');
    expect(el.game.moves).to.deep.equal(['D4']);
    const wide = await board(html`<gonnect-board lang="en" size="9" style="width: 390px"></gonnect-board>`);
    await press(wide, 'E5');
    expect(wide.game.moves).to.deep.equal(['E5']);
  });

  it('never: a touch plays at once; always: a mouse needs two clicks', async () => {
    const never = await board(html`<gonnect-board lang="en" size="19" confirm="never" style="width: 390px"></gonnect-board>`);
    await press(never, 'D4');
    expect(never.game.moves).to.deep.equal(['D4']);
    const always = await board(html`<gonnect-board lang="en" size="9" confirm="always"></gonnect-board>`);
    await press(always, 'E5', 'mouse');
    expect(always.game.moves).to.deep.equal([]);
    await press(always, 'E5', 'mouse');
    expect(always.game.moves).to.deep.equal(['E5']);
  });

  it('a move made otherwise (the page, the keyboard) drops the waiting tap', async () => {
    const el = await board();
    await press(el, 'D4');
    el.play('Q16');
    await el.updateComplete;
    expect(part(el, '.tip')).to.equal(null);
    await press(el, 'D4');
    expect(el.game.moves).to.deep.equal(['Q16']);
  });

  it('names a bad value, and the board plays as with auto', async () => {
    const el = await board(html`<gonnect-board lang="en" size="19" confirm="twice" style="width: 390px"></gonnect-board>`);
    expect(errorText(el)).to.equal('The "confirm" attribute: "twice" must be auto, always or never.');
    await press(el, 'D4');
    expect(el.game.moves).to.deep.equal([]);
  });
});
