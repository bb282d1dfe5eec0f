import type { OperationReach, ReachReason, ReachReport } from "../core/events.js";
import { addCounts, type OperationResult } from "./operation-result.js";

/**
 * Which operations any request reached with a 2xx answer, over every phase of a run, and for
 * the others the likely reason: the input a user can give apitest (credentials, test data,
 * valid values) to reach the code behind them. Keeps two small count records per operation.
 */
export class ReachTracker {
  readonly #byOperation = new Map<string, { positive: Record<number, number>; all: Record<number, number> }>();

  /** Counts one phase's result of an operation. */
  record(label: string, result: OperationResult): void {
    let entry = this.#byOperation.get(label);
    if (entry === undefined) {
      entry = { positive: {}, all: {} };
      this.#byOperation.set(label, entry);
    }
    addCounts(entry.positive, result.statuses);
    addCounts(entry.all, result.responses ?? result.statuses);
  }

  /** The report, operations in the order given (the schema's). */
  report(labels: readonly string[]): ReachReport {
    const unreached: OperationReach[] = [];
    let tested = 0;
    for (const label of labels) {
      const entry = this.#byOperation.get(label);
      if (entry === undefined) continue;
      tested++;
      if (Object.keys(entry.all).some((status) => Number(status) >= 200 && Number(status) <= 299)) continue;
      // Positive cases say what the API wants; negative and stateful ones only when there are none.
      const statuses = Object.keys(entry.positive).length > 0 ? entry.positive : entry.all;
      unreached.push({ operation: label, reason: reachReason(statuses), statuses: { ...statuses } });
    }
    return { operations: tested, reached: tested - unreached.length, unreached };
  }
}

/**
 * The likely reason an operation never answered 2xx, from its status counts: mostly 401/403
 * is missing auth; mostly 404 (or 410) is missing test data (ids that do not exist); mostly other 4xx is
 * always failing validation; mostly 5xx is server errors; no response at all is untested.
 */
export function reachReason(statuses: Readonly<Record<number, number>>): ReachReason {
  const tally: Record<ReachReason, number> = { "missing auth": 0, "missing test data": 0, "always 4xx validation": 0, "server errors": 0, "no response": 0, other: 0 };
  for (const [key, count] of Object.entries(statuses)) {
    const status = Number(key);
    const reason: ReachReason =
      status === 401 || status === 403
        ? "missing auth"
        : status === 404 || status === 410
          ? "missing test data"
          : status >= 400 && status <= 499
            ? "always 4xx validation"
            : status >= 500
              ? "server errors"
              : "other";
    tally[reason] += count;
  }
  let best: ReachReason = "no response";
  for (const reason of Object.keys(tally) as ReachReason[]) if (tally[reason] > tally[best]) best = reason;
  return best;
}
