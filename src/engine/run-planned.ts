import type { CaseMeta, PlannedCase } from "../core/case.js";
import { describeError } from "../core/errors.js";
import { outageFinding } from "./api-down.js";
import type { CaseDriver, ReadyCase } from "./case-driver.js";
import { CaseWindow } from "./case-window.js";
import type { CaseExchange } from "./execute-case.js";
import type { EngineEnvironment } from "./environment.js";
import { failureReport, reproduction } from "./failure-report.js";
import { errorTitle } from "./hook-steps.js";
import { requestFingerprint } from "./fingerprint.js";
import { FingerprintSet } from "./fingerprint-set.js";
import { ResultCollector } from "./operation-result.js";
import type { OperationScope } from "./scope.js";

/** A planned case serialized and ready to send. */
interface PlannedReady {
  readonly meta: CaseMeta;
  readonly prepared: ReadyCase;
}

/**
 * Runs cases decided in advance (examples and coverage phases, stored failing cases) for one
 * operation of any schema language (`driver`: how they are sent and checked): each is sent
 * once, up to `workers` in flight, outcomes handled in plan order, without shrinking (they are
 * already minimal by construction). A negative case that turns out valid as serialized is
 * dropped, so it can never be blamed on the API. Distinct failures are collected; the phase
 * goes on after a failure, since its cases are few and each exercises something different.
 */
export async function runPlanned(
  env: EngineEnvironment,
  scope: OperationScope,
  driver: CaseDriver,
  planned: readonly PlannedCase[],
  collector: ResultCollector = new ResultCollector(),
): Promise<ResultCollector> {
  const sent = new FingerprintSet();
  let next = 0;
  const draw = (): PlannedReady | undefined => {
    while (next < planned.length && !env.stopped()) {
      const { data, meta } = planned[next++]!;
      const prepared = driver.prepare(data);
      if ("skipped" in prepared) {
        collector.skip(prepared.skipped);
        continue;
      }
      const fingerprint = requestFingerprint(prepared.request);
      if (sent.has(fingerprint)) continue;
      sent.add(fingerprint);
      if (meta.mode === "negative" && !driver.judge.isNegative(scope.operation, prepared.request, meta)) continue;
      return { meta, prepared };
    }
    return undefined;
  };
  const window = new CaseWindow<PlannedReady, CaseExchange>({
    width: Math.max(1, env.settings.workers),
    draw,
    send: ({ prepared, meta }) => driver.exchange(prepared, meta),
    drawAhead: true,
    stopped: () => env.stopped(),
  });
  window.fill();
  for (let head = window.next(); head !== undefined; head = window.next()) {
    const { meta, prepared } = head.item;
    const outcome = await driver.check(await head.exchange, meta);
    if (outcome.kind === "skipped") {
      collector.skip(outcome.reason);
      window.fill();
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
      if (outage.back && !env.stopped()) {
        window.fill();
        continue;
      }
      break;
    }
    collector.countStatus(outcome.response.statusCode, meta.mode);
    collector.harvest(outcome.response, driver.harvest.path, driver.harvest.pick);
    for (const failure of driver.judge.confirmed(scope.operation, outcome.failures, outcome.request, meta)) {
      collector.addFailure(failureReport(env, failure, prepared.data, meta, outcome.caseId, outcome.request, outcome.response));
    }
    window.fill();
  }
  // Requests still in flight when the phase stops are judged (their interactions reported), not counted.
  await window.drain((item, exchange) => driver.check(exchange, item.meta));
  return collector;
}
