import { defineConfig } from "vitest/config";

const common = {
  testTimeout: 60_000,
  hookTimeout: 60_000,
  pool: "forks" as const,
  // Each test file gets its own empty working directory (see the file).
  setupFiles: ["test/support/isolate-cwd.ts"],
};

// Suites that cross stages, the library's process-wide registries (check(), hook(), auth(),
// serializer()) and the test-framework integrations get a fresh module graph per file; the
// unit tests of pure stages share one per worker, which saves most of the suite's start-up cost.
// Transports too: light-my-request and Express patch the prototypes of Node's HTTP objects.
const ISOLATED = [
  "test/e2e/**/*.test.ts",
  "test/api/**/*.test.ts",
  "test/integrations/**/*.test.ts",
  "test/cli/**/*.test.ts",
  "test/threads/**/*.test.ts",
  "test/transport/**/*.test.ts",
  "test/checks/run-checks.test.ts",
  "examples/**/*.test.ts",
];

export default defineConfig({
  test: {
    // Vitest's default is one worker per core less one: a single worker on a 2-core machine. Most
    // suites wait on servers and child processes, so three workers keep two cores busy.
    maxWorkers: 3,
    // Rebundles lib/ (what the CLI and `import "apitest-pbt"` load) when tsc rebuilt dist/ alone.
    globalSetup: ["test/support/fresh-bundle.ts"],
    projects: [
      { test: { ...common, name: "unit", include: ["test/**/*.test.ts"], exclude: ISOLATED, isolate: false } },
      { test: { ...common, name: "e2e", include: ISOLATED } },
    ],
  },
});
