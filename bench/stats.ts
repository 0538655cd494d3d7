// Order statistics for the benchmarks' figures.

/** The value below which a share `q` of `values` lies (`q` = 0.5: the median; of an even count, the upper middle). */
export function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

/** The median of `values` (of an even count, the upper middle one). */
export const median = (values: readonly number[]): number => quantile(values, 0.5);

/** The 95% Wilson score interval of `wins` out of `n`: `[0.62, 0.79]`. */
export function wilson(wins: number, n: number): [number, number] {
  const z = 1.96;
  const p = wins / n;
  const denominator = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / denominator;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}
