// A large schema's run: GitHub's REST API description (744 operations) against an API that answers
// `200 {}` to everything, five positive cases per operation, one check, one worker. What it costs
// is mostly per-operation set-up (loading, arbitraries, connections), not the requests. Measured as
// CPU time (user + system) of the apitest process, the median of `runs`.
//
//   node bench/large-schema.js [runs] [schema file]   (after `npm run build`; `npm run bench` runs it too)
//
// The schema comes from the shared corpus beside the repository (../shared/corpus/openapi) unless a
// file is given; when it is absent the measure is skipped with a message. Traffic goes only to 127.0.0.1.
import { execFile } from "node:child_process";
import { access } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { startTarget } from "./start-target.js";

const exec = promisify(execFile);
const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..");
/** The schema, by its name in the corpus. */
export const LARGE_SCHEMA = "github.com__api.github.com__1.1.4.yaml";
const corpusSchema = join(root, "../shared/corpus/openapi", LARGE_SCHEMA);
/** The run's flags after the schema and `--url`. */
export const LARGE_SCHEMA_FLAGS = ["-n", "5", "--mode", "positive", "--phases", "fuzzing", "-c", "not_a_server_error", "--workers", "1", "--seed", "1", "--no-color"];

/**
 * CPU times (ms) of `runs` runs and the cases each sent, or undefined (with a message on stderr)
 * when the corpus is not beside the repository.
 */
export async function largeSchemaRuns(runs, schemaPath = corpusSchema) {
  if (!(await access(schemaPath).then(() => true, () => false))) {
    process.stderr.write(`  large schema: skipped, ${schemaPath} not found (the shared corpus sits beside the repository; or give the file: node bench/large-schema.js <runs> <file>)\n`);
    return undefined;
  }
  const server = await startTarget("ok-server.js");
  try {
    const cpu = [];
    let cases = 0;
    for (let i = 0; i < runs; i++) {
      const args = ["--require", join(here, "cpu-time.cjs"), join(root, "bin/apitest.js"), "run", schemaPath, "--url", server.url, ...LARGE_SCHEMA_FLAGS];
      const result = await exec(process.execPath, args, { maxBuffer: 64 * 1024 * 1024 }).catch((error) => error);
      const sent = Number(/Test cases: (\d+) sent/.exec(result.stdout ?? "")?.[1] ?? NaN);
      const us = Number(/@@cpu-us=(\d+)/.exec(result.stderr ?? "")?.[1] ?? NaN);
      if ((result.code ?? 0) !== 0 || !(sent > 0) || !Number.isFinite(us)) throw new Error(`apitest run of ${LARGE_SCHEMA} failed (exit ${result.code}):\n${String(result.stdout).slice(-2000)}`);
      cpu.push(us / 1000);
      cases = sent;
    }
    return { cpu, cases };
  } finally {
    server.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const runs = Number(process.argv[2] ?? 3);
  const measured = await largeSchemaRuns(runs, process.argv[3]);
  if (measured !== undefined) {
    const sorted = [...measured.cpu].sort((a, b) => a - b);
    const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
    process.stdout.write(`${LARGE_SCHEMA}: ${measured.cases} cases, CPU ${s(sorted[Math.floor(sorted.length / 2)])} median of ${runs} (${sorted.map(s).join(", ")})\n`);
  }
}
