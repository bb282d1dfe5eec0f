import { describe, expect, it } from "vitest";
import type { EngineEvent, FailureReport } from "../../src/core/events.js";
import type { Failure } from "../../src/core/failure.js";
import type { Phase } from "../../src/core/phase.js";
import { messageShape } from "../../src/reporting/findings.js";
import { foldRun } from "../../src/reporting/run-fold.js";
import { request, response } from "../support/report-events.js";

const LABELS = ["GET /a", "GET /b", "GET /c", "DELETE /d"];

function start(phases: Phase[] = ["coverage", "fuzzing", "stateful"]): EngineEvent {
  return { type: "run-started", title: "Zoo", specVersion: "3.0.3", baseUrl: "http://127.0.0.1:9", operations: 4, phases, seed: 1, labels: LABELS, schemaOperations: 6 };
}

function unsupported(method: string, path: string): Failure {
  return { check: "unsupported_method", title: "Unsupported method response", message: `Received: 404 for ${method} ${path}, a method the schema does not declare\nExpected: 405`, key: method };
}

const SERVER: Failure = { check: "not_a_server_error", title: "Server error", message: "Received: 500 Internal Server Error", key: "500" };

function report(failure: Failure, caseId: string, status: number, phase: Phase = "coverage"): FailureReport {
  return { failure, caseData: { method: "GET", path: "/", pathParameters: {}, query: {}, headers: {}, cookies: {}, body: undefined, mediaType: undefined } as never, meta: { phase, mode: "negative" }, caseId, request: request(), response: response(status, "{}"), curl: `curl ${caseId}` };
}

function finished(phase: Phase, operation: string, failures: FailureReport[], extra: Partial<Extract<EngineEvent, { type: "operation-finished" }>> = {}): EngineEvent {
  return { type: "operation-finished", phase, operation, status: failures.length > 0 ? "failed" : "passed", failures, errors: [], stats: { cases: 3, statuses: {} }, ...extra };
}

describe("foldRun", () => {
  const events: EngineEvent[] = [
    start(),
    { type: "phase-started", phase: "coverage", operations: 4 },
    // Two checks failing on one request of GET /a; finishing out of schema order.
    finished("coverage", "GET /b", [report(unsupported("PATCH", "/b"), "b1", 404)]),
    finished("coverage", "GET /a", [report(unsupported("PUT", "/a"), "a1", 404), report(SERVER, "a2", 500), report({ ...SERVER, check: "status_code_conformance", title: "Undocumented HTTP status code", key: "s" }, "a2", 500)]),
    finished("coverage", "GET /c", [], { status: "skipped", skipReason: "nothing to cover", stats: { cases: 0, statuses: {} } }),
    { type: "phase-finished", phase: "coverage" },
    { type: "phase-started", phase: "fuzzing", operations: 4 },
    finished("fuzzing", "GET /a", [], { stats: { cases: 1, statuses: {} }, repeated: 1 }),
    finished("fuzzing", "GET /b", []),
    { type: "phase-finished", phase: "fuzzing" },
    { type: "phase-started", phase: "stateful", operations: 1 },
    finished("stateful", "GET /b", [], { stats: { cases: 0, statuses: {} } }),
    { type: "phase-finished", phase: "stateful" },
    { type: "run-finished", durationSeconds: 1, interrupted: false },
  ];
  const result = foldRun(events);

  it("lists operations in schema order, one story each over every phase", () => {
    expect(result.operations.map((story) => story.label)).toEqual(LABELS);
    expect(result.operations[0]!.phases.map(({ phase, outcome }) => `${phase}:${outcome.state}`)).toEqual(["coverage:failed", "fuzzing:already-failing", "stateful:not-applicable"]);
    expect(result.operations[1]!.phases.map(({ outcome }) => outcome.state)).toEqual(["failed", "passed", "no-cases"]);
    expect(result.operations[1]!.phases[2]!.outcome.reason).toBe("no links reached it");
    expect(result.operations[2]!.verdict).toBe("untested");
    expect(result.operations[2]!.phases[0]!.outcome.state).toBe("not-applicable");
    // Never reported by a phase that ran: not applicable for it, not a pass.
    expect(result.operations[3]!.phases[1]!.outcome).toMatchObject({ state: "not-applicable" });
  });

  it("groups the failures of one request, with the checks that failed on it", () => {
    const a = result.operations[0]!;
    expect(a.requests.map((r) => [r.caseId, r.failures.map((f) => f.check)])).toEqual([
      ["a1", ["unsupported_method"]],
      ["a2", ["not_a_server_error", "status_code_conformance"]],
    ]);
    expect(result.totals).toMatchObject({ failed: 2, untested: 2, failingRequests: 3, failures: 4 });
  });

  it("makes one finding of one cause across operations, with advice for convention checks", () => {
    const first = result.findings[0]!;
    expect(first).toMatchObject({ id: 1, check: "unsupported_method", status: 404, operations: ["GET /a", "GET /b"], requests: 2, shared: false });
    expect(first.advice).toMatch(/\[checks\.unsupported_method\] enabled = false/);
    expect(first.example.caseId).toBe("a1");
    expect(result.findings).toHaveLength(3);
    expect(result.operations[0]!.requests[0]!.findings).toEqual([1]);
  });

  it("says what each phase did", () => {
    const [coverage, fuzzing, stateful] = result.phases;
    expect(coverage).toMatchObject({ ran: true, failed: 2, notApplicable: [{ reason: "nothing to cover", operations: 1 }, { reason: "phase disabled for this operation", operations: 1 }] });
    expect(fuzzing).toMatchObject({ passed: 1, alreadyFailing: 1 });
    expect(stateful).toMatchObject({ noCases: 1 });
  });

  it("marks operations a stopped run never reached as stopped", () => {
    const stopped = foldRun([start(["fuzzing"]), { type: "phase-started", phase: "fuzzing", operations: 4 }, finished("fuzzing", "GET /a", [report(SERVER, "x", 500, "fuzzing")]), { type: "run-finished", durationSeconds: 1, interrupted: false, stopReason: "stopped after 1 failure (--max-failures 1)" }]);
    expect(stopped.operations.slice(1).map((story) => story.phases[0]!.outcome)).toEqual(Array(3).fill({ state: "stopped", reason: "max-failures", cases: 0, failures: 0, errors: 0 }));
    expect(stopped.phases[0]).toMatchObject({ failed: 1, stopped: 3 });
  });
});

describe("messageShape", () => {
  it("masks values, paths, methods and numbers", () => {
    expect(messageShape("Received: 404 for PATCH /pets/{id}, a method")).toBe("Received: <n> for <method> <path>, a method");
    expect(messageShape(`'name' is a required property (id 3f2b8c1e-0000-4000-8000-000000000000)`)).toBe("<value> is a required property (id <uuid>)");
  });
});
