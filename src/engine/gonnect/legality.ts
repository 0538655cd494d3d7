/**
 * The rules of legality for the side to move, asked of a chain board (its stones and its
 * turn: the mover, the ko point and the stone that took there): occupied, suicide, simple
 * ko and positional superko (`seen`: the keys of the positions held so far, null when off),
 * and the key a move would make. `GonnectPosition` asks these; cell codes are plain numbers
 * here, as in all hot code (0 empty, 1 black, 2 white, 3 border).
 */
import type { ChainBoard } from './chain-board.js';
import { KO, LEGAL, OCCUPIED, positionKey } from './geometry.js';

/** Why the side to move may not play at `p`: LEGAL (0), OCCUPIED, SUICIDE or KO (superko refusals too). */
export function refusalCode(board: ChainBoard, p: number, seen: Set<number> | null): number {
  const s = board.s;
  if (s[p] !== 0) return OCCUPIED;
  const w = board.w;
  // An empty neighbour is a liberty: never suicide, and never the ko point.
  const free = s[p - w] === 0 || s[p - 1] === 0 || s[p + 1] === 0 || s[p + w] === 0;
  const why = free ? LEGAL : refusalAt(board, p);
  return why !== LEGAL || seen === null || !seen.has(keyAfter(board, p)) ? why : KO;
}

/**
 * Whether the side to move has a legal move. Cheap first: a point with an empty neighbour
 * is always legal (under superko it still needs the position check).
 */
export function hasLegalMove(board: ChainBoard, seen: Set<number> | null): boolean {
  if (board.pairs > 0 && seen === null) return true;
  for (let i = 0; i < board.emptyCount; i++) {
    if (refusalCode(board, board.s[board.emptiesAt + i]!, seen) === LEGAL) return true;
  }
  return false;
}

/**
 * Simple ko and suicide for the side to move at empty point `p` whose neighbours are all
 * stones or the border: LEGAL (0), SUICIDE (2) or KO (3). Superko is the caller's question.
 */
export function refusalAt(board: ChainBoard, p: number): number {
  const s = board.s;
  const w = board.w;
  const L = 3 * board.plane;
  const c = board.mover;
  const ko = board.ko;
  const k = board.koStone;
  // Every neighbour is a stone or the border (chain head 0). A neighbour chain is in
  // atari when all its pseudo-liberties are here: as many as its stones next to p.
  // What is around a random point is random, so all four are judged without a branch.
  const a = s[p - w]!;
  const b = s[p - 1]!;
  const d = s[p + 1]!;
  const e = s[p + w]!;
  const ha = a >> 2;
  const hb = b >> 2;
  const hd = d >> 2;
  const he = e >> 2;
  const ta = +(s[L + ha]! >>> 20 === 1 + +(ha === hb) + +(ha === hd) + +(ha === he));
  const tb = +(s[L + hb]! >>> 20 === 1 + +(hb === ha) + +(hb === hd) + +(hb === he));
  const td = +(s[L + hd]! >>> 20 === 1 + +(hd === ha) + +(hd === hb) + +(hd === he));
  const te = +(s[L + he]! >>> 20 === 1 + +(he === ha) + +(he === hb) + +(he === hd));
  // Per neighbour: 1 for a friendly chain that keeps another liberty (joining it is
  // safe: suicide rule); 2 for an enemy chain whose last liberty is p (captured, so p
  // gains a liberty), plus 4 when that chain is not the one that just took a ko.
  const o = 3 - c;
  const why =
    (+((a & 3) === c) & (ta ^ 1)) |
    (-(+((a & 3) === o) & ta) & (2 | (+(p - w !== k) << 2))) |
    (+((b & 3) === c) & (tb ^ 1)) |
    (-(+((b & 3) === o) & tb) & (2 | (+(p - 1 !== k) << 2))) |
    (+((d & 3) === c) & (td ^ 1)) |
    (-(+((d & 3) === o) & td) & (2 | (+(p + 1 !== k) << 2))) |
    (+((e & 3) === c) & (te ^ 1)) |
    (-(+((e & 3) === o) & te) & (2 | (+(p + w !== k) << 2)));
  // Ko: retaking at the ko point would bring back the position before the opponent's
  // last move, unless it also captures another chain (then the position differs). In
  // play that cannot happen (such a chain had a liberty besides the ko point before the
  // ko was taken), but the rule is about positions, so the test stays.
  if (p === ko && (why & 4) === 0) return 3; // KO
  return why !== 0 ? 0 : 2; // LEGAL : SUICIDE
}

/**
 * Positional superko: the key of the position a legal move of the side to move at `p`
 * makes, the stone added and every enemy chain it captures (one in atari next to p)
 * removed, each chain counted once. The board must hash its stones.
 */
export function keyAfter(b: ChainBoard, p: number): number {
  const c = b.mover;
  const zHi = b.geo.zHi!;
  const zLo = b.geo.zLo!;
  const w = b.w;
  const cells = b.plane;
  let hi = b.hashHi ^ zHi[c * cells + p]!;
  let lo = b.hashLo ^ zLo[c * cells + p]!;
  const base = (3 - c) * cells;
  const h0 = capturedHead(b, p - w, c);
  const h1 = capturedHead(b, p - 1, c);
  const h2 = capturedHead(b, p + 1, c);
  const h3 = capturedHead(b, p + w, c);
  for (let k = 0; k < 4; k++) {
    const h = k === 0 ? h0 : k === 1 ? h1 : k === 2 ? h2 : h3;
    if (h === 0 || (k > 0 && h === h0) || (k > 1 && h === h1) || (k > 2 && h === h2)) continue;
    let s = h;
    do {
      hi ^= zHi[base + s]!;
      lo ^= zLo[base + s]!;
      s = b.nextOf(s);
    } while (s !== h);
  }
  return positionKey(hi, lo);
}

/** The head of the enemy chain at `n` when a move of `c` next to it would capture it (in atari), else 0. */
function capturedHead(b: ChainBoard, n: number, c: number): number {
  const v = b.s[n]!;
  if (v === 0 || v === 3 || (v & 3) === c) return 0;
  return b.inAtari(v >> 2) ? v >> 2 : 0;
}
