import { UsageError } from "../core/errors.js";
import type { CaseTestBody } from "./case-test-body.js";
import type { PropertyOptions } from "./property-options.js";
import type { Schema } from "./schema.js";

/** Options every framework's `parametrize` accepts (each accepts a few of its own too). */
export type SchemaParametrizeOptions = PropertyOptions & { readonly timeout?: number };

/** Registers a parametrized test under a name: what `schema.parametrize()` returns. */
export type ParametrizedTest = (name: string, body: CaseTestBody<never>) => void;

/** A test framework's `parametrize(schema, options)`, as its apitest entry point registers it. */
export type FrameworkParametrize = (schema: Schema, options: SchemaParametrizeOptions) => ParametrizedTest;

interface ActiveFramework {
  name: string;
  parametrize: FrameworkParametrize;
}

/** Process-wide, behind a global symbol: a hooks module's or test file's copy of apitest shares it. */
const KEY = Symbol.for("apitest.activeFramework");
const store = globalThis as { [KEY]?: ActiveFramework };

/** Called by `apitest/vitest`, `apitest/jest` and `apitest/node-test` when imported. */
export function registerFramework(name: string, parametrize: FrameworkParametrize): void {
  store[KEY] = { name, parametrize };
}

/** Whether a framework's apitest entry point has been loaded. */
export function hasActiveFramework(): boolean {
  return store[KEY] !== undefined;
}

/**
 * The `parametrize` of the test framework whose apitest entry point was imported last (or, when
 * none was, the one `apitest-pbt` found running: see `loadRunningFramework`).
 * @throws UsageError saying which module to import when none was.
 */
export function activeParametrize(): FrameworkParametrize {
  const active = store[KEY];
  if (active === undefined) {
    throw new UsageError(
      'schema.parametrize() needs a test framework: run the file with Vitest, Jest or node --test, or import "apitest-pbt/vitest", "apitest-pbt/jest" or "apitest-pbt/node-test" in the test file (or call parametrize(schema) from one of them).',
    );
  }
  return active.parametrize;
}
