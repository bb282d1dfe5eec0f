/** The fewest operations `--workers auto` tests at once, whatever the core count. */
export const MIN_AUTO_WORKERS = 4;

/**
 * What `--workers auto` (`workers = "auto"`) means: one operation at a time per CPU core, and at
 * least {@link MIN_AUTO_WORKERS}. Workers are concurrency on one event loop (threads come on top),
 * so on a small machine a few more requests in flight keep the client and the server busy at once:
 * on 2 cores, 4 workers sent ≈ 35 % more requests per second than 2 (bench/RESULTS.md).
 */
export function autoWorkers(cores: number): number {
  return Math.max(MIN_AUTO_WORKERS, Math.floor(cores));
}
