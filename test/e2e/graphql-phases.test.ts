import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cli, curlFor, curls, failedOperations } from "../support/graphql-cli.js";
import { startShelfServer, type ShelfServer } from "../support/shelf-api.js";

describe("GraphQL phases: a real server with seeded defects", () => {
  let broken: ShelfServer;
  let fixed: ShelfServer;
  let dir: string;
  beforeAll(async () => {
    broken = await startShelfServer(true);
    fixed = await startShelfServer(false);
    dir = await mkdtemp(join(tmpdir(), "apitest-gql-phases-"));
  });
  afterAll(async () => {
    await broken.close();
    await fixed.close();
  });

  it("examples: sends argument defaults explicitly and finds the default-term defect", async () => {
    const result = await cli(["run", broken.url, "--phases", "examples"]);
    expect(result.stderr).toBe("");
    expect(result.code).toBe(1);
    expect(result.stdout).toContain("Phases:     examples\n");
    expect(result.stdout).not.toContain("Coverage phase");
    expect(result.stdout).not.toContain("Fuzzing phase");
    expect(failedOperations(result.stdout)).toEqual(["Query.search"]);
    expect(curlFor(result.stdout, "search")).toContain('search(term: \\"dune\\", limit: 5)');
    // Fields without defaults have no examples.
    expect(result.stdout).toMatch(/Query\.page\s+skipped: no argument has a default value/);
  });

  it("coverage: finds the last enum value, the largest Int, the explicit null and the executed invalid document, the same on every run", async () => {
    const first = await cli(["run", broken.url, "--phases", "coverage", "--mode", "all"]);
    expect(first.stderr).toBe("");
    expect(first.code).toBe(1);
    expect(first.stdout).not.toContain("Fuzzing phase");
    expect(failedOperations(first.stdout)).toEqual(["Query.byFormat", "Query.legacy", "Query.note", "Query.page", "Query.search"]);
    expect(curlFor(first.stdout, "byFormat")).toContain("byFormat(format: AUDIO)");
    expect(curlFor(first.stdout, "page")).toContain("page(n: 2147483647)");
    expect(curlFor(first.stdout, "note")).toContain("note(text: null)");
    expect(first.stdout).toContain("Accepted negative data");
    expect(first.stdout).not.toContain("Mutation.addBook  0 cases");
    // Deterministic: another run with another seed sends the same documents and finds the same failures.
    const second = await cli(["run", broken.url, "--phases", "coverage", "--mode", "all", "--seed", "99"]);
    expect(curls(second.stdout)).toEqual(curls(first.stdout));
  });

  it("coverage: sends null for an optional argument only when generation.graphql-allow-null is on", async () => {
    const config = join(dir, "no-null.toml");
    await writeFile(config, "[generation]\ngraphql-allow-null = false\n");
    const result = await cli(["run", broken.url, "--phases", "coverage", "--mode", "positive", "--config-file", config]);
    expect(failedOperations(result.stdout)).not.toContain("Query.note");
    expect(failedOperations(result.stdout)).toContain("Query.page");
  });

  it("fuzzing: finds the defects at random too, with shrinking", async () => {
    const result = await cli(["run", broken.url, "--phases", "fuzzing", "--mode", "all", "--seed", "5", "-n", "60"]);
    expect(result.code).toBe(1);
    expect(result.stdout).not.toContain("Coverage phase");
    expect(failedOperations(result.stdout)).toEqual(expect.arrayContaining(["Query.byFormat", "Query.legacy", "Query.note", "Query.search"]));
    expect(curlFor(result.stdout, "byFormat")).toContain("AUDIO");
  });

  it("a correct server passes every phase in both data modes", async () => {
    const result = await cli(["run", fixed.url, "--mode", "all", "--seed", "1", "-n", "10"]);
    expect(result.stderr).toBe("");
    expect(result.stdout).toContain("Phases:     examples, coverage, fuzzing\n");
    expect(result.stdout).toContain("Examples phase");
    expect(result.stdout).toContain("Coverage phase");
    expect(result.stdout).toContain("Fuzzing phase");
    expect(result.code).toBe(0);
  });

  it("a later phase does not report a defect an earlier phase found", async () => {
    const result = await cli(["run", broken.url, "--phases", "examples,coverage", "--mode", "positive", "--include-name", "Query.search"]);
    expect(result.stdout).toMatch(/Examples phase\n\s+✘ Query\.search\s+1 case, 1 failure/);
    // Coverage meets the same defect again: not a pass (no ✔), and not reported twice.
    expect(result.stdout).toMatch(/Coverage phase\n\s+- Query\.search\s+\d+ cases?, already failing: found a failure an earlier phase reported\n/);
    expect(result.stdout).toContain("Found 1 distinct defect in 1 operation");
  });
});

describe("GraphQL concurrency", () => {
  it("keeps up to --workers documents of one field in flight, and finds the same failures as one worker", async () => {
    const server = await startShelfServer(true, 20);
    try {
      const args = ["run", server.url, "--phases", "coverage", "--mode", "positive", "--include-name", "Query.page"];
      const one = await cli([...args, "--workers", "1"]);
      expect(server.maxInFlight).toBe(1);
      const four = await cli([...args, "--workers", "4"]);
      expect(server.maxInFlight).toBeGreaterThanOrEqual(3);
      expect(server.maxInFlight).toBeLessThanOrEqual(4);
      expect(curls(four.stdout)).toEqual(curls(one.stdout));
    } finally {
      await server.close();
    }
  });

  it("fuzzing: one worker keeps one request on the wire, and a seed finds the same failures with four", async () => {
    const server = await startShelfServer(true, 2);
    try {
      const args = ["run", server.url, "--phases", "fuzzing", "--mode", "positive", "-n", "20", "--seed", "7"];
      const one = await cli([...args, "--workers", "1"]);
      expect(server.maxInFlight).toBe(1);
      const four = await cli([...args, "--workers", "4"]);
      expect(server.maxInFlight).toBeGreaterThan(1);
      expect(server.maxInFlight).toBeLessThanOrEqual(16);
      expect(curls(one.stdout).length).toBeGreaterThan(0);
      expect(curls(four.stdout)).toEqual(curls(one.stdout));
    } finally {
      await server.close();
    }
  });
});
