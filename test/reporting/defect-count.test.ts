import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { EngineEvent, FailureReport } from "../../src/core/events.js";
import type { Failure } from "../../src/core/failure.js";
import { DEFAULT_OUTPUT } from "../../src/core/settings.js";
import { createConsoleReporter } from "../../src/reporting/console.js";
import { defectHeadline } from "../../src/reporting/findings.js";
import { readHtmlData } from "../../src/reporting/html-data-read.js";
import { createHtmlReporter } from "../../src/reporting/html.js";
import { readJunit } from "../../src/reporting/junit-document.js";
import { createJunitReporter } from "../../src/reporting/junit.js";
import { createNdjsonReporter } from "../../src/reporting/ndjson.js";
import { resultOf } from "../../src/reporting/run-fold.js";
import { drive, failureReport, request, response, SANITIZE_ON, tempDir } from "../support/report-events.js";

const LABELS = ["GET /a", "GET /b", "GET /c", "GET /d", "PUT /e"];

function crash(operation: string, error: string): FailureReport {
  const res = response(500, JSON.stringify({ error }), undefined, request({ url: `http://127.0.0.1:9${operation.split(" ")[1]}` }));
  const failure: Failure = { check: "not_a_server_error", title: "Server error", message: "Received: 500 Internal Server Error", key: `500:${error}` };
  return { ...failureReport(failure, res), caseId: `${operation}-${error}` };
}

function undocumented(from: FailureReport, status: number): FailureReport {
  return { ...from, failure: { check: "status_code_conformance", title: "Undocumented HTTP status code", message: `Received: ${status}\nDocumented: 200`, key: String(status) } };
}

function notAllowed(operation: string): FailureReport {
  const res = response(404, `<pre>Cannot PATCH ${operation.split(" ")[1]}</pre>`, { "content-type": ["text/html"], "x-powered-by": ["Express"] });
  const failure: Failure = { check: "unsupported_method", title: "Unsupported method response", message: `Received: 404 for PATCH ${operation.split(" ")[1]}, a method the schema does not declare\nExpected: 405`, key: "PATCH" };
  return { ...failureReport(failure, res), caseId: `${operation}-patch` };
}

// Three distinct crashes with similar messages (each with its undocumented 500), one crash shared by
// two operations, one undeclared-method 404 on four operations: 5 defects in 5 operations.
const a = crash("GET /a", "Cannot read properties of undefined (reading 'trim')");
const b = crash("GET /b", "Cannot read properties of undefined (reading 'split')");
const EVENTS: EngineEvent[] = [
  { type: "run-started", title: "Agree", specVersion: "3.0.3", baseUrl: "http://127.0.0.1:9", operations: LABELS.length, phases: ["fuzzing"], seed: 5, labels: LABELS },
  { type: "phase-started", phase: "fuzzing", operations: LABELS.length },
  { type: "operation-finished", phase: "fuzzing", operation: "GET /a", status: "failed", failures: [a, undocumented(a, 500), notAllowed("GET /a")], errors: [], stats: { cases: 4, statuses: {} } },
  { type: "operation-finished", phase: "fuzzing", operation: "GET /b", status: "failed", failures: [b, undocumented(b, 500), notAllowed("GET /b")], errors: [], stats: { cases: 4, statuses: {} } },
  { type: "operation-finished", phase: "fuzzing", operation: "GET /c", status: "failed", failures: [crash("GET /c", "Cannot read properties of undefined (reading 'toUpperCase')"), notAllowed("GET /c")], errors: [], stats: { cases: 4, statuses: {} } },
  { type: "operation-finished", phase: "fuzzing", operation: "GET /d", status: "failed", failures: [crash("GET /d", "Order 17 not found"), notAllowed("GET /d")], errors: [], stats: { cases: 4, statuses: {} } },
  { type: "operation-finished", phase: "fuzzing", operation: "PUT /e", status: "failed", failures: [crash("PUT /e", "Order 230 not found")], errors: [], stats: { cases: 4, statuses: {} } },
  { type: "phase-finished", phase: "fuzzing" },
  { type: "run-finished", durationSeconds: 2, interrupted: false },
];

describe("the console, the HTML report, JUnit and NDJSON", () => {
  it("agree on the headline: N distinct defects in M operations", async () => {
    const dir = tempDir();
    let console = "";
    await drive(createConsoleReporter({ output: { write: (chunk: string) => (console += chunk) }, color: false, settings: DEFAULT_OUTPUT, schemaLocation: "agree.yaml" }), EVENTS);
    await drive(createHtmlReporter({ path: join(dir, "report.html"), sanitization: SANITIZE_ON, secrets: [] }), EVENTS);
    await drive(createJunitReporter({ path: join(dir, "junit.xml"), sanitization: SANITIZE_ON, secrets: [] }), EVENTS);
    await drive(createNdjsonReporter({ path: join(dir, "events.ndjson"), sanitization: SANITIZE_ON, secrets: [] }), EVENTS);

    const headline = defectHeadline(5, 5);
    expect(console).toContain(`Found ${headline} (2.00s)`);
    expect(console).toContain(`Defects:    ${headline} (2 shared by several operations; 9 failing requests)`);
    // Every defect has its line: the three crashes on one operation each, by what they read.
    for (const name of ["trim", "split", "toUpperCase"]) expect(console).toContain(`(reading '${name}')`);

    const html = readFileSync(join(dir, "report.html"), "utf8");
    expect(html).toContain(`<div class="card bad"><b>5</b><span>distinct defects in 5 operations</span></div>`);
    // The data the page carries gives the same count.
    expect(resultOf(readHtmlData(html).state).totals).toMatchObject({ defects: 5, defectOperations: 5 });

    const junit = readJunit(readFileSync(join(dir, "junit.xml"), "utf8"));
    expect(Object.fromEntries(junit.properties)).toMatchObject({ defects: "5", defect_operations: "5" });

    const finished = readFileSync(join(dir, "events.ndjson"), "utf8").trimEnd().split("\n").map((line) => JSON.parse(line) as Record<string, unknown>).at(-1)!;
    expect(finished["counts"]).toMatchObject({ defects: 5, defectOperations: 5 });
  });

  it("tell the undeclared-method 404 once, as an Express convention, in the console and the HTML report", async () => {
    const dir = tempDir();
    let console = "";
    await drive(createConsoleReporter({ output: { write: (chunk: string) => (console += chunk) }, color: false, settings: DEFAULT_OUTPUT, schemaLocation: "agree.yaml" }), EVENTS);
    await drive(createHtmlReporter({ path: join(dir, "report.html"), sanitization: SANITIZE_ON, secrets: [] }), EVENTS);
    const section = console.slice(console.indexOf("FRAMEWORK CONVENTIONS"), console.indexOf("SUMMARY"));
    expect(section).toMatch(/^unsupported_method · 404 on 4 operations \(cause 1\)$/m);
    expect(section).toContain("Express answers a method a path does not declare with 404");
    expect(section).toContain("[checks.unsupported_method] enabled = false");
    // Told once: the failures only point at it.
    expect(console.match(/enabled = false/g)).toHaveLength(1);
    expect(console).not.toContain("How to silence");
    const html = readFileSync(join(dir, "report.html"), "utf8");
    expect(html.match(/<article class="convention">/g)).toHaveLength(1);
    expect(html).toContain("Express answers a method a path does not declare with 404");
  });
});
