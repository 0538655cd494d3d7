/**
 * Board geometry for a Gonnect position: the padded board layout, the edge bits of every
 * point and the Zobrist keys positional superko hashes with. One per board size, made on
 * first use and shared by every position of that size (read-only).
 *
 * Board: `(size + 2)²` cells; the outer ring is the border. The point of index
 * `row * size + col` is the cell `(row + 1) * (size + 2) + col + 1`.
 */

/** Edge bits: the board edges a point or chain touches. A connection is `BOTTOM|TOP` or `LEFT|RIGHT`. */
export const BOTTOM = 1;
export const TOP = 2;
export const LEFT = 4;
export const RIGHT = 8;

/** Why a move is refused, as the hot paths write it; 0 means legal. */
export const LEGAL = 0;
export const OCCUPIED = 1;
export const SUICIDE = 2;
export const KO = 3;

/** How a finished game ended. */
export const REASON_CONNECTION = 0;
export const REASON_NO_LEGAL_MOVE = 1;

/** The immutable facts of one board size. */
export class CellTables {
  /** Stride of the padded board: `size + 2`. */
  readonly w: number;
  /** Public index → cell. */
  readonly toInt: Int16Array;
  /** Cell → public index (-1 on the border). */
  readonly toPub: Int16Array;
  /** Cell → edge bits of that point. */
  readonly edges: Uint8Array;
  /** Zobrist keys (high and low 32 bits) per `colour * cells + cell`, made on first use. */
  zHi: Int32Array | null = null;
  zLo: Int32Array | null = null;

  constructor(readonly size: number) {
    const w = size + 2;
    this.w = w;
    this.toInt = new Int16Array(size * size);
    this.toPub = new Int16Array(w * w).fill(-1);
    this.edges = new Uint8Array(w * w);
    for (let row = 0; row < size; row++) {
      for (let col = 0; col < size; col++) {
        const p = (row + 1) * w + col + 1;
        this.toInt[row * size + col] = p;
        this.toPub[p] = row * size + col;
        this.edges[p] = (row === 0 ? BOTTOM : 0) | (row === size - 1 ? TOP : 0) | (col === 0 ? LEFT : 0) | (col === size - 1 ? RIGHT : 0);
      }
    }
  }

  /** Makes the Zobrist keys (fixed seed, so hashes agree between games of one size). */
  zobrist(): void {
    if (this.zHi) return;
    const cells = this.w * this.w;
    this.zHi = new Int32Array(3 * cells);
    this.zLo = new Int32Array(3 * cells);
    let s = 0x2545f491;
    const step = (): number => {
      s ^= s << 13;
      s ^= s >>> 17;
      s ^= s << 5;
      return s | 0;
    };
    for (let i = 0; i < 3 * cells; i++) {
      this.zHi[i] = step();
      this.zLo[i] = step();
    }
  }
}

const geometries = new Map<number, CellTables>();

/** The geometry of a board size (a whole number from 5 to 25, already checked), shared. */
export function geometryOf(size: number): CellTables {
  let geo = geometries.get(size);
  if (!geo) {
    geo = new CellTables(size);
    geometries.set(size, geo);
  }
  return geo;
}

/** Whether an edge mask joins two opposite edges. */
export function connects(mask: number): boolean {
  return (mask & (BOTTOM | TOP)) === (BOTTOM | TOP) || (mask & (LEFT | RIGHT)) === (LEFT | RIGHT);
}

/** A 53-bit position key from the two Zobrist halves. */
export function positionKey(hi: number, lo: number): number {
  return (hi & 0x1fffff) * 4294967296 + (lo >>> 0);
}
