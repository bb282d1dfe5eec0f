import { UsageError } from "../core/errors.js";
import type { Phase } from "../core/phase.js";

/**
 * `--threads auto` uses threads only when a run has at least this much fuzzing work
 * (max-examples × operations). Measured on 2 cores with the server on the same machine
 * (bench/RESULTS.md, alternated runs, `--workers 4`): a worker's start-up costs ≈ 0.3 s of CPU and
 * two client threads contend with the server for the cores, so two threads were ≈ 10 % slower at
 * 4 × 10,000 cases, even at 4 × 15,000 and 3–10 % faster at 4 × 25,000.
 */
export const MIN_THREADED_WORK = 60_000;

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
  return Math.max(1, Math.min(facts.cores, useful));
}

/**
 * Whether a run may use threads, known before its schema is loaded (pure): when not, the schema
 * document is not copied for worker threads (a copy of a 4 MB document costs ≈ 60 ms). Judged from
 * the settings resolved without the `[[project]]` level: when a project alone asks for threads,
 * each worker thread loads the schema itself.
 */
export function mayUseThreads(facts: { readonly requested: number | "auto"; readonly workers: number; readonly cores: number }): boolean {
  if (facts.requested === 1 || facts.workers < 2) return false;
  return facts.requested !== "auto" || facts.cores >= 2;
}
