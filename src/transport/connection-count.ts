/** The most connections a run opens to one origin, whatever `--workers` says. */
export const MAX_RUN_CONNECTIONS = 64;

/**
 * The connections a run's HTTP transport may open per origin (pure): as many as the engine can
 * have requests in flight, which is `workers` operations at once with up to `workers` cases each,
 * at least 2 (an auth probe beside a case) and at most {@link MAX_RUN_CONNECTIONS}. A pool of
 * only `workers` connections queued the rest inside the client: on 2 cores, `--workers 4` sent
 * ≈ 30 % more requests per second with 16 than with 4 (bench/RESULTS.md), because the client and
 * the server each handle several requests per wake-up. Sockets open only when requests need them.
 */
export function connectionCount(workers: number): number {
  return Math.min(MAX_RUN_CONNECTIONS, Math.max(2, workers * workers));
}
