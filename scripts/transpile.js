#!/usr/bin/env node
// The tests' build of dist/: each source under src/ transpiled on its own by esbuild to the
// JavaScript and source map tsc would write beside it (same layout, same ES2022 modules). It takes
// about a second where tsc takes ten on one core, because it checks no types and writes no
// declarations: `npm run build` (tsc) stays the build that is published, type-checks, and writes the
// declarations, and the pack-and-install test builds those declarations when it needs them
// (scripts/declarations.js). The vitest global setup (test/support/fresh-build.ts) calls this.
import { build } from "esbuild";
import { mkdir, readdir, stat, utimes, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../", import.meta.url));

/** The stamp of the last transpile: its modification time is when it started. */
export const STAMP = "dist/.transpiled";

/**
 * tsconfig.json's options that change what a module compiles to (esbuild reads these, and ignores
 * type-checking ones): imports kept as written, class fields defined (ES2022).
 */
const TSCONFIG = { compilerOptions: { verbatimModuleSyntax: true, useDefineForClassFields: true, target: "ES2022" } };

/** Every source module under `src/` (tests and declaration files left out), as absolute paths. */
async function sources(src) {
  const entries = await readdir(src, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") && !entry.name.endsWith(".d.ts"))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Transpiles the sources modified at or after `since` (milliseconds since the epoch; 0, every one)
 * into `dist/`, then stamps the build. Returns how many files it wrote.
 */
export async function transpile({ root = ROOT, since = 0 } = {}) {
  const started = new Date();
  const src = join(root, "src");
  const dist = join(root, "dist");
  const files = await sources(src);
  const stale = since === 0 ? files : (await Promise.all(files.map(async (file) => ((await stat(file)).mtimeMs >= since ? file : undefined)))).filter((file) => file !== undefined);
  if (stale.length > 0) {
    // One call, no bundling: every file compiled on its own, in parallel, to its place under dist/.
    await build({ entryPoints: stale, outdir: dist, outbase: src, bundle: false, format: "esm", platform: "node", target: "es2022", sourcemap: "linked", sourcesContent: false, tsconfigRaw: TSCONFIG, logLevel: "warning" });
  }
  const stamp = join(root, STAMP);
  await mkdir(dirname(stamp), { recursive: true });
  await writeFile(stamp, "Written by scripts/transpile.js: dist/*.js is at least as new as this file's time.\n");
  await utimes(stamp, started, started);
  return stale.length;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    await transpile();
  } catch (error) {
    console.error(`Transpiling src/ to dist/ failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
