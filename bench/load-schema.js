// Loads one schema file and reports how long it took to be ready to generate, as JSON. With
// `--all`, also how long building every operation's arbitrary took after that (`allMs`).
import { performance } from "node:perf_hooks";
import { loadOpenApi } from "../dist/specs/openapi/load-spec.js";
import { caseArbitrary } from "../dist/generation/case-arbitrary.js";

const file = process.argv[2];
const started = performance.now();
const spec = await loadOpenApi(file);
const loaded = performance.now();
// "Ready to generate": the first operation's arbitrary is built.
const context = { resolver: spec.resolver, allowX00: true, excludeHeaderCharacters: "\r\n", formats: new Map() };
if (spec.operations[0] !== undefined) caseArbitrary(spec.operations[0], context);
const ready = performance.now();
let allMs;
if (process.argv.includes("--all")) {
  for (const operation of spec.operations) {
    try {
      caseArbitrary(operation, context);
    } catch {
      // An operation whose data cannot be generated is reported by a run; here it only costs its try.
    }
  }
  allMs = performance.now() - ready;
}
process.stdout.write(
  `${JSON.stringify({ operations: spec.operations.length, loadMs: loaded - started, readyMs: ready - started, allMs, maxRssKb: process.resourceUsage().maxRSS })}\n`,
);
