import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { buildSchema, printSchema } from "graphql";
import { startGraphqlServer } from "../support/graphql-server.js";
import { startReachServer } from "../support/reach-server.js";
import type { TestServer } from "../support/server.js";
import { spawnCli } from "../support/spawn-cli.js";

// The built CLI in child processes: it starts faster than the CLI's sources load into this worker.

let servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.map((server) => server.close()));
  servers = [];
});

async function reachServer(): Promise<Awaited<ReturnType<typeof startReachServer>>> {
  const started = await startReachServer();
  servers.push(started.server);
  return started;
}

const BASE = ["--generation-database", "none", "--no-color"];

/** Distinct failures in an NDJSON report, as `operation check status`. */
function failuresIn(file: string): Set<string> {
  const records = readFileSync(file, "utf8").trim().split("\n").map((line) => JSON.parse(line) as Record<string, unknown>);
  return new Set(records.filter((record) => record["event"] === "failure").map((record) => `${String(record["operation"])} ${String(record["check"])} ${String(record["status"])}`));
}

describe("apitest fuzz", () => {
  it("finds what apitest run finds with the same seed, stops at --max-time, prints failures live, writes the reports", async () => {
    const dir = mkdtempSync(join(tmpdir(), "apitest-fuzz-"));
    const [first, second] = [await reachServer(), await reachServer()];
    const [run, result] = await Promise.all([
      spawnCli(["run", first.location, "--seed", "4", "-n", "10", ...BASE, "--report-ndjson-path", join(dir, "run.ndjson")]),
      spawnCli(["fuzz", second.location, "--max-time", "2", "--seed", "4", "-n", "10", ...BASE, "--report", "junit,ndjson", "--report-dir", dir]),
    ]);
    expect(run.code).toBe(1);
    // The run itself (the summary's time) ends at the limit, with the requests in flight.
    const ran = Number(/distinct defects? in \d+ operations? \((\d+\.\d+)s\)/.exec(result.stdout)?.[1]);
    expect(ran).toBeGreaterThanOrEqual(2);
    expect(ran).toBeLessThan(3.5);
    expect(result.code).toBe(1);
    // Its first round is apitest run's: the same requests in the same order (same seed), so every
    // failure run found is found again.
    expect(second.log.length).toBeGreaterThan(first.log.length);
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

  it("prints a new failure while its round goes on; Ctrl-C (a real SIGINT) then ends the run with every result, the summary and reports", async () => {
    const { location } = await reachServer();
    const dir = mkdtempSync(join(tmpdir(), "apitest-fuzz-"));
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
    // -n 1 and no examples or coverage: short rounds, so even a loaded machine goes through several
    // of them (budgets, dictionary, feedback between rounds).
    const args = ["--max-time", "1", "--phases", "fuzzing,stateful", "--seed", "21", "-n", "1", ...BASE];
    await Promise.all([first, second].map((server) => spawnCli(["fuzz", server.location, ...args])));
    const shorter = Math.min(first.log.length, second.log.length);
    // The first round sends about 25 requests, the second more (at least five fuzzing cases per operation, shared by the modes).
    expect(shorter).toBeGreaterThan(40);
    expect(second.log.slice(0, shorter)).toEqual(first.log.slice(0, shorter));
  });

  it("a bad --max-time is a usage error naming the flag", async () => {
    const result = await spawnCli(["fuzz", "http://127.0.0.1:9/openapi.json", "--max-time", "soon"]);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe("Error: Invalid value for --max-time: 'soon' is not a number of seconds.\n");
  });

  it("fuzzes a GraphQL API: rounds until --max-time, failures printed live, the same reports, reproducible", async () => {
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
    const dir = mkdtempSync(join(tmpdir(), "apitest-fuzz-"));
    writeFileSync(join(dir, "schema.graphql"), printSchema(schema));
    const args = ["--phases", "fuzzing", "--max-time", "1", "-n", "5", "--seed", "3", ...BASE];
    const [result] = await Promise.all([
      spawnCli(["fuzz", join(dir, "schema.graphql"), "--url", first.url, ...args, "--report", "junit", "--report-dir", dir]),
      spawnCli(["fuzz", join(dir, "schema.graphql"), "--url", second.url, ...args]),
    ]);
    expect(result.code).toBe(1);
    const live = result.stdout.search(/✘ \d+\.\ds new failure #1: Query\.book — Server error \[200\]/);
    expect(live).toBeGreaterThan(-1);
    expect(live).toBeLessThan(result.stdout.indexOf("FAILURES"));
    expect(result.stdout).toContain("Stopped early: --max-time 1 s reached.");
    // Rounds went on past the first (two fields, -n 5, positive and negative documents: at most 20).
    expect(Number(/Test cases: (\d+) sent/.exec(result.stdout)?.[1])).toBeGreaterThan(20);
    expect(readFileSync(join(dir, "junit.xml"), "utf8")).toContain("Query.book");
    // The same seed, the same documents (mutations of interesting ones included), as far as the shorter run went.
    const shorter = Math.min(first.calls.length, second.calls.length);
    expect(shorter).toBeGreaterThan(10);
    expect(second.calls.slice(0, shorter)).toEqual(first.calls.slice(0, shorter));
  });
});
