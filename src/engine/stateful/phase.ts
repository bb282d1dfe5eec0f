/**
 * The stateful phase of `apitest run`: call sequences over the links of the selected operations
 * (declared, else inferred), sent through the same preparation, transport and checks as every
 * other phase; a failing sequence is shrunk and reported with every step's curl command.
 */
import { errorTitle } from "../hook-steps.js";
import * as fc from "fast-check";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import type { CaseData, CaseMeta } from "../../core/case.js";
import { describeError } from "../../core/errors.js";
import type { EngineEvent, FailureReport } from "../../core/events.js";
import type { OperationDefinition } from "../../core/operation.js";
import type { Failure } from "../../core/failure.js";
import type { OpenApiSpec } from "../../core/spec.js";
import { caseArbitrary } from "../../generation/case-arbitrary.js";
import { NOTHING_KNOWN, withKnownValues } from "../../generation/known-values.js";
import { knownFor, validWith } from "../known-values.js";
import { inferLinks } from "../../stateful/infer-links.js";
import type { Link, LinkError } from "../../stateful/link.js";
import { collectLinks } from "../../stateful/links.js";
import type { EngineEnvironment, RunEnvironment } from "../environment.js";
import { DriverStepRunner } from "./driver-step-runner.js";
import { openApiDriver } from "../openapi-driver.js";
import { TRUSTING_JUDGE } from "../wire-judge.js";
import { failureReport, reproduction } from "../failure-report.js";
import { requestFingerprint } from "../fingerprint.js";
import { ResultCollector, type OperationResult } from "../operation-result.js";
import { orderedConcurrent } from "./ordered-concurrent.js";
import { scopeFor } from "../scope.js";
import { operationSeed } from "../seed.js";
import { DEFAULT_SHRINK_BUDGET } from "../shrink.js";
import { buildModel, runNewSequence, type ApplyValues, type SentStep, type SequenceOutcome, type StateMachineModel, type StepRunner } from "./sequence.js";
import { shrinkSequence, type FailedSequence } from "./shrink.js";

/** Calls per sequence when `phases.stateful.max-steps` is not set. */
export const DEFAULT_MAX_STEPS = 10;

/** Sequences tried per distinct one counted against `max-examples` before the space counts as exhausted. */
const TRIES_PER_SEQUENCE = 3;

const META: CaseMeta = { phase: "stateful", mode: "positive" };

/** The links the stateful phase follows, and the declared ones it cannot use. */
export interface StatefulLinks {
  readonly links: readonly Link[];
  readonly errors: readonly LinkError[];
  /** True when the document declares no usable link and these were inferred. */
  readonly inferred: boolean;
  /** The `inferred_links` warning's hint, when the schema language has its own (GraphQL declares no links). */
  readonly inferredHint?: string;
}

/**
 * The links between the selected operations: the declared ones, or, when the document declares
 * none that can be used, the inferred ones. Broken declared links come back as errors.
 */
export function statefulLinks(spec: OpenApiSpec, operations: readonly OperationDefinition[]): StatefulLinks {
  const selected = new Set(operations);
  const between = (links: readonly Link[]): Link[] => links.filter((link) => selected.has(link.source) && selected.has(link.target));
  const collected = collectLinks(spec);
  const declared = between(collected.links);
  if (declared.length > 0) return { links: declared, errors: collected.errors, inferred: false };
  return { links: between(inferLinks(spec)), errors: collected.errors, inferred: true };
}

/** Said when only the stateful phase was asked for and there is nothing to chain. */
export const NO_LINKS_WARNING: EngineEvent = {
  type: "warning",
  name: "no_links",
  message: "The stateful phase has nothing to run: the selected operations have no links, and none could be inferred",
  hint: "declare links under responses.<status>.links (x-links in OpenAPI 2.0), or run the other phases",
  operations: [],
};

/** {@link NO_LINKS_WARNING} with a schema language's own hint, when it has one. */
export function noLinksWarning(hint: string | undefined): EngineEvent {
  return hint === undefined || NO_LINKS_WARNING.type !== "warning" ? NO_LINKS_WARNING : { ...NO_LINKS_WARNING, hint };
}

/** Whether the stateful phase has anything to run or report. */
export function hasStatefulWork(links: StatefulLinks): boolean {
  return links.links.length > 0 || links.errors.length > 0;
}

/** The stateful phase of one run, ready to start: its links, its model and the operations taking part. */
export interface StatefulPlan {
  readonly links: StatefulLinks;
  readonly model: StateMachineModel;
  /** The operations sequences can call (an end of a followable link, enabled for the phase). */
  readonly operations: readonly OperationDefinition[];
}

/**
 * Builds the model of the stateful phase (no I/O): the links between operations enabled for the
 * phase whose data can be generated. `operations` is what the phase's progress counts.
 */
export function planStatefulPhase(env: RunEnvironment, links: StatefulLinks): StatefulPlan {
  return planStatefulModel(env, links, (operation) => withDictionary(env, operation, caseArbitrary(operation, env.generation)));
}

/**
 * {@link planStatefulPhase} for any schema language: `arbitraryOf` generates an operation's
 * data (it may throw for data that cannot be generated), `applyValues` puts a link's values into it.
 */
export function planStatefulModel(env: EngineEnvironment, links: StatefulLinks, arbitraryOf: (operation: OperationDefinition) => fc.Arbitrary<CaseData>, applyValues?: ApplyValues): StatefulPlan {
  const enabled = (operation: OperationDefinition): boolean => scopeFor(env, operation, "stateful").settings.enabled;
  const model = buildModel(
    links.links.filter((link) => enabled(link.source) && enabled(link.target)),
    arbitraryOf,
    applyValues,
  );
  return { links, model, operations: [...model.arbitraries.keys()] };
}

/**
 * A step's generated data drawing from the values earlier responses showed (as positive
 * fuzzing does: see `known-values.ts`), besides the values its link gives; plain when the
 * dictionary has nothing for the operation.
 */
function withDictionary(env: RunEnvironment, operation: OperationDefinition, arbitrary: fc.Arbitrary<CaseData>): fc.Arbitrary<CaseData> {
  const known = knownFor(env, scopeFor(env, operation, "stateful"));
  return known === NOTHING_KNOWN ? arbitrary : withKnownValues(arbitrary, known, validWith(env));
}

/** What the rest of the run imposes on the stateful phase. */
export interface StatefulLimits {
  /** Failures the run may still report before `max-failures` stops it; unlimited when undefined. */
  readonly failuresLeft?: number | undefined;
  /** Whether an earlier phase already reported this failure of this operation (it does not count again). */
  readonly reportedBefore?: (operation: OperationDefinition, failure: Failure) => boolean;
  /** The links were announced already (later rounds of `apitest fuzz`): no warnings about them again. */
  readonly quiet?: boolean;
}

/**
 * Runs the stateful phase: warns about broken, inferred and unusable links, then runs up to
 * `max-examples` distinct sequences of up to `max-steps` calls, up to `workers` sequences at a
 * time. Each sequence draws from its own seed (the run seed and its number) and outcomes are
 * taken in sequence order, so a seeded run finds the same failures with any number of workers.
 * Stops at the run's `max-failures`, on Ctrl-C and at the first network error; returns each
 * involved operation's result (failures are reported at the operation of the failing step).
 */
export async function runStatefulPhase(env: RunEnvironment, plan: StatefulPlan, runSeed: number, limits: StatefulLimits = {}): Promise<Map<OperationDefinition, OperationResult>> {
  return runStatefulSequences(env, plan, runSeed, limits, { runner: new DriverStepRunner((operation) => openApiDriver(env, scopeFor(env, operation, "stateful"), TRUSTING_JUDGE)) });
}

/** How a schema language sends the steps of a sequence and reads reusable values from its responses. */
export interface StatefulSteps {
  readonly runner: StepRunner;
  /** Where a response body's reusable values are (GraphQL: its `data`); the whole body when absent. */
  readonly valuesOf?: (body: unknown) => unknown;
  /** The path values are harvested under (their resource names); the operation's own when absent (GraphQL: none, `""`). */
  readonly valuesPath?: string;
}

/** {@link runStatefulPhase} for any schema language: its steps sent by `steps.runner`. */
export async function runStatefulSequences(env: EngineEnvironment, plan: StatefulPlan, runSeed: number, limits: StatefulLimits, steps: StatefulSteps): Promise<Map<OperationDefinition, OperationResult>> {
  const { links, model } = plan;
  if (limits.quiet !== true) await announceLinks(env, links);
  if (model.dropped.length > 0 && limits.quiet !== true) {
    await env.emit({
      type: "warning",
      name: "unusable_links",
      message: `${model.dropped.length} link${model.dropped.length === 1 ? "" : "s"} cannot be followed: the data of ${model.dropped.length === 1 ? "its" : "their"} operations cannot be generated`,
      hint: "fix the schemas the messages name, or register a custom format",
      operations: model.dropped.map(({ link, reason }) => `${link.source.label} -> ${link.target.label} (${link.name}): ${reason}`),
    });
  }
  const collectors = new Map<OperationDefinition, ResultCollector>();
  for (const operation of plan.operations) collectors.set(operation, new ResultCollector());
  const first = model.starts[0];
  if (first === undefined) return results(collectors);
  const settings = scopeFor(env, first, "stateful").settings;
  const maxSteps = settings.phaseOptions.maxSteps ?? DEFAULT_MAX_STEPS;
  const { maxExamples, noShrink } = settings.generation;
  const { runner, valuesOf, valuesPath } = steps;
  const seen = new Set<string>();
  let newFailures = 0;
  const budgetReached = (): boolean => limits.failuresLeft !== undefined && newFailures >= limits.failuresLeft;
  await orderedConcurrent<SequenceOutcome>({
    concurrency: env.settings.workers,
    mayStart: (index) => index < maxExamples * TRIES_PER_SEQUENCE && !env.stopped() && !budgetReached(),
    start: (index) => runNewSequence(model, runner, sequenceRandom(runSeed, index), maxSteps, env.stopped, env.settings.continueOnFailure),
    consume: async (outcome, _index, settle) => {
      for (const step of outcome.steps) {
        // Counted without feeding the status warnings: a 404 after a DELETE is the API working.
        const collector = collectors.get(step.planned.operation);
        collector?.countStatus(step.response.statusCode, "negative");
        collector?.harvest(step.response, valuesPath ?? step.planned.operation.path, valuesOf);
      }
      seen.add(sequenceKey(outcome.steps));
      // continue-on-failure: each step the sequence went on past fails with the steps up to it.
      for (const index of outcome.continuedPast ?? []) {
        await settle();
        newFailures += await reportFailure(env, runner, collectors, { kind: "failed", steps: outcome.steps.slice(0, index + 1) }, noShrink ? undefined : model, limits.reportedBefore);
      }
      if (outcome.kind === "error") {
        collectors.get(outcome.operation)?.addError({
          title: errorTitle(outcome.error),
          message: describeError(outcome.error),
          ...(outcome.request === undefined ? {} : { curl: reproduction(env, outcome.request) }),
        });
        return false;
      }
      if (outcome.kind === "failed") {
        // Shrinking replays one candidate at a time: the sequences in flight finish first.
        await settle();
        newFailures += await reportFailure(env, runner, collectors, outcome, noShrink ? undefined : model, limits.reportedBefore);
      }
      return seen.size < maxExamples && !env.stopped() && !budgetReached();
    },
  });
  return results(collectors);
}

/** The random source of sequence number `index`: the same for a given run seed whatever runs beside it. */
function sequenceRandom(runSeed: number, index: number): fc.Random {
  return new fc.Random(xoroshiro128plus(operationSeed(runSeed, `stateful sequence ${index}`)));
}

/**
 * Shrinks a failing sequence (unless told not to) and records its new distinct failures with
 * every step; returns how many of them count against `max-failures` (not reported by an earlier phase).
 */
async function reportFailure(
  env: EngineEnvironment,
  runner: StepRunner,
  collectors: ReadonlyMap<OperationDefinition, ResultCollector>,
  outcome: FailedSequence,
  /** The model to shrink with; undefined: report the sequence as found. */
  model: StateMachineModel | undefined,
  reportedBefore: StatefulLimits["reportedBefore"] = () => false,
): Promise<number> {
  const failing = outcome.steps.at(-1)!;
  const operation = failing.planned.operation;
  const collector = collectors.get(operation);
  const fresh = collector === undefined ? [] : collector.freshOf(failing.failures);
  if (collector === undefined || fresh.length === 0) return 0;
  const shrunk =
    model === undefined ? outcome : await shrinkSequence(runner, outcome, fresh[0]!, DEFAULT_SHRINK_BUDGET, env.stopped, (each) => model.arbitraries.get(each), model.applyValues);
  let counted = 0;
  for (const sequence of [shrunk, outcome]) {
    const last = sequence.steps.at(-1)!;
    for (const failure of last.failures) {
      if (!collector.isNew(failure)) continue;
      const report = withSteps(env, failureReport(env, failure, last.data, META, last.caseId, last.request, last.response), sequence.steps);
      if (!collector.addFailure(report)) continue;
      await env.onFailureFound?.(operation.label, report);
      if (!reportedBefore(operation, failure)) counted++;
    }
  }
  return counted;
}

/** A failure report with the whole reproducing sequence, one curl command per step. */
function withSteps(env: EngineEnvironment, report: FailureReport, steps: readonly SentStep[]): FailureReport {
  return { ...report, steps: steps.map((step) => ({ label: step.planned.operation.label, curl: reproduction(env, step.request) })) };
}

/** Says which declared links are broken (they are skipped) and which links were inferred. */
async function announceLinks(env: EngineEnvironment, links: StatefulLinks): Promise<void> {
  if (links.errors.length > 0) {
    await env.emit({
      type: "warning",
      name: "invalid_links",
      message: `${links.errors.length} link${links.errors.length === 1 ? "" : "s"} in the schema cannot be used; the stateful phase skips ${links.errors.length === 1 ? "it" : "them"}`,
      hint: "fix each link as its message says",
      operations: links.errors.map((error) => error.message),
    });
  }
  if (links.inferred && links.links.length > 0) {
    await env.emit({
      type: "warning",
      name: "inferred_links",
      message: "The schema declares no links, so the stateful phase follows links apitest inferred",
      hint: links.inferredHint ?? "declare links under responses.<status>.links (x-links in OpenAPI 2.0) to choose which calls are chained",
      operations: links.links.map((link) => `${link.source.label} (${link.status}) -> ${link.name}`),
    });
  }
}

/** Identifies a sequence by its links and what each step put on the wire. */
function sequenceKey(steps: readonly SentStep[]): string {
  return steps.map((step) => `${step.planned.via?.link.name ?? ""}@${step.planned.via?.source ?? ""}:${requestFingerprint(step.request)}`).join(",");
}

function results(collectors: ReadonlyMap<OperationDefinition, ResultCollector>): Map<OperationDefinition, OperationResult> {
  return new Map([...collectors].map(([operation, collector]) => [operation, collector.result()]));
}
