import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { JEST, runNode as node, type NodeRun } from "../support/run-node.js";
import { expectOneShortFailure } from "../support/short-failure.js";

/** One test file's results in Jest's `--json` report. */
interface JestFileResult {
  readonly name: string;
  readonly status: string;
  readonly assertionResults: readonly { readonly title: string; readonly status: string; readonly failureMessages: readonly string[] }[];
}

describe("apitest/node-test under node --test", () => {
  test("the Express example passes: one test per operation, and subtests for a schema a before hook loaded", async () => {
    const run = await node(["--test", "examples/node-test-express/"]);
    expect(run.code).toBe(0);
    expect(run.output).toMatch(/^ok \d+ - orders\[GET \/orders\]$/m);
    expect(run.output).toMatch(/^ok \d+ - live orders$/m);
    expect(run.output).toMatch(/^ {4}ok \d+ - live orders\[GET \/orders\]$/m);
    expect(run.output).toMatch(/^ok \d+ - finds the string total of legacy orders/m);
    expect(run.output).toMatch(/^# fail 0$/m);
  });

  test("a defective API fails the operation's test and its subtest, with the curl command and the seed", async () => {
    const run = await node(["--test", "test/fixtures/integrations/node-test-failing/"]);
    expect(run.code).toBe(1);
    expect(run.output).toMatch(/^ok \d+ - orders\[GET \/orders\]$/m);
    expect(run.output).toMatch(/^not ok \d+ - orders\[GET \/orders\/\{id\}\]$/m);
    // schema.parametrize() registers node:test tests too.
    expect(run.output).toMatch(/^ok \d+ - method orders\[GET \/orders\]$/m);
    expect(run.output).toMatch(/^not ok \d+ - method orders\[GET \/orders\/\{id\}\]$/m);
    expect(run.output).toMatch(/^ {4}ok \d+ - lazy orders\[GET \/orders\]$/m);
    expect(run.output).toMatch(/^ {4}not ok \d+ - lazy orders\[GET \/orders\/\{id\}\]$/m);
    expect(run.output).toMatch(/^not ok \d+ - lazy orders$/m);
    expect(run.output).toContain("Reproduce with:");
    expect(run.output).toContain("curl -X GET");
    // The coverage phase reaches a legacy order first: the largest id.
    expect(run.output).toContain("/orders/1000");
    expect(run.output).toContain("orders[GET /orders/{id}] failed on case");
    expect(run.output).toContain("replay with { seed: 7 }");
    expect(run.output).toMatch(/^ok \d+ - blobs\[POST \/blobs\] # SKIP every case of POST \/blobs was skipped/m);
    // node:test's location of each test (and subtest) is the user's parametrize line, not apitest's bundle.
    const locations = [...run.output.matchAll(/location: '([^']*)'/g)].map((match) => match[1] ?? "");
    expect(locations.length).toBeGreaterThan(0);
    for (const location of locations) expect(location).toMatch(/node-test-failing\/orders-failing\.test\.mjs:\d+:\d+$/);
  });
});

describe("apitest/jest under Jest (ESM)", () => {
  // One Jest process runs the four projects, in band (each test file gets its own module registry,
  // as in a run of its own): a Jest start costs more CPU than any of the files. `--json` tells the
  // files apart, and so does the printed output: each file's section, from its PASS or FAIL line.
  let run: NodeRun;
  let files: JestFileResult[];
  const file = (suffix: string): JestFileResult => {
    const found = files.find((entry) => entry.name.endsWith(suffix));
    if (found === undefined) throw new Error(`Jest ran no ${suffix}:\n${run.output}`);
    return found;
  };
  /** What Jest printed for one file: its PASS or FAIL line, its tests and its failures. */
  const section = (path: string): string => {
    const start = Math.max(run.output.indexOf(`\nPASS ${path}`), run.output.indexOf(`\nFAIL ${path}`)) + 1;
    if (start === 0) throw new Error(`Jest printed no ${path}:\n${run.output}`);
    const rest = run.output.slice(start + 1);
    const end = rest.search(/^(PASS |FAIL |Test Suites:)/m);
    return run.output.slice(start, end < 0 ? undefined : start + 1 + end);
  };
  /** How many of a file's tests failed and passed, as Jest's summary line counts them for a run of that file alone. */
  const tally = (result: JestFileResult): [number, number] => ["failed", "passed"].map((status) => result.assertionResults.filter((entry) => entry.status === status).length) as [number, number];
  const statuses = (result: JestFileResult): Record<string, string> => Object.fromEntries(result.assertionResults.map((entry) => [entry.title, entry.status]));
  beforeAll(async () => {
    const report = join(mkdtempSync(join(tmpdir(), "apitest-jest-")), "report.json");
    const projects = ["examples/jest-hono/jest.config.mjs", ...["jest-failing", "graphql-jest", "jest-short"].map((name) => `test/fixtures/integrations/${name}/jest.config.mjs`)];
    run = await node(["--experimental-vm-modules", JEST, "--ci", "--verbose", "--runInBand", "--json", `--outputFile=${report}`, "--projects", ...projects]);
    files = (JSON.parse(readFileSync(report, "utf8")) as { testResults: JestFileResult[] }).testResults;
  });

  test("the Hono example passes: one test per operation, a lazily loaded schema, the defect asserted", () => {
    const example = file("examples/jest-hono/todos.test.mjs");
    expect(run.output).toMatch(/^PASS examples\/jest-hono\/todos\.test\.mjs/m);
    expect(example.status).toBe("passed");
    expect(statuses(example)).toMatchObject({ "todos[GET /todos]": "passed", "todos[GET /todos/{id}]": "passed", "lazy todos": "passed" });
    expect(example.assertionResults.map((entry) => entry.status)).toEqual(Array(5).fill("passed"));
    expect(run.output).toContain("✓ lazy todos");
  });

  test("a defective API fails its operation's test with the curl command and the seed", () => {
    const failing = file("jest-failing/todos-failing.test.mjs");
    expect(run.code).toBe(1);
    expect(statuses(failing)).toEqual({
      "todos[GET /todos]": "passed",
      "todos[POST /todos]": "failed",
      "todos[GET /todos/{id}]": "passed",
      // schema.parametrize() registers Jest tests too.
      "method todos[GET /todos]": "passed",
      "method todos[POST /todos]": "failed",
      "method todos[GET /todos/{id}]": "passed",
    });
    expect(run.output).toContain("✕ todos[POST /todos]");
    expect(run.output).toContain("✕ method todos[POST /todos]");
    // What Jest prints for the failed test.
    const message = failing.assertionResults.find((entry) => entry.title === "todos[POST /todos]")?.failureMessages.join("\n") ?? "";
    for (const text of ["Reproduce with:", "curl -X POST", '"priority":5', "replay with { seed: 2024 }"]) {
      expect(message).toContain(text);
      expect(run.output).toContain(text);
    }
    expect(tally(failing)).toEqual([2, 4]);
    // The run's summary counts the four files' tests: 5 + 6 of the Hono example and this file, 6 of
    // GraphQL's, 1 of the short failure's.
    expect(run.output).toMatch(/Tests:\s+4 failed, 14 passed, 18 total/);
  });

  test("GraphQL: the same names; schema.parametrize() registers Jest tests", () => {
    const books = file("graphql-jest/books.test.mjs");
    const output = section("test/fixtures/integrations/graphql-jest/books.test.mjs");
    expect(books.status).toBe("failed");
    expect(output).toContain("✓ books[Query.book]");
    expect(output).toContain("✓ books[Query.books]");
    expect(output).toContain("✓ books[Mutation.addBook]");
    expect(output).toContain("✓ broken[Query.book]");
    expect(output).toContain("✕ broken[Query.books]");
    expect(output).toContain("curl -X POST");
    expect(tally(books)).toEqual([1, 5]);
  });

  test("a failing test prints its failure once, in the console's grouped form, with schema.parametrize() and no apitest-pbt/jest import", () => {
    const search = file("jest-short/search.test.mjs");
    const output = section("test/fixtures/integrations/jest-short/search.test.mjs");
    expect(search.status).toBe("failed");
    expect(output).toContain("✕ search[GET /search]");
    expectOneShortFailure(output, 70);
  });
});
