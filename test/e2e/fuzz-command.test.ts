import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { buildSchema, printSchema } from "graphql";
import { startGraphqlServer } from "../support/graphql-server.js";
import { startReachServer } from "../support/reach-server.js";
import { apitest, type Ran } from "../support/cli-output.js";
import type { TestServer } from "../support/server.js";
import { spawnCli } from "../support/spawn-cli.js";

// The CLI runs in process (a child process costs a Node start and a load of the bundle, each
// time), but for the test of a real SIGINT, which only a child process can take. No assertion
// here depends on how much work fits in a wall-clock window: a run that must go on for a while is
// stopped as Ctrl-C stops it (its abort signal) once its server has received enough requests, and
// --max-time is tested by what holds at any speed (the run stops of itself, says why, and not
// before the limit).

let servers: TestServer[] = [];
let dirs: string[] = [];
afterEach(async () => {
  await Promise.all(servers.map((server) => server.close()));
  servers = [];
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

/** A temporary directory, removed after the test. */
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "apitest-fuzz-"));
  dirs.push(dir);
  return dir;
}

async function reachServer(): Promise<Awaited<ReturnType<typeof startReachServer>>> {
  const started = await startReachServer();
  servers.push(started.server);
  return started;
}

const BASE = ["--generation-database", "none", "--no-color"];

/**
 * Runs `apitest <args>` in process and stops it as Ctrl-C does (its abort signal) once `done()`
 * holds, checked every 20 ms: a run stopped by what it did, not by a wall-clock window.
 */
async function apitestUntil(args: readonly string[], done: () => boolean): Promise<Ran> {
  const controller = new AbortController();
  const timer = setInterval(() => {
    if (done()) controller.abort();
  }, 20);
  try {
    return await apitest(args, { signal: controller.signal });
  } finally {
    clearInterval(timer);
  }
}

/** Distinct failures in an NDJSON report, as `operation check status`. */
function failuresIn(file: string): Set<string> {
  const records = readFileSync(file, "utf8").trim().split("\n").map((line) => JSON.parse(line) as Record<string, unknown>);
  return new Set(records.filter((record) => record["event"] === "failure").map((record) => `${String(record["operation"])} ${String(record["check"])} ${String(record["status"])}`));
}

describe("apitest fuzz", () => {
  it("finds what apitest run finds with the same seed, goes on in rounds, prints failures live, writes the reports", async () => {
    const dir = tempDir();
    const [first, second] = [await reachServer(), await reachServer()];
    let runDone = false;
    const runEnded = apitest(["run", first.location, "--seed", "4", "-n", "10", ...BASE, "--report-ndjson-path", join(dir, "run.ndjson")]).finally(() => (runDone = true));
    // The fuzz run goes on until stopped: once it has sent all apitest run sent, and more.
    const fuzzEnded = apitestUntil(
      ["fuzz", second.location, "--seed", "4", "-n", "10", ...BASE, "--report", "junit,ndjson", "--report-dir", dir],
      () => runDone && second.log.length > first.log.length + 50,
    );
    const [run, result] = await Promise.all([runEnded, fuzzEnded]);
    expect(run.code).toBe(1);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain("Interrupted: the results above are what was found before the run was stopped.");
    // Its first round is apitest run's: the same requests in the same order (same seed), so every
    // failure run found is found again.
    expect(second.log.slice(0, first.log.length)).toEqual(first.log);
    const found = failuresIn(join(dir, "events.ndjson"));
    const ranFound = failuresIn(join(dir, "run.ndjson"));
    expect(ranFound.size).toBeGreaterThan(5);
    expect([...ranFound].filter((failure) => !found.has(failure))).toEqual([]);
    // Two creations deep: an invoice needs an order, which needs an item.
    expect(result.stdout).toMatch(/new failure #\d+: GET \/orders\/\{orderId\}\/invoice — Server error \[500\]/);
    expect(result.stdout).toMatch(/invoice template missing[\s\S]*\/orders\/ord-\d+\/invoice/);
    // The live line comes before the end-of-run report that details it.
    const live = result.stdout.search(/✘ \d+\.\ds new failure #\d+: GET \/labels — Server error \[500\]/);
    expect(live).toBeGreaterThan(-1);
    expect(live).toBeLessThan(result.stdout.indexOf("FAILURES"));
    expect(readFileSync(join(dir, "junit.xml"), "utf8")).toContain("invoice template missing");
  });

  it("stops at --max-time of itself (OpenAPI and GraphQL): not before the limit, saying why, with the summary and reports", async () => {
    const { location } = await reachServer();
    const schema = buildSchema("type Query { title(prefix: String): String }");
    const graphql = await startGraphqlServer(schema, { rootValue: { title: ({ prefix }: { prefix?: string }) => `${prefix ?? ""}Dune` } });
    servers.push(graphql);
    const dir = tempDir();
    writeFileSync(join(dir, "schema.graphql"), printSchema(schema));
    // Rounds never run out of cases here, so only the time box can end these runs (nothing
    // interrupts them); however slow the machine, they end after the limit, not before it. A
    // limit under a second is as good a test of that as a longer one, and each run spends the
    // whole limit generating and sending.
    const [openapi, gql] = await Promise.all([
      apitest(["fuzz", location, "--max-time", "0.4", "--phases", "fuzzing", "--seed", "4", "-n", "2", ...BASE, "--report", "junit", "--report-dir", join(dir, "openapi")]),
      apitest(["fuzz", join(dir, "schema.graphql"), "--url", `${graphql.url}/graphql`, "--max-time", "0.4", "-n", "2", "--seed", "3", ...BASE]),
    ]);
    for (const result of [openapi, gql]) {
      expect(result.stdout, result.stderr).toContain("Stopped early: --max-time 0.4 s reached.");
      expect(result.stdout).toMatch(/SUMMARY/);
      // The last line's time: "No issues found in 0.42s", or "Found … (0.42s)" when it found defects.
      const time = /(?: in |\()(\d+\.\d+)s\)?$/m.exec(result.stdout)?.[1];
      expect(Number(time), result.stdout).toBeGreaterThanOrEqual(0.4);
      expect(result.code === 0 || result.code === 1).toBe(true);
    }
    expect(readFileSync(join(dir, "openapi", "junit.xml"), "utf8")).toContain("<testsuite");
  });

  it("prints a new failure while its round goes on; Ctrl-C (a real SIGINT) then ends the run with every result, the summary and reports", async () => {
    const { location } = await reachServer();
    const dir = tempDir();
    let signalled = false;
    // One operation whose every positive month is rejected, in a round of 100,000 cases: the line
    // must come while the round goes on, or this run would not be interrupted in time.
    const args = ["--phases", "fuzzing", "--include-name", "GET /reports", "--continue-on-failure", "-n", "100000", "--seed", "1", ...BASE, "--report", "junit", "--report-dir", dir];
    const result = await spawnCli(["fuzz", location, ...args], (stdout, child) => {
      if (!signalled && /new failure #1: GET \/reports — /.test(stdout)) signalled = child.kill("SIGINT");
    });
    expect(result.stdout).toMatch(/✘ \d+\.\ds new failure #1: GET \/reports — Rejected positive data \[400\]/);
    expect(Number(/Test cases: (\d+) sent/.exec(result.stdout)?.[1])).toBeLessThan(100_000);
    expect(result.stderr).toContain("Interrupted: finishing the requests in flight");
    expect(result.stdout).toContain("Interrupted: the results above are what was found before the run was stopped.");
    expect(result.stdout).toMatch(/SUMMARY[\s\S]*Rejected positive data/);
    expect(result.code).toBe(1);
    expect(readFileSync(join(dir, "junit.xml"), "utf8")).toContain("Rejected positive data");
  });

  it("is reproducible from its seed: the same requests, as far as the shorter run went", async () => {
    const first = await reachServer();
    const second = await reachServer();
    // -n 1 and no examples or coverage: short rounds. The first round sends about 25 requests, the
    // second more (at least five fuzzing cases per operation, shared by the modes): each run is interrupted past
    // its second round, so budgets, dictionary and feedback between rounds all take part.
    const args = ["--phases", "fuzzing,stateful", "--seed", "21", "-n", "1", ...BASE];
    await Promise.all([first, second].map((server) => apitestUntil(["fuzz", server.location, ...args], () => server.log.length > 120)));
    const shorter = Math.min(first.log.length, second.log.length);
    expect(shorter).toBeGreaterThan(120);
    expect(second.log.slice(0, shorter)).toEqual(first.log.slice(0, shorter));
  });

  it("a bad --max-time is a usage error naming the flag", async () => {
    const result = await apitest(["fuzz", "http://127.0.0.1:9/openapi.json", "--max-time", "soon"]);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe("Error: Invalid value for --max-time: 'soon' is not a number of seconds.\n");
  });

  it("fuzzes a GraphQL API: rounds until stopped, failures printed live, the same reports, reproducible", async () => {
    // `book(id)` crashes in its resolver for ids past the catalogue (a GraphQL error with a path).
    const schema = buildSchema("type Book { id: Int!, title: String! }\ntype Query { book(id: Int!): Book, title(prefix: String): String }");
    const books = [{ id: 1, title: "Dune" }];
    /** A server whose resolvers log the arguments they get, in order. */
    const start = async (): Promise<{ url: string; calls: string[] }> => {
      const calls: string[] = [];
      const server = await startGraphqlServer(schema, {
        rootValue: {
          book: ({ id }: { id: number }) => {
            calls.push(`book ${id}`);
            return id > 100 ? (undefined as unknown as { title: string }).title : (books.find((book) => book.id === id) ?? null);
          },
          title: ({ prefix }: { prefix?: string }) => (calls.push(`title ${JSON.stringify(prefix)}`), `${prefix ?? ""}Dune`),
        },
      });
      servers.push(server);
      return { url: `${server.url}/graphql`, calls };
    };
    const [first, second] = [await start(), await start()];
    const dir = tempDir();
    writeFileSync(join(dir, "schema.graphql"), printSchema(schema));
    const args = ["--phases", "fuzzing", "-n", "5", "--seed", "3", ...BASE];
    // Each run is interrupted once its resolvers have had 100 calls: rounds past the first (two
    // fields, -n 5, positive and negative documents: at most 20 cases) are over by then.
    const [result] = await Promise.all([
      apitestUntil(["fuzz", join(dir, "schema.graphql"), "--url", first.url, ...args, "--report", "junit", "--report-dir", dir], () => first.calls.length > 100),
      apitestUntil(["fuzz", join(dir, "schema.graphql"), "--url", second.url, ...args], () => second.calls.length > 100),
    ]);
    expect(result.code).toBe(1);
    const live = result.stdout.search(/✘ \d+\.\ds new failure #1: Query\.book — Server error \[200\]/);
    expect(live).toBeGreaterThan(-1);
    expect(live).toBeLessThan(result.stdout.indexOf("FAILURES"));
    expect(result.stdout).toContain("Interrupted: the results above are what was found before the run was stopped.");
    // Rounds went on past the first (at most 20 cases).
    expect(Number(/Test cases: (\d+) sent/.exec(result.stdout)?.[1])).toBeGreaterThan(20);
    expect(readFileSync(join(dir, "junit.xml"), "utf8")).toContain("Query.book");
    // The same seed, the same documents (mutations of interesting ones included), as far as the shorter run went.
    const shorter = Math.min(first.calls.length, second.calls.length);
    expect(shorter).toBeGreaterThan(100);
    expect(second.calls.slice(0, shorter)).toEqual(first.calls.slice(0, shorter));
  });
});
