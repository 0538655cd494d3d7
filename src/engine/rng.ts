/**
 * A small seeded random generator (xorshift128) whose state lives in a typed array,
 * so search and playout code can draw numbers without allocating.
 */
export class Rng {
  /** Four 32-bit words of state. */
  readonly state = new Uint32Array(4);

  constructor(seed = 1) {
    this.seed(seed);
  }

  /** Re-seeds the generator (splitmix32 spreads the seed over the four words). */
  seed(seed: number): void {
    let s = seed >>> 0;
    for (let i = 0; i < 4; i++) {
      s = (s + 0x9e3779b9) >>> 0;
      let z = s;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
      this.state[i] = (z ^ (z >>> 16)) >>> 0 || 1;
    }
  }

  /** A uniform 32-bit unsigned integer. */
  next(): number {
    const st = this.state;
    const s = st[0]!;
    let t = st[3]!;
    st[3] = st[2]!;
    st[2] = st[1]!;
    st[1] = s;
    t ^= t << 11;
    t ^= t >>> 8;
    return (st[0] = t ^ s ^ (s >>> 19)) >>> 0;
  }

  /**
   * A uniform integer in `[0, n)`, for `n` up to 2^32: `floor(next() * n / 2^32)`. Up to
   * n = 2^16 it is worked out in 32-bit integers, from the two 16-bit halves of `next()`
   * (same result, faster).
   */
  below(n: number): number {
    const x = this.next();
    return n > 65536 ? ((x * n) / 4294967296) >>> 0 : (Math.imul(x >>> 16, n) + (((x & 65535) * n) >>> 16)) >>> 16;
  }
}
