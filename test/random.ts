/**
 * The tests' own seeded random numbers (mulberry32), apart from the Rng the engine and the
 * computer player draw from, so that a failing seed can be replayed: `random(7)()` is a
 * number in [0, 1). Used by the property and hostile-input tests in Node and in browsers.
 */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
