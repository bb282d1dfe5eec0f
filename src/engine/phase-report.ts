import type { EngineEvent } from "../core/events.js";
import { failureIdentity, type Failure } from "../core/failure.js";
import type { Phase } from "../core/phase.js";
import type { OperationResult } from "./operation-result.js";

/**
 * The failures each operation has reported so far in a run, so a defect found in an earlier
 * phase is not reported again by a later one. Shared by the OpenAPI and GraphQL engines.
 */
export class ReportedFailures {
  readonly #byOperation = new Map<string, Set<string>>();

  /** True when this operation already reported this failure. */
  has(label: string, failure: Failure): boolean {
    return this.#byOperation.get(label)?.has(failureIdentity(failure)) === true;
  }

  /** The phase's result without the failures reported earlier for the operation; records the new ones. */
  fresh(label: string, raw: OperationResult): OperationResult {
    const seen = this.#byOperation.get(label) ?? new Set<string>();
    this.#byOperation.set(label, seen);
    const fresh = raw.failures.filter((report) => !seen.has(failureIdentity(report.failure)));
    for (const report of fresh) seen.add(failureIdentity(report.failure));
    if (fresh.length === raw.failures.length) return raw;
    return {
      ...raw,
      failures: fresh,
      status: fresh.length > 0 ? raw.status : raw.errors.length > 0 ? "errored" : "passed",
      repeated: raw.failures.length - fresh.length,
    };
  }
}

/** The `operation-finished` event of one operation's result in a phase. */
export function operationFinished(phase: Phase, label: string, result: OperationResult): EngineEvent {
  return {
    type: "operation-finished",
    phase,
    operation: label,
    status: result.status,
    failures: result.failures,
    errors: result.errors,
    stats: { cases: result.cases, statuses: result.statuses },
    ...(result.skipReason === undefined ? {} : { skipReason: result.skipReason }),
    ...(result.repeated === undefined || result.repeated === 0 ? {} : { repeated: result.repeated }),
  };
}

/** Why a run stops once `max-failures` is reached; undefined while it may go on. */
export function maxFailuresReason(failures: number, maxFailures: number | undefined): string | undefined {
  if (maxFailures === undefined || failures < maxFailures) return undefined;
  return `stopped after ${failures} failure${failures === 1 ? "" : "s"} (--max-failures ${maxFailures})`;
}
