// Create, connect, use and remove boards over and over: nothing may stay behind. The test
// counts what the boards start on the page (listeners on document and window, timers,
// animation frames, workers, the shared language observer) and fails if any of it is
// still there once every board is gone.
import { aTimeout, expect, fixture, html } from '@open-wc/testing';
import { AiClient, type WorkerLike } from '../../src/ai/client.js';
import { BoardComputer } from '../../src/components/computer/computer.js';
import { languageWatch } from '../../src/i18n/language.js';
import '../../src/index.js';
import type { Board } from './helpers.js';

/** What is open on the page: each kind, with a count that must come back to zero. */
interface Ledger {
  listeners: Map<string, number>;
  timers: Set<number>;
  frames: Set<number>;
  workers: Set<Worker>;
}

/** Installs counting wrappers on the page's globals; returns the ledger and an undo. */
function watchGlobals(): { ledger: Ledger; restore: () => void } {
  const ledger: Ledger = { listeners: new Map(), timers: new Set(), frames: new Set(), workers: new Set() };
  const undo: (() => void)[] = [];
  const replace = <T extends object, K extends keyof T>(target: T, key: K, make: (original: T[K]) => T[K]) => {
    const original = target[key];
    target[key] = make(original);
    undo.push(() => (target[key] = original));
  };
  for (const [name, target] of [
    ['document', document],
    ['window', window],
  ] as const) {
    const key = (type: string, listener: unknown) => `${name} ${type} ${listenerId(listener)}`;
    replace(
      target,
      'addEventListener',
      (original) =>
        function (this: EventTarget, type: string, listener: unknown, options?: unknown) {
          const k = key(type, listener);
          ledger.listeners.set(k, (ledger.listeners.get(k) ?? 0) + 1);
          return (original as EventTarget['addEventListener']).call(this, type, listener as EventListener, options as boolean);
        } as never,
    );
    replace(
      target,
      'removeEventListener',
      (original) =>
        function (this: EventTarget, type: string, listener: unknown, options?: unknown) {
          const k = key(type, listener);
          const n = (ledger.listeners.get(k) ?? 0) - 1;
          if (n > 0) ledger.listeners.set(k, n);
          else ledger.listeners.delete(k);
          return (original as EventTarget['removeEventListener']).call(this, type, listener as EventListener, options as boolean);
        } as never,
    );
  }
  replace(
    window,
    'setTimeout',
    (original) =>
      ((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
        const id = (original as (handler: () => void, ms?: number) => number)(() => {
          ledger.timers.delete(id);
          if (typeof handler === 'function') (handler as (...args: unknown[]) => void)(...args);
        }, ms);
        ledger.timers.add(id);
        return id;
      }) as never,
  );
  replace(
    window,
    'clearTimeout',
    (original) => ((id: number) => (ledger.timers.delete(id), (original as typeof clearTimeout)(id))) as never,
  );
  replace(
    window,
    'requestAnimationFrame',
    (original) =>
      ((callback: FrameRequestCallback) => {
        const id: number = (original as typeof requestAnimationFrame)((time) => {
          ledger.frames.delete(id);
          callback(time);
        });
        ledger.frames.add(id);
        return id;
      }) as never,
  );
  replace(
    window,
    'cancelAnimationFrame',
    (original) => ((id: number) => (ledger.frames.delete(id), (original as typeof cancelAnimationFrame)(id))) as never,
  );
  return { ledger, restore: () => undo.reverse().forEach((f) => f()) };
}

const ids = new WeakMap<object, number>();
let nextId = 0;
function listenerId(listener: unknown): number {
  if (typeof listener !== 'object' && typeof listener !== 'function') return -1;
  let id = ids.get(listener as object);
  if (id === undefined) ids.set(listener as object, (id = nextId++));
  return id;
}

describe('create, use and remove, many times', () => {
  const createClient = BoardComputer.createClient;
  const pauseMs = BoardComputer.pauseMs;
  afterEach(() => {
    BoardComputer.createClient = createClient;
    BoardComputer.pauseMs = pauseMs;
  });

  it('leaves no listener, timer, frame, worker or observer behind', async function () {
    this.timeout(120_000);
    const { ledger, restore } = watchGlobals();
    // The real worker, counted: a board must terminate the worker it started.
    BoardComputer.createClient = () =>
      Promise.resolve(
        new AiClient(() => {
          const worker = new Worker(new URL('../../src/ai/worker.ts', import.meta.url), { type: 'module' });
          ledger.workers.add(worker);
          const terminate = worker.terminate.bind(worker);
          worker.terminate = () => (ledger.workers.delete(worker), terminate());
          return worker as unknown as WorkerLike;
        }),
      );
    BoardComputer.pauseMs = 50;
    try {
      const container = await fixture<HTMLElement>(html`<div lang="en"></div>`);
      for (let cycle = 0; cycle < 60; cycle++) {
        const tag = cycle % 2 ? 'connect6-board' : 'gonnect-board';
        const board = document.createElement(tag) as Board;
        board.setAttribute('size', '9');
        // Every third board has the computer playing, some of them both sides (a paused timer).
        if (cycle % 3 === 0) board.setAttribute('computer', cycle % 2 ? 'both' : 'black');
        if (cycle % 5 === 0) board.setAttribute('show-rules', '');
        container.append(board);
        await board.updateComplete;
        if (cycle % 3 !== 0) board.play(board.game.legalMoves()[cycle % 7]!);
        if (cycle % 4 === 0) await aTimeout(5);
        board.remove();
      }
      // Let anything already queued run out (a timer may fire once after removal, but start nothing).
      await aTimeout(200);
      expect([...ledger.listeners.keys()], 'listeners').to.deep.equal([]);
      expect(ledger.timers.size, 'timers').to.equal(0);
      expect(ledger.frames.size, 'animation frames').to.equal(0);
      expect(ledger.workers.size, 'workers').to.equal(0);
      expect(languageWatch()).to.deep.equal({ listeners: 0, observing: false });
    } finally {
      restore();
    }
  });
});
