/**
 * vitest global setup: the tests run the build, never yesterday's. Their imports of `src/*.ts` load
 * `dist/*.js` (vitest.config.ts), and the CLI under test (`bin/apitest.js`) and every
 * `import "apitest-pbt"` load the bundled `lib/`. This builds what a fresh clone lacks and what a
 * source change made stale, for `npm test`, a bare `npx vitest` and a rerun in watch mode: the
 * sources newer than the last build are transpiled to `dist/` (scripts/transpile.js: esbuild, a
 * second, where tsc takes ten), then the bundle is rebuilt when any module in `dist/` is newer than
 * it. A `dist/` that `npm run build` (tsc) wrote is current too. Types are checked by `npm run
 * build` and `npm run typecheck`, and by the pack-and-install test, which builds the declarations.
 */
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";
// @ts-expect-error -- a plain JavaScript build script, without type declarations.
import { bundle, ENTRIES } from "../../scripts/bundle.js";
// @ts-expect-error -- a plain JavaScript build script, without type declarations.
import { STAMP, transpile } from "../../scripts/transpile.js";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

const mtime = (path: string): number | undefined => {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return undefined;
  }
};

/** The newest modification time of the build's options (its tsconfigs). */
const newestOptions = (): number => Math.max(mtime(join(ROOT, "tsconfig.json")) ?? 0, mtime(join(ROOT, "tsconfig.build.json")) ?? 0);

/**
 * When `dist/` was last built: by tsc (`npm run build`, its build info) or by the transpiler (its
 * stamp), whichever is newer; 0 when never.
 */
function lastBuild(): number {
  return Math.max(mtime(join(ROOT, "dist", ".tsbuildinfo")) ?? 0, mtime(join(ROOT, STAMP as string)) ?? 0);
}

/**
 * Transpiles the sources newer than the last build (every one in a fresh clone, or after an
 * options change); the transpiler finds which, so the sources are read once.
 */
async function freshDist(): Promise<void> {
  const built = lastBuild();
  await transpile({ root: ROOT, since: newestOptions() > built ? 0 : built });
}

/** The newest modification time of the JavaScript output (every file under dist/, not only the entries). */
function newestDist(): number {
  let newest = 0;
  for (const entry of readdirSync(join(ROOT, "dist"), { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && entry.name.endsWith(".js")) newest = Math.max(newest, mtime(join(entry.parentPath, entry.name)) ?? 0);
  }
  return newest;
}

/**
 * Whether lib/ is older than dist/: an entry's bundle is missing, or ANY dist/ module is newer than
 * the oldest entry bundle. A build rewrites only the modules whose sources changed, so an edit deep
 * in src/ leaves every entry file's time alone; comparing the entries alone kept a stale chunk.
 */
export function libIsStale(newestBuilt: number, bundledTimes: readonly (number | undefined)[]): boolean {
  if (bundledTimes.some((time) => time === undefined)) return true;
  return newestBuilt > Math.min(...(bundledTimes as number[]));
}

/** Rebundles lib/ when any module in dist/ is newer than the bundle (or a bundle is missing). */
async function freshLib(): Promise<void> {
  const bundled = Object.keys(ENTRIES as Record<string, string>).map((name) => mtime(join(ROOT, "lib", `${name}.js`)));
  if (libIsStale(newestDist(), bundled)) await bundle();
}

async function fresh(): Promise<void> {
  await freshDist();
  await freshLib();
}

export async function setup(project: TestProject): Promise<void> {
  await fresh();
  project.onTestsRerun(fresh);
}
