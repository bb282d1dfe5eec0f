import { dirname, join, relative, resolve, sep } from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { configDefaults, defineConfig } from "vitest/config";
import { SlowFirstSequencer } from "./test/support/slow-first-sequencer.js";

const common = {
  // Time limits guard against a hang, never against a slow machine: a file that takes 30 s on idle
  // cores takes three times that with both cores busy (docs/development.md, the busy-machine run).
  testTimeout: 240_000,
  hookTimeout: 240_000,
  pool: "forks" as const,
  // Each test file gets its own empty working directory (see the file).
  setupFiles: ["test/support/isolate-cwd.ts"],
  // tsc's build, which the tests' imports of src/ resolve to (see srcFromDist), runs natively; so
  // does the bundle (lib/) that `import "apitest-pbt"` loads, which vite transformed and evaluated
  // again in every isolated process (0.4 s of CPU per example file).
  server: { deps: { external: [/\/dist\//, /\/lib\//] } },
};

// Most suites share one process per worker (isolate: false), which saves most of the suite's
// start-up cost (a fresh process costs 0.5 to 1.5 s of CPU before its first test);
// test/support/fresh-registries.ts empties the library's registries before each file, and makes
// Vitest's entry point the one `schema.parametrize()` registers with again (it registers with the
// framework whose entry point a process loaded last; the examples get the bundle's). These get a
// fresh process per file: suites that import a hooks module another file imports too (Node runs
// a module once per process: the second file would get no registrations). The test/integrations
// suites (the Jest and node:test entry points' too), the examples, the hooks e2e suite, the help
// layout's (its terminal is injected) and the booking documentation's script share a process, in
// any order.
const ISOLATED = [
  // In-process coverage: V8's counters are one per process, and the app module must be fresh.
  "test/greybox/coverage-source.test.ts",
  "test/e2e/greybox-library.test.ts",
];

const require = createRequire(import.meta.url);
const ROOT = dirname(fileURLToPath(import.meta.url));
const SRC = join(ROOT, "src") + sep;
const DIST = join(ROOT, "dist") + sep;

/**
 * The tests import the sources (`../../src/x.js`) but run tsc's build of them (`dist/x.js`),
 * which Node loads natively (`server.deps.external`): vite's module runner evaluated the 390
 * TypeScript modules again for every isolated file, a quarter of the suite's time. `npm test`
 * builds first, and the global setup rebuilds what a source change made stale.
 */
const srcFromDist: Plugin = {
  name: "apitest:src-from-dist",
  enforce: "pre",
  resolveId(source, importer) {
    if (importer === undefined) return null;
    // graphql ships CommonJS for Node and an ES module for bundlers: take what Node takes, so the
    // tests' graphql objects and dist's are one copy (graphql-js refuses objects of another).
    if (source === "graphql") return require.resolve(source);
    if (!source.startsWith(".")) return null;
    const target = resolve(dirname(importer), source);
    if (!target.startsWith(SRC)) return null;
    return join(DIST, relative(SRC, target).replace(/\.ts$/, ".js"));
  },
};

export default defineConfig({
  test: {
    // Vitest's default is one worker per core less one: a single worker on a 2-core machine. Most
    // suites wait on servers and child processes, so three workers keep two cores busy.
    maxWorkers: 3,
    // The slowest files start first, also on a fresh clone where vitest has no durations cached.
    sequence: { sequencer: SlowFirstSequencer },
    // Rebuilds dist/ and lib/ when a source is newer (a bare `npx vitest`, a rerun in watch mode).
    globalSetup: ["test/support/fresh-build.ts"],
    // The tests run dist/, so a source change reruns them (after the global setup rebuilt it).
    forceRerunTriggers: [...configDefaults.forceRerunTriggers, "**/src/**/*.ts"],
    projects: [
      { plugins: [srcFromDist], test: { ...common, name: "shared", include: ["test/**/*.test.ts", "examples/**/*.test.ts"], exclude: ISOLATED, isolate: false, setupFiles: [...common.setupFiles, "test/support/fresh-registries.ts"] } },
      { plugins: [srcFromDist], test: { ...common, name: "isolated", include: ISOLATED } },
    ],
  },
});
