export interface LatencySummary {
  count: number
  meanMs: number
  p50Ms: number
  p95Ms: number
  p99Ms: number
  maxMs: number
}

/**
 * Exact nearest-rank percentile over every recorded sample (no histogram buckets): the smallest value
 * with at least p% of the samples at or below it. `sorted` must be in ascending order.
 */
export function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) throw new Error('no samples')
  if (!(p > 0 && p <= 100)) throw new Error(`percentile must be in (0, 100], got ${p}`)
  const rank = Math.ceil((p / 100) * sorted.length)
  return sorted[rank - 1]!
}

export function summarizeLatencies(latenciesMs: readonly number[]): LatencySummary {
  if (latenciesMs.length === 0) throw new Error('no latencies were recorded')
  // A typed array sorts numerically; a plain array would sort as strings.
  const sorted = Float64Array.from(latenciesMs).sort()
  const total = sorted.reduce((sum, value) => sum + value, 0)
  return {
    count: sorted.length,
    meanMs: total / sorted.length,
    p50Ms: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    p99Ms: percentile(sorted, 99),
    maxMs: sorted[sorted.length - 1]!,
  }
}
