import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Connect6 } from '../../src/engine/connect6.js';
import { Gonnect } from '../../src/engine/gonnect.js';
import { AiClient, type WorkerLike } from '../../src/ai/client.js';
import { chooseMove, isAbortError } from '../../src/ai/index.js';
import {
  createHandler,
  describeGame,
  rebuildGame,
  type CancelRequest,
  type SearchReply,
  type SearchRequest,
} from '../../src/ai/protocol.js';

/** A worker that runs the real handler in this thread, answering asynchronously. */
function fakeWorker(log: (SearchRequest | CancelRequest)[] = []): WorkerLike & { terminated: boolean } {
  const worker = {
    onmessage: null as WorkerLike['onmessage'],
    onerror: null as WorkerLike['onerror'],
    terminated: false,
    postMessage(message: SearchRequest | CancelRequest) {
      log.push(message);
      setTimeout(() => handle(message), 0);
    },
    terminate() {
      worker.terminated = true;
    },
  };
  const handle = createHandler((reply) => worker.onmessage?.({ data: reply }));
  return worker;
}

/** Runs one request through the handler and waits for its reply. */
function ask(request: SearchRequest): Promise<SearchReply> {
  return new Promise((resolve) => createHandler(resolve)(request));
}

describe('chooseMove', () => {
  it('throws for a finished game and for a bad level', async () => {
    const won = new Connect6({ size: 13, setup: { black: ['A1', 'B1', 'C1', 'D1', 'E1', 'F1'], white: ['A3'] } });
    await assert.rejects(chooseMove(won), /over/);
    await assert.rejects(chooseMove(new Gonnect({ size: 7 }), { level: 9 as 1 }), RangeError);
  });

  it('answers in upper case, at each level', async () => {
    for (const level of [1, 2, 3, 4, 5] as const) {
      const game = new Gonnect({ size: 5, swap: false });
      const move = await chooseMove(game, { level, iterations: 20, seed: level });
      assert.match(move, /^[A-Z][0-9]+$/);
      assert.ok(game.isLegal(move));
    }
  });

  it('rejects promptly with an AbortError when cancelled', async () => {
    const games = [new Gonnect({ size: 13, swap: false }), new Connect6({ size: 19, setup: { black: ['K10'], toPlay: 'white' } })];
    for (const [game, delay] of [
      [games[0]!, 30],
      [games[1]!, 0],
    ] as const) {
      const controller = new AbortController();
      const started = performance.now();
      const search = chooseMove(game, { timeMs: 10_000, signal: controller.signal, seed: 1 });
      if (delay === 0) controller.abort();
      else setTimeout(() => controller.abort(), delay);
      await assert.rejects(search, (error: unknown) => isAbortError(error));
      assert.ok(performance.now() - started < 2000, 'the search stopped within its slice');
    }
    const aborted = new AbortController();
    aborted.abort();
    await assert.rejects(chooseMove(new Gonnect({ size: 7 }), { signal: aborted.signal }), (e: unknown) => isAbortError(e));
  });
});

describe('worker protocol', () => {
  it('rebuilds a game from its setup and moves, swap included', () => {
    const game = new Gonnect({ size: 9, setup: { black: [], white: [] } });
    game.play('E5');
    game.swap();
    game.play('C3');
    const copy = rebuildGame(describeGame(game)) as Gonnect;
    assert.deepEqual(copy.moves, ['E5', 'swap', 'C3']);
    assert.equal(copy.toPlay, game.toPlay);
    assert.equal(copy.swapped, true);
    const c6 = new Connect6({ size: 15, setup: { black: ['H8'], white: ['J9'], toPlay: 'white', stonesLeft: 1 } });
    c6.play('G7');
    const c6copy = rebuildGame(describeGame(c6)) as Connect6;
    assert.deepEqual([c6copy.moves, c6copy.toPlay, c6copy.stonesLeft, c6copy.at('J9')], [['G7'], 'black', 2, 'white']);
  });

  it('answers a request with a legal move, and a bad request with an error', async () => {
    const reply = await ask({ id: 7, game: 'gonnect', size: 7, moves: ['D4'], options: { iterations: 20 } });
    assert.deepEqual(reply, { id: 7, move: 'swap' });
    const c6 = await ask({
      id: 8,
      game: 'connect6',
      size: 19,
      setup: { black: ['K10'], toPlay: 'white' },
      moves: [],
      options: { iterations: 20 },
    });
    assert.ok('move' in c6 && new Connect6({ size: 19, setup: { black: ['K10'], toPlay: 'white' } }).isLegal(c6.move));
    const bad = await ask({ id: 9, game: 'gonnect', size: 7, moves: ['D4', 'D4'] });
    assert.ok('error' in bad && bad.id === 9 && !bad.aborted);
  });

  it('cancels the search with the id given', async () => {
    const replies: SearchReply[] = [];
    let done!: () => void;
    const finished = new Promise<void>((resolve) => (done = resolve));
    const handle = createHandler((reply) => {
      replies.push(reply);
      done();
    });
    handle({ id: 1, game: 'gonnect', size: 13, moves: [], swap: false, options: { timeMs: 10_000 } });
    setTimeout(() => handle({ id: 1, cancel: true }), 30);
    await finished;
    assert.deepEqual(replies, [{ id: 1, error: 'The search was cancelled', aborted: true }]);
  });
});

describe('worker entry', () => {
  it('answers messages posted to its global scope', async () => {
    const scope = globalThis as unknown as {
      postMessage?: (reply: SearchReply) => void;
      onmessage?: ((event: { data: SearchRequest }) => void) | null;
    };
    const reply = new Promise<SearchReply>((resolve) => (scope.postMessage = resolve));
    await import('../../src/ai/worker.js');
    scope.onmessage!({ data: { id: 3, game: 'connect6', size: 13, moves: [], options: { iterations: 10 } } });
    assert.deepEqual(await reply, { id: 3, move: 'G7' });
    delete scope.postMessage;
    scope.onmessage = null;
  });
});

describe('AiClient', () => {
  it('chooses through the worker, one search at a time', async () => {
    const log: (SearchRequest | CancelRequest)[] = [];
    const worker = fakeWorker(log);
    const client = new AiClient(() => worker);
    const game = new Gonnect({ size: 9, swap: false });
    const first = client.choose(game, { timeMs: 10_000 });
    const second = client.choose(game, { iterations: 20, seed: 2 });
    await assert.rejects(first, (e: unknown) => isAbortError(e));
    assert.ok(game.isLegal(await second));
    assert.deepEqual(log[1], { id: 1, cancel: true });
    assert.equal(client.busy, false);
    client.dispose();
    assert.equal(worker.terminated, true);
  });

  it('cancels by signal and by cancel()', async () => {
    const client = new AiClient(() => fakeWorker());
    const game = new Connect6({ size: 19 });
    const controller = new AbortController();
    const bySignal = client.choose(game, { timeMs: 10_000, signal: controller.signal });
    controller.abort();
    await assert.rejects(bySignal, (e: unknown) => isAbortError(e));
    const byCall = client.choose(game, { timeMs: 10_000 });
    client.cancel();
    await assert.rejects(byCall, (e: unknown) => isAbortError(e));
    client.dispose();
  });
});
