#!/usr/bin/env node
// `npm run build`, after tsc: bundles tsc's `dist/` into `lib/`, the code the CLI (`bin/apitest.js`)
// and the package's public entry points (`exports` in package.json) load. One esbuild call with
// code splitting over ALL public entries, so the CLI and a hooks module importing "apitest" share
// the same chunk files: one copy of every class and registry in the process. A start then reads a
// few files instead of ~250 modules; lazy `import()`s stay lazy (each becomes its own chunk).
//
// Layout: every file is flat in `lib/` (one level under the package root), so code that reads
// `../package.json` relative to its own module (src/version.ts) finds it from any chunk.
import { build } from "esbuild";
import { rm } from "node:fs/promises";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../", import.meta.url));

/** The public entry points: output name (in lib/) → tsc output it bundles. */
export const ENTRIES = {
  index: "dist/index.js",
  cli: "dist/cli/main.js",
  vitest: "dist/vitest.js",
  jest: "dist/jest.js",
  "node-test": "dist/node-test.js",
  // Not public: the entry of `--threads` worker threads, found next to the pool's chunk.
  "thread-worker": "dist/threads/thread-worker.js",
};

/**
 * Packages left as `import`s: user code shares objects with them (fast-check arbitraries passed to
 * `openapi.format`, graphql-js refuses objects from another copy, the test frameworks), we
 * `require` their internals at run time (undici), or they are loaded only on demand (yaml).
 * pure-rand generators are handed to fast-check's `Random`, so it stays the one copy fast-check uses.
 */
export const EXTERNAL = [
  "fast-check",
  "pure-rand",
  "graphql",
  "vitest",
  "jest",
  "@jest/globals",
  "light-my-request",
  "undici",
  "yaml",
];

// Bundled CommonJS packages (commander, ajv, ...) call `require` for Node built-ins; an ES module
// has none, so every output file gets one.
const BANNER = "import { createRequire as __apitestCreateRequire } from 'node:module';\nconst require = __apitestCreateRequire(import.meta.url);";

/**
 * Builds `lib/` from `dist/`; returns esbuild's metafile. `outdir` (one level under the root, for
 * experiments) and `packagesExternal` (leave every package as an import) are for measurements.
 */
export async function bundle({ root = ROOT, outdir = `${root}lib`, packagesExternal = false } = {}) {
  await rm(outdir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: ENTRIES,
    outdir,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    mainFields: ["module", "main"],
    external: EXTERNAL,
    ...(packagesExternal ? { packages: "external" } : {}),
    chunkNames: "chunk-[hash]",
    banner: { js: BANNER },
    // No source maps: they would name src/, which is not published (tsc's dist/ keeps its own for
    // work in this repository). Bundled packages' license notices go to lib/*.LEGAL.txt, shipped.
    sourcemap: false,
    legalComments: "linked",
    metafile: true,
    logLevel: "warning",
  });
  return result.metafile;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    await bundle();
  } catch (error) {
    console.error(`Bundling dist/ into lib/ failed: ${error instanceof Error ? error.message : String(error)}. Run \`npx tsc -p tsconfig.build.json\` first so dist/ exists.`);
    process.exitCode = 1;
  }
}
