import { aTimeout, expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { AiClient, type ClientOptions, type WorkerLike } from '../../src/ai/client.js';
import type { AiGame } from '../../src/ai/index.js';
import { BoardComputer, type ComputerClient } from '../../src/components/computer/computer.js';
import type { Connect6Board } from '../../src/components/connect6-board.js';
import type { GonnectBoard } from '../../src/components/gonnect-board.js';
import { clickPoint, part, recordEvents, startNewGame, textOf, type Board } from './helpers.js';

type Recorded = ReturnType<typeof recordEvents>;

/** The real worker, served by the test runner as a module (it does not know Vite's `?worker&inline`). */
function workerClient(): AiClient {
  return new AiClient(() => new Worker(new URL('../../src/ai/worker.ts', import.meta.url), { type: 'module' }) as unknown as WorkerLike);
}

/** One search the fake client was asked for; the test answers it (or not). */
interface Call {
  game: AiGame;
  options: ClientOptions;
  answer(move: string): void;
  aborted: boolean;
}

/** A client whose searches wait for the test: `answer` (or `auto`) decides the move. */
class FakeClient implements ComputerClient {
  calls: Call[] = [];
  disposed = 0;
  constructor(private readonly auto?: (game: AiGame) => string) {}

  choose(game: AiGame, options: ClientOptions = {}): Promise<string> {
    const copy = game.clone() as AiGame;
    return new Promise((resolve, reject) => {
      const call: Call = { game: copy, options, answer: resolve, aborted: false };
      options.signal?.addEventListener('abort', () => {
        call.aborted = true;
        reject(new DOMException('cancelled', 'AbortError'));
      });
      this.calls.push(call);
      if (this.auto) setTimeout(() => resolve(this.auto!(copy)));
    });
  }

  dispose(): void {
    this.disposed++;
  }
}

/** The first legal point, in the engine's order. */
const firstLegal = (game: AiGame): string => game.legalMoves()[0]!;

function useClient(client: ComputerClient): void {
  BoardComputer.createClient = () => Promise.resolve(client);
}

const moveEvents = (events: Recorded): { color: string; point: string }[] =>
  events.filter((e) => e.type === 'move').map((e) => e.detail as { color: string; point: string });

/** Waits until the board's side to move is `color` and the computer is not thinking. */
async function personToMove(el: Board, color: string): Promise<void> {
  await waitUntil(() => el.game.toPlay === color && !textOf(el, '.turn').includes('thinking'), `${color} never came to move`, {
    timeout: 8000,
  });
}

const defaults = { createClient: BoardComputer.createClient, searchOptions: BoardComputer.searchOptions, pauseMs: BoardComputer.pauseMs };

describe('the computer player', () => {
  let errors: unknown[];
  const originalError = console.error;
  const onError = (event: ErrorEvent | PromiseRejectionEvent): void => {
    errors.push('reason' in event ? event.reason : event.error);
  };

  beforeEach(() => {
    errors = [];
    console.error = (...args: unknown[]) => errors.push(args);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onError);
    useClient(workerClient());
    BoardComputer.searchOptions = { level: 1, iterations: 60, seed: 7 };
    BoardComputer.pauseMs = 0;
  });

  afterEach(() => {
    console.error = originalError;
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onError);
    Object.assign(BoardComputer, defaults);
    expect(errors).to.deep.equal([]);
  });

  describe('in the worker', () => {
    it("answers a person's move with a move of its colour, through the same events", async () => {
      const el = await fixture<GonnectBoard>(html`<gonnect-board lang="en" size="9" no-swap computer="white" level="1"></gonnect-board>`);
      const events = recordEvents(el);
      await clickPoint(el, 'E5');
      await waitUntil(() => events.length === 2, 'the computer did not answer', { timeout: 8000 });
      const [person, computer] = moveEvents(events);
      expect(person).to.deep.include({ color: 'black', point: 'E5' });
      expect(computer!.color).to.equal('white');
      expect(events[1]!.detail).to.deep.include({ moveNumber: 2 });
      expect(el.game.at(computer!.point)).to.equal('white');
      await el.updateComplete;
      expect(textOf(el, '.turn')).to.equal('Black to play');
    });

    it('plays Black from the start when computer="black"', async () => {
      const el = await fixture<GonnectBoard>(html`<gonnect-board size="9" computer="black"></gonnect-board>`);
      await personToMove(el, 'white');
      expect(el.game.moves).to.have.length(1);
      expect(el.game.at(el.game.moves[0]!)).to.equal('black');
    });

    it('places both stones of its Connect6 turn', async () => {
      const el = await fixture<Connect6Board>(html`<connect6-board size="9" computer="white"></connect6-board>`);
      const events = recordEvents(el);
      await clickPoint(el, 'E5');
      await personToMove(el, 'black');
      expect(moveEvents(events).map((m) => m.color)).to.deep.equal(['black', 'white', 'white']);
      expect(el.game.stonesLeft).to.equal(2);
    });

    it("Undo takes back its moves and the person's last turn (Gonnect and Connect6)", async () => {
      const gonnect = await fixture<GonnectBoard>(html`<gonnect-board size="9" no-swap computer="white"></gonnect-board>`);
      await clickPoint(gonnect, 'E5');
      await waitUntil(() => gonnect.game.moves.length === 2, 'no answer', { timeout: 8000 });
      await clickPoint(gonnect, 'C3');
      await waitUntil(() => gonnect.game.moves.length === 4, 'no answer', { timeout: 8000 });
      part(gonnect, '[part~="undo-button"]')!.click();
      await gonnect.updateComplete;
      expect(gonnect.game.moves).to.have.length(2);
      expect(gonnect.game.moves[0]).to.equal('E5');
      expect(gonnect.game.toPlay).to.equal('black');

      const connect6 = await fixture<Connect6Board>(html`<connect6-board size="9" computer="white"></connect6-board>`);
      await clickPoint(connect6, 'E5');
      await personToMove(connect6, 'black');
      part(connect6, '[part~="undo-button"]')!.click();
      await connect6.updateComplete;
      expect(connect6.game.moves).to.deep.equal([]);
      await aTimeout(200);
      expect(connect6.game.moves).to.deep.equal([], 'the computer does not play for the person');
    });

    it('plays a whole Gonnect 7×7 game against itself to a win', async () => {
      const el = await fixture<GonnectBoard>(html`<gonnect-board size="7" computer="both" level="1"></gonnect-board>`);
      const events = recordEvents(el);
      await waitUntil(() => el.game.result !== null, 'the game did not end', { timeout: 9000 });
      const last = events.at(-1)!;
      expect(last.type).to.equal('win');
      expect(moveEvents(events).length).to.be.greaterThan(5);
      expect(events.filter((e) => e.type === 'win')).to.have.length(1);
    });

    it('plays a whole Connect6 7×7 game against itself to a win or a draw', async () => {
      const el = await fixture<Connect6Board>(html`<connect6-board size="7" computer="both" level="1"></connect6-board>`);
      const events = recordEvents(el);
      await waitUntil(() => el.game.result !== null, 'the game did not end', { timeout: 9000 });
      expect(['win', 'draw']).to.include(events.at(-1)!.type);
      const colors = moveEvents(events).map((m) => m.color);
      expect(colors.slice(0, 5)).to.deep.equal(['black', 'white', 'white', 'black', 'black']);
    });

    it('sends no move after the board is removed or its computer turned off', async () => {
      const removed = await fixture<GonnectBoard>(html`<gonnect-board size="9" no-swap computer="white"></gonnect-board>`);
      BoardComputer.searchOptions = { level: 1, iterations: 1e9, timeMs: 300 };
      const events = recordEvents(removed);
      await clickPoint(removed, 'E5');
      removed.remove();
      const off = await fixture<GonnectBoard>(html`<gonnect-board size="9" no-swap computer="white"></gonnect-board>`);
      const offEvents = recordEvents(off);
      await clickPoint(off, 'E5');
      off.computer = 'none';
      await aTimeout(600);
      expect(events).to.have.length(1);
      expect(offEvents).to.have.length(1);
      expect(off.game.moves).to.deep.equal(['E5']);
    });
  });

  describe('with a client the test answers', () => {
    it('holds pointer and keyboard input while it thinks, says so, and stays accessible', async () => {
      const client = new FakeClient();
      useClient(client);
      const el = await fixture<GonnectBoard>(html`<gonnect-board lang="en" size="9" computer="white"></gonnect-board>`);
      const events = recordEvents(el);
      await clickPoint(el, 'E5');
      await waitUntil(() => client.calls.length === 1, 'no search');
      expect(textOf(el, '.turn')).to.equal('White (computer) is thinking…');
      expect(part(el, '[part~="swap-button"]'), "no Swap button for the person during the computer's turn").to.be.null;
      await clickPoint(el, 'C3');
      part(el, '[role="grid"]')!.focus();
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      expect(el.game.moves).to.deep.equal(['E5']);
      expect(events).to.have.length(1);
      expect(textOf(el, '.refusal')).to.equal('Please wait: the computer is thinking.');
      await expect(el).to.be.accessible();
      client.calls[0]!.answer('C3');
      await waitUntil(() => events.length === 2, 'the answer was not played');
      expect(events[1]!.detail).to.deep.include({ color: 'white', point: 'C3' });
      await el.updateComplete;
      expect(textOf(el, '.turn')).to.equal('Black to play');
    });

    it('says it is thinking in Spanish and Russian', async () => {
      useClient(new FakeClient());
      const es = await fixture<GonnectBoard>(html`<gonnect-board lang="es" size="9" computer="black"></gonnect-board>`);
      const ru = await fixture<Connect6Board>(html`<connect6-board lang="ru" size="9" computer="both"></connect6-board>`);
      await Promise.all([es.updateComplete, ru.updateComplete]);
      expect(textOf(es, '.turn')).to.equal('Las negras (computadora) están pensando…');
      expect(textOf(ru, '.turn')).to.equal('Чёрные (компьютер) думают…');
    });

    it("searches at the board's level, and a new level restarts the search", async () => {
      BoardComputer.searchOptions = {};
      const client = new FakeClient();
      useClient(client);
      const el = await fixture<GonnectBoard>(html`<gonnect-board size="9" computer="black" level="2"></gonnect-board>`);
      await waitUntil(() => client.calls.length === 1, 'no search');
      expect(client.calls[0]!.options.level).to.equal(2);
      el.level = 5;
      await waitUntil(() => client.calls.length === 2, 'no new search');
      expect(client.calls[0]!.aborted).to.be.true;
      expect(client.calls[1]!.options.level).to.equal(5);
      el.removeAttribute('level');
      await waitUntil(() => client.calls.length === 3, 'no new search');
      expect(client.calls[2]!.options.level).to.equal(3);
    });

    it('cancels the search for New game, a new position, Undo, removal; resumes when put back', async () => {
      const client = new FakeClient();
      useClient(client);
      const el = await fixture<GonnectBoard>(html`<gonnect-board size="9" no-swap computer="white"></gonnect-board>`);
      const events = recordEvents(el);
      const thinkAfter = async (point: string, calls: number): Promise<Call> => {
        await clickPoint(el, point);
        await waitUntil(() => client.calls.length === calls, 'no search');
        return client.calls.at(-1)!;
      };

      let call = await thinkAfter('E5', 1);
      part(el, '[part~="new-game-button"]')!.click();
      await startNewGame(el);
      expect(call.aborted, 'New game').to.be.true;

      call = await thinkAfter('E5', 2);
      el.setAttribute('moves', 'D4');
      await el.updateComplete;
      expect(call.aborted, 'moves').to.be.true;
      // D4 leaves White, the computer, to move: a search for the new position.
      await waitUntil(() => client.calls.length === 3, 'no search for the new position');
      // A new size starts a new game from the same attributes: D4, then the computer's turn again.
      el.size = 7;
      await waitUntil(() => client.calls.length === 4, 'no search for the new size');
      expect(client.calls[2]!.aborted, 'size').to.be.true;

      part(el, '[part~="undo-button"]')!.click();
      await el.updateComplete;
      expect(client.calls[3]!.aborted, 'Undo').to.be.true;
      expect(el.game.moves).to.deep.equal([]);

      call = await thinkAfter('D4', 5);
      const parent = el.parentElement!;
      el.remove();
      expect(call.aborted, 'removal').to.be.true;
      call.answer('A1');
      await aTimeout(10);
      expect(client.disposed, 'the worker ends with the board').to.equal(1);
      expect(el.game.moves).to.deep.equal(['D4']);

      parent.append(el);
      await waitUntil(() => client.calls.length === 6, 'no search after the board came back');
      client.calls[5]!.answer('A1');
      await waitUntil(() => el.game.moves.length === 2, 'the answer was not played');
      expect(moveEvents(events).map((m) => m.point)).to.deep.equal(['E5', 'E5', 'D4', 'A1']);
    });

    it('keeps its seat after a swap: the second player, then Black', async () => {
      const client = new FakeClient((game) => ((game as { canSwap?: boolean }).canSwap ? 'swap' : firstLegal(game)));
      useClient(client);
      const el = await fixture<GonnectBoard>(html`<gonnect-board lang="en" size="9" computer="white"></gonnect-board>`);
      const events = recordEvents(el);
      await clickPoint(el, 'E5');
      await waitUntil(() => events.length === 2, 'no swap');
      expect(events[1]!.type).to.equal('swap');
      await el.updateComplete;
      // The person now holds White, which is to move.
      expect(textOf(el, '.turn')).to.equal('White to play');
      await clickPoint(el, 'D4');
      await waitUntil(() => events.length === 4, 'no answer after the swap');
      expect(events[2]!.detail).to.deep.include({ color: 'white', point: 'D4' });
      expect((events[3]!.detail as { color: string }).color).to.equal('black');
      // Undo goes back past the swap to the person's first move.
      part(el, '[part~="undo-button"]')!.click();
      await el.updateComplete;
      expect(el.game.moves).to.deep.equal(['E5', 'swap']);
    });

    it('plays White after the person swaps when it holds the first seat', async () => {
      const client = new FakeClient(firstLegal);
      useClient(client);
      const el = await fixture<GonnectBoard>(html`<gonnect-board size="9" computer="black"></gonnect-board>`);
      const events = recordEvents(el);
      await waitUntil(() => events.length === 1, 'no first move');
      await el.updateComplete;
      part(el, '[part~="swap-button"]')!.click();
      await waitUntil(() => events.length === 3, 'no answer after the swap');
      expect(events.map((e) => e.type)).to.deep.equal(['move', 'swap', 'move']);
      expect((events[2]!.detail as { color: string }).color).to.equal('white');
    });

    it('loads no client until it has a move to make, and none for a diagram', async () => {
      let made = 0;
      BoardComputer.createClient = () => {
        made++;
        return Promise.resolve(new FakeClient(firstLegal));
      };
      const waiting = await fixture<GonnectBoard>(html`<gonnect-board size="9" computer="white"></gonnect-board>`);
      await fixture(html`<gonnect-board size="9" computer="black" readonly></gonnect-board>`);
      await fixture(html`<connect6-board size="9" computer="both" view="rules"></connect6-board>`);
      await aTimeout(20);
      expect(made).to.equal(0);
      await clickPoint(waiting, 'E5');
      await waitUntil(() => made === 1, "no client for the computer's turn");
    });

    it('lets the person play on when the computer cannot start, and says so', async () => {
      BoardComputer.createClient = () => Promise.reject(new Error('no chunk'));
      const el = await fixture<GonnectBoard>(html`<gonnect-board lang="en" size="9" computer="black"></gonnect-board>`);
      await waitUntil(() => textOf(el, '.refusal') !== '', 'no message');
      expect(textOf(el, '.refusal')).to.equal('The computer player could not start.');
      expect(textOf(el, '.turn')).to.equal('Black to play');
      expect(errors).to.have.length(1);
      errors = [];
      await clickPoint(el, 'E5');
      expect(el.game.moves).to.deep.equal(['E5']);
    });
  });
});
