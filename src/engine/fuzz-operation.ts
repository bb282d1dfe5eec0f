import * as fc from "fast-check";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import type { CaseData, CaseMeta } from "../core/case.js";
import { describeError } from "../core/errors.js";
import type { FailureReport } from "../core/events.js";
import { failureIdentity } from "../core/failure.js";
import type { DataMode } from "../core/phase.js";
import type { PreparedRequest } from "../core/request.js";
import { HookError } from "../hooks/hook-error.js";
import { isAmbiguousCase } from "../checks/ambiguous-cases.js";
import { accepted } from "./auth-probes.js";
import type { CaseDriver, ReadyCase } from "./case-driver.js";
import type { EngineEnvironment } from "./environment.js";
import type { CaseExchange, CaseOutcome } from "./execute-case.js";
import { errorTitle, filterRejectionCount } from "./hook-steps.js";
import { failureReport, reproduction } from "./failure-report.js";
import { requestFingerprint } from "./fingerprint.js";
import { FingerprintSet } from "./fingerprint-set.js";
import { stopsOnKnown } from "./known-failures.js";
import { ResultCollector, type OperationResult } from "./operation-result.js";
import type { OperationScope } from "./scope.js";
import { operationSeed } from "./seed.js";
import { DEFAULT_SHRINK_BUDGET, shrinkValue } from "./shrink.js";
import { CaseWindow } from "./case-window.js";
import type { WireJudge } from "./wire-judge.js";
import { HealthMonitor, requestBytes } from "../health/health-checks.js";
import { ModeBudget } from "./mode-budget.js";
import { outageFinding, type Outage } from "./api-down.js";
import type { TargetedCase } from "../core/case.js";

/** A generated case with how it came to be. */
type Generated = TargetedCase;

/** At most this share of an operation's negative cases are ambiguous (a lenient server may read them as valid). */
const AMBIGUOUS_SHARE = 0.1;

/** Consecutive already-sent (or not-really-negative) cases after which the case space is taken as exhausted. */
const EXHAUSTED_AFTER_DUPLICATES = 100;

/** Mirrors fast-check's own runner: early runs are biased towards small and edge values. */
function biasFactor(run: number): number {
  return 2 + Math.floor(Math.log(run + 1) / Math.log(10));
}

/**
 * The fuzzing phase for one operation (any schema language: `driver` generates, serializes,
 * sends and checks its cases): the data modes share `max-examples` (positive first, see
 * `ModeBudget`); each generates up to its share of distinct cases, send each, check the
 * response; shrink every new distinct failure to a minimal case. Negative cases that are valid
 * as serialized are never sent.
 */
export async function fuzzOperation(env: EngineEnvironment, scope: OperationScope, driver: CaseDriver, runSeed: number, modes: readonly DataMode[] = ["positive"]): Promise<OperationResult> {
  // Failures an earlier phase or a replayed stored case showed do not stop this search.
  const collector = new ResultCollector(env.knownFailures?.of(scope.operation.label));
  const health = new HealthMonitor();
  // Modes that have something to generate share the operation's max-examples (mode-budget.ts).
  const arbitraries: [DataMode, fc.Arbitrary<Generated>][] = [];
  for (const mode of modes) {
    try {
      const arbitrary = await driver.arbitrary(mode);
      if (arbitrary !== undefined) arbitraries.push([mode, arbitrary]);
    } catch (error) {
      collector.addError({ title: error instanceof HookError ? "Hook error" : "Cannot generate test data", message: describeError(error) });
    }
  }
  const budget = new ModeBudget(scope.settings.generation.maxExamples, arbitraries.length);
  for (const [mode, arbitrary] of arbitraries) {
    if (env.stopped()) break;
    const share = budget.next();
    if (share === 0) continue;
    const shared: OperationScope = { ...scope, settings: { ...scope.settings, generation: { ...scope.settings.generation, maxExamples: share } } };
    const { stop, cases } = await fuzzMode(env, shared, driver, arbitrary, operationSeed(runSeed, `${mode} ${scope.operation.label}`), collector, health, mode);
    budget.spent(cases);
    if (stop) break;
  }
  for (const error of env.health?.record(scope.operation.label, health) ?? []) collector.addError(error);
  return collector.result();
}

/** A case generated and serialized, ready to send. */
interface DrawnCase {
  readonly value: fc.Value<Generated>;
  /** `value.value`, read once: the getter clones values that must be cloned. */
  readonly generated: Generated;
  readonly prepared: ReadyCase;
  /** False for cases targeted generation mutated: fast-check cannot shrink them. */
  readonly shrinkable: boolean;
}

/**
 * One data mode's loop; returns the cases it sent and whether the operation should stop (a network error, or a
 * failure without continue-on-failure). Generation is sequential and seeded; with more than
 * one worker, up to `workers` cases of the operation are in flight at once, and their
 * outcomes are still handled in generation order, so a seed gives the same failures.
 *
 * The wire is kept busy: when a response arrives, the next case (drawn ahead while the
 * request was in flight) is sent before this response is checked, so generation and checks
 * overlap the server's time instead of adding to it. Cases are still drawn in the same order;
 * only a targeted source, which learns from each response, is never drawn ahead.
 */
async function fuzzMode(
  env: EngineEnvironment,
  scope: OperationScope,
  driver: CaseDriver,
  arbitrary: fc.Arbitrary<Generated>,
  seed: number,
  collector: ResultCollector,
  health: HealthMonitor,
  mode: DataMode,
): Promise<{ readonly stop: boolean; readonly cases: number }> {
  const { operation } = scope;
  const { maxExamples, noShrink } = scope.settings.generation;
  const random = new fc.Random(xoroshiro128plus(seed));
  const { judge } = driver;
  const source = driver.source(arbitrary, random, biasFactor, mode, maxExamples);
  const sent = new FingerprintSet();
  let cases = 0;
  let wastedInARow = 0;
  let attempts = 0;
  let probed = false;
  // Half the share for repeated scalars, so they do not crowd out the other ambiguous cases.
  let ambiguousLeft = Math.max(1, Math.floor(maxExamples * AMBIGUOUS_SHARE));
  let repeatedLeft = Math.max(1, Math.floor(ambiguousLeft / 2));

  /** Generates until a case worth sending comes up; undefined when the budget or the case space is used up. */
  const nextCase = (): DrawnCase | undefined => {
    while (cases < maxExamples && attempts < maxExamples * 10 && !env.stopped()) {
      attempts++;
      const began = performance.now();
      let drawn: ReturnType<typeof source.next>;
      const filteredBefore = filterRejectionCount();
      try {
        drawn = source.next(attempts);
        health.filtered(filterRejectionCount() - filteredBefore);
      } catch (error) {
        // A generation hook that throws, or filters that reject everything: the operation reports it.
        if (!(error instanceof HookError)) throw error;
        collector.addError({ title: "Hook error", message: error.message });
        return undefined;
      }
      const { value } = drawn;
      let { shrinkable } = drawn;
      let generated = value.value;
      const { meta } = generated;
      const prepared = drawn.prepared ?? driver.prepare(generated.data);
      health.generated(performance.now() - began, "skipped" in prepared || !health.sizing ? undefined : requestBytes(prepared.request));
      if ("skipped" in prepared) {
        health.reject();
        collector.skip(prepared.skipped);
        continue;
      }
      const fingerprint = requestFingerprint(prepared.request);
      const kind = sent.has(fingerprint) ? "sent" : meta.mode === "negative" ? negativeKind(judge, operation, prepared.request, meta) : "send";
      const repeated = meta.violation?.kind === "duplicate-query-parameter";
      if (kind === "sent" || kind === "drop" || (kind === "ambiguous" && (ambiguousLeft === 0 || (repeated && repeatedLeft === 0)))) {
        if (kind !== "sent") health.reject();
        if (++wastedInARow >= EXHAUSTED_AFTER_DUPLICATES) return undefined;
        continue;
      }
      if (kind === "ambiguous") {
        // A bounded share, labelled, never shrunk: shrinking keeps only candidates that are really negative.
        ambiguousLeft--;
        if (repeated) repeatedLeft--;
        generated = { ...generated, meta: { ...meta, ambiguous: true, description: `ambiguous: ${meta.description ?? "a negative case a lenient server may read as valid"}` } };
        shrinkable = false;
      }
      wastedInARow = 0;
      sent.add(fingerprint);
      cases++;
      return { value, generated, prepared, shrinkable };
    }
    return undefined;
  };
  const window = new CaseWindow<DrawnCase, CaseExchange>({
    width: Math.max(1, env.settings.workers),
    draw: nextCase,
    send: (next) => driver.exchange(next.prepared, next.generated.meta),
    // A targeted source learns from each response: nothing is drawn ahead of one.
    drawAhead: !source.adaptive,
    stopped: () => env.stopped(),
  });
  const drain = (): Promise<void> => window.drain((item, exchange) => driver.check(exchange, item.generated.meta));

  window.fill();
  for (let head = window.next(); head !== undefined; head = window.next()) {
    const { value, generated, prepared, shrinkable } = head.item;
    const { meta } = generated;
    const answer = await head.exchange;
    // The next request goes out before this response is checked.
    if (answer.kind === "answered" && !env.stopped()) window.fill();
    const outcome = await driver.check(answer, meta);
    if (outcome.kind === "error") {
      // An API that answered and stopped answering is a finding; the search goes on when it is back.
      const outage = await env.liveness?.lost(outcome.error, { label: operation.label, caseId: outcome.caseId, request: outcome.request, data: prepared.data, meta });
      if (outage !== undefined) {
        if (outage.reports) await reportOutage(env, collector, outage, operation.label);
        if (outage.back && !env.stopped()) {
          window.fill();
          continue;
        }
      } else {
        collector.addError({ title: errorTitle(outcome.error), message: describeError(outcome.error), curl: reproduction(env, outcome.request) });
      }
      await drain();
      return { stop: true, cases };
    }
    if (outcome.kind === "sent") {
      collector.countStatus(outcome.response.statusCode, meta.mode);
      collector.harvest(outcome.response, driver.harvest.path, driver.harvest.pick);
      try {
        source.observe(generated, outcome.response, prepared.data);
      } catch (error) {
        // A custom metric (generation.maximize) that throws or returns no number: the operation reports it.
        if (!(error instanceof HookError)) throw error;
        collector.addError({ title: "Hook error", message: error.message });
        await drain();
        return { stop: true, cases };
      }
      if (!probed && driver.probe !== undefined && meta.mode === "positive" && accepted(outcome.response)) {
        probed = true;
        for (const probe of await driver.probe(outcome.request, meta)) {
          await found(env, collector, failureReport(env, probe.failure, prepared.data, meta, probe.caseId, probe.request, probe.response), operation.label);
        }
      }
      const confirmed = judge.confirmed(operation, outcome.failures, outcome.request, meta);
      const fresh = collector.freshOf(confirmed);
      if (fresh.length === 0 && confirmed.length > 0 && stopsOnKnown(env.settings)) {
        await drain();
        return { stop: true, cases };
      }
      if (fresh.length > 0) {
        // Shrinking sends one candidate at a time: settle what is in flight first.
        await window.settle();
        const minimal = noShrink || !shrinkable ? { data: prepared.data, meta, outcome } : await shrinkFailure(env, scope, driver, arbitrary, value, outcome, prepared.data);
        const shown = minimal.outcome.kind === "sent" ? minimal.outcome : outcome;
        for (const failure of judge.confirmed(operation, shown.failures, shown.request, minimal.meta)) {
          if (!collector.isNew(failure)) continue;
          await found(env, collector, failureReport(env, failure, minimal.data, minimal.meta, shown.caseId, shown.request, shown.response), operation.label);
        }
        if (env.settings.failFast === true) {
          await drain();
          return { stop: true, cases };
        }
      }
    }
    if (env.stopped()) {
      await drain();
      break;
    }
    window.fill();
  }
  return { stop: false, cases };
}

/**
 * Reports that the API stopped answering: a failure of the operation whose request it died after
 * (stored in the example database like any failure), or, when that request was another
 * operation's, an error of this one that names it with its curl.
 */
async function reportOutage(env: EngineEnvironment, collector: ResultCollector, outage: Outage, label: string): Promise<void> {
  const finding = outageFinding(outage, label, reproduction(env, outage.culprit.request));
  if ("error" in finding) collector.addError(finding.error);
  else await found(env, collector, finding.report, label);
}

/** Records a failure; one new to the operation is passed on at once (`apitest fuzz` prints it). */
async function found(env: EngineEnvironment, collector: ResultCollector, report: FailureReport, label: string): Promise<void> {
  if (collector.addFailure(report)) await env.onFailureFound?.(label, report);
}

/**
 * What to do with a negative case: send it as negative, send it as ambiguous (a repeated
 * scalar, or a case a lenient server reads as valid: see `WireJudge.isAmbiguous`), or drop it
 * (off the operation's route, or valid in a way that proves nothing).
 */
function negativeKind(judge: WireJudge, operation: OperationScope["operation"], request: PreparedRequest, meta: CaseMeta): "send" | "ambiguous" | "drop" {
  if (judge.isNegative(operation, request, meta)) return isAmbiguousCase(meta) ? "ambiguous" : "send";
  return judge.isAmbiguous(operation, request, meta) ? "ambiguous" : "drop";
}

async function shrinkFailure(
  env: EngineEnvironment,
  scope: OperationScope,
  driver: CaseDriver,
  arbitrary: fc.Arbitrary<Generated>,
  failing: fc.Value<Generated>,
  outcome: Extract<CaseOutcome, { kind: "sent" }>,
  sentData: CaseData,
): Promise<{ data: CaseData; meta: CaseMeta; outcome: CaseOutcome }> {
  const target = failureIdentity(outcome.failures[0]!);
  let best: { data: CaseData; meta: CaseMeta; outcome: CaseOutcome } = { data: sentData, meta: failing.value.meta, outcome };
  await shrinkValue(
    arbitrary,
    failing,
    async (candidate) => {
      const prepared = driver.prepare(candidate.data);
      // A shrunk negative case must still be negative on the wire, or it proves nothing.
      if ("skipped" in prepared || (candidate.meta.mode === "negative" && !driver.judge.isNegative(scope.operation, prepared.request, candidate.meta))) return "passes";
      const result = await driver.check(await driver.exchange(prepared, candidate.meta), candidate.meta);
      if (result.kind === "sent" && result.failures.some((failure) => failureIdentity(failure) === target)) {
        best = { data: prepared.data, meta: candidate.meta, outcome: result };
        return "still-fails";
      }
      return "passes";
    },
    DEFAULT_SHRINK_BUDGET,
    env.stopped,
  );
  return best;
}
