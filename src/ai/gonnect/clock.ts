/**
 * Time management for the Gonnect search on the clock: a move whose choice is settled
 * stops early, and the time it saves goes into a bank, spent on later moves whose choice
 * is still open when their time is up (at most `EXTRA` of a move's time on top, so a move
 * stays well within 1.5× its time even on a busy machine). On average a move still takes
 * no more than its time: the bank holds only what earlier moves of the same game left.
 */
import type { Mcts } from './mcts.js';

/** The most a move may take from the bank, as a share of its own time. */
const EXTRA = 0.3;
/** The earliest a move may stop, as a share of its time (before it the tree is too young to trust). */
const EARLIEST = 0.35;
/** The bank's ceiling, in moves' time. */
const BANK_MOVES = 4;

/** One colour's bank: the game's moves when it last searched, and the milliseconds saved. */
interface Bank {
  moves: readonly string[];
  saved: number;
}

/** A bank for each colour to move (two computers playing each other keep theirs apart). */
const banks: (Bank | null)[] = [null, null, null];

/**
 * The clock of one move of colour `turn` (1 or 2) with `timeMs` to think, in a game whose
 * moves so far are `moves`: the bank goes on when the game goes on from the colour's last
 * search, else starts empty.
 */
export class MoveClock {
  private readonly began = performance.now();
  private readonly bank: Bank;
  /** The longest this move may take (its time and what it may take from the bank). */
  readonly hardMs: number;

  constructor(
    turn: number,
    moves: readonly string[],
    private readonly timeMs: number,
  ) {
    const old = banks[turn];
    const goesOn = old && moves.length > old.moves.length && old.moves.every((move, i) => moves[i] === move);
    this.bank = { moves, saved: goesOn ? old.saved : 0 };
    banks[turn] = this.bank;
    this.hardMs = timeMs + Math.min(this.bank.saved, EXTRA * timeMs);
  }

  /**
   * Whether the search should stop now: before its time when the most visited root move
   * cannot be overtaken in the time left at the rate so far; at its time unless the choice
   * is open (the runner-up close in visits, or better by its rate).
   */
  shouldStop(search: Mcts): boolean {
    const elapsed = performance.now() - this.began;
    if (elapsed < EARLIEST * this.timeMs) return false;
    const { decided, first, second, open } = search.margin();
    if (decided) return true;
    if (elapsed < this.timeMs) return first - second > (search.playouts / elapsed) * (this.timeMs - elapsed);
    return !open;
  }

  /** Books the move's time: what it saved goes into the bank, what it took beyond its time comes out. */
  done(): void {
    const spent = performance.now() - this.began;
    this.bank.saved = Math.max(0, Math.min(BANK_MOVES * this.timeMs, this.bank.saved + this.timeMs - spent));
  }
}
