import { UsageError } from "../core/errors.js";
import type { FrameworkAdapter } from "./framework-adapter.js";

/** The part of Jest's `test` (the global, or `import { test } from "@jest/globals"`) the integration uses. */
export interface JestTestFunction {
  (name: string, fn: () => Promise<void>, timeout?: number): void;
  /** `test.skip`; without it, skipped operations are not registered at all. */
  readonly skip?: (name: string, fn: () => void) => void;
}

/** What a body receives as `context` under Jest, which has no per-test context object. */
export interface JestCaseContext {
  /** The running test's name, `<name>[<METHOD> <path>]` (or `<name>` for a lazily loaded schema). */
  readonly name: string;
}

function globalTest(): JestTestFunction {
  const candidate = (globalThis as { test?: unknown }).test;
  if (typeof candidate !== "function") {
    throw new UsageError(
      'apitest/jest found no global `test`: run the file with Jest (injectGlobals on), or pass Jest\'s test: parametrize(schema, { test }) with import { test } from "@jest/globals".',
    );
  }
  return candidate as JestTestFunction;
}

/**
 * Jest as the neutral `parametrize` uses it. Jest has neither subtests nor run-time skips, so a
 * lazily loaded schema runs in one test that fails listing each failed operation, and an
 * operation whose every case was skipped passes.
 */
export function jestAdapter(given: JestTestFunction | undefined): FrameworkAdapter<JestCaseContext> {
  const register = (): JestTestFunction => given ?? globalTest();
  return {
    test(name, fn, timeout) {
      // No parameter: Jest reads a test function's arity, and one parameter means a `done` callback.
      register()(name, () => fn({ name }), timeout);
    },
    skip(name) {
      register().skip?.(name, () => undefined);
    },
    skipRunning() {
      // Jest cannot skip a running test: it passes.
    },
  };
}
