import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { EngineEvent } from "../../src/core/events.js";
import { Response } from "../../src/core/response.js";
import { createHtmlReporter, writeHtmlReport } from "../../src/reporting/html.js";
import { HtmlReadError, readHtmlData } from "../../src/reporting/html-data-read.js";
import { STORED_BODY_LIMIT } from "../../src/reporting/html-data.js";
import { mergeHtmlData } from "../../src/reporting/html-merge.js";
import { createReportMasker } from "../../src/reporting/report-mask.js";
import { resultOf } from "../../src/reporting/run-fold.js";
import {
  drive,
  failureReport,
  interaction,
  operationFinished,
  request,
  response,
  runStarted,
  SANITIZE_OFF,
  SANITIZE_ON,
  SERVER_ERROR,
  tempDir,
  TOKEN,
} from "../support/report-events.js";

const FIXED = (): number => Date.UTC(2025, 0, 2, 3, 4, 5);
const AT = new Date(FIXED()).toISOString();
const AS_STORED = createReportMasker(SANITIZE_OFF, []);

function timed(operation: string, status: number, ms: number, phase: "coverage" | "fuzzing"): EngineEvent {
  const req = request();
  const res = new Response({ statusCode: status, message: "", headers: {}, content: new Uint8Array(), elapsed: ms / 1000, httpVersion: "1.1", request: req, verify: true });
  return interaction({ operation, req, res, phase });
}

const crash = response(500, `{"error":"boom","token":"${TOKEN}"}`);
const WARNING = { type: "warning", name: "missing_auth", message: "most requests were rejected", hint: "provide --auth" } as const;

/** Shard 1 of a run: POST /bookings crashes, DELETE errors. */
function shardOne(seed = 7): EngineEvent[] {
  return [
    { ...runStarted(seed), operations: 2, phases: ["coverage", "fuzzing"], labels: ["POST /bookings", "DELETE /users/{id}"] } as EngineEvent,
    { type: "phase-started", phase: "coverage", operations: 2 },
    ...coverageOne(),
    { type: "phase-finished", phase: "coverage" },
    { type: "phase-started", phase: "fuzzing", operations: 2 },
    ...fuzzingOne(),
    { type: "phase-finished", phase: "fuzzing" },
    { ...WARNING, operations: ["DELETE /users/{id}"] },
    { type: "run-finished", durationSeconds: 1, interrupted: false },
  ];
}

/** Shard 2: GET /users/{id} crashes with the same server error as POST /bookings in shard 1. */
function shardTwo(seed = 7): EngineEvent[] {
  return [
    { ...runStarted(seed), operations: 1, phases: ["coverage", "fuzzing"], labels: ["GET /users/{id}"] } as EngineEvent,
    { type: "phase-started", phase: "coverage", operations: 1 },
    ...coverageTwo(),
    { type: "phase-finished", phase: "coverage" },
    { type: "phase-started", phase: "fuzzing", operations: 1 },
    ...fuzzingTwo(),
    { type: "phase-finished", phase: "fuzzing" },
    { ...WARNING, operations: ["GET /users/{id}"] },
    { type: "run-finished", durationSeconds: 0.5, interrupted: false },
  ];
}

/** The run the two shards split. */
function whole(): EngineEvent[] {
  return [
    { ...runStarted(7), operations: 3, phases: ["coverage", "fuzzing"], labels: ["POST /bookings", "DELETE /users/{id}", "GET /users/{id}"] } as EngineEvent,
    { type: "phase-started", phase: "coverage", operations: 3 },
    ...coverageOne(),
    ...coverageTwo(),
    { type: "phase-finished", phase: "coverage" },
    { type: "phase-started", phase: "fuzzing", operations: 3 },
    ...fuzzingOne(),
    ...fuzzingTwo(),
    { type: "phase-finished", phase: "fuzzing" },
    { ...WARNING, operations: ["DELETE /users/{id}", "GET /users/{id}"] },
    { type: "run-finished", durationSeconds: 1.5, interrupted: false },
  ];
}

function coverageOne(): EngineEvent[] {
  return [
    interaction({ phase: "coverage", res: crash, failures: [SERVER_ERROR] }),
    operationFinished("POST /bookings", "failed", [failureReport(SERVER_ERROR, crash)], { phase: "coverage" }),
    operationFinished("DELETE /users/{id}", "passed", [], { phase: "coverage" }),
  ];
}

function fuzzingOne(): EngineEvent[] {
  return [
    operationFinished("POST /bookings", "skipped", [], { skipReason: "already failing" }),
    operationFinished("DELETE /users/{id}", "errored", [], { errors: [{ title: "Network error", message: `connection refused (${TOKEN})` }] }),
  ];
}

function coverageTwo(): EngineEvent[] {
  return [timed("GET /users/{id}", 200, 3, "coverage"), timed("GET /users/{id}", 404, 8, "coverage"), operationFinished("GET /users/{id}", "passed", [], { phase: "coverage" })];
}

function fuzzingTwo(): EngineEvent[] {
  return [timed("GET /users/{id}", 500, 40, "fuzzing"), operationFinished("GET /users/{id}", "failed", [{ ...failureReport(SERVER_ERROR, response(500, "oops")), caseId: "case9" }])];
}

async function page(events: readonly EngineEvent[], sanitization = SANITIZE_ON): Promise<string> {
  const path = join(tempDir(), "report.html");
  await drive(createHtmlReporter({ path, sanitization, secrets: [TOKEN], now: FIXED }), events);
  return readFileSync(path, "utf8");
}

async function merged(pages: readonly string[]): Promise<string> {
  const path = join(tempDir(), "merged", "report.html");
  await writeHtmlReport(path, mergeHtmlData(pages.map(readHtmlData)), AS_STORED, AT);
  return readFileSync(path, "utf8");
}

describe("HTML report data and merging", () => {
  it("merges the pages of two shards into the page of the run they split, byte for byte", async () => {
    const single = await page(whole());
    const joined = await merged([await page(shardOne()), await page(shardTwo())]);
    expect(joined).toBe(single);
    // The cause the shards share is found across them: one cause on two operations.
    const result = resultOf(readHtmlData(joined).state);
    expect(result.findings.find((finding) => finding.check === SERVER_ERROR.check)?.operations).toEqual(["POST /bookings", "GET /users/{id}"]);
    expect(joined).toContain(`on 2 operations, 2 failing requests`);
    expect(joined).not.toContain(TOKEN);
  });

  it("reads back what the page was rendered from: the run's result, secrets masked", async () => {
    const html = await page(whole());
    const data = readHtmlData(html);
    const result = resultOf(data.state);
    expect(result.operations.map((story) => [story.label, story.verdict])).toEqual([
      ["POST /bookings", "failed"],
      ["DELETE /users/{id}", "errored"],
      ["GET /users/{id}", "failed"],
    ]);
    expect(result.totals).toMatchObject({ failed: 2, errored: 1, failingRequests: 2 });
    expect([...data.figures.operations.get("GET /users/{id}")!.statuses]).toEqual([[200, 1], [404, 1], [500, 1]]);
    const body = result.operations[0]!.requests[0]!.response!.text;
    expect(body).toBe(`{"error":"boom","token":"[Filtered]"}`);
    // The data block never ends the script element early, whatever a body holds.
    const script = `{"x":"</script><script>alert(1)</script>"}`;
    const hostile = await page([runStarted(), operationFinished("GET /x", "failed", [failureReport(SERVER_ERROR, response(500, script))]), { type: "run-finished", durationSeconds: 1, interrupted: false }]);
    expect(hostile).not.toContain("</script><script>alert(1)");
    expect(resultOf(readHtmlData(hostile).state).operations[0]!.requests[0]!.response!.text).toBe(script);
  });

  it("keeps bodies bounded as the page shows them: a large body cut with a note, a binary one intact", async () => {
    const large = response(500, JSON.stringify({ data: "x".repeat(200_000) }));
    const binary = response(500, new Uint8Array([0xff, 0xfe, 0, 1, 2]), { "content-type": ["application/octet-stream"] });
    const html = await page([
      runStarted(),
      operationFinished("GET /large", "failed", [failureReport(SERVER_ERROR, large)]),
      operationFinished("GET /binary", "failed", [failureReport(SERVER_ERROR, binary)]),
      { type: "run-finished", durationSeconds: 1, interrupted: false },
    ]);
    expect(html.length).toBeLessThan(2 * 200_000);
    const stories = resultOf(readHtmlData(html).state).operations;
    const kept = stories.find((story) => story.label === "GET /large")!.requests[0]!.response!;
    expect(kept.content.byteLength).toBe(STORED_BODY_LIMIT);
    expect(kept).toMatchObject({ truncated: true, declaredSize: large.content.byteLength });
    expect([...stories.find((story) => story.label === "GET /binary")!.requests[0]!.response!.content]).toEqual([0xff, 0xfe, 0, 1, 2]);
    const joined = await merged([html]);
    expect(joined).toContain(`[body truncated: showing the first ${STORED_BODY_LIMIT} of ${large.content.byteLength} bytes]`);
    expect(joined).toContain("&lt;binary 5 bytes&gt;");
  });

  it("names every seed when the shards' seeds differ", async () => {
    const joined = await merged([await page(shardOne(7)), await page(shardTwo(8))]);
    expect(joined).toContain("<span>Seeds <code>7, 8</code></span>");
    expect(readHtmlData(joined).seeds).toEqual([7, 8]);
  });

  it("says why a page cannot be read back: not apitest's, cut short, or newer", async () => {
    const html = await page(whole());
    const reason = (text: string): string => {
      try {
        readHtmlData(text);
      } catch (error) {
        expect(error).toBeInstanceOf(HtmlReadError);
        return (error as Error).message;
      }
      throw new Error("read");
    };
    expect(reason("<!DOCTYPE html><html><body>hello</body></html>")).toBe("it has no apitest report data block");
    expect(reason(html.replace(/<script type="application\/json"[^]*?<\/script>\n/, ""))).toMatch(/holds no report data \(written by an older apitest\)/);
    const cut = html.slice(0, html.indexOf(`{"label":"GET /users/{id}"`));
    expect(reason(cut)).toBe("its report data block is not closed (the file was cut short)");
    expect(reason(html.replace(/\n\{"label":"GET \/users\/\{id\}"[^\n]*/, ""))).toBe("its report data lists 2 of 3 operations (the file was cut short)");
    expect(reason(html.replace(`"version":1,`, `"version":9,`))).toMatch(/version 9, newer than this apitest reads \(1\)/);
  });
});
