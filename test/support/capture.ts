import { test, type TestContext } from "vitest";
import type { TestRegistrar } from "../../src/integrations/lazy-schema.js";

/** A registered test's name and what its run threw (undefined when it passed). */
export interface CapturedRun {
  readonly name: string;
  error: unknown;
  context?: TestContext;
}

/**
 * A registrar that registers real Vitest tests (on `base`, e.g. an extended test) but records
 * what each throws instead of failing, so a later test can assert on the failure a
 * parametrized test would report.
 */
export function capturingTest(base: TestRegistrar = test as unknown as TestRegistrar): { readonly register: TestRegistrar; readonly runs: CapturedRun[] } {
  const runs: CapturedRun[] = [];
  const register: TestRegistrar = (name, fn, timeout) => {
    const run: CapturedRun = { name, error: undefined };
    runs.push(run);
    const wrapper = async (context: TestContext): Promise<void> => {
      run.context = context;
      try {
        await fn(context);
      } catch (error) {
        run.error = error;
      }
    };
    // Vitest reads the fixtures a test needs from its source: ask for the same ones as `fn`.
    Object.defineProperty(wrapper, "toString", { value: () => fn.toString() });
    base(name, wrapper, timeout);
  };
  return { register, runs };
}
