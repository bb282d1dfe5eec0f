import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "../support/cli-run.js";
import { GRAPHQL_SERVER, startInspectedApi, type InspectedApi } from "../support/inspected-api.js";

const DEFECTS = ["Query.calc", "Query.opening"];

let api: InspectedApi;

beforeAll(async () => {
  api = await startInspectedApi(GRAPHQL_SERVER);
}, 60_000);

afterAll(async () => {
  await api?.stop();
});

/** A run with its NDJSON report: the root fields with a server error, the run-finished event, what --coverage-dir got. */
async function runWithEvents(args: readonly string[]): Promise<{ code: number; stdout: string; stderr: string; defects: string[]; finished: Record<string, unknown>; written: string[] }> {
  const dir = await mkdtemp(join(tmpdir(), "apitest-greybox-graphql-"));
  try {
    const path = join(dir, "events.ndjson");
    const coverageDir = join(dir, "coverage");
    const run = await runCli([...args.map((arg) => arg.replace("<coverage-dir>", coverageDir)), "--report-ndjson-path", path]);
    const events = (await readFile(path, "utf8")).trim().split("\n").map((line) => JSON.parse(line) as Record<string, unknown>);
    const defects = new Set(events.filter((event) => event["event"] === "failure" && event["check"] === "not_a_server_error").map((event) => event["operation"] as string));
    const finished = events.find((event) => event["event"] === "run-finished") ?? {};
    const written = await readdir(coverageDir).catch(() => []);
    return { ...run, defects: DEFECTS.filter((label) => defects.has(label)), finished, written };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const RUN = ["run", "--seed", "1", "--generation-database", "none", "--no-color"];

describe("apitest run <GraphQL endpoint> --coverage-from: grey-box search through the one engine", () => {
  it("reaches the code each root field runs, draws on its constants, and says how much it reached", async () => {
    const run = await runWithEvents([...RUN, `${api.url}/graphql`, "--coverage-from", api.inspector, "--coverage-dir", "<coverage-dir>"]);
    const code = /Code:\s+reached (\d+) of (\d+) lines \(([\d.]+) %\) of the API's own code in 2 files/.exec(run.stdout);
    expect(code, run.stdout + run.stderr).not.toBeNull();
    const [reached, lines] = [Number(code?.[1]), Number(code?.[2])];
    expect(reached).toBeGreaterThan(0);
    expect(reached).toBeLessThanOrEqual(lines);
    // The NDJSON: the same numbers, and the lines each root field reached first (told apart by the document, not the URL).
    const coverage = run.finished["coverage"] as { linesReached: number; lines: number; operations?: { operation: string; linesFirstReached: number }[] };
    expect(coverage).toMatchObject({ linesReached: reached, lines });
    const firstReached = new Map(coverage.operations?.map((entry) => [entry.operation, entry.linesFirstReached]));
    // A take covers one request while requests reach new code, a batch of them once they do not: a batch that mixed root fields credits none.
    expect(firstReached.get("Query.calc")).toBeGreaterThan(0);
    for (const label of firstReached.keys()) expect(["Query.calc", "Query.opening", "Query.echo"]).toContain(label);
    // Constants only the code states ("sqrt", "mon") reach the defects behind them.
    expect(run.defects, run.stdout).toEqual(DEFECTS);
    expect(run.code).toBe(1);
    expect(run.written.filter((name) => name.endsWith(".json")).length).toBe(1);
  }, 180_000);

  it("black-box, the same run finds neither defect and reports no code", async () => {
    const run = await runWithEvents([...RUN, `${api.url}/graphql`]);
    expect(run.stdout).not.toMatch(/Code:/);
    expect(run.finished["coverage"]).toBeUndefined();
    expect(run.defects, run.stdout).toEqual([]);
  }, 180_000);
});
