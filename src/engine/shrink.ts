import type * as fc from "fast-check";
import { pullBeforeDeadline, type ShrinkDeadline } from "../generation/shrink-deadline.js";

/** How a shrink attempt judged a candidate. */
export type ShrinkVerdict = "still-fails" | "passes";

/** Limits that keep one failure from stalling a run. */
export interface ShrinkBudget {
  /** At most this many candidate cases are tried (each costs one request). */
  readonly maxAttempts: number;
  /**
   * Stop after this many milliseconds, whatever is left — also in the middle of computing one
   * candidate (a big nested value can take long to shrink by one step): see `shrink-deadline.ts`.
   */
  readonly maxMillis: number;
  /** The clock `maxMillis` is measured on (milliseconds); `performance.now` by default. */
  readonly now?: () => number;
}

/** The documented shrinking bound: at most 150 extra requests or 10 seconds per distinct failure. */
export const DEFAULT_SHRINK_BUDGET: ShrinkBudget = { maxAttempts: 150, maxMillis: 10_000 };

/**
 * Greedy shrinking over fast-check's shrink trees: take the first smaller candidate that
 * still shows the same failure, and start again from it, until no candidate does or the
 * budget runs out. Returns the smallest failing value found (the input when none). At most
 * `budget.maxAttempts` candidates are tried (one request each), and none is tried, or even
 * finished computing, after `budget.maxMillis`.
 */
export async function shrinkValue<T>(
  arbitrary: fc.Arbitrary<T>,
  failing: fc.Value<T>,
  stillFails: (candidate: T) => Promise<ShrinkVerdict>,
  budget: ShrinkBudget = DEFAULT_SHRINK_BUDGET,
  shouldStop: () => boolean = () => false,
): Promise<fc.Value<T>> {
  const now = budget.now ?? (() => performance.now());
  const deadline: ShrinkDeadline = { at: now() + budget.maxMillis, now };
  let attempts = 0;
  let current = failing;
  let improved = true;
  while (improved) {
    improved = false;
    const candidates = arbitrary.shrink(current.value_, current.context)[Symbol.iterator]();
    for (;;) {
      if (attempts >= budget.maxAttempts || shouldStop()) return current;
      const candidate = pullBeforeDeadline(candidates, deadline);
      if (candidate === "deadline") return current;
      if (candidate === "done") break;
      attempts++;
      if ((await stillFails(candidate.value)) === "still-fails") {
        current = candidate;
        improved = true;
        break;
      }
    }
  }
  return current;
}
