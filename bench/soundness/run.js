// The soundness harness (`npm run soundness`): runs apitest's positive and negative generation
// (coverage and fuzzing phases, through the CLI) against a strict server
// (express-openapi-validator, its misreadings of OpenAPI corrected: corrections.js) for a seeded
// sample of the OpenAPI corpus, and prints how many
// positive requests the server rejected and how many negative ones it accepted, per schema and
// in total, with the top rejection causes. docs/soundness.md describes it.
//
//   node bench/soundness/run.js [--schemas 60] [--seed 1] [-n 10] [--only <name part>]…
//                               [--apitest <path to another checkout's bin/apitest.js>] [--out <dir>]
//                               [--raw-validator]  (the validator without the corrections)
//
// Writes the run's details (every schema's server log, bounded) to bench/.tmp/soundness/.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { CORRECTIONS } from "./corrections.js";
import { DEVIATIONS } from "./deviations.js";
import { firstLine, readDocuments } from "./documents.js";
import { startStrictServer } from "./strict-server.js";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const { values: options } = parseArgs({
  options: {
    schemas: { type: "string", default: "60" },
    seed: { type: "string", default: "1" },
    "max-examples": { type: "string", short: "n", default: "10" },
    "max-operations": { type: "string", default: "40" },
    only: { type: "string", multiple: true },
    corpus: { type: "string", default: resolve(root, "../../shared/corpus/openapi") },
    out: { type: "string", default: join(root, "bench/.tmp/soundness") },
    "run-timeout": { type: "string", default: "60" },
    // The validator as it is, without the server's corrections (corrections.js): for a before/after.
    "raw-validator": { type: "boolean", default: false },
    // Another build of apitest to measure (e.g. a checkout of main, for a before/after).
    apitest: { type: "string", default: join(root, "bin/apitest.js") },
  },
});
// The validator and ajv warn on the console about formats and options; the table is the output.
console.warn = () => {};
const corpus = existingCorpus(options.corpus);
const out = options.out;
mkdirSync(out, { recursive: true });

const sample = chooseSample();
console.log(`soundness: ${sample.length} schemas from ${corpus} (seed ${options.seed}, at most ${options["max-operations"]} operations each), -n ${options["max-examples"]}, ${options.apitest}, ${options["raw-validator"] ? "the validator as it is (no corrections)" : "the server corrects the validator's readings (docs/soundness.md)"}\n`);

const results = [];
const skipped = [];
const causes = new Map();
const started = Date.now();
for (const file of sample) {
  const outcome = await runSchema(file);
  if (outcome.skipped !== undefined) {
    skipped.push({ file, reason: outcome.skipped });
    console.log(`  skip ${file}: ${outcome.skipped}`);
    continue;
  }
  results.push(outcome);
  console.log(`  ${row(outcome)}`);
}
console.log(`\n${table()}`);
console.log(`\ntop rejection causes of positive requests (validator messages, names and values masked):`);
const top = [...causes.entries()].sort((a, b) => b[1].count - a[1].count).slice(0, 15);
if (top.length === 0) console.log("  none");
for (const [cause, { count, schemas, example }] of top) {
  console.log(`  ${String(count).padStart(6)}  ${cause}  (${schemas.size} schema${schemas.size === 1 ? "" : "s"})`);
  console.log(`          e.g. ${example.file}: ${example.method} ${example.url.slice(0, 140)}`);
  console.log(`               ${example.message.slice(0, 200)}`);
}
const seen = new Set([...causes.keys()].map((cause) => /^\[validator: ([^\]]+)\]/.exec(cause)?.[1]).filter(Boolean));
if (seen.size > 0) {
  console.log(`\nknown validator deviations seen (docs/soundness.md):`);
  for (const key of seen) console.log(`  ${key}: ${DEVIATIONS[key]}`);
}
if (!options["raw-validator"]) {
  console.log(`\nthe server's corrections of the validator's readings (docs/soundness.md; --raw-validator leaves them out):`);
  for (const [key, what] of Object.entries(CORRECTIONS)) console.log(`  ${key}: ${what}`);
}
if (skipped.length > 0) {
  console.log(`\nskipped (${skipped.length}):`);
  for (const { file, reason } of skipped) console.log(`  ${file}: ${reason}`);
}
console.log(`\n${((Date.now() - started) / 1000).toFixed(0)} s; details in ${out}`);
writeFileSync(join(out, "summary.json"), JSON.stringify({ options, results, skipped, causes: top.map(([cause, v]) => ({ cause, count: v.count, schemas: [...v.schemas], example: v.example })) }, null, 2));

function existingCorpus(path) {
  try {
    readFileSync(join(path, "MANIFEST.tsv"));
    return path;
  } catch {
    console.error(`soundness: no corpus at ${path} (MANIFEST.tsv missing); pass --corpus <dir>`);
    process.exit(2);
  }
}

/** The sample: corpus schemas that parse and have at most max-operations operations, seeded shuffle. */
function chooseSample() {
  const lines = readFileSync(join(corpus, "MANIFEST.tsv"), "utf8").trim().split("\n");
  const header = lines.shift().split("\t");
  const column = (name) => header.indexOf(name);
  const limit = Number(options["max-operations"]);
  const files = lines
    .map((line) => line.split("\t"))
    .filter((cells) => cells[column("parse")] === "ok" && Number(cells[column("operations")]) <= limit)
    .map((cells) => cells[column("file")])
    .sort();
  if (options.only !== undefined) return files.filter((file) => options.only.some((part) => file.includes(part)));
  const random = mulberry32(Number(options.seed));
  for (let i = files.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [files[i], files[j]] = [files[j], files[i]];
  }
  return files.slice(0, Number(options.schemas));
}

function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function runSchema(file) {
  let documents;
  try {
    documents = await readDocuments(join(corpus, file));
  } catch (error) {
    return { skipped: firstLine(error) };
  }
  const server = await startStrictServer(documents.forValidator, { corrections: !options["raw-validator"], convertedFrom2: documents.version.startsWith("2") });
  try {
    // The validator loads the document on the first request: an error there is a 500.
    // A path some schemas match (`/{anything}`) answers 200 or 400: loaded all the same.
    const probe = await fetch(`${server.url}/__soundness_probe__/${Date.now()}`).catch((error) => ({ status: 0, error }));
    if (probe.status === 0 || probe.status >= 500) {
      const reason = probe.status === 0 ? firstLine(probe.error) : ((await probe.json().catch(() => ({}))).message ?? `HTTP ${probe.status}`);
      return { skipped: `express-openapi-validator cannot load it: ${firstLine(reason)}` };
    }
    server.reset();
    const schemaPath = join(out, file.replace(/\.(ya?ml|json)$/, ".apitest.json"));
    writeFileSync(schemaPath, JSON.stringify(documents.forApitest));
    const positive = await runMode(file, schemaPath, server, "positive");
    if (positive.skipped !== undefined) return positive;
    if (positive.sent === 0) return { skipped: "apitest sent no positive request (no operation to test)" };
    for (const [cause, { count, example }] of server.log.causes) {
      if (cause.startsWith("500 ")) continue;
      const known = causes.get(cause) ?? { count: 0, schemas: new Set(), example: { file, ...example } };
      known.count += count;
      known.schemas.add(file);
      causes.set(cause, known);
    }
    const positiveLog = server.log;
    server.reset();
    const negative = await runMode(file, schemaPath, server, "negative");
    if (negative.skipped !== undefined) return negative;
    writeFileSync(
      join(out, file.replace(/\.(ya?ml|json)$/, ".log.json")),
      JSON.stringify({ positive: { ...positiveLog, causes: [...positiveLog.causes] }, negative: { ...server.log, causes: [...server.log.causes] } }, null, 1),
    );
    return { file, version: documents.version, positive, negative };
  } finally {
    await server.close();
  }
}

/** Runs the CLI in one data mode; counts come from the server's log. */
async function runMode(file, schemaPath, server, mode) {
  const events = join(out, file.replace(/\.(ya?ml|json)$/, `.${mode}.ndjson`));
  const args = [
    resolve(options.apitest), "run", schemaPath, "--url", server.url,
    "--mode", mode, "--phases", "coverage,fuzzing", "-n", options["max-examples"], "--seed", options.seed,
    "--checks", "positive_data_acceptance,negative_data_rejection", "--no-shrink", "--continue-on-failure",
    "--generation-database", "none", "--workers", "4", "--threads", "1", "--request-timeout", "10", "--no-color",
    "--report-ndjson-path", events,
  ];
  const run = await spawnBounded(args, Number(options["run-timeout"]) * 1000);
  writeFileSync(join(out, file.replace(/\.(ya?ml|json)$/, `.${mode}.txt`)), `${run.stdout}\n--- stderr ---\n${run.stderr}`);
  // Ambiguous cases (edge probes, values a lenient server may read as valid) are neither positive nor negative data.
  const ambiguous = server.exclude(ambiguousCaseIds(events));
  const log = server.log;
  const errors = [...log.causes].filter(([cause]) => cause.startsWith("500 ")).reduce((sum, [, v]) => sum + v.count, 0);
  if (run.code === 2 && log.accepted + log.rejected === 0) return { skipped: `apitest cannot load it: ${firstLine(run.stderr || run.stdout)}` };
  return { sent: log.accepted + log.rejected - errors, accepted: log.accepted, rejected: log.rejected - errors, deviations: log.deviations, validatorErrors: errors, ambiguous, exit: run.code, timedOut: run.timedOut };
}

/** The case ids of the ambiguous interactions an NDJSON report lists. */
function ambiguousCaseIds(path) {
  if (!existsSync(path)) return [];
  const ids = [];
  for (const line of readFileSync(path, "utf8").split("\n")) {
    if (!line.includes('"ambiguous":true')) continue;
    try {
      const record = JSON.parse(line);
      if (record.event === "interaction" && record.ambiguous === true && typeof record.caseId === "string") ids.push(record.caseId);
    } catch {
      // A line cut short by a timed-out run says nothing.
    }
  }
  return ids;
}

function spawnBounded(args, timeoutMs) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout = (stdout + chunk).slice(-200_000)));
    child.stderr.on("data", (chunk) => (stderr = (stderr + chunk).slice(-50_000)));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill("SIGINT");
      setTimeout(() => child.kill("SIGKILL"), 3000).unref();
    }, timeoutMs);
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, timedOut });
    });
  });
}

function percent(part, whole) {
  return whole === 0 ? "–" : `${((100 * part) / whole).toFixed(1)} %`;
}

function row(result) {
  const { positive: p, negative: n } = result;
  const own = p.rejected - p.deviations;
  const ambiguous = (p.ambiguous ?? 0) + (n.ambiguous ?? 0);
  const notes = [
    p.timedOut || n.timedOut ? "timed out" : "",
    p.validatorErrors + n.validatorErrors > 0 ? `${p.validatorErrors + n.validatorErrors} validator 500s` : "",
    ambiguous > 0 ? `${ambiguous} ambiguous not counted` : "",
  ]
    .filter(Boolean)
    .join(", ");
  return line(result.file, p.sent, p.rejected, own, n.sent, n.accepted, notes);
}

function line(name, sent, rejected, own, negatives, accepted, notes = "") {
  const cells = [
    String(sent).padStart(6),
    String(rejected).padStart(6),
    percent(rejected, sent).padStart(8),
    String(own).padStart(6),
    percent(own, sent).padStart(8),
    "  ",
    String(negatives).padStart(6),
    String(accepted).padStart(6),
    percent(accepted, negatives).padStart(8),
  ];
  return `${name.slice(0, 58).padEnd(58)} ${cells.join(" ")}  ${notes}`.trimEnd();
}

function table() {
  const head = `${"schema".padEnd(58)} ${["pos", "rej", "rej %", "own", "own %", "  ", "neg", "acc", "acc %"].map((h, i) => (i === 5 ? h : h.padStart(i === 2 || i === 4 || i === 8 ? 8 : 6))).join(" ")}`;
  const total = results.reduce(
    (sum, r) => ({ ps: sum.ps + r.positive.sent, pr: sum.pr + r.positive.rejected, po: sum.po + r.positive.rejected - r.positive.deviations, ns: sum.ns + r.negative.sent, na: sum.na + r.negative.accepted }),
    { ps: 0, pr: 0, po: 0, ns: 0, na: 0 },
  );
  const lines = [head, ...results.map(row), "-".repeat(head.length)];
  lines.push(line(`total (${results.length} schemas)`, total.ps, total.pr, total.po, total.ns, total.na));
  lines.push(
    "",
    "pos: positive requests sent, rej: rejected by the validator, own: rejections no known validator deviation explains;",
    "neg: negative requests sent, acc: accepted by the validator.",
  );
  return lines.join("\n");
}
