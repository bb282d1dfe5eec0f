import type * as fc from "fast-check";

/** How a shrink attempt judged a candidate. */
export type ShrinkVerdict = "still-fails" | "passes";

/** Limits that keep one failure from stalling a run. */
export interface ShrinkBudget {
  /** At most this many candidate cases are tried (each costs one request). */
  readonly maxAttempts: number;
  /** Stop after this many milliseconds, whatever is left. */
  readonly maxMillis: number;
}

/** The documented shrinking bound: at most 150 extra requests or 10 seconds per distinct failure. */
export const DEFAULT_SHRINK_BUDGET: ShrinkBudget = { maxAttempts: 150, maxMillis: 10_000 };

/**
 * Greedy shrinking over fast-check's shrink trees: take the first smaller candidate that
 * still shows the same failure, and start again from it, until no candidate does or the
 * budget runs out. Returns the smallest failing value found (the input when none).
 */
export async function shrinkValue<T>(
  arbitrary: fc.Arbitrary<T>,
  failing: fc.Value<T>,
  stillFails: (candidate: T) => Promise<ShrinkVerdict>,
  budget: ShrinkBudget = DEFAULT_SHRINK_BUDGET,
  shouldStop: () => boolean = () => false,
): Promise<fc.Value<T>> {
  const deadline = performance.now() + budget.maxMillis;
  let attempts = 0;
  let current = failing;
  let improved = true;
  while (improved) {
    improved = false;
    for (const candidate of arbitrary.shrink(current.value_, current.context)) {
      if (attempts >= budget.maxAttempts || performance.now() > deadline || shouldStop()) return current;
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
