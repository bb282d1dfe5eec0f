import type { CaseData } from "../core/case.js";
import type { CheckContext, CheckDefinition } from "../core/check.js";
import type { Failure } from "../core/failure.js";
import type { Response } from "../core/response.js";
import { collectFailures, errorFailure } from "./check-result.js";

/**
 * Runs checks against one response and returns every failure, in check order.
 *
 * A check whose settings say `enabled: false` is skipped. A check that throws (or rejects)
 * becomes a failure of that check, never a crash of the run. This is the hot path: when
 * no check returns a promise nothing is awaited and only the result list is allocated.
 */
export function runChecks(
  checks: readonly CheckDefinition[],
  ctxFor: (name: string) => CheckContext,
  response: Response,
  caseData: CaseData,
): Promise<Failure[]> {
  const failures: Failure[] = [];
  // Async results are spliced back at the position their check ran, keeping check order.
  let pending: { at: number; result: Promise<Failure[]> }[] | undefined;
  for (const check of checks) {
    let result: unknown;
    try {
      const ctx = ctxFor(check.name);
      if (!ctx.config.enabled) continue;
      result = check.run(ctx, response, caseData);
    } catch (error) {
      failures.push(crashed(check.name, error));
      continue;
    }
    if (isThenable(result)) {
      (pending ??= []).push({ at: failures.length, result: settle(check.name, result) });
    } else {
      collectFailures(failures, result);
    }
  }
  if (pending === undefined) return Promise.resolve(failures);
  const waiting = pending;
  return Promise.all(waiting.map((entry) => entry.result)).then((lists) => {
    for (let i = waiting.length - 1; i >= 0; i--) {
      const list = lists[i];
      const entry = waiting[i];
      if (list !== undefined && entry !== undefined && list.length > 0) failures.splice(entry.at, 0, ...list);
    }
    return failures;
  });
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return value !== null && typeof value === "object" && typeof (value as { then?: unknown }).then === "function";
}

function settle(name: string, result: PromiseLike<unknown>): Promise<Failure[]> {
  return Promise.resolve(result).then(
    (value) => {
      const out: Failure[] = [];
      collectFailures(out, value);
      return out;
    },
    (error: unknown) => [crashed(name, error)],
  );
}

function crashed(name: string, error: unknown): Failure {
  return errorFailure(name, `Check \`${name}\` raised an error`, error);
}
