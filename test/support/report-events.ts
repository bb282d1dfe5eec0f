import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { EngineEvent, EventSink, FailureReport } from "../../src/core/events.js";
import type { Failure } from "../../src/core/failure.js";
import type { Phase } from "../../src/core/phase.js";
import type { PreparedRequest } from "../../src/core/request.js";
import { Response } from "../../src/core/response.js";
import { DEFAULT_OUTPUT, type SanitizationSettings } from "../../src/core/settings.js";

/** A secret token used across report tests. */
export const TOKEN = "tok-9f8e7d6c5b4a";

export const SANITIZE_ON: SanitizationSettings = DEFAULT_OUTPUT.sanitization;
export const SANITIZE_OFF: SanitizationSettings = { ...DEFAULT_OUTPUT.sanitization, enabled: false };

/** A fresh temporary directory. */
export function tempDir(): string {
  return mkdtempSync(join(tmpdir(), "apitest-reports-"));
}

export function runStarted(seed = 42): EngineEvent {
  return { type: "run-started", title: "Bookings", specVersion: "3.0.3", baseUrl: "http://127.0.0.1:9/api", operations: 2, phases: ["fuzzing"], seed };
}

export function request(overrides: Partial<PreparedRequest> = {}): PreparedRequest {
  return {
    method: "POST",
    url: `http://127.0.0.1:9/api/bookings?limit=5&api_key=${TOKEN}`,
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${TOKEN}`, "X-Apitest-Case-Id": "case1" },
    body: new TextEncoder().encode(JSON.stringify({ guest: "Ann", password: "hunter22" })),
    ...overrides,
  };
}

export function response(
  status: number,
  body: string | Uint8Array,
  headers: Record<string, string[]> = { "content-type": ["application/json"] },
  req: PreparedRequest = request(),
): Response {
  return new Response({
    statusCode: status,
    message: status === 500 ? "Internal Server Error" : status === 201 ? "Created" : "OK",
    headers,
    content: typeof body === "string" ? new TextEncoder().encode(body) : body,
    elapsed: 0.25,
    httpVersion: "1.1",
    request: req,
    verify: true,
  });
}

/** One crash (its signature, read from the body, is in the key), wherever it is met. */
export const SERVER_ERROR: Failure = { check: "not_a_server_error", title: "Server error", message: "Received: 500 Internal Server Error", key: "500:boom" };

export function interaction(
  options: { req?: PreparedRequest; res?: Response; error?: string; failures?: Failure[]; operation?: string; phase?: Phase; checks?: string[] } = {},
): EngineEvent {
  const req = options.req ?? request();
  const res = options.error === undefined ? (options.res ?? response(201, `{"id":1}`, undefined, req)) : undefined;
  return {
    type: "interaction",
    phase: options.phase ?? "fuzzing",
    operation: options.operation ?? "POST /bookings",
    caseId: "case1",
    meta: { phase: options.phase ?? "fuzzing", mode: "positive" },
    request: req,
    ...(res === undefined ? {} : { response: res }),
    ...(options.error === undefined ? {} : { error: options.error }),
    failures: options.failures ?? [],
    ...(options.checks === undefined ? {} : { checks: options.checks }),
  } as EngineEvent;
}

export function failureReport(failure: Failure, res: Response, curl = `curl -X POST -H 'Authorization: [Filtered]' http://127.0.0.1:9/api/bookings`): FailureReport {
  return {
    failure,
    caseData: { method: "POST", path: "/bookings", pathParameters: {}, query: {}, headers: {}, cookies: {}, body: {}, mediaType: "application/json" },
    meta: { phase: "fuzzing", mode: "positive" },
    caseId: "case1",
    request: res.request,
    response: res,
    curl,
  };
}

export function operationFinished(operation: string, status: "passed" | "failed" | "errored" | "skipped", failures: FailureReport[] = [], extra: Partial<Extract<EngineEvent, { type: "operation-finished" }>> = {}): EngineEvent {
  return { type: "operation-finished", phase: "fuzzing", operation, status, failures, errors: [], stats: { cases: 3, statuses: {} }, ...extra };
}

export function runFinished(interrupted = false): EngineEvent {
  return { type: "run-finished", durationSeconds: 1.5, interrupted };
}

/** Feeds events to a sink in order, awaiting as the engine does, then closes it. */
export async function drive(sink: EventSink, events: readonly EngineEvent[], close = true): Promise<void> {
  for (const event of events) await sink.handle(event);
  if (close) await sink.close?.();
}
