import { hasActiveFramework } from "./active-framework.js";

/**
 * Loads the apitest entry point of the test framework running this file, so
 * `schema.parametrize()` works without importing `apitest-pbt/vitest` (TypeScript drops an
 * import whose names are unused). The framework is told by what it sets up before any test
 * file loads: Vitest's worker state (`__vitest_worker__`, and `VITEST` in the environment),
 * Jest's `JEST_WORKER_ID` and global `test`, node:test's `NODE_TEST_CONTEXT` (set for each file
 * `node --test` runs). Outside a test framework nothing is loaded.
 */
export async function loadRunningFramework(): Promise<void> {
  if (hasActiveFramework()) return;
  const globals = globalThis as { __vitest_worker__?: unknown; test?: unknown };
  if (process.env["VITEST"] !== undefined && globals.__vitest_worker__ !== undefined) await import("../vitest.js");
  else if (process.env["JEST_WORKER_ID"] !== undefined && typeof globals.test === "function") await import("../jest.js");
  else if (process.env["NODE_TEST_CONTEXT"] !== undefined) await import("../node-test.js");
}
