/**
 * A slow, obviously-correct Gonnect for the property tests: a 2D array board, chains by
 * flood fill, ko by comparing whole positions literally, superko by a set of position
 * strings, connections by flood fill from the stones on each edge, and "no legal move"
 * by trying every point. It shares no code with the engine.
 */

/** 0 empty, 1 black, 2 white. */
export type Cell = 0 | 1 | 2;

export interface RefResult {
  winner: 'black' | 'white';
  reason: 'connection' | 'no-legal-move';
  /** Indices `row * size + col`, ascending. */
  stones: number[];
}

/** The outcome of trying a move: refused with a code, or the new grid and the indices captured. */
export type RefOutcome =
  { ok: false; code: 'occupied' | 'suicide' | 'ko'; superko?: true } | { ok: true; grid: Cell[]; captured: number[] };

interface RefState {
  /** Flat board, index `row * size + col` (row 0 at the bottom). */
  grid: Cell[];
  toPlay: 1 | 2;
  /** Every position of the game so far, the setup first. */
  positions: Cell[][];
  /** The same as text, for superko (made when superko is on). */
  texts: Set<string>;
  result: RefResult | null;
  captures: [number, number];
  moves: string[];
  /** Legal moves of this state, and the empty points refused, computed once. */
  legal: number[] | null;
  refused: number[];
}

/** A position as text: one character per point. */
const positionOf = (grid: Cell[]): string => String.fromCharCode(...grid.map((cell) => 48 + cell));

/** Whether two boards are the same, point by point (the point `first` compared first: it usually differs). */
function samePosition(a: Cell[], b: Cell[], first: number): boolean {
  if (a[first] !== b[first]) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

export class RefGonnect {
  private state: RefState;
  private readonly stack: RefState[] = [];
  /** Flood-fill marks: a point is visited when its mark equals the current stamp. */
  private readonly mark: Int32Array;
  private stamp = 0;
  /** Each index's orthogonal neighbours on the board. */
  private readonly adjacent: number[][];

  /** Throws 'no-liberties' or 'both-win' for a setup that cannot stand. */
  constructor(
    readonly size: number,
    readonly superko: boolean,
    grid: Cell[],
    toPlay: 1 | 2,
  ) {
    this.mark = new Int32Array(size * size);
    this.adjacent = Array.from({ length: size * size }, (_, p) => {
      const row = Math.floor(p / size);
      const col = p % size;
      const all: number[] = [];
      if (row > 0) all.push(p - size);
      if (row < size - 1) all.push(p + size);
      if (col > 0) all.push(p - 1);
      if (col < size - 1) all.push(p + 1);
      return all;
    });
    for (let index = 0; index < size * size; index++) {
      if (grid[index] !== 0 && this.liberties(grid, this.chain(grid, index)) === 0) throw new Error('no-liberties');
    }
    this.state = {
      grid: [...grid],
      toPlay,
      positions: [[...grid]],
      texts: new Set(superko ? [positionOf(grid)] : []),
      result: null,
      captures: [0, 0],
      moves: [],
      legal: null,
      refused: [],
    };
    const black = this.connection(grid, 1);
    const white = this.connection(grid, 2);
    if (black && white) throw new Error('both-win');
    if (black) this.state.result = { winner: 'black', reason: 'connection', stones: black };
    else if (white) this.state.result = { winner: 'white', reason: 'connection', stones: white };
    else if (this.legalMoves().length === 0) {
      this.state.result = { winner: toPlay === 1 ? 'white' : 'black', reason: 'no-legal-move', stones: [] };
    }
  }

  cell(index: number): Cell {
    return this.state.grid[index]!;
  }
  get toPlay(): 1 | 2 {
    return this.state.toPlay;
  }
  get result(): RefResult | null {
    return this.state.result;
  }
  get captures(): [number, number] {
    return this.state.captures;
  }
  get moves(): string[] {
    return this.state.moves;
  }

  /** The points of the chain through `index` (flood fill). */
  chain(grid: Cell[], index: number): number[] {
    const color = grid[index];
    const stamp = ++this.stamp;
    this.mark[index] = stamp;
    const found = [index];
    for (let i = 0; i < found.length; i++) {
      for (const n of this.neighbours(found[i]!)) {
        if (grid[n] === color && this.mark[n] !== stamp) {
          this.mark[n] = stamp;
          found.push(n);
        }
      }
    }
    return found;
  }

  /** Distinct empty points next to a chain. */
  liberties(grid: Cell[], chain: number[]): number {
    const stamp = ++this.stamp;
    let count = 0;
    for (const p of chain) {
      for (const n of this.neighbours(p)) {
        if (grid[n] === 0 && this.mark[n] !== stamp) {
          this.mark[n] = stamp;
          count++;
        }
      }
    }
    return count;
  }

  /** The orthogonal neighbours of an index (never diagonal, never across an edge). */
  neighbours(p: number): number[] {
    return this.adjacent[p]!;
  }

  /** A chain of `color` touching two opposite edges (the one holding the lowest index), as sorted indices. */
  connection(grid: Cell[], color: Cell): number[] | null {
    const n = this.size;
    const done = new Uint8Array(n * n);
    for (let index = 0; index < n * n; index++) {
      if (grid[index] !== color || done[index]) continue;
      const chain = this.chain(grid, index);
      let bottom = false;
      let top = false;
      let left = false;
      let right = false;
      for (const p of chain) {
        done[p] = 1;
        const row = Math.floor(p / n);
        const col = p % n;
        if (row === 0) bottom = true;
        if (row === n - 1) top = true;
        if (col === 0) left = true;
        if (col === n - 1) right = true;
      }
      if ((top && bottom) || (left && right)) return chain.sort((a, b) => a - b);
    }
    return null;
  }

  /** What a move at an index would do for the side to move, without changing anything. */
  tryMove(index: number): RefOutcome {
    const { grid: before, toPlay, positions } = this.state;
    if (before[index] !== 0) return { ok: false, code: 'occupied' };
    const grid = [...before];
    grid[index] = toPlay;
    const enemy = toPlay === 1 ? 2 : 1;
    const captured = new Set<number>();
    for (const n of this.neighbours(index)) {
      if (grid[n] !== enemy) continue;
      const chain = this.chain(grid, n);
      if (this.liberties(grid, chain) === 0) for (const p of chain) captured.add(p);
    }
    for (const p of captured) grid[p] = 0;
    if (this.liberties(grid, this.chain(grid, index)) === 0) return { ok: false, code: 'suicide' };
    // Ko: the position before the opponent's last move (the setup counts) may not come back.
    const previous = positions.length >= 2 ? positions[positions.length - 2]! : null;
    if (previous && samePosition(grid, previous, index)) return { ok: false, code: 'ko' };
    // Superko: no earlier position at all may come back.
    if (this.superko && this.state.texts.has(positionOf(grid))) return { ok: false, code: 'ko', superko: true };
    return { ok: true, grid, captured: [...captured].sort((a, b) => a - b) };
  }

  /** Every legal index, by trying every point. */
  legalMoves(): number[] {
    if (this.state.result) return [];
    if (!this.state.legal) {
      const legal: number[] = [];
      for (let index = 0; index < this.size * this.size; index++) {
        const outcome = this.tryMove(index);
        if (outcome.ok) legal.push(index);
        else if (outcome.code !== 'occupied') this.state.refused.push(index);
      }
      this.state.legal = legal;
    }
    return this.state.legal;
  }

  /** Empty points the side to move may not play (suicide or ko). */
  refusedPoints(): number[] {
    this.legalMoves();
    return this.state.refused;
  }

  canSwap(swapAllowed: boolean, emptySetup: boolean): boolean {
    return swapAllowed && emptySetup && this.state.moves.length === 1 && !this.state.result;
  }

  swap(): void {
    this.stack.push(this.state);
    this.state = { ...this.state, moves: [...this.state.moves, 'swap'], legal: null, refused: [] };
  }

  /** Plays a legal move and returns the captured indices. */
  play(index: number): number[] {
    const outcome = this.tryMove(index);
    if (!outcome.ok) throw new Error(`reference: illegal ${index}: ${outcome.code}`);
    const old = this.state;
    this.stack.push(old);
    const mover = old.toPlay;
    const captures: [number, number] = [...old.captures];
    captures[mover - 1] += outcome.captured.length;
    this.state = {
      grid: outcome.grid,
      toPlay: mover === 1 ? 2 : 1,
      positions: [...old.positions, outcome.grid],
      texts: this.superko ? new Set(old.texts).add(positionOf(outcome.grid)) : old.texts,
      result: null,
      captures,
      moves: [...old.moves, String(index)],
      legal: null,
      refused: [],
    };
    const winner = mover === 1 ? 'black' : 'white';
    const chain = this.connection(outcome.grid, mover);
    if (chain) this.state.result = { winner, reason: 'connection', stones: chain };
    else if (this.legalMoves().length === 0) this.state.result = { winner, reason: 'no-legal-move', stones: [] };
    return outcome.captured;
  }

  undo(): boolean {
    const last = this.stack.pop();
    if (!last) return false;
    this.state = last;
    return true;
  }
}
