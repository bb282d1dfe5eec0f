import { UsageError } from "../core/errors.js";
import type { Phase } from "../core/phase.js";

/**
 * `--threads auto` uses threads only when a run has at least this much fuzzing work
 * (max-examples × operations). Measured on 2 cores with the server on the same machine
 * (bench/RESULTS.md): two threads were slower at 4 × 2,500 cases (a worker's start-up costs
 * ≈ 0.3 s of CPU, and two client threads contend for the cores), about even at 4 × 5,000 and
 * at best even at 4 × 10,000 (30,001 requests), as the server under test needs a core too.
 */
export const MIN_THREADED_WORK = 40_000;

/** What decides the number of threads of a run. */
export interface ThreadFacts {
  /** `--threads` / `threads`: a count, or `auto`. */
  readonly requested: number | "auto";
  readonly cores: number;
  /** Operations selected for testing. */
  readonly operations: number;
  /** `--workers`: operations tested at once (more threads than this would idle). */
  readonly workers: number;
  /** `max-examples` of the fuzzing phase. */
  readonly maxExamples: number;
  readonly phases: readonly Phase[];
  /** Whether `rate-limit` is set (one limiter cannot span threads). */
  readonly rateLimited: boolean;
  /** Whether the API runs on this machine (a loopback base URL): it needs a core of its own. */
  readonly localTarget: boolean;
}

/** Whether a base URL points at this machine (loopback), pure. */
export function isLocalTarget(baseUrl: string): boolean {
  let host: string;
  try {
    host = new URL(baseUrl).hostname.toLowerCase();
  } catch {
    return false;
  }
  return host === "localhost" || host.endsWith(".localhost") || host === "[::1]" || host === "0.0.0.0" || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/** The threads a run uses, the main one included (pure). 1 means today's single-threaded run. */
export function threadCount(facts: ThreadFacts): number {
  const { requested } = facts;
  if (requested !== "auto" && requested > 1 && facts.rateLimited) {
    throw new UsageError(`--threads ${requested} cannot be combined with rate-limit (--rate-limit or rate-limit in apitest.toml): the limit holds for one thread. Use --threads 1, or drop the rate limit.`);
  }
  // Only the examples, coverage and fuzzing phases spread over threads, one operation at a time each.
  const spread = facts.phases.some((phase) => phase !== "stateful");
  const useful = Math.min(facts.operations, facts.workers);
  if (!spread || useful < 2) return 1;
  if (requested !== "auto") return Math.min(requested, useful);
  if (facts.rateLimited || facts.maxExamples * facts.operations < MIN_THREADED_WORK) return 1;
  // A server on the same machine keeps a core busy: client threads only pay on the others.
  const cores = facts.localTarget ? facts.cores - 1 : facts.cores;
  return Math.max(1, Math.min(cores, useful));
}

/**
 * Whether a run may use threads, known before its schema is loaded (pure): when not, the schema
 * document is not copied for worker threads (a copy of a 4 MB document costs ≈ 60 ms). Judged from
 * the settings resolved without the `[[project]]` level: when a project alone asks for threads,
 * each worker thread loads the schema itself.
 */
export function mayUseThreads(facts: { readonly requested: number | "auto"; readonly workers: number; readonly cores: number; readonly baseUrl: string | undefined }): boolean {
  if (facts.requested === 1 || facts.workers < 2) return false;
  if (facts.requested !== "auto") return true;
  const local = facts.baseUrl !== undefined && isLocalTarget(facts.baseUrl);
  return (local ? facts.cores - 1 : facts.cores) >= 2;
}
