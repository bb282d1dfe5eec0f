// The benchmark: `npm run bench`. Starts its own target server on 127.0.0.1, measures
// apitest end to end and its parts, prints one table and appends it to bench/RESULTS.md.
// Every figure is the median of several runs. Traffic goes only to 127.0.0.1.
import { execFile } from "node:child_process";
import { appendFile, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { availableParallelism, cpus, totalmem } from "node:os";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { Pool } from "undici";
import * as fc from "fast-check";
import { bareLoop } from "./bare-loop.js";
import { LARGE_SCHEMA, LARGE_SCHEMA_FLAGS, largeSchemaRuns } from "./large-schema.js";
import { startTarget } from "./start-target.js";

const exec = promisify(execFile);
const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..");
const bin = join(root, "bin/apitest.js");
const corpus = join(root, "../shared/corpus/openapi");
const tmp = join(here, ".tmp");
const quick = process.argv.includes("--quick");
const REPEAT = quick ? 1 : 3;
/** Rounds of the steady-state comparison (see where it is measured). */
const STEADY_ROUNDS = quick ? 1 : 7;
const rows = [];
// What the targets are defined on: the fuzzing phase, positive data, every response check.
const E2E_FLAGS = ["--phases", "fuzzing", "--mode", "positive", "--checks", "not_a_server_error,status_code_conformance,content_type_conformance,response_schema_conformance,response_headers_conformance"];

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function row(measure, value, target, command) {
  rows.push({ measure, value, target: target ?? "", command });
  process.stderr.write(`  ${measure}: ${value}\n`);
}

/** Runs a command, returning wall time (ms), peak RSS (MB) and stdout. */
async function timed(args) {
  const started = performance.now();
  const result = await exec(process.execPath, ["--require", join(here, "max-rss.cjs"), ...args], {
    maxBuffer: 64 * 1024 * 1024,
  }).catch((error) => error);
  const wall = performance.now() - started;
  const rss = Number(/@@max-rss-kb=(\d+)/.exec(result.stderr ?? "")?.[1] ?? 0) / 1024;
  return { wall, rss, stdout: result.stdout ?? "", code: result.code ?? 0 };
}

/** The arguments (after node's own) of the long memory runs: `--workers auto`, HAR and VCR reports on. */
function reportedRun(url, perOperation) {
  return [bin, "run", `${url}/openapi.json`, ...E2E_FLAGS, "-n", String(perOperation), "--workers", "auto", "--seed", "1", "--report", "har,vcr", "--report-dir", join(tmp, "reports")];
}

/**
 * A HAR + VCR run with a full GC every second in every thread: the heap kept at 20 % of the run
 * and the most kept after that, summed over the threads (each thread's first sample from 20 % on,
 * and its largest from there).
 */
async function heapKept(url, perOperation) {
  const args = ["--expose-gc", "--require", join(here, "heap-sampler.cjs"), ...reportedRun(url, perOperation)];
  const result = await exec(process.execPath, args, { maxBuffer: 64 * 1024 * 1024 }).catch((error) => error);
  await rm(join(tmp, "reports"), { recursive: true, force: true });
  const sent = Number(/Test cases: (\d+) sent/.exec(result.stdout ?? "")?.[1] ?? NaN);
  const samples = [...(result.stderr ?? "").matchAll(/@@heap-kept t=(\d+) thread=(\d+) bytes=(\d+)/g)].map((m) => ({ t: Number(m[1]), thread: m[2], bytes: Number(m[3]) }));
  const last = Math.max(...samples.map((s) => s.t));
  let warm = 0;
  let end = 0;
  for (const thread of new Set(samples.map((s) => s.thread))) {
    const own = samples.filter((s) => s.thread === thread);
    const from = own.findIndex((s) => s.t >= last * 0.2);
    const later = from === -1 ? own.slice(-1) : own.slice(from);
    warm += later[0].bytes;
    end += Math.max(...later.map((s) => s.bytes));
  }
  return { sent, warm: warm / 2 ** 20, end: end / 2 ** 20, perRequest: (end - warm) / (sent * 0.8) };
}

async function endToEnd(url, workers, perOperation) {
  const rates = [];
  let rss = 0;
  let requests = 0;
  for (let i = 0; i < REPEAT; i++) {
    const run = await apitestRun(url, workers, perOperation, i + 1);
    rates.push(run.sent / (run.wall / 1000));
    rss = Math.max(rss, run.rss);
    requests = run.sent;
  }
  // wall: the median run's seconds.
  return { rate: median(rates), wall: requests / median(rates), rss, sent: requests };
}

/** The arguments (after node's own) of an `apitest run` of the bench target: fuzzing, positive data, the five response checks. */
function apitestArgs(url, workers, perOperation, seed) {
  return [bin, "run", `${url}/openapi.json`, ...E2E_FLAGS, "-n", String(perOperation), "--workers", String(workers), "--seed", String(seed), "--no-color"];
}

/** The arguments (after node's own) of a run of bench/bare-loop.js: `total` requests, `concurrency` at a time. */
function bareArgs(url, concurrency, total) {
  return [join(here, "bare-loop.js"), url, String(concurrency), String(total)];
}

/** One `apitest run` of the bench target (fuzzing, positive, the five response checks): requests sent, wall time (ms), peak RSS (MB). */
async function apitestRun(url, workers, perOperation, seed) {
  const result = await timed(apitestArgs(url, workers, perOperation, seed));
  const sent = Number(/Test cases: (\d+) sent/.exec(result.stdout)?.[1] ?? NaN);
  if (!(sent > 0) || result.code !== 0) throw new Error(`apitest run failed (exit ${result.code}):\n${result.stdout.slice(-2000)}`);
  return { sent, wall: result.wall, rss: result.rss };
}

/** One run of bench/bare-loop.js as its own process, `total` requests: wall time (ms) from spawn to exit (start-up included, as for apitest). */
async function bareRun(url, concurrency, total) {
  const result = await timed(bareArgs(url, concurrency, total));
  if (result.code !== 0 || Number(result.stdout.trim()) !== total) throw new Error(`bench/bare-loop.js failed (exit ${result.code})`);
  return { wall: result.wall };
}

async function bareUndici(url, concurrency, total) {
  const rates = [];
  for (let r = 0; r < REPEAT; r++) {
    const pool = new Pool(url, { connections: concurrency, pipelining: 1 });
    const started = performance.now();
    await bareLoop(pool, concurrency, total);
    rates.push(total / ((performance.now() - started) / 1000));
    await pool.close();
  }
  return median(rates);
}

/** Requests/s of wrk (a C load generator) on `connections` connections, when it is installed; else undefined. */
async function wrkRate(url, connections) {
  const rates = [];
  for (let r = 0; r < REPEAT; r++) {
    const result = await exec("wrk", ["-t1", `-c${connections}`, "-d3s", `${url}/items/1`]).catch(() => undefined);
    const rate = Number(/Requests\/sec:\s+([\d.]+)/.exec(result?.stdout ?? "")?.[1] ?? NaN);
    if (!Number.isFinite(rate)) return undefined;
    rates.push(rate);
  }
  return median(rates);
}

async function generationRate(arbitrary, count) {
  const rates = [];
  const { xoroshiro128plus } = await import("pure-rand/generator/xoroshiro128plus");
  for (let r = 0; r < REPEAT; r++) {
    const random = new fc.Random(xoroshiro128plus(r));
    const started = performance.now();
    for (let i = 0; i < count; i++) arbitrary.generate(random, 2 + Math.floor(Math.log10(i + 1)));
    rates.push(count / ((performance.now() - started) / 1000));
  }
  return median(rates);
}

const fmt = (n, digits = 0) => n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });

async function main() {
  await mkdir(tmp, { recursive: true });
  const cores = availableParallelism();
  const target = await startTarget();
  try {
    process.stderr.write("start-up\n");
    const versions = [];
    for (let i = 0; i < 7; i++) versions.push((await timed([bin, "--version"])).wall);
    row("`apitest --version` wall time", `${fmt(median(versions))} ms`, "< 150 ms", "node bin/apitest.js --version");

    const schema = JSON.parse(await (await fetch(`${target.url}/openapi.json`)).text());
    const oneOp = { ...schema, paths: { "/health": schema.paths["/health"] } };
    const oneOpFile = join(tmp, "one-operation.json");
    await writeFile(oneOpFile, JSON.stringify(oneOp));
    const oneRuns = [];
    for (let i = 0; i < 5; i++) oneRuns.push((await timed([bin, "run", oneOpFile, "--url", target.url, "-n", "1", ...E2E_FLAGS])).wall);
    row("one-operation run wall time", `${fmt(median(oneRuns))} ms`, "< 500 ms", `apitest run one-operation.json --url <target> -n 1`);

    process.stderr.write("end to end\n");
    const perOperation = quick ? 500 : 2500;
    const single = await endToEnd(target.url, 1, perOperation);
    const bare1 = await bareUndici(target.url, 1, quick ? 5000 : 20000);
    row(`requests/s, \`--workers 1\` (4 operations, all checks), ${fmt(single.sent)} requests`, fmt(single.rate), "≥ 2,000", `apitest run <target>/openapi.json --phases fuzzing --mode positive --checks <5 response checks> -n ${perOperation} --workers 1`);
    row("requests/s, bare undici loop, concurrency 1", fmt(bare1), "ceiling", "bench/run.js bareUndici(1)");
    row("ratio apitest / bare, concurrency 1", `${fmt((100 * single.rate) / bare1)} %`, "", "");
    // `--workers auto` as a user gets it (core/auto-workers.ts: one per core, at least 4).
    const { autoWorkers } = await import("../dist/core/auto-workers.js");
    const workers = autoWorkers(cores);
    const auto = await endToEnd(target.url, "auto", perOperation);
    const bareN = await bareUndici(target.url, workers, quick ? 5000 : 20000);
    // What apitest may really have in flight at --workers N: N operations with up to N cases each,
    // over connectionCount(N) connections (transport/connection-count.ts). The like-for-like ceiling.
    const { connectionCount } = await import("../dist/transport/connection-count.js");
    const inFlight = connectionCount(workers);
    const bareWire = await bareUndici(target.url, inFlight, quick ? 5000 : 20000);
    row(`requests/s, \`--workers auto\` (${workers}), ${fmt(auto.sent)} requests`, fmt(auto.rate), "≥ 5,000", `apitest run <target>/openapi.json --phases fuzzing --mode positive --checks <5 response checks> -n ${perOperation} --workers auto`);
    row(`requests/s, bare undici loop, concurrency ${workers}`, fmt(bareN), "ceiling", `bench/run.js bareUndici(${workers})`);
    // Not like for like (a fresh apitest process against a loop undici already optimized by the runs
    // before it): kept so that earlier benches can be compared; the 40 % target is judged below.
    row(`ratio apitest / bare in-process loop, concurrency ${workers} (not like for like, see below)`, `${fmt((100 * auto.rate) / bareN)} %`, "", "");
    row(`requests/s, bare undici loop, concurrency ${inFlight} (apitest's connections at \`--workers ${workers}\`)`, fmt(bareWire), "ceiling", `bench/run.js bareUndici(${inFlight})`);
    row(`ratio apitest / bare in-process loop, concurrency ${inFlight} (not like for like, see below)`, `${fmt((100 * auto.rate) / bareWire)} %`, "", "");
    // A longer run: what the client sustains once V8 has optimized the hot paths (start-up included).
    const long = await endToEnd(target.url, "auto", perOperation * 4);
    row(`requests/s, \`--workers auto\` (${workers}), ${fmt(long.sent)} requests`, fmt(long.rate), "≥ 5,000", `apitest run <target>/openapi.json --phases fuzzing --mode positive --checks <5 response checks> -n ${perOperation * 4} --workers auto`);
    // Like for like, two ways. End to end: the bare loop also as a process of its own, the same
    // number of requests, start-up included (the in-process loops above run with undici already
    // optimized by the runs before them; a fresh process is not). Steady state: the requests a longer
    // run adds over the time it adds, for both (start-up and warm-up cancel out).
    //
    // A rate from the difference of two runs is noisy on a machine this size: the difference of the
    // medians above moved the ratio by 10–15 points between benches of the same build. So it is
    // measured in rounds instead, each round running apitest's two runs and the bare loop's right
    // after one another (the machine's state drifts between rounds, not within one), and the ratio
    // is the median of the rounds' ratios. The bare loop sends the added requests 3–4 times faster
    // than apitest; it is timed over four times as many (a rate is a rate), so that its difference
    // is not a fraction of a second.
    const added = long.sent - auto.sent;
    const bareAdded = added * 4;
    const rounds = [];
    for (let r = 0; r < STEADY_ROUNDS; r++) {
      const short = await apitestRun(target.url, "auto", perOperation, r + 1);
      const longer = await apitestRun(target.url, "auto", perOperation * 4, r + 1);
      const round = { apitest: (longer.sent - short.sent) / ((longer.wall - short.wall) / 1000), bare: {}, bareEndToEnd: {} };
      for (const concurrency of [workers, inFlight]) {
        const bareShort = await bareRun(target.url, concurrency, short.sent);
        const bareLong = await bareRun(target.url, concurrency, short.sent + bareAdded);
        round.bare[concurrency] = bareAdded / ((bareLong.wall - bareShort.wall) / 1000);
        round.bareEndToEnd[concurrency] = short.sent / (bareShort.wall / 1000);
      }
      rounds.push(round);
    }
    const spread = (values, format = (v) => fmt(v)) => `${format(median(values))} (${format(Math.min(...values))}–${format(Math.max(...values))})`;
    const percent = (v) => `${fmt(v)} %`;
    row(
      `requests/s, \`--workers auto\`, steady state: the ${fmt(added)} requests a ${fmt(long.sent)}-request run adds, over the time it adds (median of ${STEADY_ROUNDS} rounds, range)`,
      spread(rounds.map((round) => round.apitest)),
      "",
      `apitest run … -n ${perOperation * 4} --workers auto, less the -n ${perOperation} run, in each round`,
    );
    for (const concurrency of [workers, inFlight]) {
      row(`requests/s, bare undici loop as a process (spawn to exit), concurrency ${concurrency}, ${fmt(auto.sent)} requests (median of ${STEADY_ROUNDS})`, fmt(median(rounds.map((round) => round.bareEndToEnd[concurrency]))), "ceiling", `node bench/bare-loop.js <target> ${concurrency} ${auto.sent}`);
      row(`ratio apitest / bare, both end to end, ${fmt(auto.sent)} requests, concurrency ${concurrency}`, percent((100 * auto.rate) / median(rounds.map((round) => round.bareEndToEnd[concurrency]))), "≥ 40 %", "");
      row(
        `requests/s, bare undici loop as a process, concurrency ${concurrency}, steady state (the ${fmt(bareAdded)} requests a run of ${fmt(auto.sent + bareAdded)} adds; median of ${STEADY_ROUNDS} rounds, range)`,
        spread(rounds.map((round) => round.bare[concurrency])),
        "ceiling",
        `node bench/bare-loop.js <target> ${concurrency} ${auto.sent + bareAdded}, less the ${fmt(auto.sent)}-request run, in each round`,
      );
      row(
        `ratio apitest / bare, both steady state, concurrency ${concurrency} (median of the rounds' ratios, range)`,
        spread(rounds.map((round) => (100 * round.apitest) / round.bare[concurrency]), percent),
        "≥ 40 %",
        "",
      );
    }
    // Garbage collection: the pauses of the longer run, against the bare loop's over the same number of
    // requests. A young collection costs what survives it, so per-request garbage that outlives one
    // (something old still pointing at it) shows here as a longer pause per request.
    const gcRuns = [
      ["apitest", apitestArgs(target.url, "auto", perOperation * 4, 1)],
      ["bare undici loop", bareArgs(target.url, inFlight, long.sent)],
    ];
    for (const [who, args] of gcRuns) {
      const result = await exec(process.execPath, ["--require", join(here, "gc-sampler.cjs"), ...args], { maxBuffer: 64 * 1024 * 1024 });
      const gc = JSON.parse(/@@gc=(.*)/.exec(result.stderr)?.[1] ?? "null");
      if (gc === null) throw new Error(`no GC figures from ${who}`);
      row(
        `GC pauses, ${who}, ${fmt(long.sent)} requests (main thread)`,
        `young ${fmt(gc.young)} ms in ${fmt(gc.youngCount)} (${fmt((1000 * gc.young) / long.sent, 2)} µs per request), full ${fmt(gc.full)} ms in ${fmt(gc.fullCount)}`,
        "",
        `node --require bench/gc-sampler.cjs ${who === "apitest" ? `bin/apitest.js run <target>/openapi.json <flags above> -n ${perOperation * 4} --workers auto` : `bench/bare-loop.js <target> ${inFlight} ${long.sent}`}`,
      );
    }
    // The server's own ceiling, from a client that costs next to nothing (only when wrk is installed).
    for (const connections of [1, workers, inFlight]) {
      const rate = await wrkRate(target.url, connections);
      if (rate !== undefined) row(`requests/s, wrk (C load generator), ${connections} connection${connections === 1 ? "" : "s"}`, fmt(rate), "server ceiling", `wrk -t1 -c${connections} -d3s <target>/items/1`);
    }
    row("peak memory of the end-to-end runs", `${fmt(Math.max(single.rss, auto.rss, long.rss))} MB`, "", "");

    if (!quick) {
      // The same run at twice the requests: when nothing is kept per request, its peak is the same.
      const peaks = [];
      for (const perOperationLong of [33400, 66800]) {
        process.stderr.write(`${fmt(perOperationLong * 3)} requests\n`);
        const args = ["--require", join(here, "rss-sampler.cjs"), ...reportedRun(target.url, perOperationLong)];
        const started = performance.now();
        const result = await exec(process.execPath, args, { maxBuffer: 64 * 1024 * 1024 }).catch((error) => error);
        const seconds = (performance.now() - started) / 1000;
        const sent = Number(/Test cases: (\d+) sent/.exec(result.stdout ?? "")?.[1] ?? NaN);
        const warm = Number(/@@rss-warm=(\d+)/.exec(result.stderr ?? "")?.[1] ?? NaN) / 2 ** 20;
        const half = Number(/@@rss-half=(\d+)/.exec(result.stderr ?? "")?.[1] ?? NaN) / 2 ** 20;
        const peak = Number(/@@rss-peak=(\d+)/.exec(result.stderr ?? "")?.[1] ?? NaN) / 2 ** 20;
        peaks.push(peak);
        row(
          `memory over ${fmt(sent)} requests (HAR + VCR reports on)`,
          `${fmt(peak)} MB peak, +${fmt(peak - warm)} MB after warm-up (20 % of the run), +${fmt(peak - half)} MB over the second half, ${fmt(sent / seconds)} req/s`,
          "growth < 50 MB",
          `apitest run <target>/openapi.json -n ${perOperationLong} --workers auto --report har,vcr`,
        );
        await rm(join(tmp, "reports"), { recursive: true, force: true });
      }
      row("peak memory, twice the requests against once", `${peaks[1] - peaks[0] >= 0 ? "+" : ""}${fmt(peaks[1] - peaks[0])} MB`, "flat", "the two rows above");
      // Resident memory includes garbage and the room V8 keeps to grow into; what survives a full
      // collection is what the run holds.
      const kept = await heapKept(target.url, 33400);
      row(
        `heap kept after a full GC over ${fmt(kept.sent)} requests (all threads)`,
        `${fmt(kept.warm, 1)} MB at 20 % of the run, at most ${fmt(kept.end, 1)} MB after: ${fmt(kept.perRequest)} bytes per request`,
        "flat",
        `node --expose-gc --require bench/heap-sampler.cjs bin/apitest.js run <target>/openapi.json -n 33400 --workers auto --report har,vcr`,
      );
    }
    process.stderr.write("generation\n");
    const { buildOpenApiSpec, loadOpenApi } = await import("../dist/specs/openapi/load-spec.js");
    const { caseArbitrary } = await import("../dist/generation/case-arbitrary.js");
    const spec = await buildOpenApiSpec({ document: schema });
    const ctx = (s) => ({ resolver: s.resolver, allowX00: true, excludeHeaderCharacters: "\r\n", formats: new Map() });
    const post = spec.operations.find((o) => o.label === "POST /items");
    row("cases generated/s, simple object (POST /items)", fmt(await generationRate(caseArbitrary(post, ctx(spec)), 20000)), "", "bench/run.js generationRate");
    const nested = await buildOpenApiSpec({ document: nestedDocument(6) });
    row("cases generated/s, object nested 6 deep", fmt(await generationRate(caseArbitrary(nested.operations[0], ctx(nested)), 5000)), "", "bench/run.js generationRate");
    const stripe = await loadOpenApi(join(corpus, "stripe.com__stripe.com__2020-08-27.yaml"));
    const charges = stripe.operations.find((o) => o.label === "POST /v1/charges") ?? stripe.operations[0];
    row(`cases generated/s, corpus operation (Stripe ${charges.label})`, fmt(await generationRate(caseArbitrary(charges, ctx(stripe)), 2000)), "", "bench/run.js generationRate");

    process.stderr.write("schema loading\n");
    for (const file of ["googleapis.com__compute__alpha.yaml", "kubernetes.io__kubernetes.io__unversioned.yaml", "docusign.net__docusign.net__v2.1.yaml"]) {
      const loads = [];
      let rss = 0;
      for (let i = 0; i < REPEAT; i++) {
        const result = await timed([join(here, "load-schema.js"), join(corpus, file)]);
        const data = JSON.parse(result.stdout.trim().split("\n").pop());
        loads.push(data.readyMs);
        rss = Math.max(rss, result.rss);
      }
      row(`load + ready, ${file}`, `${fmt(median(loads))} ms, ${fmt(rss)} MB peak`, "< 1,500 ms, < 300 MB", `node bench/load-schema.js ${file}`);
    }
    // What a run of every operation pays before its first request of each: building its arbitrary.
    for (const file of ["stripe.com__stripe.com__2020-08-27.yaml", "googleapis.com__compute__alpha.yaml", "docusign.net__docusign.net__v2.1.yaml"]) {
      const builds = [];
      let operations = 0;
      for (let i = 0; i < REPEAT; i++) {
        const result = await timed([join(here, "load-schema.js"), join(corpus, file), "--all"]);
        const data = JSON.parse(result.stdout.trim().split("\n").pop());
        builds.push(data.allMs);
        operations = data.operations;
      }
      row(`arbitraries of all ${fmt(operations)} operations, ${file}`, `${fmt(median(builds))} ms`, "", `node bench/load-schema.js ${file} --all`);
    }
    // A large schema end to end: per-operation set-up, not requests, is what its run costs.
    process.stderr.write("large schema\n");
    const large = await largeSchemaRuns(REPEAT);
    if (large !== undefined) {
      const seconds = (ms) => `${fmt(ms / 1000, 2)} s`;
      row(
        `CPU time (user + sys), ${LARGE_SCHEMA} against an API answering \`200 {}\`, ${fmt(large.cases)} cases (median of ${REPEAT}, range)`,
        `${seconds(median(large.cpu))} (${seconds(Math.min(...large.cpu))}–${seconds(Math.max(...large.cpu))})`,
        "< 5 s",
        `node bench/large-schema.js (apitest run ${LARGE_SCHEMA} --url <200 {} server> ${LARGE_SCHEMA_FLAGS.join(" ")})`,
      );
    }
  } finally {
    target.stop();
  }

  const cpu = cpus()[0]?.model ?? "unknown CPU";
  const header = `## ${new Date().toISOString().slice(0, 10)} — ${cores} cores (${cpu}), ${fmt(totalmem() / 2 ** 30)} GiB, Node ${process.version}${quick ? " (quick)" : ""}`;
  const table = [
    "| measure | value | target | command |",
    "|---|---|---|---|",
    ...rows.map((r) => `| ${r.measure} | ${r.value} | ${r.target} | ${r.command ? `\`${r.command}\`` : ""} |`),
  ].join("\n");
  process.stdout.write(`\n${header}\n\n${table}\n`);
  const results = join(here, "RESULTS.md");
  const existing = await readFile(results, "utf8").catch(() => "# Benchmark results\n\nAppended by `npm run bench`; newest last.\n");
  await writeFile(results, existing);
  await appendFile(results, `\n${header}\n\n${table}\n`);
}

function nestedDocument(depth) {
  let schema = { type: "object", required: ["leaf"], properties: { leaf: { type: "string", maxLength: 10 }, n: { type: "integer" } } };
  for (let i = 0; i < depth; i++) {
    schema = { type: "object", required: ["child", "id"], properties: { id: { type: "integer" }, name: { type: "string" }, child: schema, list: { type: "array", items: { type: "integer" }, maxItems: 3 } } };
  }
  return {
    openapi: "3.0.3",
    info: { title: "nested", version: "1" },
    paths: { "/nested": { post: { requestBody: { required: true, content: { "application/json": { schema } } }, responses: { "200": { description: "ok" } } } } },
  };
}

await main();
