import type { EngineEvent, FailureReport } from "../core/events.js";
import type { Phase } from "../core/phase.js";
import { NOT_SET } from "../core/not-set.js";
import { Response, type ResponseInit } from "../core/response.js";
import type { OperationResult } from "../engine/operation-result.js";
import type { RawRunOptions } from "../cli/run-options.js";
import type { SeenValue } from "../engine/known-values.js";
import type { PreparedDocument } from "../specs/openapi/load-spec.js";

/**
 * The protocol between the main thread and the worker threads of `--threads`. Every message is
 * structured-clone-safe: `Response` objects travel as their fields and are rebuilt on arrival, the
 * unset body (a symbol) as a tagged object.
 */

/** What a worker thread starts from: the same inputs the CLI had, and the schema as loaded once. */
export interface ThreadData {
  readonly location: string;
  readonly raw: RawRunOptions;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly cwd: string;
  /**
   * The parsed schema document before any `beforeLoadSchema` hook ran; absent when the main
   * thread did not keep a copy (the worker then loads the schema from `location` itself).
   */
  readonly document?: Record<string, unknown>;
  /**
   * The document as the main thread prepared it, when no `beforeLoadSchema` hook ran there: the
   * worker builds its spec from it (unless its own hooks module registers such a hook).
   */
  readonly prepared?: PreparedDocument;
  /** Where the document came from (relative `$ref`s resolve against it). */
  readonly documentLocation?: string;
}

/** Main → worker. */
export type ToWorker =
  | {
      readonly type: "run";
      readonly id: number;
      readonly phase: Phase;
      readonly operation: string;
      readonly seed: number;
      /** The main thread's values from earlier responses the operation may read (`ValueDictionary.export`). */
      readonly known: readonly SeenValue[];
    }
  | { readonly type: "stop" }
  /** One batch of events was delivered to the reports (backpressure: see `thread-worker.ts`). */
  | { readonly type: "ack" }
  | { readonly type: "close" };

/** Main ← worker. Events of a task arrive before its result (one port keeps the order). */
export type FromWorker =
  | { readonly type: "ready" }
  /** Events in the order the worker emitted them, batched (one message per batch is much cheaper than one per event). */
  | { readonly type: "events"; readonly events: readonly EngineEvent[] }
  /** Secret values the worker's auth provider fetched: masked in every output of the main thread. */
  | { readonly type: "secrets"; readonly values: readonly string[] }
  | { readonly type: "result"; readonly id: number; readonly result: OperationResult; readonly health: readonly Extract<EngineEvent, { type: "warning" }>[] }
  /** The task failed with an internal error, or (without `id`) the thread could not start. */
  | { readonly type: "failed"; readonly id?: number; readonly message: string };

const UNSET_BODY = "$apitest:thread-not-set";

/** A failure report that survives structured cloning. */
function reportToWire(report: FailureReport): FailureReport {
  if (report.caseData.body !== NOT_SET) return report;
  return { ...report, caseData: { ...report.caseData, body: { [UNSET_BODY]: true } } };
}

function reviveResponse(response: Response | undefined): Response | undefined {
  return response === undefined || response instanceof Response ? response : new Response(response as unknown as ResponseInit);
}

function reviveReport(report: FailureReport): FailureReport {
  const body = report.caseData.body;
  const unset = typeof body === "object" && body !== null && (body as Record<string, unknown>)[UNSET_BODY] === true;
  const response = reviveResponse(report.response);
  return {
    ...report,
    ...(unset ? { caseData: { ...report.caseData, body: NOT_SET } } : {}),
    ...(response === undefined ? {} : { response }),
  };
}

/** An operation result ready to post (pure). */
export function resultToWire(result: OperationResult): OperationResult {
  return result.failures.some((report) => report.caseData.body === NOT_SET) ? { ...result, failures: result.failures.map(reportToWire) } : result;
}

/** An operation result as posted, with its responses and unset bodies restored (pure). */
export function reviveResult(result: OperationResult): OperationResult {
  return result.failures.length === 0 ? result : { ...result, failures: result.failures.map(reviveReport) };
}

/** An event ready to post (pure). */
export function eventToWire(event: EngineEvent): EngineEvent {
  return event.type === "operation-finished" && event.failures.some((report) => report.caseData.body === NOT_SET) ? { ...event, failures: event.failures.map(reportToWire) } : event;
}

/** An event as posted, with its responses and unset bodies restored (pure). */
export function reviveEvent(event: EngineEvent): EngineEvent {
  if (event.type === "interaction") {
    const response = reviveResponse(event.response);
    return response === undefined ? event : { ...event, response };
  }
  if (event.type === "operation-finished" && event.failures.length > 0) return { ...event, failures: event.failures.map(reviveReport) };
  return event;
}
