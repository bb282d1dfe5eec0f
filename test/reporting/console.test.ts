import { describe, expect, it } from "vitest";
import type { EngineEvent, FailureReport } from "../../src/core/events.js";
import type { Failure } from "../../src/core/failure.js";
import { DEFAULT_OUTPUT } from "../../src/core/settings.js";
import { createConsoleReporter, replayLine } from "../../src/reporting/console.js";
import { request, response } from "../support/report-events.js";

const LABELS = ["GET /a", "GET /b", "GET /c", "GET /d"];

function crash(caseId: string): FailureReport {
  // The same crash everywhere: its signature ("boom", read from the body) is in the key.
  const failure: Failure = { check: "not_a_server_error", title: "Server error", message: "Received: 500 Internal Server Error", key: "500:boom" };
  return { failure, caseData: {} as never, meta: { phase: "coverage", mode: "positive" }, caseId, request: request(), response: response(500, "boom", { "content-type": ["text/plain"] }), curl: `curl http://127.0.0.1:9/${caseId}` };
}

function own(caseId: string): FailureReport {
  const failure: Failure = { check: "response_schema_conformance", title: "Response violates schema", message: `must have required property 'id' (${caseId})`, key: caseId };
  return { ...crash(caseId), failure, response: response(200, "{}") };
}

function render(order: readonly string[], verbosity?: "full"): string {
  let text = "";
  const sink = createConsoleReporter({ output: { write: (chunk: string) => (text += chunk) }, color: false, settings: { ...DEFAULT_OUTPUT, ...(verbosity === undefined ? {} : { verbosity }) }, schemaLocation: "zoo.yaml" });
  const events: EngineEvent[] = [
    { type: "run-started", title: "Zoo", specVersion: "3.0.3", baseUrl: "http://127.0.0.1:9", operations: 4, phases: ["coverage"], seed: 3, labels: LABELS, schemaOperations: 9 },
    { type: "phase-started", phase: "coverage", operations: 4 },
    ...order.map((label): EngineEvent => {
      const failures = label === "GET /d" ? [] : label === "GET /b" ? [crash(`${label}-1`), own(`${label}-2`)] : [crash(`${label}-1`)];
      return { type: "operation-finished", phase: "coverage", operation: label, status: failures.length > 0 ? "failed" : "passed", failures, errors: [], stats: { cases: 2, statuses: {} } };
    }),
    { type: "phase-finished", phase: "coverage" },
    { type: "run-finished", durationSeconds: 1.5, interrupted: false },
  ];
  for (const event of events) void sink.handle(event);
  return text;
}

describe("the console reporter", () => {
  it("prints the result in schema order whatever order the operations finished in", () => {
    const text = render(LABELS);
    const shuffled = render(["GET /c", "GET /a", "GET /d", "GET /b"]);
    const after = (out: string): string => out.slice(out.indexOf("FAILURES"));
    expect(after(shuffled)).toBe(after(text));
    expect(text).toContain("Configuration: none (no apitest.toml found; defaults and flags only)\nBase URL:   http://127.0.0.1:9\nSelected:   4/9 operations\n");
  });

  it("shows a cause of three operations once, and each operation's own failures under one heading", () => {
    const text = render(LABELS);
    expect(text.match(/^Cause 1\. not_a_server_error: Server error · 500 on 3 operations$/gm)).toHaveLength(1);
    expect(text.match(/curl http:\/\/127\.0\.0\.1:9\/GET \/a-1/g)).toHaveLength(1);
    expect(text).not.toContain("GET /c-1");
    expect(text.match(/^_+ GET \/b _+$/gm)).toHaveLength(1);
    expect(text).toContain("1. Response violates schema\n   (coverage phase)\n   - response_schema_conformance: Response violates schema\n");
    expect(text).toContain("Operations: 1 passed, 3 failed\nTest phases:\n  Coverage   tested 4 operations with 8 cases: 1 passed, 3 failed\n");
    // Full verbosity prints every request under its operation, marked with its cause.
    const full = render(LABELS, "full");
    expect(full).toContain("curl http://127.0.0.1:9/GET /c-1");
    expect(full.match(/\(cause 1, shared by 3 operations\)/g)).toHaveLength(3);
  });
});

const event = (count: number, failing: number, unchecked?: number, uncheckedReason?: string) => ({
  type: "examples-replayed" as const,
  phase: "examples" as const,
  operation: "GET /items",
  count,
  failing,
  ...(unchecked === undefined ? {} : { unchecked, uncheckedReason: uncheckedReason ?? "" }),
});

describe("the replay line counts stored cases", () => {
  it("still failing, passing now, or none failing any more", () => {
    expect(replayLine(event(1, 1))).toBe("replayed 1 stored example (1 still failing)");
    expect(replayLine(event(3, 1))).toBe("replayed 3 stored examples (1 still failing, 2 pass now)");
    expect(replayLine(event(2, 0))).toBe("replayed 2 stored examples (none fails any more)");
  });

  it("cases the replay could not check are kept, with why", () => {
    expect(replayLine(event(8, 0, 8, "GET http://127.0.0.1:1/items failed: connection refused"))).toBe(
      "8 stored examples not checked (kept for the next run): GET http://127.0.0.1:1/items failed: connection refused",
    );
    expect(replayLine(event(3, 1, 2, "GET http://x/items did not answer within 1s (--request-timeout)"))).toBe(
      "replayed 1 stored example (1 still failing); 2 not checked (kept for the next run): GET http://x/items did not answer within 1s (--request-timeout)",
    );
  });
});

describe("at the default verbosity, every distinct defect has a line", () => {
  const COUNT = 90;
  const labels = Array.from({ length: COUNT }, (_, at) => `GET /r${at}`);
  const error = (at: number): string => `Cannot read properties of undefined (reading 'field${String.fromCharCode(97 + (at % 26))}${String.fromCharCode(97 + Math.floor(at / 26))}')`;

  function crashOf(label: string, at: number): FailureReport {
    const failure: Failure = { check: "not_a_server_error", title: "Server error", message: "Received: 500 Internal Server Error", key: `500:${error(at)}` };
    // A long stack: each entry prints many lines, so the detail runs past the budget.
    const body = JSON.stringify({ error: error(at), stack: Array.from({ length: 12 }, (_, line) => `    at handler${line} (/app/src/r${at}.js:${line}:1)`) });
    return { failure, caseData: {} as never, meta: { phase: "coverage", mode: "positive" }, caseId: `case${at}`, request: request(), response: response(500, body), curl: `curl http://127.0.0.1:9/r${at}` };
  }

  function output(verbosity?: "full"): string {
    let text = "";
    const sink = createConsoleReporter({ output: { write: (chunk: string) => (text += chunk) }, color: false, settings: { ...DEFAULT_OUTPUT, ...(verbosity === undefined ? {} : { verbosity }) }, schemaLocation: "crashes.yaml" });
    const events: EngineEvent[] = [
      { type: "run-started", title: "Crashes", specVersion: "3.0.3", baseUrl: "http://127.0.0.1:9", operations: COUNT, phases: ["coverage"], seed: 3, labels },
      { type: "phase-started", phase: "coverage", operations: COUNT },
      ...labels.map((label, at): EngineEvent => ({ type: "operation-finished", phase: "coverage", operation: label, status: "failed", failures: [crashOf(label, at)], errors: [], stats: { cases: 2, statuses: {} } })),
      { type: "phase-finished", phase: "coverage" },
      { type: "run-finished", durationSeconds: 1.5, interrupted: false },
    ];
    for (const event of events) void sink.handle(event);
    return text;
  }

  it("folds the detail past the budget, never a defect: one line each with operation, check, status, error and case id", () => {
    const text = output();
    const failures = text.slice(text.indexOf("FAILURES"), text.indexOf("SUMMARY"));
    // The detail stops at the budget …
    const detailed = labels.filter((label) => failures.includes(`_ ${label} _`));
    expect(detailed.length).toBeGreaterThan(0);
    expect(detailed.length).toBeLessThan(COUNT);
    // A detailed crash shows its error once: its body prints it whole here, so no `Error:` line repeats it …
    labels.forEach((label, at) => {
      if (detailed.includes(label)) expect(failures.split(error(at))).toHaveLength(2);
    });
    // … and every other defect has its one line.
    labels.forEach((label, at) => {
      if (detailed.includes(label)) return;
      expect(failures).toMatch(new RegExp(`^  \\d+\\. ${label.replace(/[/]/g, "\\/")} · not_a_server_error · 500 · ${error(at).replace(/[()]/g, "\\$&")} · case case${at}$`, "m"));
    });
    expect(failures).toContain(`${COUNT - detailed.length} more defects, one line each`);
    expect(failures).toMatch(/not shown: run with --report html for every failure with its request and response/);
    expect(text).toContain(`Found ${COUNT} distinct defects in ${COUNT} operations (1.50s)`);
    expect(text).toContain(`Defects:    ${COUNT} distinct defects in ${COUNT} operations (0 shared by several operations; ${COUNT} failing requests)`);
  });

  it("prints every defect in detail at full verbosity", () => {
    const failures = output("full");
    for (const label of labels) expect(failures).toContain(`_ ${label} _`);
    expect(failures).not.toContain("one line each");
  });
});

describe("errors past the budget", () => {
  it("says how to see the rest: --report html, or --output-verbosity full", () => {
    const labels = Array.from({ length: 60 }, (_, at) => `GET /e${at}`);
    let text = "";
    const sink = createConsoleReporter({ output: { write: (chunk: string) => (text += chunk) }, color: false, settings: DEFAULT_OUTPUT, schemaLocation: "errors.yaml" });
    const events: EngineEvent[] = [
      { type: "run-started", title: "Errors", specVersion: "3.0.3", baseUrl: "http://127.0.0.1:9", operations: labels.length, phases: ["coverage"], seed: 3, labels },
      { type: "phase-started", phase: "coverage", operations: labels.length },
      ...labels.map(
        (label, at): EngineEvent => ({
          type: "operation-finished",
          phase: "coverage",
          operation: label,
          status: "errored",
          failures: [],
          errors: [{ title: "Network error", message: `connection reset on ${label}\n${"  at frame\n".repeat(6)}(${at})`, curl: `curl http://127.0.0.1:9/e${at}` }],
          stats: { cases: 1, statuses: {} },
        }),
      ),
      { type: "phase-finished", phase: "coverage" },
      { type: "run-finished", durationSeconds: 1.5, interrupted: false },
    ];
    for (const event of events) void sink.handle(event);
    expect(text).toMatch(/… errors of \d+ more operations not shown: run with --report html for every error with its request, or --output-verbosity full to print them here\./);
  });
});

describe("a crash whose error the printed body cuts short", () => {
  const long = `Cannot read properties of undefined (reading '${"averyverylongpropertyname".repeat(8)}')`;
  const short = "Cannot read properties of undefined (reading 'trim')";

  function output(errors: readonly string[]): string {
    let text = "";
    const sink = createConsoleReporter({ output: { write: (chunk: string) => (text += chunk) }, color: false, settings: DEFAULT_OUTPUT, schemaLocation: "crashes.yaml" });
    const labels = errors.map((_, at) => `GET /c${at}`);
    const events: EngineEvent[] = [
      { type: "run-started", title: "Crashes", specVersion: "3.0.3", baseUrl: "http://127.0.0.1:9", operations: errors.length, phases: ["coverage"], seed: 3, labels },
      { type: "phase-started", phase: "coverage", operations: errors.length },
      ...errors.map((error, at): EngineEvent => {
        const failure: Failure = { check: "not_a_server_error", title: "Server error", message: "Received: 500 Internal Server Error", key: `500:${error}` };
        const report: FailureReport = { failure, caseData: {} as never, meta: { phase: "coverage", mode: "positive" }, caseId: `case${at}`, request: request(), response: response(500, JSON.stringify({ error })), curl: `curl http://127.0.0.1:9/c${at}` };
        return { type: "operation-finished", phase: "coverage", operation: labels[at]!, status: "failed", failures: [report], errors: [], stats: { cases: 1, statuses: {} } };
      }),
      { type: "phase-finished", phase: "coverage" },
      { type: "run-finished", durationSeconds: 1, interrupted: false },
    ];
    for (const event of events) void sink.handle(event);
    return text;
  }

  it("names the error whole under the check; one the body shows whole is not repeated", () => {
    const text = output([long, short]);
    // The body line is cut at the console's width: the error is named on its own line, in full.
    expect(text).toContain(`   - not_a_server_error: Server error\n       Received: 500 Internal Server Error\n       Error: ${long}\n`);
    expect(text).not.toContain(`Error: ${short}`);
    expect(text.split(short)).toHaveLength(2);
  });
});
