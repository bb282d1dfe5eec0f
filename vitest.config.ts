import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts", "examples/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Each test file gets its own empty working directory (see the file).
    setupFiles: ["test/support/isolate-cwd.ts"],
    // Rebundles lib/ (what the CLI and `import "apitest"` load) when tsc rebuilt dist/ alone.
    globalSetup: ["test/support/fresh-bundle.ts"],
  },
});
