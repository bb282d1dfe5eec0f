import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { EngineEvent } from "../../src/core/events.js";
import type { Failure } from "../../src/core/failure.js";
import { Response } from "../../src/core/response.js";
import { createHtmlReporter } from "../../src/reporting/html.js";
import {
  drive,
  failureReport,
  interaction,
  operationFinished,
  request,
  response,
  runFinished,
  runStarted,
  SANITIZE_OFF,
  SANITIZE_ON,
  SERVER_ERROR,
  tempDir,
  TOKEN,
} from "../support/report-events.js";

const FIXED = (): number => Date.UTC(2025, 0, 2, 3, 4, 5);

const UNDOCUMENTED: Failure = { check: "status_code_conformance", title: "Undocumented HTTP status code", message: "Received: 500\nDocumented: 201, 422", key: "500" };

function timed(operation: string, status: number, ms: number): EngineEvent {
  const req = request();
  const res = new Response({ statusCode: status, message: "", headers: {}, content: new Uint8Array(), elapsed: ms / 1000, httpVersion: "1.1", request: req, verify: true });
  return interaction({ operation, req, res });
}

/** A long crash with a secret inside: truncated on the page, whole behind "show". */
const crash = response(500, `{"error":"boom <script>alert(1)</script>","token":"${TOKEN}","trace":${JSON.stringify("frame\n".repeat(40))}}`);

const RUN: readonly EngineEvent[] = [
  { ...runStarted(7), operations: 3, phases: ["coverage", "fuzzing"] } as EngineEvent,
  { type: "phase-started", phase: "coverage", operations: 3 },
  interaction({ phase: "coverage", res: crash, failures: [SERVER_ERROR, UNDOCUMENTED] }),
  timed("GET /users/{id}", 200, 3),
  timed("GET /users/{id}", 404, 8),
  // Two failing checks on one request: one entry with two bullets.
  operationFinished("POST /bookings", "failed", [failureReport(SERVER_ERROR, crash), failureReport(UNDOCUMENTED, crash)], { phase: "coverage" }),
  operationFinished("GET /users/{id}", "passed", [], { phase: "coverage" }),
  { type: "phase-finished", phase: "coverage" },
  { type: "phase-started", phase: "fuzzing", operations: 3 },
  timed("GET /users/{id}", 500, 40),
  operationFinished("GET /users/{id}", "failed", [{ ...failureReport(SERVER_ERROR, response(500, "oops")), caseId: "case9" }]),
  operationFinished("POST /bookings", "skipped", [], { skipReason: "already failing" }),
  operationFinished("DELETE /users/{id}", "errored", [], { errors: [{ title: "Network error", message: `connection refused (${TOKEN})`, curl: "curl -X DELETE http://127.0.0.1:9/api/users/1" }] }),
  { type: "phase-finished", phase: "fuzzing" },
  { type: "warning", name: "missing_auth", message: "most requests were rejected", hint: "provide --auth", operations: ["GET /users/{id}"] },
  runFinished(),
];

async function write(events: readonly EngineEvent[], sanitization = SANITIZE_ON): Promise<string> {
  const path = join(tempDir(), "sub", "report.html");
  await drive(createHtmlReporter({ path, sanitization, secrets: [TOKEN], now: FIXED }), events);
  return readFileSync(path, "utf8");
}

describe("HTML report", () => {
  it("is one self-contained document: inline style and script, nothing fetched", async () => {
    const html = await write(RUN);
    expect(html.startsWith("<!DOCTYPE html>")).toBe(true);
    expect(html.trimEnd().endsWith("</html>")).toBe(true);
    expect(html).toContain("<style>");
    expect(html).toContain("<script>");
    expect(html).not.toMatch(/<link\b|<img\b|\bsrc=|url\(|@import|https?:\/\/(?!127\.0\.0\.1)/);
    expect(html).toContain(`default-src 'none'`);
  });

  it("lists every failing operation once, one entry per failing request with its checks, response and curl", async () => {
    const html = await write(RUN);
    // Operations the run did not announce come by name; each with failures or errors has one section.
    expect(html.match(/<section class="op-failures"/g)).toHaveLength(3);
    expect(html.match(/<h3><span class="method">/g)).toHaveLength(3);
    for (const [index, method, path] of [
      [0, "DELETE", "/users/{id}"],
      [1, "GET", "/users/{id}"],
      [2, "POST", "/bookings"],
    ] as const) {
      expect(html).toContain(`id="op-${index}" data-operation="${method} ${path}"><h3><span class="method">${method}</span> <span class="path">${path}</span></h3>`);
    }
    const bookings = html.slice(html.indexOf(`id="op-2"`), html.indexOf("</section>", html.indexOf(`id="op-2"`)));
    // Two checks failed on one request: one entry, two bullets, one response, one curl.
    expect(bookings.match(/<article class="entry"/g)).toHaveLength(1);
    expect(bookings.match(/<h5>Response/g)).toHaveLength(1);
    expect(bookings.match(/<h5>Reproduce with/g)).toHaveLength(1);
    expect(bookings).toContain("<li><code>not_a_server_error</code> Server error <a class=\"cause\" href=\"#cause-1\">cause 1, on 2 operations</a>");
    // The crash's undocumented 500 is part of its server error: the same cause, not one of its own.
    expect(bookings).toContain(
      "<li><code>status_code_conformance</code> Undocumented HTTP status code <a class=\"cause\" href=\"#cause-1\">cause 1, on 2 operations</a><pre>Received: 500\nDocumented: 201, 422</pre>",
    );
    expect(bookings).toContain("<h5>Response: 500 Internal Server Error · 250.0 ms</h5>");
    // Truncated like the console, the whole body behind a disclosure; HTML in bodies is escaped.
    expect(bookings).toMatch(/&quot;trace&quot;: &quot;frame\\nframe[^<]*…\n/);
    expect(bookings).toContain("<details><summary>Show the whole response");
    expect(bookings).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).not.toContain("<script>alert(1)");
    expect(bookings).toContain(`<button type="button" class="copy">Copy</button>`);
    expect(bookings).toContain("<code>curl -X POST -H &#39;Authorization: [Filtered]&#39; http://127.0.0.1:9/api/bookings</code>");
    expect(html).toContain(`<article class="entry error"><h4>Error: Network error`);
    // A request whose only failure is a shared cause links to it and keeps its exchange folded away.
    const users = html.slice(html.indexOf(`id="op-1"`), html.indexOf("</section>", html.indexOf(`id="op-1"`)));
    expect(users).toContain(`<details><summary>Request, response and curl</summary><h5>Request</h5>`);
    expect(bookings).toContain("<summary>Request, response and curl</summary>");
    // The server error on two operations is one cause, listed once with both.
    expect(html).toContain(`<section id="causes" class="panel"><h2>Shared by several operations: 1 cause</h2>`);
    expect(html).toMatch(/<article class="finding" id="cause-1"><h3>Cause 1\. <code>not_a_server_error<\/code> Server error · 500 <small class="empty">on 2 operations/);
    expect(html).toContain(`<p class="empty">Also failed because of it: status_code_conformance</p>`);
    expect(html).toContain(`<li><a href="#op-1">GET /users/{id}</a></li><li><a href="#op-2">POST /bookings</a></li>`);
  });

  it("summarises the run and tabulates operations with phases, counts, median, p95 and status bars", async () => {
    const html = await write(RUN);
    expect(html).toContain(`<h1>Bookings<span class="verdict failed">failed</span></h1>`);
    expect(html).toContain(`<span>Phases: coverage, fuzzing</span>`);
    // What each phase did, in the console's words.
    expect(html).toContain(`<li class="ran"><b>fuzzing</b> tested 2 operations with 9 cases: 1 failed, 1 errored, 1 skipped (already failing)</li>`);
    expect(html).toContain(`<div class="card "><b>3/3</b><span>operations tested</span></div>`);
    expect(html).toContain(`<div class="card bad"><b>2</b><span>failing requests</span></div>`);
    // One defect (the crash, with its undocumented 500) in the two operations it hit.
    expect(html).toContain(`<div class="card bad"><b>1</b><span>distinct defect in 2 operations</span></div>`);
    const start = html.indexOf(`<tr class="failed" data-search="get /users/{id}`);
    const row = html.slice(start, html.indexOf("</tr>", start));
    expect(row).toContain(`<span class="phase passed">coverage: passed</span><span class="phase failed">fuzzing: failed</span>`);
    expect(row).toContain(`<a href="#op-1">/users/{id}</a>`);
    expect(row).toMatch(/<td class="num">6<\/td><td class="num">3<\/td>/);
    // Median of 3, 8 and 40 ms is 8 ms, p95 40 ms (each read as the middle of its ±9 % bucket).
    expect(row).toMatch(/data-value="8\.[0-9]+">8\.[0-9] ms<\/td><td class="num" data-value="[34][0-9.]+">[34]\d ms/);
    expect(row).toContain("<title>200: 1</title>");
    expect(row).toContain("<title>404: 1</title>");
    expect(row).toContain("<title>500: 1</title>");
    expect(html).toContain(`title="already failing">fuzzing: skipped</span>`);
    expect(html).toContain(`aria-label="Response time distribution"`);
    expect(html).toContain(`aria-label="Status codes per operation"`);
    expect(html).toContain("<b>missing_auth</b>: most requests were rejected.");
  });

  it("masks secrets everywhere; with sanitization off they are shown", async () => {
    const masked = await write(RUN);
    expect(masked).not.toContain(TOKEN);
    expect(masked).toContain("api_key=[Filtered]");
    expect(masked).toContain("Authorization: [Filtered]");
    expect(await write(RUN, SANITIZE_OFF)).toContain(TOKEN);
  });

  it("is the same for the same events and clock (snapshot)", async () => {
    await expect(await write(RUN)).toMatchFileSnapshot("__snapshots__/report.html");
  });

  it("renders GraphQL fields (no method) and escapes operation names everywhere", async () => {
    const html = await write([
      runStarted(),
      timed(`Query.books<img src=x onerror="alert(1)">`, 200, 2),
      operationFinished(`Query.books<img src=x onerror="alert(1)">`, "failed", [failureReport(SERVER_ERROR, response(500, "x"))]),
      runFinished(),
    ]);
    expect(html).not.toContain("<img");
    expect(html).toContain(`<h3><span class="path">Query.books&lt;img src=x onerror=&quot;alert(1)&quot;&gt;</span></h3>`);
    expect(html).toContain(`<td data-value=""></td>`);
  });

  it("says when nothing failed and when the run was interrupted", async () => {
    const html = await write([runStarted(), timed("GET /a", 200, 2), operationFinished("GET /a", "passed"), runFinished(true)]);
    expect(html).toContain(`<p class="empty">No failures.</p>`);
    expect(html).toContain(`<span class="verdict interrupted">interrupted</span>`);
  });

  it("stays bounded on a 100,000-request run: per-operation counters only, and the file does not grow with requests", async () => {
    const operations = Array.from({ length: 20 }, (_, i) => `GET /items/${i}`);
    const statuses = [200, 201, 204, 400, 404, 422, 500];
    const feed = async (requests: number): Promise<{ size: number; retained: ReturnType<ReturnType<typeof createHtmlReporter>["retained"]> }> => {
      const path = join(tempDir(), "report.html");
      const sink = createHtmlReporter({ path, sanitization: SANITIZE_ON, secrets: [TOKEN], now: FIXED });
      await sink.handle(runStarted());
      const req = request();
      for (let i = 0; i < requests; i++) {
        const res = new Response({ statusCode: statuses[i % statuses.length]!, message: "", headers: {}, content: new Uint8Array(), elapsed: ((i * 7919) % 5000) / 1e4, httpVersion: "1.1", request: req, verify: true });
        await sink.handle({ type: "interaction", phase: "fuzzing", operation: operations[i % operations.length]!, caseId: `c${i}`, meta: { phase: "fuzzing", mode: "positive" }, request: req, response: res, failures: [] });
      }
      for (const operation of operations) await sink.handle(operationFinished(operation, "failed", [failureReport(SERVER_ERROR, response(500, "x"))]));
      const retained = sink.retained();
      await sink.handle(runFinished());
      await sink.close();
      return { size: statSync(path).size, retained };
    };
    const small = await feed(1_000);
    const large = await feed(100_000);
    expect(large.retained).toEqual({ operations: 20, statusCounters: 20 * statuses.length, timeBuckets: small.retained.timeBuckets, failingRequests: 20 });
    expect(large.retained).toEqual(small.retained);
    // Only the counts' digits differ between 1,000 and 100,000 requests.
    expect(Math.abs(large.size - small.size)).toBeLessThan(3_000);
  });
});
