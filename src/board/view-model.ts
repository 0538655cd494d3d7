/**
 * What the board shows, kept in step with the game session: the colour on every index,
 * the setup it started from, the last turn's stones, the pending stone of a Connect6
 * pair, the winning stones and the points of a hint. A move updates only what it touched (the stone it placed,
 * the stones it captured); any other change (undo, swap, a new game) reads the board again.
 */
import type { BoardGame, IndexMove } from '../engine/game.js';
import type { Color } from '../engine/types.js';

/** A point to mark, with the colour of the stone on it. */
export interface StoneMark {
  /** Index `row * size + col`: `60`. */
  index: number;
  color: Color;
}

/** The stone the last change placed: where, its colour code (1 black, 2 white) and the indices it captured (the engine's own record). */
export type Placement = IndexMove;

/** What the view model reads of a game session (the standalone SVG passes a plain object). */
export interface SessionState {
  revision: number;
  game: BoardGame;
  placement: Placement | null;
  moves: readonly number[];
}

const COLOR_OF = [null, 'black', 'white'] as const;

/** The colour code of every index of a game: 0 empty, 1 black, 2 white. */
function readStones(game: BoardGame): Uint8Array {
  const stones = new Uint8Array(game.size * game.size);
  for (let index = 0; index < stones.length; index++) stones[index] = game.stoneAt(index);
  return stones;
}

/** The trailing run of one colour's stones (at most `limit`) before `end` in the move list; swaps place no stone. */
function run(stones: Uint8Array, moves: readonly number[], end: number, limit: number): StoneMark[] {
  const marks: StoneMark[] = [];
  for (let i = end - 1; i >= 0 && marks.length < limit; i--) {
    const index = moves[i]!;
    if (index < 0) continue;
    const color = COLOR_OF[stones[index]!];
    if (!color || (marks.length > 0 && marks[0]!.color !== color)) break;
    marks.push({ index, color });
  }
  return marks;
}

export class BoardView {
  /** Colour code per index (0 empty, 1 black, 2 white); changed in place by a move. */
  stones: Uint8Array = new Uint8Array(0);
  /** Colour code per index of the setup the game started from. */
  setup: Uint8Array = new Uint8Array(0);
  /** Changes whenever a setup stone leaves the board or comes back (the setup layer is redrawn then). */
  setupVersion = 0;
  /** The stones of the last turn (Gonnect: the last stone). */
  last: StoneMark[] = [];
  /** Connect6: the first stone of a turn whose second stone is awaited. */
  pending: StoneMark[] = [];
  /** The winning chain or line, as indices. */
  winning: number[] = [];
  /** The points the Hint button marks (hint.ts), as indices: `[60, 61]`; any change of the game clears them. */
  hint: number[] = [];
  /** Lines per side. */
  size = 0;
  private revision = -1;
  private game?: BoardGame;

  /**
   * Catches up with the session (nothing to do when it has not changed since the last
   * call). Anything with the session's four fields will do: the standalone SVG passes
   * `{ revision: 0, game, placement: null, moves }`.
   */
  sync(session: SessionState): void {
    if (session.revision === this.revision) return;
    this.hint = [];
    const game = session.game;
    const placement = session.placement;
    if (placement && game === this.game && session.revision === this.revision + 1) {
      this.stones[placement.index] = placement.color;
      for (const index of placement.captured) this.stones[index] = 0;
      // A setup point that loses its stone, or gets it back, changes the setup layer.
      if (this.setup[placement.index] || placement.captured.some((index) => this.setup[index])) this.setupVersion++;
    } else {
      this.stones = readStones(game);
      // A game without moves (every diagram without `moves`) stands on its setup.
      if (game !== this.game) this.setup = session.moves.length ? game.setupStones() : this.stones.slice();
      this.setupVersion++;
    }
    this.game = game;
    this.size = game.size;
    this.revision = session.revision;
    this.readTurns(game, session.moves);
    this.winning = game.resultIndices();
  }

  /**
   * The last turn's stones and, in Connect6, the pending first stone of the turn under
   * way (then the last turn is the one before it).
   */
  private readTurns(game: BoardGame, moves: readonly number[]): void {
    const pairs = game.kind === 'connect6';
    const latest = run(this.stones, moves, moves.length, pairs ? 2 : 1);
    const open = pairs && !game.result && latest.length === 1 && latest[0]!.color === game.toPlay;
    this.last = open ? run(this.stones, moves, moves.length - 1, 2) : latest;
    this.pending = open ? latest : [];
  }
}

/** The colour on an index, or null. */
export function colorAt(view: BoardView, index: number): Color | null {
  return COLOR_OF[view.stones[index] ?? 0] ?? null;
}

/** Whether the stone on an index is the setup's (drawn in the setup layer), not one played since. */
export function isSetupStone(view: BoardView, index: number): boolean {
  return view.stones[index] !== 0 && view.stones[index] === view.setup[index];
}
