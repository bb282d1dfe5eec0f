import { describe, expect, it } from "vitest";
import type { EngineEvent, FailureReport } from "../../src/core/events.js";
import type { Failure } from "../../src/core/failure.js";
import type { Phase } from "../../src/core/phase.js";
import { crashSignature } from "../../src/checks/crash-signature.js";
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

  it("makes one finding of one cause across operations, told once as a framework convention", () => {
    const first = result.findings[0]!;
    // Two operations with the same evidence are one defect, shown once (the one threshold: 2).
    expect(first).toMatchObject({ id: 1, check: "unsupported_method", status: 404, operations: ["GET /a", "GET /b"], requests: 2, shared: true, convention: 1 });
    expect(result.conventions).toEqual([expect.objectContaining({ kind: "undeclared-method", check: "unsupported_method", status: 404, findings: [1], operations: 2 })]);
    expect(result.conventions[0]!.change).toMatch(/\[checks\.unsupported_method\] enabled = false/);
    expect(first.example.caseId).toBe("a1");
    // The crash's undocumented 500 goes with its server error: two defects, not three.
    expect(result.findings).toHaveLength(2);
    expect(result.findings[1]).toMatchObject({ check: "not_a_server_error", requests: 1, alsoFailed: ["status_code_conformance"] });
    expect(result.operations[0]!.requests[1]!.findings).toEqual([2, 2]);
    expect(result.totals).toMatchObject({ defects: 2, defectOperations: 2 });
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
    // Quoted words and identifiers stay: they tell two defects apart.
    expect(messageShape(`'name' is a required property (id 3f2b8c1e-0000-4000-8000-000000000000)`)).toBe("'name' is a required property (id <uuid>)");
    expect(messageShape("Cannot read properties of undefined (reading 'trim')")).toBe("Cannot read properties of undefined (reading 'trim')");
    expect(messageShape("at 2026-11-28T19:00:55.123Z: bad char U+0007 (\\x07) in 0x7ffd, id 65a1f0c2e4b0a1b2c3d4e5f6")).toBe("at <time>: bad char <char> (<char>) in <hex>, id <hex>");
  });
});

describe("one defect, one finding", () => {
  const PROPERTIES = ["trim", "split", "toUpperCase", "toLowerCase", "map", "length", "id", "name"];
  const OPERATIONS = PROPERTIES.map((_, at) => `GET /r${at}`);

  /** A server error as the check reports it: its key carries the crash signature read from the body. */
  function crash(caseId: string, error: string, status = 500): FailureReport {
    const res = response(status, JSON.stringify({ error }));
    const signature = crashSignature(res);
    const failure: Failure = { check: "not_a_server_error", title: "Server error", message: `Received: ${status} Internal Server Error`, key: signature === undefined ? String(status) : `${status}:${signature}` };
    return { ...report(failure, caseId, status), response: res };
  }
  const undocumented = (caseId: string, status = 500): FailureReport => report({ check: "status_code_conformance", title: "Undocumented HTTP status code", message: `Received: ${status}\nDocumented: 200`, key: String(status) }, caseId, status);

  function run(labels: readonly string[], failures: (label: string, at: number) => FailureReport[]): ReturnType<typeof foldRun> {
    return foldRun([
      { type: "run-started", title: "Crashes", specVersion: "3.0.3", baseUrl: "http://127.0.0.1:9", operations: labels.length, phases: ["coverage"], seed: 1, labels },
      { type: "phase-started", phase: "coverage", operations: labels.length },
      ...labels.map((label, at) => finished("coverage", label, failures(label, at))),
      { type: "phase-finished", phase: "coverage" },
      { type: "run-finished", durationSeconds: 1, interrupted: false },
    ]);
  }

  it("keeps eight crashes that differ only in the property they read as eight defects, each with its undocumented 500", () => {
    const result = run(OPERATIONS, (label, at) => [crash(`${label}-1`, `Cannot read properties of undefined (reading '${PROPERTIES[at]}')`), undocumented(`${label}-1`)]);
    expect(result.findings).toHaveLength(8);
    expect(result.findings.map((finding) => finding.check)).toEqual(Array(8).fill("not_a_server_error"));
    expect(result.findings.map((finding) => finding.evidence)).toEqual(PROPERTIES.map((name) => `Cannot read properties of undefined (reading '${name}')`));
    expect(result.findings.every((finding) => !finding.shared && finding.alsoFailed?.[0] === "status_code_conformance")).toBe(true);
    expect(result.totals).toMatchObject({ defects: 8, defectOperations: 8, failures: 16 });
  });

  it("shares a cause when the messages differ only in numbers, uuids, timestamps and ids", () => {
    const values = [
      ["17", "3f2b8c1e-0000-4000-8000-000000000001", "2026-11-28T19:00:00Z"],
      ["4", "9a1c2d3e-1111-4000-8000-00000000abcd", "2026-11-29T08:12:31.5Z"],
      ["250", "00000000-2222-4000-8000-000000000000", "2025-01-02T03:04:05+01:00"],
    ] as const;
    const result = run(["GET /x", "GET /y", "GET /z"], (label, at) => {
      const [n, uuid, time] = values[at]!;
      const failure: Failure = { check: "response_schema_conformance", title: "Response violates schema", message: `must be <= ${n} at ${time} (trace ${uuid})`, key: "k" };
      return [report(failure, `${label}-1`, 200)];
    });
    expect(result.findings).toHaveLength(1);
    expect(result.findings[0]).toMatchObject({ shared: true, operations: ["GET /x", "GET /y", "GET /z"], requests: 3 });
    expect(result.totals).toMatchObject({ defects: 1, defectOperations: 3 });
  });

  it("shares the same crash on several operations once, whatever ids its message carries", () => {
    const result = run(["GET /x", "GET /y", "GET /z"], (label, at) => [crash(`${label}-1`, `Order ${1000 + at} not found in shard 65a1f0c2e4b0a1b2c3d4e5f${at}`)]);
    expect(result.findings).toHaveLength(1);
    expect(result.findings[0]!.operations).toHaveLength(3);
  });

  it("folds a crash's undocumented 500 into its server error, whichever check came first and on whichever request", () => {
    const result = run(["GET /x"], (label) => [undocumented(`${label}-1`), crash(`${label}-1`, "boom"), crash(`${label}-2`, "bang"), undocumented(`${label}-3`)]);
    expect(result.findings.map((finding) => [finding.check, finding.evidence, finding.requests])).toEqual([
      ["not_a_server_error", "boom", 2],
      ["not_a_server_error", "bang", 1],
    ]);
    expect(result.findings[0]!.alsoFailed).toEqual(["status_code_conformance"]);
    expect(result.operations[0]!.requests.map((request) => request.findings)).toEqual([[1, 1], [2], [1]]);
  });

  it("keeps an undocumented 500 without a server error (the check accepts 500) as its own defect", () => {
    const result = run(["GET /x"], (label) => [undocumented(`${label}-1`)]);
    expect(result.findings.map((finding) => finding.check)).toEqual(["status_code_conformance"]);
  });
});

describe("a crash without evidence", () => {
  it("is never shared: two operations answering 500 with an empty body may be two crashes", () => {
    const empty: Failure = { check: "not_a_server_error", title: "Server error", message: "Received: 500 Internal Server Error", key: "500" };
    const result = foldRun([start(["coverage"]), finished("coverage", "GET /a", [report(empty, "a1", 500)]), finished("coverage", "GET /b", [report(empty, "b1", 500)]), { type: "run-finished", durationSeconds: 1, interrupted: false }]);
    expect(result.findings.map((finding) => finding.operations)).toEqual([["GET /a"], ["GET /b"]]);
  });
});
