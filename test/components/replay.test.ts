import { aTimeout, expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { AiGame } from '../../src/ai/index.js';
import type { ClientOptions } from '../../src/ai/client.js';
import { BoardComputer, type ComputerClient } from '../../src/components/computer/computer.js';
import type { Connect6Board } from '../../src/components/connect6-board.js';
import type { GonnectBoard } from '../../src/components/gonnect-board.js';
import { clickPoint, errorText, part, recordEvents, textOf, type Board } from './helpers.js';

/** Waits for the replay bar (its code loads on first use). */
async function replayBar(el: Board): Promise<HTMLElement> {
  await waitUntil(() => part(el, '[part="replay"]'), 'no replay bar');
  await el.updateComplete;
  return part(el, '[part="replay"]')!;
}

async function press(el: Board, name: 'first' | 'back' | 'forward' | 'last'): Promise<void> {
  (await replayBar(el)).querySelector<HTMLElement>(`[part~="${name}-button"]`)!.click();
  await el.updateComplete;
}

/** The move list's entries as text. */
const entries = (el: Board) =>
  [...el.shadowRoot!.querySelectorAll('[part="move-button"]')].map((b) => b.textContent!.replace(/\s+/g, ' ').trim());

/** Every navigate event's ply, in order. */
function navigations(el: Board): number[] {
  const plies: number[] = [];
  el.addEventListener('navigate', (event) => plies.push(event.detail.ply));
  return plies;
}

const liveText = (el: Board) => textOf(el, '[aria-live]');

describe('replay: ply', () => {
  it('shows the position after ply moves; absent, the last; 0, the setup', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board size="9" moves="E5 swap D4 C3" ply="2"></gonnect-board>`);
    expect(el.game.moves).to.deep.equal(['E5', 'swap']);
    expect(el.game.at('D4')).to.equal(null);
    el.ply = 0;
    await el.updateComplete;
    expect(el.game.moves).to.deep.equal([]);
    expect(el.game.at('E5')).to.equal(null);
    el.removeAttribute('ply');
    await el.updateComplete;
    expect(el.game.moves).to.deep.equal(['E5', 'swap', 'D4', 'C3']);
  });

  it('applies ply to a new game from the attributes', async () => {
    const el = await fixture<Connect6Board>(html`<connect6-board moves="J10 K10 K11" ply="1"></connect6-board>`);
    expect(el.game.moves).to.deep.equal(['J10']);
    el.moves = 'A1 B1 B2';
    await el.updateComplete;
    expect(el.game.moves).to.deep.equal(['A1']);
  });

  for (const bad of ['5', '-1', '1.5', 'abc', 'all']) {
    it(`refuses ply="${bad}" with the board's message and changes nothing`, async () => {
      const el = await fixture<GonnectBoard>(html`<gonnect-board size="9" moves="E5 swap D4 C3" ply="3"></gonnect-board>`);
      const before = el.game.moves;
      el.setAttribute('ply', bad);
      await el.updateComplete;
      expect(errorText(el)).to.contain('"ply"').and.contain(bad);
      expect(el.game.moves).to.deep.equal(before);
      el.setAttribute('ply', '1');
      await el.updateComplete;
      expect(errorText(el)).to.equal('');
      expect(el.game.moves).to.deep.equal(['E5']);
    });
  }

  it('a ply set again after the reader stepped away goes back to it', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board size="9" moves="E5 D4 C3" ply="1"></gonnect-board>`);
    await press(el, 'last');
    expect(el.game.moves).to.have.length(3);
    el.ply = 1;
    await el.updateComplete;
    expect(el.game.moves).to.deep.equal(['E5']);
  });
});

describe('replay: stepping', () => {
  it('first, back, forward and last step through the game and fire navigate', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board size="9" moves="E5 swap D4 C3"></gonnect-board>`);
    const plies = navigations(el);
    await press(el, 'back');
    expect(el.game.moves).to.deep.equal(['E5', 'swap', 'D4']);
    await press(el, 'first');
    expect(el.game.moves).to.deep.equal([]);
    await press(el, 'forward');
    expect(el.game.moves).to.deep.equal(['E5']);
    await press(el, 'last');
    expect(el.game.moves).to.deep.equal(['E5', 'swap', 'D4', 'C3']);
    expect(plies).to.deep.equal([3, 0, 1, 4]);
    expect(textOf(el, '.ply')).to.equal('4 / 4');
  });

  it('a step that goes nowhere is marked and does nothing', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board size="9" moves="E5 D4" ply="0"></gonnect-board>`);
    const plies = navigations(el);
    const bar = await replayBar(el);
    expect(bar.querySelector('[part~="first-button"]')!.getAttribute('aria-disabled')).to.equal('true');
    expect(bar.querySelector('[part~="back-button"]')!.getAttribute('aria-disabled')).to.equal('true');
    expect(bar.querySelector('[part~="forward-button"]')!.hasAttribute('aria-disabled')).to.equal(false);
    await press(el, 'back');
    expect(plies).to.deep.equal([]);
  });

  it('keys on the board: [ back, ] forward, { the setup, } the last move', async () => {
    const el = await fixture<Connect6Board>(html`<connect6-board size="9" moves="E5 D4 D5 F6 F5"></connect6-board>`);
    await replayBar(el);
    const plies = navigations(el);
    part(el, '[role="grid"]')!.focus();
    await sendKeys({ type: '[' });
    expect(el.game.moves).to.have.length(4);
    await sendKeys({ type: '{' });
    expect(el.game.moves).to.have.length(0);
    await sendKeys({ type: ']' });
    await sendKeys({ type: ']' });
    expect(el.game.moves).to.deep.equal(['E5', 'D4']);
    await sendKeys({ type: '}' });
    expect(el.game.moves).to.have.length(5);
    expect(plies).to.deep.equal([4, 0, 1, 2, 5]);
    // The board's own keys still move the focus, and play nothing.
    await sendKeys({ press: 'ArrowUp' });
    expect(el.game.moves).to.have.length(5);
  });

  it('keys work on the replay bar too', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board size="9" moves="E5 D4 C3"></gonnect-board>`);
    (await replayBar(el)).querySelector<HTMLElement>('[part~="back-button"]')!.focus();
    await sendKeys({ type: '[' });
    await el.updateComplete;
    expect(el.game.moves).to.have.length(2);
  });

  it('the move list: Connect6 one entry per turn, a click shows the position after it', async () => {
    const el = await fixture<Connect6Board>(html`<connect6-board moves="J10 K10 K11 L10 L11"></connect6-board>`);
    await replayBar(el);
    expect(entries(el)).to.deep.equal(['1. J10', '2. K10 K11', '3. L10 L11']);
    const plies = navigations(el);
    el.shadowRoot!.querySelectorAll<HTMLElement>('[part="move-button"]')[1]!.click();
    await el.updateComplete;
    expect(el.game.moves).to.deep.equal(['J10', 'K10', 'K11']);
    expect(plies).to.deep.equal([3]);
    const current = [...el.shadowRoot!.querySelectorAll('[part="move-button"]')].map((b) => b.getAttribute('aria-current'));
    expect(current).to.deep.equal(['false', 'true', 'false']);
  });

  it('the move list: Gonnect one entry per move, the swap among them', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board size="9" moves="E5 swap D4"></gonnect-board>`);
    await replayBar(el);
    expect(entries(el)).to.deep.equal(['1. E5', '2. swap', '3. D4']);
    el.shadowRoot!.querySelectorAll<HTMLElement>('[part="move-button"]')[1]!.click();
    await el.updateComplete;
    expect(el.game.moves).to.deep.equal(['E5', 'swap']);
    expect((el.game as unknown as { swapped: boolean }).swapped).to.equal(true);
  });

  it('the live region says the move shown', async () => {
    const el = await fixture<Connect6Board>(html`<connect6-board lang="en" moves="J10 K10 K11 L10"></connect6-board>`);
    await press(el, 'back');
    expect(liveText(el)).to.equal('Turn 2, White K11.');
    await press(el, 'first');
    expect(liveText(el)).to.equal('The setup, before the first move.');
    el.lang = 'es';
    await press(el, 'last');
    expect(liveText(el)).to.equal('Turno 3, las negras en L10.');
    el.lang = 'ru';
    await press(el, 'back');
    expect(liveText(el)).to.equal('Ход 2: белые, K11.');
  });

  it('says a swap shown as a swap', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board lang="en" size="9" moves="E5 swap D4"></gonnect-board>`);
    await press(el, 'back');
    expect(liveText(el)).to.equal('Move 2: swap.');
  });
});

describe('replay: the game is kept', () => {
  it('stepping back never loses the game: forward returns to it', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board size="9" moves="E5 D4 C3 B2"></gonnect-board>`);
    await press(el, 'first');
    await press(el, 'forward');
    await press(el, 'last');
    expect(el.game.moves).to.deep.equal(['E5', 'D4', 'C3', 'B2']);
  });

  it('a new move at an earlier position is the line shown from then on; the same move as the next one keeps the line', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board size="9" moves="E5 D4 C3 B2" ply="1"></gonnect-board>`);
    await replayBar(el);
    await clickPoint(el, 'D4');
    await press(el, 'last');
    expect(el.game.moves).to.deep.equal(['E5', 'D4', 'C3', 'B2']);
    el.ply = 1;
    await el.updateComplete;
    await clickPoint(el, 'G7');
    expect(el.game.moves).to.deep.equal(['E5', 'G7']);
    expect(textOf(el, '.ply')).to.equal('2 / 2');
    expect(entries(el)).to.deep.equal(['1. E5', '2. G7']);
  });

  it('play() at an earlier position does the same, and fires nothing', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board size="9" moves="E5 D4 C3" ply="1"></gonnect-board>`);
    const events = recordEvents(el);
    const plies = navigations(el);
    el.play('A1');
    expect(el.game.moves).to.deep.equal(['E5', 'A1']);
    expect(events).to.deep.equal([]);
    expect(plies).to.deep.equal([]);
  });

  it('Undo works as before at the last position, and waits while an earlier one is shown', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board size="9" moves="E5 D4 C3"></gonnect-board>`);
    const undo = part(el, '[part~="undo-button"]') as HTMLButtonElement;
    undo.click();
    await el.updateComplete;
    expect(el.game.moves).to.deep.equal(['E5', 'D4']);
    await press(el, 'back');
    expect((part(el, '[part~="undo-button"]') as HTMLButtonElement).disabled).to.equal(true);
    // The method takes back the game's last move; the position shown stays.
    expect(el.undo()).to.equal(true);
    await el.updateComplete;
    expect(el.game.moves).to.deep.equal(['E5']);
    expect(textOf(el, '.ply')).to.equal('1 / 1');
    expect(el.undo()).to.equal(true);
    expect(el.undo()).to.equal(false);
  });

  it('New game goes back to the attributes, with every move', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board size="9" moves="E5 D4 C3"></gonnect-board>`);
    await press(el, 'first');
    el.reset();
    await el.updateComplete;
    expect(el.game.moves).to.deep.equal(['E5', 'D4', 'C3']);
  });
});

describe('replay: events and layout', () => {
  it('navigate fires for the reader only: never for ply set by the page, nor for methods', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board size="9" moves="E5 D4 C3"></gonnect-board>`);
    const plies = navigations(el);
    const events = recordEvents(el);
    el.ply = 1;
    await el.updateComplete;
    el.setAttribute('ply', '2');
    await el.updateComplete;
    el.undo();
    el.reset();
    await el.updateComplete;
    expect(plies).to.deep.equal([]);
    expect(events).to.deep.equal([]);
    await press(el, 'back');
    expect(plies).to.deep.equal([2]);
  });

  it('navigate bubbles out of the shadow root', async () => {
    const wrapper = await fixture<HTMLDivElement>(html`<div><gonnect-board size="9" moves="E5 D4"></gonnect-board></div>`);
    const el = wrapper.firstElementChild as GonnectBoard;
    const plies: number[] = [];
    wrapper.addEventListener('navigate', (event) => plies.push(event.detail.ply));
    await press(el, 'first');
    expect(plies).to.deep.equal([0]);
  });

  it('a diagram is just the board: no replay bar without controls; with controls and moves, the bar', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board readonly size="9" moves="E5 D4"></gonnect-board>`);
    await aTimeout(50);
    await el.updateComplete;
    expect(part(el, '[part="replay"]')).to.equal(null);
    el.controls = true;
    await replayBar(el);
    await press(el, 'first');
    expect(el.game.moves).to.deep.equal([]);
  });

  it("a playable board keeps the bar's place from the start, so the first move moves nothing below", async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board size="9"></gonnect-board>`);
    await aTimeout(100);
    expect(part(el, '[part="replay"]')).to.equal(null);
    const place = part(el, '.replay')!;
    expect(place.getAttribute('aria-hidden'), 'an empty place, hidden').to.equal('true');
    const below = part(el, '[part="toolbar"]')!.getBoundingClientRect().bottom;
    const height = place.getBoundingClientRect().height;
    expect(height).to.be.above(20);
    // Its code came with the board: the bar shows with the stone, in the place kept for it.
    await clickPoint(el, 'E5');
    expect(part(el, '[part="toolbar"]')!.getBoundingClientRect().bottom, 'the toolbar stays').to.equal(below);
    expect(part(el, '[part="replay"]')!.getBoundingClientRect().height, 'the bar has the height kept').to.equal(height);
    expect(entries(el)).to.deep.equal(['1. E5']);
  });

  it('axe finds nothing wrong with the bar and the list (en, es, ru)', async () => {
    for (const lang of ['en', 'es', 'ru']) {
      const el = await fixture<Connect6Board>(html`<connect6-board lang=${lang} size="9" moves="E5 D4 D5" ply="1"></connect6-board>`);
      await replayBar(el);
      await expect(el).to.be.accessible();
    }
  });
});

/** A computer player that records what it was asked and never answers. */
class SilentClient implements ComputerClient {
  calls: AiGame[] = [];
  choose(game: AiGame, options: ClientOptions = {}): Promise<string> {
    this.calls.push(game.clone() as AiGame);
    return new Promise((_resolve, reject) => options.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError'))));
  }
  dispose(): void {}
}

describe('replay: the computer', () => {
  const original = BoardComputer.createClient;
  afterEach(() => void (BoardComputer.createClient = original));

  it('waits while an earlier position is shown, and plays again at the last one', async () => {
    const client = new SilentClient();
    BoardComputer.createClient = () => Promise.resolve(client);
    // White (the computer) moved last: Black is to move at the end; White at ply 1.
    const el = await fixture<GonnectBoard>(html`<gonnect-board size="9" no-swap computer="white" moves="E5 D4" ply="1"></gonnect-board>`);
    await aTimeout(50);
    expect(client.calls).to.have.length(0);
    expect(textOf(el, '[part="status"]')).not.to.contain('thinking');
    await press(el, 'back');
    await aTimeout(50);
    expect(client.calls).to.have.length(0);
    el.undo(); // the game ends after E5 now: White is to move there
    await press(el, 'last');
    await waitUntil(() => client.calls.length === 1);
    expect(client.calls[0]!.moves).to.deep.equal(['E5']);
  });
});
