import { mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { FULL_CORPUS_ROOT } from "../support/corpus-helpers.js";
import { memoryOutput, startServer, type TestServer } from "../support/server.js";

const SCHEMA = "github.com__api.github.com__1.1.4.yaml";

// GitHub's schema (2.9 MB) is not in the repository's sample: this suite runs in the full-corpus
// sweep, `npm run test:corpus -- <dir>`, and is skipped by `npm test`.
const schema = FULL_CORPUS_ROOT === undefined ? undefined : join(FULL_CORPUS_ROOT, "openapi", SCHEMA);

/** name -> failures (check, title) of every testcase in a JUnit report. */
function junitFailures(xml: string): Map<string, { check: string; title: string }[]> {
  const cases = new Map<string, { check: string; title: string }[]>();
  for (const testcase of xml.split("<testcase ").slice(1)) {
    const name = /^name="([^"]*)"/.exec(testcase)![1]!.replaceAll("&apos;", "'").replaceAll("&quot;", '"').replaceAll("&amp;", "&");
    const failures = [...testcase.matchAll(/<failure type="([^"]*)" message="([^"]*)"/g)].map((match) => ({ check: match[1]!, title: match[2]! }));
    cases.set(name, failures);
  }
  return cases;
}

// The GitHub REST schema (744 operations) at -n 5 against an API that answers 200 {} to everything:
// ~3,100 failures, most of them a few causes repeated on every operation. Measured at
// 50-60 s with --workers 8 on a shared 2-core machine (all four phases, as a user would run it).
describe.skipIf(schema === undefined)("a large run (GitHub's schema against an always-200 API) stays readable", () => {
  let api: TestServer;
  let stdout = "";
  let code = -1;
  let junit = "";
  beforeAll(async () => {
    api = await startServer(() => ({ status: 200, body: {} }));
    const dir = await mkdtemp(join(tmpdir(), "apitest-large-"));
    const out = memoryOutput();
    code = await main(
      ["run", schema!, "--url", api.url, "-n", "5", "--seed", "1", "--workers", "8", "--no-color", "--report-junit-path", join(dir, "junit.xml"), "--generation-database", "none"],
      { stdout: out, stderr: memoryOutput(), env: {} },
    );
    stdout = out.text();
    junit = await readFile(join(dir, "junit.xml"), "utf8");
  }, 400_000);
  afterAll(async () => {
    await api?.close();
  });

  it("folds detail past the budget but gives every distinct defect its line", () => {
    expect(code).toBe(1);
    expect(stdout).toContain("Selected:   744/744 operations\n");
    const [, defects] = /Found (\d+) distinct defects in \d+ operations/.exec(stdout)!;
    // Detail (examples, bodies, curl) stops at the budget; what is left is one line per defect.
    const failures = stdout.slice(stdout.indexOf("FAILURES"), stdout.indexOf("SUMMARY"));
    const shown = new Set([...failures.matchAll(/^Cause (\d+)\. /gm), ...failures.matchAll(/^ {2}(\d+)\. .* · case \S+$/gm)].map((match) => Number(match[1])));
    const detailed = failures.split(/\n_+ .+ _+\n/).length - 1;
    expect(shown.size + detailed).toBeGreaterThanOrEqual(Number(defects));
    expect(stdout).toMatch(/not shown: run with --report html for every failure with its request and response/);
    // The budget still folds: far fewer lines than a block per failure.
    expect(stdout.split("\n").length).toBeLessThan(600 + Number(defects));
  });

  it("shows unsupported_method once, as one cause over hundreds of operations, and no framework convention for a 200", () => {
    const causes = stdout.match(/^Cause \d+\. unsupported_method: .*$/gm) ?? [];
    expect(causes).toHaveLength(1);
    expect(causes[0]).toMatch(/Unsupported method response · 200 on \d{3} operations$/);
    // An undeclared method answered 200 is not a framework's 404 convention: a defect, no advice to silence it.
    expect(stdout).not.toContain("FRAMEWORK CONVENTIONS");
  });

  it("keeps every failure of every defect the console counts in the JUnit report, per operation", () => {
    const cases = junitFailures(junit);
    expect(cases.size).toBe(744);
    const [, defects, operations] = /Found (\d+) distinct defects in (\d+) operations/.exec(stdout)!;
    expect(junit).toContain(`<property name="defects" value="${defects}"/>`);
    expect(junit).toContain(`<property name="defect_operations" value="${operations}"/>`);
    const all = [...cases.values()].flat();
    const [, passed, failed] = /Operations: (\d+) passed, (\d+) failed/.exec(stdout)!;
    expect([...cases.values()].filter((failures) => failures.length > 0)).toHaveLength(Number(failed));
    expect(Number(operations)).toBe(Number(failed));
    expect(cases.size - Number(failed)).toBe(Number(passed));
    // Defects by title: each has at least as many failures in JUnit (a shared defect has one per operation).
    const titles = /^Failures: +(.*)$/m.exec(stdout)![1]!;
    let sum = 0;
    for (const [, title, n] of titles.matchAll(/([^,(]+?) \((\d+)\)/g)) {
      sum += Number(n);
      expect(all.filter((failure) => failure.title === title!.trim()).length, title).toBeGreaterThanOrEqual(Number(n));
    }
    expect(sum).toBe(Number(defects));
    // Every operation a shown cause names has that check's failure in JUnit.
    for (const block of stdout.split(/\nCause \d+\. /).slice(1)) {
      const check = /^(\w+):/.exec(block)![1]!;
      const operations = [...block.matchAll(/^ {5}- (.+)$/gm)].map((match) => match[1]!);
      expect(operations.length).toBeGreaterThan(0);
      for (const operation of operations) expect(cases.get(operation)?.some((failure) => failure.check === check), `${operation} ${check}`).toBe(true);
    }
  });
});
