/**
 * A time limit on pulling one shrink candidate. fast-check computes candidates lazily and
 * synchronously: one `next()` on a shrink stream can run long (a filter skipping many nested
 * candidates, a `chain` regenerating a big dependent value), and a budget checked only between
 * candidates cannot stop it. Every arbitrary the schema builder makes is wrapped by
 * {@link deadlineBound}, which checks the limit whenever it produces a value, so a pull made
 * through {@link pullBeforeDeadline} ends at the first nested value produced after the deadline.
 *
 * The limit in force is held for the length of one synchronous pull only (nothing else can
 * run meanwhile), so concurrent shrinks of different operations never see each other's limit;
 * outside a pull the check is one comparison.
 */
import * as fc from "fast-check";

/** When a pull must end, by a clock of the caller's choosing (milliseconds). */
export interface ShrinkDeadline {
  readonly at: number;
  readonly now: () => number;
}

/** Thrown out of a pull whose deadline passed; caught by {@link pullBeforeDeadline}. */
class ShrinkDeadlineReached extends Error {}

let active: ShrinkDeadline | undefined;

/** Throws (ending the pull in progress) when the pull's deadline has passed; nothing outside a pull. */
function checkDeadline(): void {
  if (active !== undefined && active.now() > active.at) throw new ShrinkDeadlineReached("shrink deadline reached");
}

/**
 * The next candidate of a shrink stream, or `"deadline"` when the deadline passed before one
 * was produced (the stream must then be dropped), or `"done"` when the stream has no more.
 */
export function pullBeforeDeadline<T>(candidates: Iterator<T>, deadline: ShrinkDeadline): T | "deadline" | "done" {
  if (deadline.now() > deadline.at) return "deadline";
  const previous = active;
  active = deadline;
  try {
    const next = candidates.next();
    if (next.done === true) return "done";
    // Finished, but late (the last stretch made no value to check at): too late to try.
    return deadline.now() > deadline.at ? "deadline" : next.value;
  } catch (error) {
    if (error instanceof ShrinkDeadlineReached) return "deadline";
    throw error;
  } finally {
    active = previous;
  }
}

/** `arbitrary`, unchanged in what it generates and shrinks, but stopping a deadline-bound pull (see the module note). */
export function deadlineBound<T>(arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T> {
  return arbitrary instanceof DeadlineBound ? arbitrary : new DeadlineBound(arbitrary);
}

class DeadlineBound<T> extends fc.Arbitrary<T> {
  readonly #inner: fc.Arbitrary<T>;

  constructor(inner: fc.Arbitrary<T>) {
    super();
    this.#inner = inner;
  }

  generate(random: fc.Random, biasFactor: number | undefined): fc.Value<T> {
    // A `chain` regenerates values while shrinking: that work is bounded too.
    checkDeadline();
    return this.#inner.generate(random, biasFactor);
  }

  canShrinkWithoutContext(value: unknown): value is T {
    return this.#inner.canShrinkWithoutContext(value);
  }

  shrink(value: T, context: unknown): fc.Stream<fc.Value<T>> {
    return this.#inner.shrink(value, context).map((candidate) => {
      checkDeadline();
      return candidate;
    });
  }
}
