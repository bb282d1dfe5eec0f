import * as fc from "fast-check";
import { HookError } from "./hook-error.js";

/** Generation attempts in a row a filter may reject before generation gives up. */
export const MAX_REJECTIONS = 1000;

/**
 * Values filter hooks have rejected so far in this thread. Generation is synchronous, so the
 * difference across one draw is that draw's rejections (the `filter_too_much` health check).
 */
export const filterRejections = { count: 0 };

/** Raised when filter hooks reject every value generation comes up with. */
export class FilterRejectedError extends HookError {
  constructor(message: string) {
    super(message);
    this.name = "FilterRejectedError";
  }
}

/**
 * `arbitrary.filter(predicate)` that never hangs: after {@link MAX_REJECTIONS} rejections in
 * a row it throws a {@link FilterRejectedError} with `explain()`'s message. Shrinking keeps
 * only values the predicate accepts.
 */
export class BoundedFilterArbitrary<T> extends fc.Arbitrary<T> {
  readonly #source: fc.Arbitrary<T>;
  readonly #predicate: (value: T) => boolean;
  readonly #explain: () => string;

  constructor(source: fc.Arbitrary<T>, predicate: (value: T) => boolean, explain: () => string) {
    super();
    this.#source = source;
    this.#predicate = predicate;
    this.#explain = explain;
  }

  generate(random: fc.Random, biasFactor: number | undefined): fc.Value<T> {
    for (let attempt = 0; attempt < MAX_REJECTIONS; attempt++) {
      const candidate = this.#source.generate(random, biasFactor);
      if (this.#predicate(candidate.value_)) return candidate;
      filterRejections.count++;
    }
    throw new FilterRejectedError(this.#explain());
  }

  canShrinkWithoutContext(value: unknown): value is T {
    return this.#source.canShrinkWithoutContext(value) && this.#predicate(value);
  }

  shrink(value: T, context: unknown): fc.Stream<fc.Value<T>> {
    return this.#source.shrink(value, context).filter((candidate) => this.#predicate(candidate.value_));
  }
}
