/**
 * The messages between the page and the computer player's worker, and the worker's
 * handler as a plain function (so it runs, and is tested, without a real Worker).
 *
 * Page → worker: a {@link SearchRequest} (`{ id, game, size, setup, moves, options }`,
 * with `task: 'analyze'` for an analysis, `'judge'` or `'solve'` with a `problem` for a
 * problem's verdict or its proven line) or `{ id, cancel: true }`. Worker → page:
 * `{ id, move }`, `{ id, analysis }`, `{ id, verdict }`, `{ id, line }` or `{ id, error }`
 * (a problem the judge refuses: `code`, its JudgeError code).
 */
import { Connect6 } from '../engine/connect6.js';
import { Gonnect } from '../engine/gonnect.js';
import type { Color, Point } from '../engine/types.js';
import type { GameKind } from '../vocabulary.js';
import { isAbortError } from './budget.js';
import type { AnalyzeOptions, Suggestion } from './analysis.js';
import { analyze, chooseMove, type AiGame } from './index.js';
import { answerProblem, type ProblemReply, type ProblemSpec } from './problems/task.js';
import { checkProblem, type ProblemCheck } from './problems/check.js';

/** The starting position of a game, as the engines take it. */
export interface SetupMessage {
  /** Black stones: `['D4']`. */
  black?: Point[];
  /** White stones: `['E5']`. */
  white?: Point[];
  /** Side to move after the setup: `'black'`. */
  toPlay?: Color;
  /** Connect6: stones the side to move still places this turn. */
  stonesLeft?: 1 | 2;
}

/** A game, rebuilt in the worker from its setup and the moves played since. */
export interface GameMessage {
  /** Which game: `'gonnect'`. */
  game: GameKind;
  /** Board size: `13`. */
  size: number;
  /** The position the moves start from. */
  setup?: SetupMessage;
  /** Moves since the setup, `'swap'` for the pie rule: `['D4', 'swap', 'E5']`. */
  moves: string[];
  /** Gonnect: whether the pie rule is on (default on). */
  swap?: boolean;
  /** Gonnect: whether positional superko is on (default off). */
  superko?: boolean;
}

/** Search options that can cross to a worker (no AbortSignal: cancel by message); `count` is for analyses. */
export type WorkerOptions = Omit<AnalyzeOptions, 'signal'>;

/** Page → worker: choose a move, or analyse the position. */
export interface SearchRequest extends GameMessage {
  /** Number that the answer carries back: `1`. */
  id: number;
  options?: WorkerOptions;
  /**
   * `'analyze'`: the best moves with their estimates; `'judge'`, `'solve'`: a problem's
   * verdict or proven line; `'check'`: `checkProblem` of the position (absent: choose a move).
   */
  task?: 'analyze' | 'judge' | 'solve' | 'check';
  /** For `judge` and `solve`: the problem and how far the solver is. */
  problem?: ProblemSpec;
  /** For `check`: the problem as an author wrote it. */
  check?: ProblemToCheck;
}

/** A problem to check on the game's position (the side to move solves): `{ goal: 'connect', within: 2, solution: 'E5 D5 F5' }`. */
export interface ProblemToCheck {
  goal: string;
  within: number;
  solution?: string;
}

/** Page → worker: stop the search with this id (it then answers with an AbortError). */
export interface CancelRequest {
  id: number;
  cancel: true;
}

/** Worker → page: the move chosen, the analysis, or why there is none (`aborted` for a cancelled search). */
export type SearchReply =
  | { id: number; move: string }
  | { id: number; analysis: Suggestion[] }
  | ({ id: number } & ProblemReply)
  | { id: number; check: ProblemCheck }
  | { id: number; error: string; aborted?: boolean; code?: string };

/** Builds the game a message describes (throws for a setup or move the rules refuse). */
export function rebuildGame(message: GameMessage): AiGame {
  const setup = message.setup ?? {};
  let game: AiGame;
  if (message.game === 'connect6') game = new Connect6({ size: message.size, setup });
  else {
    const { stonesLeft: _unused, ...stones } = setup;
    game = new Gonnect({ size: message.size, swap: message.swap, superko: message.superko, setup: stones });
  }
  for (const move of message.moves) game.playMove(move);
  return game;
}

/** Describes a game for {@link rebuildGame}: its setup and its moves. */
export function describeGame(game: AiGame): GameMessage {
  const { size, moves } = game;
  if (game.kind === 'connect6') return { game: 'connect6', size, setup: game.setup, moves };
  return { game: 'gonnect', size, setup: game.setup, moves, swap: game.swapAllowed, superko: game.superko };
}

/** `checkProblem` of a game's position, the side to move the solver (the moves since the setup are stones like the others). */
export function checkPosition(game: AiGame, problem: ProblemToCheck, signal?: AbortSignal): Promise<ProblemCheck> {
  const stones = (code: number) => {
    const points: string[] = [];
    for (let index = 0; index < game.size * game.size; index++) if (game.stoneAt(index) === code) points.push(game.pointAt(index));
    return points;
  };
  return checkProblem({ game: game.kind, size: game.size, black: stones(1), white: stones(2), toPlay: game.toPlay, ...problem, signal });
}

/**
 * The worker's message handler: runs one search (or analysis) per request (cancelled by a
 * `{ id, cancel: true }` message) and posts each answer through `post`.
 */
export function createHandler(post: (reply: SearchReply) => void): (message: SearchRequest | CancelRequest) => void {
  const running = new Map<number, AbortController>();
  const search = async (request: SearchRequest, controller: AbortController): Promise<void> => {
    try {
      const game = rebuildGame(request);
      const options = { ...request.options, signal: controller.signal };
      if (request.check) post({ id: request.id, check: await checkPosition(game, request.check, controller.signal) });
      else if (request.problem)
        post({ id: request.id, ...answerProblem(game, request.task === 'solve' ? 'solve' : 'judge', request.problem) });
      else if (request.task === 'analyze') post({ id: request.id, analysis: await analyze(game, options) });
      else {
        const { count: _count, ...choose } = options;
        post({ id: request.id, move: await chooseMove(game, choose) });
      }
    } catch (error) {
      const aborted = isAbortError(error);
      const code = (error as { code?: unknown })?.code;
      const reply = { id: request.id, error: error instanceof Error ? error.message : String(error), ...(aborted && { aborted }) };
      post(typeof code === 'string' ? { ...reply, code } : reply);
    } finally {
      running.delete(request.id);
    }
  };
  return (message) => {
    if ('cancel' in message) {
      running.get(message.id)?.abort();
      return;
    }
    const controller = new AbortController();
    running.set(message.id, controller);
    void search(message, controller);
  };
}
