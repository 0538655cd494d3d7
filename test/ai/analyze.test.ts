import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Connect6 } from '../../src/engine/connect6.js';
import { Gonnect } from '../../src/engine/gonnect.js';
import { AiClient, type WorkerLike } from '../../src/ai/client.js';
import { analyze, isAbortError, type Suggestion } from '../../src/ai/index.js';
import { createHandler, type CancelRequest, type SearchRequest } from '../../src/ai/protocol.js';

function connect6(size: number, black: string, white: string, toPlay: 'black' | 'white', stonesLeft: 1 | 2 = 2): Connect6 {
  return new Connect6({ size, setup: { black: black.split(' '), white: white.split(' '), toPlay, stonesLeft } });
}

/**
 * Gonnect 7×7, Black to move: the column of B stones lacks only B4 to join top and
 * bottom, so B4 wins at once.
 */
const GONNECT_WIN = (): Gonnect =>
  new Gonnect({ size: 7, swap: false, setup: { black: ['B1', 'B2', 'B3', 'B5', 'B6', 'B7'], white: ['E3', 'E4', 'F5'], toPlay: 'black' } });

/** A worker that runs the real handler in this thread. */
function fakeWorker(): WorkerLike {
  const worker: WorkerLike = {
    onmessage: null,
    onerror: null,
    postMessage(message: SearchRequest | CancelRequest) {
      setTimeout(() => handle(message), 0);
    },
    terminate() {},
  };
  const handle = createHandler((reply) => worker.onmessage?.({ data: reply }));
  return worker;
}

/** Every suggestion's move is legal, the moves are distinct, and each carries an estimate of its game's kind. */
function assertWellFormed(game: Gonnect | Connect6, suggestions: Suggestion[]): void {
  assert.equal(new Set(suggestions.map((s) => s.move + (s.partner ?? ''))).size, suggestions.length);
  for (const s of suggestions) {
    assert.ok(s.move === 'swap' || game.isLegal(s.move), s.move);
    if (game.kind === 'gonnect') assert.ok(s.proven === 'win' || (s.winRate! >= 0 && s.winRate! <= 1), JSON.stringify(s));
    else assert.ok(s.proven !== undefined || Number.isFinite(s.score), JSON.stringify(s));
  }
}

describe('analyze in Node', () => {
  it('Gonnect: the connecting move first, proven; the game is not changed', async () => {
    const game = GONNECT_WIN();
    const before = game.moves.length;
    const [best] = await analyze(game, { iterations: 200, seed: 1 });
    assert.deepEqual(best, { move: 'B4', winRate: 1, proven: 'win' });
    assert.equal(game.moves.length, before);
  });

  it('Gonnect: up to `count` moves with win rates, most visited first', async () => {
    const game = new Gonnect({ size: 7, swap: false, setup: { black: ['D4'], white: ['C3'], toPlay: 'black' } });
    const suggestions = await analyze(game, { iterations: 600, seed: 3, count: 4 });
    assert.equal(suggestions.length, 4);
    assertWellFormed(game, suggestions);
    const visits = suggestions.map((s) => s.visits!);
    assert.deepEqual(
      visits,
      [...visits].sort((a, b) => b - a),
    );
  });

  it('Connect6: a win this turn is proven, with its partner stone', async () => {
    const game = connect6(19, 'J10 K10 L10 M10 C3', 'J9 K9 L9 D5 E6', 'black');
    const [best] = await analyze(game, { iterations: 100 });
    assert.equal(best!.proven, 'win');
    const h = game.clone();
    h.play(best!.move);
    if (h.result === null) h.play(best!.partner!);
    assert.equal(h.result?.winner, 'black');
  });

  it('Connect6: three threats that two stones cannot block are a proven loss', async () => {
    // White has three separate lines of four: Black cannot block them all.
    const game = connect6(19, 'A1 C1 E1 G1', 'B5 C5 D5 E5 B9 C9 D9 E9 B13 C13 D13 E13', 'black');
    const [best] = await analyze(game, { iterations: 100 });
    assert.equal(best!.proven, 'loss');
  });

  it('Connect6: a quiet position gives `count` turns with scores, best first', async () => {
    const game = connect6(19, 'J10 K11 L10', 'K10 J11 L12', 'black');
    const suggestions = await analyze(game, { iterations: 1500, count: 5 });
    assert.equal(suggestions.length, 5);
    assertWellFormed(game, suggestions);
    const scores = suggestions.map((s) => s.score!);
    assert.deepEqual(
      scores,
      [...scores].sort((a, b) => b - a),
    );
    assert.ok(suggestions.every((s) => s.partner !== undefined));
  });

  it('refuses a finished game and a bad count, and rejects with an AbortError when cancelled', async () => {
    const won = connect6(13, 'A1 B1 C1 D1 E1 F1', 'A3', 'white');
    await assert.rejects(analyze(won), /over/);
    await assert.rejects(analyze(GONNECT_WIN(), { count: 0 }), RangeError);
    await assert.rejects(analyze(GONNECT_WIN(), { count: 1.5 }), RangeError);
    const controller = new AbortController();
    controller.abort();
    await assert.rejects(analyze(new Gonnect({ size: 9 }), { signal: controller.signal }), (e) => isAbortError(e));
  });
});

describe('analyze through the worker', () => {
  it('answers an analysis request with the same suggestions as in Node', async () => {
    const client = new AiClient(fakeWorker);
    const game = connect6(19, 'J10 K10 L10 M10 C3', 'J9 K9 L9 D5 E6', 'black');
    const here = await analyze(game, { iterations: 100 });
    assert.deepEqual(await client.analyze(game, { iterations: 100 }), here);
    const gonnect = GONNECT_WIN();
    assert.deepEqual((await client.analyze(gonnect, { iterations: 100, count: 2 }))[0], { move: 'B4', winRate: 1, proven: 'win' });
    client.dispose();
  });

  it('a move request still answers with a move, and a new request cancels an analysis', async () => {
    const client = new AiClient(fakeWorker);
    const game = new Gonnect({ size: 9, swap: false });
    const cancelled = assert.rejects(client.analyze(game, { timeMs: 5000 }), (e) => isAbortError(e));
    const move = await client.choose(game, { iterations: 50, seed: 2 });
    assert.ok(game.isLegal(move));
    await cancelled;
    client.dispose();
  });
});
