/**
 * vitest global setup: the tests run the build, never yesterday's. Their imports of `src/*.ts` load
 * tsc's `dist/*.js` (vitest.config.ts), and the CLI under test (`bin/apitest.js`) and every
 * `import "apitest-pbt"` load the bundled `lib/`. `npm test` builds first; a bare `npx vitest`, or a
 * rerun in watch mode after a source changed, rebuilds here: tsc (incremental) when a source file is
 * newer than the last build, then the bundle when any module tsc emitted is newer than it.
 */
import { spawnSync } from "node:child_process";
import { readdirSync, statSync, utimesSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";
// @ts-expect-error -- a plain JavaScript build script, without type declarations.
import { bundle, ENTRIES } from "../../scripts/bundle.js";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const BUILD_INFO = join(ROOT, "dist", ".tsbuildinfo");

const mtime = (path: string): number | undefined => {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return undefined;
  }
};

/** The newest modification time of the build's sources (src/, without tests, and its tsconfigs). */
function newestSource(): number {
  let newest = Math.max(mtime(join(ROOT, "tsconfig.json")) ?? 0, mtime(join(ROOT, "tsconfig.build.json")) ?? 0);
  for (const entry of readdirSync(join(ROOT, "src"), { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts")) newest = Math.max(newest, mtime(join(entry.parentPath, entry.name)) ?? 0);
  }
  return newest;
}

/** Runs tsc when a source is newer than dist/; tsc still emits when the sources have type errors, which it prints. */
function freshDist(): void {
  const built = mtime(BUILD_INFO);
  if (built !== undefined && built >= newestSource()) return;
  const tsc = spawnSync(process.execPath, [join(ROOT, "node_modules/typescript/bin/tsc"), "-p", join(ROOT, "tsconfig.build.json")], { cwd: ROOT, encoding: "utf8" });
  if (tsc.status !== 0) process.stderr.write(`The sources have type errors (tests run what tsc emitted anyway):\n${tsc.stdout}${tsc.stderr}`);
  // tsc leaves its build info alone when nothing it emits changed: mark this build as current.
  const now = new Date();
  if (mtime(BUILD_INFO) !== undefined) utimesSync(BUILD_INFO, now, now);
}

/** The newest modification time of tsc's JavaScript output (every file under dist/, not only the entries). */
function newestDist(): number {
  let newest = 0;
  for (const entry of readdirSync(join(ROOT, "dist"), { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && entry.name.endsWith(".js")) newest = Math.max(newest, mtime(join(entry.parentPath, entry.name)) ?? 0);
  }
  return newest;
}

/**
 * Whether lib/ is older than dist/: an entry's bundle is missing, or ANY dist/ module is newer than
 * the oldest entry bundle. tsc rewrites only the modules whose output changed, so an edit deep in
 * src/ leaves every entry file's time alone; comparing the entries alone kept a stale chunk.
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
  freshDist();
  await freshLib();
}

export async function setup(project: TestProject): Promise<void> {
  await fresh();
  project.onTestsRerun(fresh);
}
