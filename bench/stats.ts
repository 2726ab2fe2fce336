/** Percentiles and throughput for a list of request durations (milliseconds). */
export interface LatencyStats {
  n: number;
  p50: number;
  p95: number;
  p99: number;
  min: number;
  max: number;
  /** Completed requests per second over the whole run. */
  rps: number;
}

export function latencyStats(
  durations: number[],
  wallMs: number,
): LatencyStats {
  const sorted = [...durations].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  return {
    n: sorted.length,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    min: sorted[0] ?? 0,
    max: sorted[sorted.length - 1] ?? 0,
    rps: wallMs > 0 ? (sorted.length / wallMs) * 1000 : 0,
  };
}
