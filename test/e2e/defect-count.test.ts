import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readHtmlData } from "../../src/reporting/html-data-read.js";
import { readJunit } from "../../src/reporting/junit-document.js";
import { resultOf } from "../../src/reporting/run-fold.js";
import { CRASH_EXPRESS_CRASHES, startCrashExpress } from "../support/crash-express.js";
import { apitest, type Ran } from "../support/cli-output.js";

describe("a real Express app with distinct crashes of similar messages, through the CLI", () => {
  let server: Awaited<ReturnType<typeof startCrashExpress>>;
  let run: Ran;
  const dir = mkdtempSync(join(tmpdir(), "apitest-defects-"));
  const file = (prefix: string): string => join(dir, readdirSync(dir).find((name) => name.startsWith(prefix))!);

  beforeAll(async () => {
    server = await startCrashExpress();
    run = await apitest(["run", `${server.url}/openapi.json`, "--seed", "1", "-n", "10", "--generation-database", "none", "--no-color", "--report", "junit,html,ndjson", "--report-dir", dir]);
  }, 90_000);
  afterAll(() => server.close());

  it("names each crash as its own defect, with its undocumented 500 folded in, on the console", () => {
    expect(run.code).toBe(1);
    for (const [operation, property] of Object.entries(CRASH_EXPRESS_CRASHES)) {
      // Each crash is on the console, under its own operation, by the property it read.
      expect(run.stdout).toContain(`_ ${operation} _`);
      expect(run.stdout).toContain(`Cannot read properties of undefined (reading '${property}')`);
    }
    // Never one "shared cause" for the four crashes, nor one for their undocumented 500s.
    expect(run.stdout).not.toMatch(/^Cause \d+\. not_a_server_error: .* on \d+ operations$/m);
    expect(run.stdout).not.toMatch(/^Cause \d+\. status_code_conformance: .*· 500/m);
  });

  it("tells the undeclared-method 404 once, as Express's convention", () => {
    const causes = run.stdout.match(/^Cause \d+\. unsupported_method: Unsupported method response · 404 on (\d+) operations$/gm) ?? [];
    expect(causes).toHaveLength(1);
    expect(Number(/on (\d+) operations/.exec(causes[0]!)![1])).toBeGreaterThanOrEqual(3);
    const conventions = run.stdout.slice(run.stdout.indexOf("FRAMEWORK CONVENTIONS"), run.stdout.indexOf("SUMMARY"));
    expect(conventions).toContain("Express answers a method a path does not declare with 404");
    expect(run.stdout.match(/\[checks\.unsupported_method\] enabled = false/g)).toHaveLength(1);
  });

  it("gives the same count in the console, the HTML report's data, JUnit and NDJSON", () => {
    const found = /^Found (\d+) distinct defects? in (\d+) operations?/m.exec(run.stdout);
    expect(found).not.toBeNull();
    const [defects, operations] = [Number(found![1]), Number(found![2])];
    // Four crashes and the 404 convention at least; GET /health fails only the 404.
    expect(defects).toBeGreaterThanOrEqual(5);
    expect(operations).toBe(5);

    const html = readFileSync(file("report"), "utf8");
    expect(resultOf(readHtmlData(html).state).totals).toMatchObject({ defects, defectOperations: operations });
    expect(html).toContain(`<b>${defects}</b><span>distinct defects in ${operations} operations</span>`);

    const junit = readJunit(readFileSync(file("junit"), "utf8"));
    expect(Object.fromEntries(junit.properties)).toMatchObject({ defects: String(defects), defect_operations: String(operations) });

    const lines = readFileSync(file("events"), "utf8").trimEnd().split("\n").map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.at(-1)!["counts"]).toMatchObject({ defects, defectOperations: operations });
  });
});
