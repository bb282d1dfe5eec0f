import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import type { EngineEvent } from "../../src/core/events.js";
import { createNdjsonReporter } from "../../src/reporting/ndjson.js";
import {
  drive,
  failureReport,
  interaction,
  operationFinished,
  response,
  runFinished,
  runStarted,
  SANITIZE_OFF,
  SANITIZE_ON,
  SERVER_ERROR,
  tempDir,
  TOKEN,
} from "../support/report-events.js";

/** A fixed clock: each reading is one millisecond after the last, from 2025-01-02T03:04:05Z. */
function clock(): () => number {
  let tick = Date.UTC(2025, 0, 2, 3, 4, 5);
  return () => tick++;
}

function lines(path: string): Record<string, unknown>[] {
  const text = readFileSync(path, "utf8");
  expect(text.endsWith("\n")).toBe(true);
  return text
    .slice(0, -1)
    .split("\n")
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

const crash = response(500, `{"error":"boom","token":"${TOKEN}"}`);

/** One run of every event kind, two phases, one failure, one error, one warning. */
const RUN: readonly EngineEvent[] = [
  runStarted(7),
  { type: "phase-started", phase: "coverage", operations: 2 },
  interaction({ phase: "coverage", res: crash, failures: [SERVER_ERROR], checks: ["not_a_server_error", "status_code_conformance"] }),
  interaction({ phase: "coverage", operation: "GET /users/{id}" }),
  operationFinished("POST /bookings", "failed", [failureReport(SERVER_ERROR, crash, `curl -H 'Authorization: Bearer ${TOKEN}' http://127.0.0.1:9/api/bookings`)], { phase: "coverage" }),
  operationFinished("GET /users/{id}", "passed", [], { phase: "coverage" }),
  { type: "phase-finished", phase: "coverage" },
  { type: "phase-started", phase: "fuzzing", operations: 2 },
  { type: "examples-replayed", phase: "fuzzing", operation: "GET /users/{id}", count: 2, failing: 0 },
  interaction({ operation: "GET /users/{id}", error: `connection refused (token ${TOKEN})` }),
  operationFinished("GET /users/{id}", "errored", [], { errors: [{ title: "Network error", message: `connection refused for ${TOKEN}`, curl: "curl http://127.0.0.1:9/api/users/1" }] }),
  operationFinished("POST /bookings", "skipped", [], { skipReason: "already failing" }),
  { type: "phase-finished", phase: "fuzzing" },
  { type: "warning", name: "missing_auth", message: "most requests were rejected", hint: "provide --auth", operations: ["GET /users/{id}"] },
  { ...runFinished(), stopReason: "max-failures reached" } as EngineEvent,
];

describe("NDJSON report", () => {
  it("writes one JSON object per line for every engine event, in order, with stable fields", async () => {
    const path = join(tempDir(), "deep", "events.ndjson");
    await drive(createNdjsonReporter({ path, sanitization: SANITIZE_ON, secrets: [TOKEN], now: clock() }), RUN);
    const records = lines(path);
    expect(records.map((record) => record["event"])).toEqual([
      "run-started",
      "phase-started",
      "operation-started",
      "interaction",
      "operation-started",
      "interaction",
      "failure",
      "operation-finished",
      "operation-finished",
      "phase-finished",
      "phase-started",
      "operation-started",
      "examples-replayed",
      "interaction",
      "error",
      "operation-finished",
      "operation-started",
      "operation-finished",
      "phase-finished",
      "warning",
      "run-finished",
    ]);
    // Every record has its event name and an ISO time first.
    for (const record of records) {
      expect(Object.keys(record).slice(0, 2)).toEqual(["event", "time"]);
      expect(record["time"]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    }
    expect(records[0]).toMatchObject({ event: "run-started", version: 1, title: "Bookings", specVersion: "3.0.3", baseUrl: "http://127.0.0.1:9/api", operations: 2, phases: ["fuzzing"], seed: 7 });
    expect(records[3]).toEqual({
      event: "interaction",
      time: records[3]!["time"],
      phase: "coverage",
      operation: "POST /bookings",
      caseId: "case1",
      mode: "positive",
      method: "POST",
      url: "http://127.0.0.1:9/api/bookings?limit=5&api_key=[Filtered]",
      status: 500,
      elapsedMs: 250,
      failed: ["not_a_server_error"],
      checks: ["not_a_server_error", "status_code_conformance"],
    });
    expect(records[6]).toMatchObject({ event: "failure", operation: "POST /bookings", phase: "coverage", check: "not_a_server_error", title: "Server error", status: 500, method: "POST", caseId: "case1" });
    expect(records[7]).toMatchObject({ event: "operation-finished", status: "failed", cases: 3, failures: 1, errors: 0 });
    expect(records[12]).toMatchObject({ event: "examples-replayed", operation: "GET /users/{id}", count: 2, failing: 0 });
    expect(records[13]).toMatchObject({ event: "interaction", status: null, elapsedMs: null, failed: [] });
    expect(records[14]).toMatchObject({ event: "error", title: "Network error", curl: "curl http://127.0.0.1:9/api/users/1" });
    expect(records[17]).toMatchObject({ event: "operation-finished", status: "skipped", skipReason: "already failing" });
    expect(records[19]).toMatchObject({ event: "warning", name: "missing_auth", hint: "provide --auth", operations: ["GET /users/{id}"] });
    // Outcomes over phases: failed beats skipped, errored beats passed.
    expect(records[20]).toMatchObject({
      event: "run-finished",
      durationSeconds: 1.5,
      interrupted: false,
      stopReason: "max-failures reached",
      counts: { operations: 2, passed: 0, failed: 1, errored: 1, skipped: 0, interactions: 3, failures: 1, errors: 1 },
    });
  });

  it("masks secrets in URLs, messages, errors and curl commands; keeps them when sanitization is off", async () => {
    const dir = tempDir();
    await drive(createNdjsonReporter({ path: join(dir, "on.ndjson"), sanitization: SANITIZE_ON, secrets: [TOKEN], now: clock() }), RUN);
    const masked = readFileSync(join(dir, "on.ndjson"), "utf8");
    expect(masked).not.toContain(TOKEN);
    expect(masked).toContain("[Filtered]");
    await drive(createNdjsonReporter({ path: join(dir, "off.ndjson"), sanitization: SANITIZE_OFF, secrets: [TOKEN], now: clock() }), RUN);
    expect(readFileSync(join(dir, "off.ndjson"), "utf8")).toContain(TOKEN);
  });

  it("is byte for byte the same for the same events and clock (snapshot)", async () => {
    const path = join(tempDir(), "events.ndjson");
    await drive(createNdjsonReporter({ path, sanitization: SANITIZE_ON, secrets: [TOKEN], now: clock() }), RUN);
    await expect(readFileSync(path, "utf8")).toMatchFileSnapshot("__snapshots__/events.ndjson");
  });

  it("streams: an interaction is on disk before the run ends, and an interrupted run still ends with run-finished", async () => {
    const path = join(tempDir(), "events.ndjson");
    const sink = createNdjsonReporter({ path, sanitization: SANITIZE_ON, secrets: [], now: clock() });
    await drive(sink, [runStarted(), interaction(), interaction()], false);
    // Written through a stream in batches a few milliseconds apart: wait for them to reach the file rather than for close().
    await vi.waitFor(() => expect(readFileSync(path, "utf8").split("\n").filter((line) => line.includes(`"event":"interaction"`))).toHaveLength(2), { timeout: 10_000, interval: 10 });
    await sink.close?.();
    const records = lines(path);
    expect(records.at(-1)).toMatchObject({ event: "run-finished", interrupted: true, counts: { interactions: 2, operations: 0 } });
  });
});
