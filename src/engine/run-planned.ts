import type { PlannedCase } from "../core/case.js";
import { describeError } from "../core/errors.js";
import { outageFinding } from "./api-down.js";
import type { RunEnvironment } from "./environment.js";
import { executeCase, prepareCase } from "./execute-case.js";
import { failureReport, reproduction } from "./failure-report.js";
import { errorTitle } from "./hook-steps.js";
import { requestFingerprint } from "./fingerprint.js";
import { FingerprintSet } from "./fingerprint-set.js";
import { ResultCollector } from "./operation-result.js";
import type { OperationScope } from "./scope.js";
import type { WireJudge } from "./wire-judge.js";

/**
 * Runs cases decided in advance (examples and coverage phases) for one operation: each is
 * sent once, in order, without shrinking (they are already minimal by construction). A
 * negative case that turns out valid as serialized is dropped, so it can never be blamed on
 * the API. Distinct failures are collected; the phase goes on after a failure, since its
 * cases are few and each exercises something different.
 */
export async function runPlanned(
  env: RunEnvironment,
  scope: OperationScope,
  planned: readonly PlannedCase[],
  judge: WireJudge,
  collector: ResultCollector = new ResultCollector(),
): Promise<ResultCollector> {
  const sent = new FingerprintSet();
  for (const { data, meta } of planned) {
    if (env.stopped()) break;
    const prepared = prepareCase(env, scope, data);
    if ("skipped" in prepared) {
      collector.skip(prepared.skipped);
      continue;
    }
    const fingerprint = requestFingerprint(prepared.request);
    if (sent.has(fingerprint)) continue;
    sent.add(fingerprint);
    if (meta.mode === "negative" && !judge.isNegative(scope.operation, prepared.request, meta)) continue;
    const outcome = await executeCase(env, scope, data, meta, prepared);
    if (outcome.kind === "skipped") {
      collector.skip(outcome.reason);
      continue;
    }
    if (outcome.kind === "error") {
      // An API that answered and stopped answering is a finding; the phase goes on when it is back (api-down.ts).
      const outage = await env.liveness?.lost(outcome.error, { label: scope.operation.label, caseId: outcome.caseId, request: outcome.request, data: prepared.data, meta });
      if (outage === undefined) {
        collector.addError({ title: errorTitle(outcome.error), message: describeError(outcome.error), curl: reproduction(env, outcome.request) });
        break;
      }
      if (outage.reports) {
        const finding = outageFinding(outage, scope.operation.label, reproduction(env, outage.culprit.request));
        if ("error" in finding) collector.addError(finding.error);
        else collector.addFailure(finding.report);
      }
      if (outage.back && !env.stopped()) continue;
      break;
    }
    collector.countStatus(outcome.response.statusCode, meta.mode);
    collector.harvest(outcome.response, scope.operation.path);
    for (const failure of judge.confirmed(scope.operation, outcome.failures, outcome.request, meta)) {
      collector.addFailure(failureReport(env, failure, prepared.data, meta, outcome.caseId, outcome.request, outcome.response));
    }
  }
  return collector;
}
