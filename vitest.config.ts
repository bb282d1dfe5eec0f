import { defineConfig } from "vitest/config";
import { SlowFirstSequencer } from "./test/support/slow-first-sequencer.js";

const common = {
  testTimeout: 60_000,
  hookTimeout: 60_000,
  pool: "forks" as const,
  // Each test file gets its own empty working directory (see the file).
  setupFiles: ["test/support/isolate-cwd.ts"],
};

// Most suites share one module graph per worker (isolate: false), which saves most of the
// suite's start-up cost. These get a fresh one per file: the library's process-wide registries
// (check(), hook(), auth(), serializer(), metric(), and the hooks modules that call them), the
// test-framework integrations and examples, in-process Node apps and transports (light-my-request
// and Express patch the prototypes of Node's HTTP objects), and suites that read the terminal.
const ISOLATED = [
  "test/api/**/*.test.ts",
  "test/integrations/**/*.test.ts",
  "test/transport/transport-contract.test.ts",
  "test/checks/run-checks.test.ts",
  "test/cli/help-layout.test.ts",
  "test/config/load-hooks.test.ts",
  "test/e2e/booking-docs.test.ts",
  "test/e2e/booking-properties.test.ts",
  "test/e2e/bundle.test.ts",
  "test/e2e/custom-metrics.test.ts",
  "test/e2e/custom-serializers.test.ts",
  "test/e2e/graphql-hooks.test.ts",
  "test/e2e/graphql-in-process.test.ts",
  "test/e2e/hooks.test.ts",
  "test/e2e/maximize-hooks.test.ts",
  "test/e2e/package-install.test.ts",
  "test/e2e/reach.test.ts",
  "test/e2e/threads.test.ts",
  "examples/**/*.test.ts",
];

export default defineConfig({
  test: {
    // Vitest's default is one worker per core less one: a single worker on a 2-core machine. Most
    // suites wait on servers and child processes, so three workers keep two cores busy.
    maxWorkers: 3,
    // The slowest files start first, also on a fresh clone where vitest has no durations cached.
    sequence: { sequencer: SlowFirstSequencer },
    // Rebundles lib/ (what the CLI and `import "apitest-pbt"` load) when tsc rebuilt dist/ alone.
    globalSetup: ["test/support/fresh-bundle.ts"],
    projects: [
      { test: { ...common, name: "shared", include: ["test/**/*.test.ts"], exclude: ISOLATED, isolate: false } },
      { test: { ...common, name: "isolated", include: ISOLATED } },
    ],
  },
});
