#!/usr/bin/env node
// The package's type declarations (dist/**/*.d.ts) and the list of those it ships (dist/.npmignore,
// scripts/type-files.js), for the pack-and-install test: `npm test` runs the transpiled dist/
// (scripts/transpile.js), which has no declarations. tsc writes them, checking every type on the
// way, only when a source is newer than the last tsc run (`npm run build`'s or this script's own,
// incremental, build info). Exits 1 with tsc's errors when the sources do not type-check.
import { spawnSync } from "node:child_process";
import { readdirSync, statSync, utimesSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
/** This script's own tsc build info: the declarations alone, beside the full build's. */
const TYPES_BUILD_INFO = "dist/.types.tsbuildinfo";

const mtime = (path) => {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return 0;
  }
};

/** The newest modification time of the sources and the tsconfigs. */
function newestSource(root) {
  let newest = Math.max(mtime(join(root, "tsconfig.json")), mtime(join(root, "tsconfig.build.json")));
  for (const entry of readdirSync(join(root, "src"), { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && entry.name.endsWith(".ts")) newest = Math.max(newest, mtime(join(entry.parentPath, entry.name)));
  }
  return newest;
}

/** Runs a node script of this repository; returns whether it succeeded. Its output goes to ours. */
function node(root, args) {
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: "inherit" });
  return result.status === 0;
}

/** Builds the declarations when stale, then lists the shipped ones; returns whether both succeeded. */
export function declarations(root = ROOT) {
  const built = Math.max(mtime(join(root, "dist", ".tsbuildinfo")), mtime(join(root, TYPES_BUILD_INFO)));
  if (built === 0 || built < newestSource(root)) {
    const tsc = join(root, "node_modules", "typescript", "bin", "tsc");
    if (!node(root, [tsc, "-p", "tsconfig.build.json", "--emitDeclarationOnly", "--tsBuildInfoFile", TYPES_BUILD_INFO])) return false;
    // tsc leaves its build info alone when no declaration changed: mark them current.
    const now = new Date();
    utimesSync(join(root, TYPES_BUILD_INFO), now, now);
  }
  return node(root, [join(root, "scripts", "type-files.js")]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!declarations()) {
    console.error("Building the type declarations failed (tsc's errors above): fix them, or run `npm run typecheck` to see them again.");
    process.exitCode = 1;
  }
}
