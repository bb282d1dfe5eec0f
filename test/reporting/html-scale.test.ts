import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { EngineEvent } from "../../src/core/events.js";
import type { Failure } from "../../src/core/failure.js";
import { FOLD_ABOVE_REQUESTS, createHtmlReporter } from "../../src/reporting/html.js";
import { readHtmlData } from "../../src/reporting/html-data-read.js";
import { drive, failureReport, operationFinished, response, runFinished, runStarted, SANITIZE_ON, tempDir, TOKEN } from "../support/report-events.js";

/**
 * A run like a 744-operation schema against an API that accepts everything: every operation
 * fails the same few checks (causes shared by all of them), on several requests each, and a few
 * operations have a defect of their own.
 */
function largeRun(operations: number): { events: EngineEvent[]; own: string[] } {
  const shared: Failure[] = [
    { check: "negative_data_rejection", title: "Accepted negative data", message: "Received: 200\nExpected: 4XX\nInvalid: query parameter `limit` does not match its schema", key: "200:limit" },
    { check: "negative_data_rejection", title: "Accepted negative data", message: "Received: 200\nExpected: 4XX\nInvalid: path parameter `id` does not match its schema", key: "200:id" },
    { check: "response_schema_conformance", title: "Response violates schema", message: "must have required property 'id'\n\nValue at / (the whole body):\n    {}", key: "required:id" },
  ];
  const events: EngineEvent[] = [{ ...runStarted(7), operations, phases: ["coverage"] } as EngineEvent, { type: "phase-started", phase: "coverage", operations }];
  const own: string[] = [];
  for (let op = 0; op < operations; op++) {
    const label = `GET /resource${op}/{id}`;
    const reports = [];
    for (let at = 0; at < 6; at++) {
      const failure = shared[at % shared.length]!;
      const res = response(200, `{"page":${at},"items":[]}`);
      reports.push({ ...failureReport(failure, res, `curl -X GET 'http://127.0.0.1:9/resource${op}/${at}?limit=0'`), caseId: `c${op}x${at}`, meta: { phase: "coverage" as const, mode: "negative" as const, description: `case ${at}` } });
    }
    if (op % 100 === 7) {
      own.push(label);
      reports.push({ ...failureReport({ check: "not_a_server_error", title: "Server error", message: `Received: 500 (only ${label})`, key: `500:${op}` }, response(500, `{"error":"boom ${op}"}`)), caseId: `own${op}` });
    }
    events.push(operationFinished(label, "failed", reports, { phase: "coverage" }));
  }
  events.push({ type: "phase-finished", phase: "coverage" }, runFinished());
  return { events, own };
}

async function write(events: readonly EngineEvent[]): Promise<string> {
  const path = join(tempDir(), "report.html");
  await drive(createHtmlReporter({ path, sanitization: SANITIZE_ON, secrets: [TOKEN], now: () => 0 }), events);
  expect(statSync(path).size).toBe(Buffer.byteLength(readFileSync(path, "utf8")));
  return readFileSync(path, "utf8");
}

/** Elements on the page (its DOM nodes, less text): every opening tag outside the data block. */
function elements(html: string): number {
  const data = html.indexOf('id="apitest-report-data"');
  return (html.slice(0, data < 0 ? html.length : data).match(/<[a-zA-Z]/g) ?? []).length;
}

describe("the HTML report of a large run", () => {
  it("folds the requests of shared causes: bounded in size and elements, every distinct defect reachable", async () => {
    const { events, own } = largeRun(744);
    const html = await write(events);
    // 744 operations × 6 shared-cause requests (4,464), and 8 defects of their own. Unfolded the page
    // was 12 MB with 118,000 elements for a run like this (measured in docs/reports.md).
    expect(html.length).toBeLessThan(3_000_000);
    expect(elements(html)).toBeLessThan(40_000);
    expect(html).toContain("failing requests: those that failed only on a cause shared by several operations are listed by cause");
    // Every shared cause is there once with its example, and each operation links to its causes.
    for (const id of [1, 2, 3]) {
      expect(html).toContain(`id="cause-${id}"`);
      expect(html.split(`href="#cause-${id}"`).length - 1).toBeGreaterThanOrEqual(744);
    }
    // Every failing operation keeps its section; each defect of its own is shown in full.
    for (let op = 0; op < 744; op++) expect(html).toContain(`data-operation="GET /resource${op}/{id}"`);
    for (const label of own) {
      const start = html.indexOf(`data-operation="${label}"`);
      const section = html.slice(start, html.indexOf("</section>", start));
      // Its server error is there: in full, or (the findings join the same status on several operations) as a cause it links to.
      const cause = /href="#cause-(\d+)">cause \d+<\/a> Server error/.exec(section)?.[1];
      if (cause === undefined) expect(section).toContain(`Received: 500 (only ${label})`);
      else expect(html).toContain(`id="cause-${cause}"`);
    }
    // Nothing is lost for merge-reports: the data block (gzipped at this size) holds every request.
    expect(html).toContain('<script type="application/gzip" data-encoding="base64" id="apitest-report-data">');
    const data = readHtmlData(html);
    expect(data.state.operations).toHaveLength(744);
    expect(data.state.operations.reduce((sum, operation) => sum + operation.requests.length, 0)).toBe(744 * 6 + own.length);
  });

  it("a small run is not folded: each request keeps its entry, and the data block stays plain JSON", async () => {
    const { events } = largeRun(10);
    expect(10 * 6).toBeLessThanOrEqual(FOLD_ABOVE_REQUESTS);
    const html = await write(events);
    expect(html).not.toContain("listed by cause");
    expect(html.split('<article class="entry"').length - 1).toBe(10 * 6 + 1);
    expect(html).toContain('<script type="application/json" id="apitest-report-data">');
  });
});
