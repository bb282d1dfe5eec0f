import * as fc from "fast-check";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import type { CaseData, CaseMeta } from "../core/case.js";
import { describeError } from "../core/errors.js";
import { failureIdentity } from "../core/failure.js";
import { caseArbitrary } from "../generation/case-arbitrary.js";
import { accepted, probeIgnoredAuth } from "./auth-probes.js";
import type { RunEnvironment } from "./environment.js";
import { executeCase, prepareCase, type CaseOutcome } from "./execute-case.js";
import { failureReport, reproduction } from "./failure-report.js";
import { requestFingerprint } from "./fingerprint.js";
import { ResultCollector, type OperationResult } from "./operation-result.js";
import type { OperationScope } from "./scope.js";
import { TRUSTING_JUDGE, type WireJudge } from "./wire-judge.js";
import { operationSeed } from "./seed.js";
import { DEFAULT_SHRINK_BUDGET, shrinkValue } from "./shrink.js";

const META: CaseMeta = { phase: "fuzzing", mode: "positive" };

/** Consecutive already-sent cases after which the case space is taken as exhausted. */
const EXHAUSTED_AFTER_DUPLICATES = 100;

/** Mirrors fast-check's own runner: early runs are biased towards small and edge values. */
function biasFactor(run: number): number {
  return 2 + Math.floor(Math.log(run + 1) / Math.log(10));
}

/**
 * The fuzzing phase for one operation: generate up to `max-examples` distinct cases, send
 * each, check the response; shrink every new distinct failure to a minimal case.
 */
export async function fuzzOperation(env: RunEnvironment, scope: OperationScope, runSeed: number, judge: WireJudge = TRUSTING_JUDGE): Promise<OperationResult> {
  const { operation } = scope;
  const collector = new ResultCollector();
  let arbitrary: fc.Arbitrary<CaseData>;
  try {
    arbitrary = caseArbitrary(operation, env.generation);
  } catch (error) {
    collector.addError({ title: "Cannot generate test data", message: describeError(error) });
    return collector.result();
  }
  const { maxExamples, noShrink } = scope.settings.generation;
  const random = new fc.Random(xoroshiro128plus(operationSeed(runSeed, operation.label)));
  const sent = new Set<string>();
  let duplicatesInARow = 0;
  let probed = false;
  let attempts = 0;

  while (collector.cases < maxExamples && attempts < maxExamples * 10 && !env.stopped()) {
    attempts++;
    const value = arbitrary.generate(random, biasFactor(attempts));
    const prepared = prepareCase(env, scope, value.value);
    if ("skipped" in prepared) {
      collector.skip(prepared.skipped);
      continue;
    }
    const fingerprint = requestFingerprint(prepared.request);
    if (sent.has(fingerprint)) {
      if (++duplicatesInARow >= EXHAUSTED_AFTER_DUPLICATES) break;
      continue;
    }
    duplicatesInARow = 0;
    sent.add(fingerprint);
    const outcome = await executeCase(env, scope, value.value, META, prepared);
    if (outcome.kind === "error") {
      collector.addError({
        title: "Network error",
        message: describeError(outcome.error),
        curl: reproduction(env, outcome.request),
      });
      break;
    }
    if (outcome.kind !== "sent") continue;
    collector.countStatus(outcome.response.statusCode);
    if (!probed && accepted(outcome.response)) {
      probed = true;
      for (const probe of await probeIgnoredAuth(env, scope, outcome.request, META)) {
        collector.addFailure(failureReport(env, probe.failure, prepared.data, META, probe.caseId, probe.request, probe.response));
      }
    }
    const fresh = judge.confirmed(outcome.failures, outcome.request, META).filter((failure) => collector.isNew(failure));
    if (fresh.length === 0) continue;

    const minimal = noShrink ? { data: prepared.data, outcome } : await shrinkFailure(env, scope, arbitrary, value, outcome, prepared.data);
    const shown = minimal.outcome.kind === "sent" ? minimal.outcome : outcome;
    for (const failure of judge.confirmed(shown.failures, shown.request, META)) {
      if (!collector.isNew(failure)) continue;
      collector.addFailure(
        failureReport(env, failure, minimal.data, META, shown.caseId, shown.request, shown.response),
      );
    }
    if (!env.settings.continueOnFailure) break;
  }
  return collector.result();
}

async function shrinkFailure(
  env: RunEnvironment,
  scope: OperationScope,
  arbitrary: fc.Arbitrary<CaseData>,
  failing: fc.Value<CaseData>,
  outcome: Extract<CaseOutcome, { kind: "sent" }>,
  sentData: CaseData,
): Promise<{ data: CaseData; outcome: CaseOutcome }> {
  const target = failureIdentity(outcome.failures[0]!);
  let best: { data: CaseData; outcome: CaseOutcome } = { data: sentData, outcome };
  await shrinkValue(
    arbitrary,
    failing,
    async (candidate) => {
      const prepared = prepareCase(env, scope, candidate);
      const result = await executeCase(env, scope, candidate, META, prepared);
      if (result.kind === "sent" && "data" in prepared && result.failures.some((failure) => failureIdentity(failure) === target)) {
        best = { data: prepared.data, outcome: result };
        return "still-fails";
      }
      return "passes";
    },
    DEFAULT_SHRINK_BUDGET,
    env.stopped,
  );
  return best;
}
