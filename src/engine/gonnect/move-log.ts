/**
 * A Gonnect game's moves since its setup, one number each: a point's index, or -1 for the
 * pie rule's swap. Room for `2 * size²` moves in a typed array, so that recording a move
 * allocates nothing and a copy is one typed-array copy; a longer game (possible, since
 * captures free points) goes on in a plain array.
 */
export class MoveLog {
  /** How many moves the log holds. */
  length = 0;
  /** The first `room` moves. */
  private readonly moves: Int32Array;
  /** The moves past `room`, if any. */
  private spill: number[] | null = null;

  /** An empty log with room for `room` moves before it spills: `new MoveLog(2 * 13 * 13)`. */
  constructor(private readonly room: number) {
    this.moves = new Int32Array(room);
  }

  /** Appends a move: an index, or -1 for a swap. Kept small: playouts call it for every stone. */
  push(move: number): void {
    const n = this.length++;
    if (n < this.room) this.moves[n] = move;
    else this.pushSpill(move);
  }

  /** Appends a move past the room. */
  private pushSpill(move: number): void {
    (this.spill ??= []).push(move);
  }

  /** Drops the last move. */
  pop(): void {
    if (--this.length >= this.room) this.spill!.pop();
  }

  /** The `i`-th move (0 is the first): an index, or -1 for a swap. */
  at(i: number): number {
    return i < this.room ? this.moves[i]! : this.spill![i - this.room]!;
  }

  /** Makes this log a copy of `source` (a log with the same room). */
  copyFrom(source: MoveLog): void {
    this.length = source.length;
    this.spill = source.spill && source.spill.slice();
    if (source.length > 0) this.moves.set(source.moves.subarray(0, Math.min(source.length, this.room)));
  }

  /** The moves, oldest first, as a new array. */
  toArray(): number[] {
    return Array.from({ length: this.length }, (_, i) => this.at(i));
  }
}
