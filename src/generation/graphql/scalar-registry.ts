import type fc from "fast-check";
import { processWide } from "../../core/process-wide.js";

/**
 * Arbitraries for custom GraphQL scalars, by scalar name, registered with `graphql.scalar()`.
 * Process-wide on purpose: the library call and the CLI run that reads it happen in the same
 * process but are wired in different places (a hooks file, a test setup), so there is no
 * object both can hold. Kept behind a global symbol, so a hooks module that imports another
 * copy of apitest (the build next to the source, a second install) fills the same registry.
 */
const KEY = Symbol.for("apitest.graphqlScalars");
const registry = processWide(KEY, () => new Map<string, fc.Arbitrary<unknown>>());

/** Registers (or replaces) the arbitrary used for a custom scalar's values. */
export function registerGraphqlScalar(name: string, arbitrary: fc.Arbitrary<unknown>): void {
  registry.set(name, arbitrary);
}

/** A snapshot of the registered scalars, so a run is not affected by later registrations. */
export function registeredGraphqlScalars(): ReadonlyMap<string, fc.Arbitrary<unknown>> {
  return new Map(registry);
}

/** Forgets every registration (for tests). */
export function clearGraphqlScalars(): void {
  registry.clear();
}
