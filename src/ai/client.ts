/**
 * The page side of the computer player: `AiClient` runs searches in a Web Worker, one at
 * a time, and turns the replies into promises. The worker is made by a factory, so this
 * file needs no bundler (tests pass a fake; `browser.ts` passes Vite's inline worker).
 */
import type { Suggestion } from './analysis.js';
import { abortError } from './budget.js';
import type { AiGame } from './index.js';
import type { ProblemSpec, Verdict } from './problems/task.js';
import {
  describeGame,
  type CancelRequest,
  type ProblemToCheck,
  type SearchReply,
  type SearchRequest,
  type WorkerOptions,
} from './protocol.js';
import type { ProblemCheck } from './problems/check.js';

export type { ProblemSpec, Verdict } from './problems/task.js';
export type { ProblemCheck } from './problems/check.js';
export type { ProblemToCheck } from './protocol.js';

/** A problem the judge refused: its message, and `code` (`'problem-too-deep'`, ...). */
export class ProblemRefusal extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

/** What the client needs of a worker (a DOM `Worker` fits). */
export interface WorkerLike {
  postMessage(message: SearchRequest | CancelRequest): void;
  terminate(): void;
  onmessage: ((event: { data: SearchReply }) => void) | null;
  onerror: ((event: { message?: string }) => void) | null;
}

/** Makes the worker: `() => new Worker(url, { type: 'module' })`, or an inline (Blob URL) worker. */
export type WorkerFactory = () => WorkerLike;

/** Options of {@link AiClient.choose} and {@link AiClient.analyze}: the search options plus a signal that cancels the search. */
export interface ClientOptions extends WorkerOptions {
  signal?: AbortSignal;
}

interface Pending {
  id: number;
  resolve: (reply: SearchReply) => void;
  reject: (error: Error) => void;
  detach: () => void;
}

/** Runs the computer player in a worker: `start()`, then `await choose(game)`; `dispose()` at the end. */
export class AiClient {
  private worker: WorkerLike | null = null;
  private pending: Pending | null = null;
  private nextId = 1;

  constructor(private readonly factory: WorkerFactory) {}

  /** Creates the worker now (otherwise the first `choose` does). */
  start(): void {
    if (this.worker) return;
    const worker = this.factory();
    worker.onmessage = (event) => this.handleReply(event.data);
    worker.onerror = (event) => this.fail(new Error(`The computer player's worker failed: ${event.message ?? 'unknown error'}`));
    this.worker = worker;
  }

  /**
   * Chooses a move for the side to move of `game` (a point, or `'swap'`), in the worker.
   * A new call, {@link cancel}, {@link dispose} or `options.signal` cancels the search in
   * progress, whose promise then rejects with an AbortError. The game is not changed.
   */
  choose(game: AiGame, options: ClientOptions = {}): Promise<string> {
    const { count: _count, ...choose } = options;
    return this.request(game, choose, undefined).then((reply) => {
      if (!('move' in reply)) throw new Error('The worker answered a move request without a move');
      return reply.move;
    });
  }

  /**
   * The best moves for the side to move of `game` with their estimates (see `analyze` in
   * `gonnect-connect6/ai`), in the worker; cancelled like {@link choose}.
   */
  analyze(game: AiGame, options: ClientOptions = {}): Promise<Suggestion[]> {
    return this.request(game, options, 'analyze').then((reply) => {
      if (!('analysis' in reply)) throw new Error('The worker answered an analysis request without an analysis');
      return reply.analysis;
    });
  }

  /**
   * A problem's verdict after the solver's move (`'judge'`), or its proven line from here
   * (`'solve'`, null when the goal cannot be reached), in the worker; cancelled like
   * {@link choose}. A problem beyond the judge's limits rejects with a {@link ProblemRefusal}.
   */
  problem(game: AiGame, task: 'judge', spec: ProblemSpec, signal?: AbortSignal): Promise<Verdict>;
  problem(game: AiGame, task: 'solve', spec: ProblemSpec, signal?: AbortSignal): Promise<string[] | null>;
  problem(game: AiGame, task: 'judge' | 'solve', spec: ProblemSpec, signal?: AbortSignal): Promise<Verdict | string[] | null> {
    return this.request(game, { signal }, task, spec).then((reply) => {
      if ('verdict' in reply) return reply.verdict;
      if ('line' in reply) return reply.line;
      throw new Error('The worker answered a problem request without a verdict or line');
    });
  }

  /** `checkProblem` of the problem set on `game`'s position (the side to move solves), in the worker; cancelled like {@link choose}. */
  check(game: AiGame, problem: ProblemToCheck, signal?: AbortSignal): Promise<ProblemCheck> {
    return this.request(game, { signal }, 'check', undefined, problem).then((reply) => {
      if (!('check' in reply)) throw new Error('The worker answered a check request without a check');
      return reply.check;
    });
  }

  /** Posts one request (cancelling the one in progress) and resolves with its successful reply. */
  private request(
    game: AiGame,
    options: ClientOptions,
    task: SearchRequest['task'],
    problem?: ProblemSpec,
    check?: ProblemToCheck,
  ): Promise<SearchReply> {
    this.cancel();
    const { signal, ...search } = options;
    if (signal?.aborted) return Promise.reject(abortError());
    this.start();
    const id = this.nextId++;
    const request: SearchRequest = {
      id,
      ...describeGame(game),
      options: search,
      ...(task && { task }),
      ...(problem && { problem }),
      ...(check && { check }),
    };
    return new Promise<SearchReply>((resolve, reject) => {
      const onAbort = (): void => {
        if (this.pending?.id === id) this.cancel();
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.pending = { id, resolve, reject, detach: () => signal?.removeEventListener('abort', onAbort) };
      this.worker!.postMessage(request);
    });
  }

  /** Whether a search is running. */
  get busy(): boolean {
    return this.pending !== null;
  }

  /** Cancels the search in progress, if any (its promise rejects with an AbortError). */
  cancel(): void {
    const pending = this.pending;
    if (!pending) return;
    this.worker?.postMessage({ id: pending.id, cancel: true });
    this.settle(pending).reject(abortError());
  }

  /** Cancels any search and terminates the worker (a later `choose` starts a new one). */
  dispose(): void {
    this.cancel();
    this.worker?.terminate();
    this.worker = null;
  }

  private handleReply(reply: SearchReply): void {
    const pending = this.pending;
    if (!pending || reply.id !== pending.id) return; // the answer to a search already cancelled
    this.settle(pending);
    if ('error' in reply)
      pending.reject(reply.aborted ? abortError() : reply.code ? new ProblemRefusal(reply.error, reply.code) : new Error(reply.error));
    else pending.resolve(reply);
  }

  private fail(error: Error): void {
    if (this.pending) this.settle(this.pending).reject(error);
  }

  /** Forgets the pending search and returns it. */
  private settle(pending: Pending): Pending {
    pending.detach();
    this.pending = null;
    return pending;
  }
}
