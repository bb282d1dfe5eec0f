import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { readHtmlData } from "../../src/reporting/html-data-read.js";
import { readJunit, type JunitDocument } from "../../src/reporting/junit-document.js";
import { readNdjson, type NdjsonLine } from "../../src/reporting/ndjson-merge.js";
import { resultOf } from "../../src/reporting/run-fold.js";
import type { RunResult } from "../../src/reporting/run-result.js";
import { inventoryDocument, inventoryHandler } from "../support/inventory-api.js";
import { memoryOutput, startServer, type TestServer } from "../support/server.js";

/** Sent with every request: masked in every report, merged ones included. */
const TOKEN = "merge-secret-5c1d";

/** `apitest <args>` in process (the commands are under test, not the process; the test's directory is the working one). */
async function cli(args: string[]) {
  const stdout = memoryOutput();
  const stderr = memoryOutput();
  const code = await main(args, { stdout, stderr, env: {} });
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}

/** The JUnit file a run wrote into its report directory. */
function junitIn(dir: string): string {
  const files = readdirSync(dir).filter((name) => name.endsWith(".xml"));
  expect(files).toHaveLength(1);
  return readFileSync(join(dir, files[0] as string), "utf8");
}

/** Case ids are random per run (X-Apitest-Case-Id); the case is the same. */
function withoutCaseIds(text: string): string {
  return text.replace(/X-Apitest-Case-Id: \w+/g, "X-Apitest-Case-Id: <id>");
}

/**
 * An NDJSON stream with what varies between runs made equal (times, case ids, durations), and the
 * records of each phase grouped by operation in name order (a run lists them as they finish).
 */
function normalisedEvents(records: readonly NdjsonLine[]): unknown[] {
  const plain = records.map((record) => {
    const copy: Record<string, unknown> = { ...record };
    for (const field of ["time", "durationSeconds", "elapsedMs", "caseId"]) if (field in copy) copy[field] = "<varies>";
    for (const field of ["curl", "message"]) if (typeof copy[field] === "string") copy[field] = withoutCaseIds(copy[field] as string);
    return copy;
  });
  const out: unknown[] = [];
  let phase: Record<string, unknown>[] = [];
  for (const record of plain) {
    if (record["event"] === "phase-finished") {
      out.push(...phase.sort((a, b) => String(a["operation"]).localeCompare(String(b["operation"]))));
      phase = [];
    }
    if (record["operation"] !== undefined && record["event"] !== "warning") phase.push(record);
    else out.push(record);
  }
  return out;
}

/** A report with what varies between runs made equal: times, timestamp, host, testcase order. */
/** A report as data to compare; a run's own count of distinct defects left out (a merge cannot tell shared defects from the text). */
function normalised(document: JunitDocument): object {
  return {
    properties: document.properties.filter(([name]) => name !== "defects" && name !== "defect_operations"),
    notes: [...document.notes].sort(),
    testcases: [...document.testcases]
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((test) => ({ ...test, time: 0, failures: test.failures.map((failure) => ({ ...failure, text: withoutCaseIds(failure.text) })) })),
  };
}

describe("apitest merge-reports: the shards of one run, merged, are the run", () => {
  let server: TestServer;
  let schema: string;
  // Same seed everywhere: an operation's cases derive from the run seed and its name, not from which shard it is in.
  // The stateful phase chains operations, which shards split; the other phases are per operation.
  const common = (): string[] => ["run", schema, "--url", server.url, "-n", "10", "--seed", "7", "--phases", "examples,coverage,fuzzing", "--generation-database", "none", "--report", "html,junit,ndjson", "-H", `Authorization: Bearer ${TOKEN}`];

  beforeAll(async () => {
    server = await startServer(inventoryHandler());
    schema = join(process.cwd(), "inventory.json");
    writeFileSync(schema, JSON.stringify(inventoryDocument()));
  });
  afterAll(async () => {
    await server.close();
  });

  it("gives the testcases, failures and properties of the unsharded run, one testsuite, counts added", async () => {
    const whole = await cli([...common(), "--report-dir", "whole"]);
    expect(whole.code).toBe(1);
    const shards = [await cli([...common(), "--shard", "1/2", "--report-dir", "shards/1"]), await cli([...common(), "--shard", "2/2", "--report-dir", "shards/2"])];
    for (const shard of shards) expect(shard.stderr).not.toMatch(/Error|Internal/);
    const parts = [readJunit(junitIn("shards/1")), readJunit(junitIn("shards/2"))];
    // Both shards tested something: the merge really joins two reports.
    expect(parts.map((part) => part.testcases.length).every((count) => count > 0)).toBe(true);

    const merge = await cli(["merge-reports", "shards", "--report-dir", "merged"]);
    expect(merge.stderr).toBe("");
    expect(merge.code).toBe(0);
    expect(merge.stdout).toContain(`junit: ${join("merged", "junit.xml")} (2 reports`);
    expect(merge.stdout).toContain(`html: ${join("merged", "report.html")} (2 reports`);
    const mergedXml = readFileSync("merged/junit.xml", "utf8");
    const merged = readJunit(mergedXml);
    const single = readJunit(junitIn("whole"));

    expect(single.testcases.some((test) => test.failures.length > 0)).toBe(true);
    expect(single.properties.map(([name]) => name)).toEqual(expect.arrayContaining(["defects", "defect_operations"]));
    expect(merged.properties.map(([name]) => name)).not.toContain("defects");
    expect(normalised(merged)).toEqual(normalised(single));
    // One testsuite whose counts are the shards' counts added.
    expect(mergedXml.match(/<testsuite /g)).toHaveLength(1);
    const count = (xml: string, name: string): number => Number(new RegExp(`<testsuite [^>]*\\b${name}="(\\d+)"`).exec(xml)?.[1]);
    const shardXml = [junitIn("shards/1"), junitIn("shards/2")];
    for (const name of ["tests", "failures", "errors", "skipped"]) {
      expect(count(mergedXml, name)).toBe(count(shardXml[0] as string, name) + count(shardXml[1] as string, name));
      expect(count(mergedXml, name)).toBe(count(junitIn("whole"), name));
    }
    expect(merged.time).toBeCloseTo(parts[0]!.time + parts[1]!.time, 2);

    // The NDJSON streams: the merged one is the single run's, record for record.
    expect(merge.stdout).toContain(`ndjson: ${join("merged", "events.ndjson")} (2 reports`);
    const ndjsonIn = (dir: string): NdjsonLine[] => readNdjson(readFileSync(join(dir, "events.ndjson"), "utf8"));
    const mergedEvents = ndjsonIn("merged");
    const singleEvents = ndjsonIn("whole");
    // The single run's count of distinct defects is not in the merge: a defect two shards share
    // cannot be told from the records (the merged HTML page counts it).
    const { defects, defectOperations, ...singleCounts } = singleEvents.at(-1)?.["counts"] as Record<string, number>;
    expect(defects).toBeGreaterThan(0);
    expect(defectOperations).toBeGreaterThan(0);
    const withoutDefects = (records: NdjsonLine[]): NdjsonLine[] => records.map((record) => (record.event === "run-finished" ? { ...record, counts: singleCounts } : record));
    expect(normalisedEvents(mergedEvents)).toEqual(normalisedEvents(withoutDefects(singleEvents)));
    expect(mergedEvents.filter((record) => record.event === "run-started")).toHaveLength(1);
    expect(mergedEvents.at(-1)?.["counts"]).toEqual(singleCounts);
    expect((mergedEvents.at(-1)?.["counts"] as { failures: number }).failures).toBeGreaterThan(0);
  });

  it("merges the HTML pages into the unsharded run's page: every operation once, counts added, each failure with its request, response and curl", async () => {
    const page = (dir: string): string => readFileSync(join(dir, "report.html"), "utf8");
    const merged = page("merged");
    const whole = page("whole");
    const shardPages = [page("shards/1"), page("shards/2")];
    const resultIn = (html: string) => resultOf(readHtmlData(html).state);
    const mergedResult = resultIn(merged);
    const wholeResult = resultIn(whole);

    // The same operations with the same verdicts, the same totals and causes.
    const verdicts = (result: RunResult): Record<string, string> => Object.fromEntries(result.operations.map((story) => [story.label, story.verdict]));
    expect(verdicts(mergedResult)).toEqual(verdicts(wholeResult));
    expect(mergedResult.operations).toHaveLength(new Set(mergedResult.operations.map((story) => story.label)).size);
    expect(mergedResult.totals).toEqual(wholeResult.totals);
    expect(mergedResult.totals.failingRequests).toBeGreaterThan(0);
    const causes = (result: RunResult): string[] => result.findings.map((finding) => `${finding.check} ${finding.title} ${finding.operations.length} ${finding.requests}`).sort();
    expect(causes(mergedResult)).toEqual(causes(wholeResult));

    // The summary cards say what the single run's say (response times aside), each the shards' added up.
    const cards = (html: string): Map<string, string> =>
      new Map([...html.matchAll(/<div class="card[^"]*"><b>([^<]*)<\/b><span>([^<]*)<\/span><\/div>/g)].filter((card) => !/response/.test(card[2]!)).map((card) => [card[2]!, card[1]!]));
    expect(cards(merged)).toEqual(cards(whole));
    for (const name of ["requests", "failing requests", "failed", "passed"]) {
      expect(Number(cards(merged).get(name))).toBe(shardPages.reduce((sum, html) => sum + Number(cards(html).get(name)), 0));
    }
    // The status-code chart adds the shards' responses up: its total is the requests card.
    const statusTotal = (html: string): number => [...readHtmlData(html).figures.operations.values()].reduce((sum, each) => sum + [...each.statuses.values()].reduce((a, b) => a + b, 0) + each.noResponse, 0);
    expect(statusTotal(merged)).toBe(Number(cards(merged).get("requests")));

    // Every failing operation has its section on the merged page, each failing request with its request, response and curl.
    const sections = (html: string): Map<string, string> =>
      new Map([...html.matchAll(/<section class="op-failures" id="op-\d+" data-operation="([^"]*)">([\s\S]*?)<\/section>/g)].map((match) => [match[1]!, match[2]!]));
    const mergedSections = sections(merged);
    const failing = wholeResult.operations.filter((story) => story.requests.length > 0).map((story) => story.label);
    expect([...mergedSections.keys()].sort()).toEqual([...sections(whole).keys()].sort());
    for (const label of failing) {
      const section = mergedSections.get(label.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;"));
      expect(section, label).toBeDefined();
      const entries = (section as string).split(`<article class="entry"`).length - 1;
      expect(entries).toBe(wholeResult.operations.find((story) => story.label === label)!.requests.length);
      for (const part of ["<h5>Request</h5>", "<h5>Response: ", "<h5>Reproduce with</h5>", "curl -X "]) expect((section as string).split(part).length - 1, `${label}: ${part}`).toBeGreaterThanOrEqual(entries);
    }
    // Secrets stay masked, in the page and in its data.
    expect(merged).not.toContain(TOKEN);
    expect(merged).toContain("Authorization: [Filtered]");

    // A merged page merges again (alone) into the same page.
    const again = await cli(["merge-reports", join("merged", "report.html"), "--report-dir", "remerged"]);
    expect(again.stderr).toBe("");
    const remerged = page("remerged");
    expect(resultIn(remerged)).toEqual(mergedResult);
    expect(remerged.replace(/Written by apitest at \S+/, "")).toBe(merged.replace(/Written by apitest at \S+/, ""));
  });

  it("merges again without reading its own output, and says which inputs are not reports", async () => {
    writeFileSync("shards/unrelated.xml", "<project><name>not a report</name></project>");
    writeFileSync("shards/coverage.html", "<!DOCTYPE html><html><body>a coverage page</body></html>");
    for (let round = 0; round < 2; round++) expect((await cli(["merge-reports", "shards", "--report-dir", "shards/merged"])).code).toBe(0);
    expect(readFileSync("shards/merged/junit.xml", "utf8").replace(/time="[\d.]+"|timestamp="[^"]+"/g, "")).toBe(readFileSync("merged/junit.xml", "utf8").replace(/time="[\d.]+"|timestamp="[^"]+"/g, ""));
    const again = await cli(["merge-reports", "shards", "--report-dir", "shards/merged"]);
    expect(again.code).toBe(0);
    expect(again.stderr).toMatch(/Note: skipped .*unrelated\.xml is not a JUnit report written by apitest: its root element is <project>/);
    expect(again.stderr).toMatch(/Note: skipped .*coverage\.html is not an HTML report written by apitest: it has no apitest report data block/);
    expect(again.stdout).toContain("(2 reports");
  });

  it("refuses clearly: no --report-dir, a missing directory, nothing to merge", async () => {
    const noOut = await cli(["merge-reports", "shards"]);
    expect(noOut.code).toBe(2);
    expect(noOut.stderr).toMatch(/^Error: merge-reports needs --report-dir <dir>/);
    const missing = await cli(["merge-reports", "no-such-dir", "--report-dir", "out"]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/^Error: no-such-dir does not exist/);
    const named = await cli(["merge-reports", "shards/unrelated.xml", "--report-dir", "out"]);
    expect(named.code).toBe(2);
    expect(named.stderr).toMatch(/unrelated\.xml is not a JUnit report written by apitest/);
    expect(named.stderr).not.toMatch(/at .*\.js:\d+/);
    // A named report file merges alone, read by the merger of its format only.
    const one = await cli(["merge-reports", join("shards", "1", "junit.xml"), "--report-dir", "one"]);
    expect(one.stderr).toBe("");
    expect(one.stdout).toContain("(1 report,");
    const foreign = await cli(["merge-reports", "inventory.json", "--report-dir", "out"]);
    expect(foreign.code).toBe(2);
    expect(foreign.stderr).toMatch(/^Error: inventory\.json is not a report merge-reports reads: it reads \.xml, \.ndjson, \.html files/);
  });

  it("prints the Markdown summary of the merged shards: counts, failures by check, curl", async () => {
    const summary = await cli(["summary", "shards/1", "shards/2", "--top", "2"]);
    expect(summary.code).toBe(0);
    const whole = readJunit(junitIn("whole"));
    const failures = whole.testcases.flatMap((test) => test.failures);
    expect(summary.stdout).toMatch(/^## apitest: Inventory\n/);
    expect(summary.stdout).toContain(`**${failures.length} distinct failure${failures.length === 1 ? "" : "s"}** in ${whole.testcases.length} operations`);
    expect(summary.stdout).toContain("### Failures by check");
    for (const check of new Set(failures.map((failure) => failure.type))) expect(summary.stdout).toMatch(new RegExp(`\\| \`${check}\` \\| \\d+ \\| \\d+ \\|`));
    expect(summary.stdout).toMatch(/```sh\n\s*curl -X /);
    if (failures.length > 2) expect(summary.stdout).toContain(`### First 2 of ${failures.length} failures`);
  });
});
