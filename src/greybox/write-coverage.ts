import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { ScriptCoverage } from "./protocol.js";

/**
 * Writes coverage in V8's JSON format into `dir`, named as `NODE_V8_COVERAGE` names its files
 * (`coverage-PID-TIME-0.json`), so `c8 report --temp-directory dir` merges it with any other
 * there. Returns the file's path.
 */
export async function writeV8Coverage(dir: string, coverage: { readonly result: readonly ScriptCoverage[] }): Promise<string> {
  await mkdir(dir, { recursive: true });
  const path = join(dir, `coverage-${process.pid}-${Date.now()}-0.json`);
  await writeFile(path, JSON.stringify(coverage));
  return path;
}
