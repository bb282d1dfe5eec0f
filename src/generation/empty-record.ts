import * as fc from "fast-check";

/**
 * A fresh `{}` each time, drawing no randomness: what a case holds for a parameter location
 * its operation does not use (most operations have no cookies, many no query or headers).
 * Cheaper than an empty tuple mapped to an object, which makes three values per draw.
 */
class EmptyRecordArbitrary extends fc.Arbitrary<Record<string, unknown>> {
  generate(): fc.Value<Record<string, unknown>> {
    return new fc.Value({}, undefined);
  }

  canShrinkWithoutContext(value: unknown): value is Record<string, unknown> {
    return typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype && Object.keys(value).length === 0;
  }

  shrink(): fc.Stream<fc.Value<Record<string, unknown>>> {
    return fc.Stream.nil();
  }
}

/** See {@link EmptyRecordArbitrary}. */
export function emptyRecord(): fc.Arbitrary<Record<string, unknown>> {
  return new EmptyRecordArbitrary();
}
