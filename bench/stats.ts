// Order statistics for the benchmarks' figures.

/** The value below which a share `q` of `values` lies (`q` = 0.5: the median; of an even count, the upper middle). */
export function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

/** The median of `values` (of an even count, the upper middle one). */
export const median = (values: readonly number[]): number => quantile(values, 0.5);
