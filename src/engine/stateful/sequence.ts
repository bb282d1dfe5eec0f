/**
 * Call sequences over links (OpenAPI's, declared or inferred; GraphQL's, inferred): the state
 * machine of the stateful phase. Each step
 * picks an operation whose inputs are available (a start operation, or the target of a link
 * whose source already answered with the link's status), fills the linked values from the
 * stored response over generated data, sends it, and stores the response. A sequence is kept
 * as a plan (operations, generated data, which earlier step feeds which), so it can be replayed
 * against the live API with fresh ids and shrunk by dropping steps.
 */
import type * as fc from "fast-check";
import type { CaseData } from "../../core/case.js";
import type { SequenceContext, SequenceStep } from "../../core/check.js";
import { describeError } from "../../core/errors.js";
import type { OperationDefinition } from "../../core/operation.js";
import type { PreparedRequest } from "../../core/request.js";
import { applyLink, withBodyFields, type LinkedValues } from "../../stateful/apply-link.js";
import type { Link } from "../../stateful/link.js";
import { linksFor } from "../../stateful/select-links.js";
import type { CaseOutcome } from "../execute-case.js";

/** One step of a sequence, as generated: replaying it re-reads the linked values from the new responses. */
export interface PlannedStep {
  readonly operation: OperationDefinition;
  /** Generated values, before the linked ones are applied. */
  readonly data: CaseData;
  /** The link this step follows and the index of the earlier step whose response feeds it. */
  readonly via?: { readonly link: Link; readonly source: number };
  /** The generated value with its shrink context, so shrinking can make `data` smaller. */
  readonly generated?: fc.Value<CaseData>;
}

/** What sending one step gave: a response and the failures the checks found, an error, or nothing sent. */
export type StepOutcome =
  | (Extract<CaseOutcome, { kind: "sent" }> & { readonly data: CaseData })
  | { readonly kind: "skipped"; readonly reason: string }
  | { readonly kind: "error"; readonly request?: PreparedRequest; readonly error: unknown };

/** A step that was sent. */
export type SentStep = Extract<StepOutcome, { kind: "sent" }> & { readonly planned: PlannedStep };

/** How a sequence ended. `continuedPast`: indices of failing steps the sequence went on past (continue-on-failure). */
export type SequenceOutcome =
  | { readonly kind: "passed"; readonly steps: readonly SentStep[]; readonly continuedPast?: readonly number[] }
  /** The last step has failures. */
  | { readonly kind: "failed"; readonly steps: readonly SentStep[]; readonly continuedPast?: readonly number[] }
  /** A call that got no response (`operation`); `steps` are the calls before it. */
  | { readonly kind: "error"; readonly steps: readonly SentStep[]; readonly operation: OperationDefinition; readonly request?: PreparedRequest; readonly error: unknown; readonly continuedPast?: readonly number[] }
  /** A replayed plan whose link no longer applies (or whose step cannot be sent): it proves nothing. */
  | { readonly kind: "invalid"; readonly steps: readonly SentStep[]; readonly continuedPast?: undefined };

/** How steps are sent: the CLI's engine and the library's state machine each bring their own. */
export interface StepRunner {
  /** Sends one case (linked values applied) and runs the checks, with the calls made before it. */
  send(operation: OperationDefinition, data: CaseData, sequence: SequenceContext): Promise<StepOutcome>;
  /** Called before the first step and after the last step of every sequence (also replays). */
  setup?(): Promise<void> | void;
  teardown?(): Promise<void> | void;
}

/** The transitions a spec offers: links between the selected operations, and where sequences start. */
export interface StateMachineModel {
  readonly links: readonly Link[];
  /** Operations callable without linked data: the links' sources. */
  readonly starts: readonly OperationDefinition[];
  /** Generated data per operation (operations whose data cannot be generated are left out). */
  readonly arbitraries: ReadonlyMap<OperationDefinition, fc.Arbitrary<CaseData>>;
  /** Links left out because the data of their source or target cannot be generated, with why. */
  readonly dropped: readonly { readonly link: Link; readonly reason: string }[];
  /**
   * Puts a link's values into a target's generated data (undefined: they do not fit it, the
   * link does not apply); parameters, body and body fields set over the data when absent.
   */
  readonly applyValues?: ApplyValues;
}

/** How a schema language puts a link's values into a generated case (GraphQL: into the document's arguments). */
export type ApplyValues = (operation: OperationDefinition, data: CaseData, values: LinkedValues) => CaseData | undefined;

/** Out of 10, how often a step follows a link when one is available (rather than starting afresh). */
const LINK_PREFERENCE = 8;

/** Attempts per step before a sequence ends early (links that read nothing, unserializable cases). */
const MAX_TRIES_PER_STEP = 5;

/**
 * Builds the model: the links whose source and target both have data, and the start operations.
 * `arbitraryOf` may throw for an operation whose schema cannot be generated; it is left out.
 */
export function buildModel(links: readonly Link[], arbitraryOf: (operation: OperationDefinition) => fc.Arbitrary<CaseData>, applyValues?: ApplyValues): StateMachineModel {
  const arbitraries = new Map<OperationDefinition, fc.Arbitrary<CaseData>>();
  const failures = new Map<OperationDefinition, string>();
  const problem = (operation: OperationDefinition): string | undefined => {
    if (arbitraries.has(operation)) return undefined;
    if (!failures.has(operation)) {
      try {
        arbitraries.set(operation, arbitraryOf(operation));
        return undefined;
      } catch (error) {
        failures.set(operation, describeError(error));
      }
    }
    return failures.get(operation);
  };
  const kept: Link[] = [];
  const dropped: { link: Link; reason: string }[] = [];
  for (const link of links) {
    const reason = problem(link.source) ?? problem(link.target);
    if (reason === undefined) kept.push(link);
    else dropped.push({ link, reason });
  }
  // Operations only dropped links touch take no part.
  const used = new Set(kept.flatMap((link) => [link.source, link.target]));
  for (const operation of [...arbitraries.keys()]) if (!used.has(operation)) arbitraries.delete(operation);
  const starts = [...new Set(kept.map((link) => link.source))];
  return { links: kept, starts, arbitraries, dropped, ...(applyValues === undefined ? {} : { applyValues }) };
}

/**
 * Generates and runs one sequence of at most `maxSteps` calls, stopping at the first step
 * whose checks fail, or, with `continueOnFailure`, going on past it (a failing step whose
 * response carries a link's values still feeds the steps after it; the failing steps are
 * listed in `continuedPast`, the last one makes the outcome `failed`). Deterministic for a
 * given random state and the same responses.
 */
export async function runNewSequence(
  model: StateMachineModel,
  runner: StepRunner,
  random: fc.Random,
  maxSteps: number,
  /** Ends the sequence before its next step (Ctrl-C); the steps so far count as passed. */
  shouldStop: () => boolean = () => false,
  continueOnFailure = false,
): Promise<SequenceOutcome> {
  const steps: SentStep[] = [];
  const failing: number[] = [];
  // The failing steps before the last one: the sequence went on past them.
  const past = (): { continuedPast?: readonly number[] } => {
    const before = failing.filter((index) => index !== steps.length - 1);
    return before.length === 0 ? {} : { continuedPast: before };
  };
  await runner.setup?.();
  try {
    // A link whose expression reads nothing from its response, or an unserializable case, is not a step.
    for (let tries = 0; steps.length < maxSteps && tries < maxSteps * MAX_TRIES_PER_STEP && !shouldStop(); tries++) {
      const planned = nextStep(model, random, steps);
      if (planned === undefined) break;
      const outcome = await sendPlanned(runner, planned, steps, model.applyValues);
      if (outcome === undefined) continue;
      if (outcome.kind === "error") {
        return { kind: "error", steps, operation: planned.operation, ...(outcome.request === undefined ? {} : { request: outcome.request }), error: outcome.error, ...(failing.length === 0 ? {} : { continuedPast: failing }) };
      }
      if (outcome.kind === "skipped") continue;
      steps.push({ ...outcome, planned });
      if (outcome.failures.length > 0) {
        if (!continueOnFailure) return { kind: "failed", steps };
        failing.push(steps.length - 1);
      }
    }
    return { kind: failing.includes(steps.length - 1) ? "failed" : "passed", steps, ...past() };
  } finally {
    await runner.teardown?.();
  }
}

/** Replays a plan against the API; stops at the first failing step. */
export async function replaySequence(runner: StepRunner, plan: readonly PlannedStep[], applyValues?: ApplyValues): Promise<SequenceOutcome> {
  const steps: SentStep[] = [];
  await runner.setup?.();
  try {
    for (const planned of plan) {
      const outcome = await sendPlanned(runner, planned, steps, applyValues);
      if (outcome === undefined || outcome.kind === "skipped") return { kind: "invalid", steps };
      if (outcome.kind === "error") return { kind: "error", steps, operation: planned.operation, ...(outcome.request === undefined ? {} : { request: outcome.request }), error: outcome.error };
      steps.push({ ...outcome, planned });
      if (outcome.failures.length > 0) return { kind: "failed", steps };
    }
    return { kind: "passed", steps };
  } finally {
    await runner.teardown?.();
  }
}

/** Picks the next transition: mostly a link from a stored response, otherwise a start operation. */
function nextStep(model: StateMachineModel, random: fc.Random, steps: readonly SentStep[]): PlannedStep | undefined {
  const available = new Map<Link, number[]>();
  steps.forEach((step, index) => {
    for (const link of linksFor(model.links, step.planned.operation, step.response.statusCode)) {
      if (!model.links.includes(link)) continue;
      available.set(link, [...(available.get(link) ?? []), index]);
    }
  });
  const linked = [...available.entries()];
  const follow = linked.length > 0 && (model.starts.length === 0 || random.nextInt(0, 9) < LINK_PREFERENCE);
  if (follow) {
    const [link, sources] = linked[random.nextInt(0, linked.length - 1)]!;
    const source = sources[random.nextInt(0, sources.length - 1)]!;
    return { ...generate(model, link.target, random), via: { link, source } };
  }
  if (model.starts.length === 0) return undefined;
  const operation = model.starts[random.nextInt(0, model.starts.length - 1)]!;
  return generate(model, operation, random);
}

function generate(model: StateMachineModel, operation: OperationDefinition, random: fc.Random): PlannedStep {
  const generated = model.arbitraries.get(operation)!.generate(random, undefined);
  return { operation, data: generated.value, generated };
}

/** Applies the step's link to the stored response it follows and sends it; undefined when the link no longer applies. */
async function sendPlanned(runner: StepRunner, planned: PlannedStep, previous: readonly SentStep[], applyValues?: ApplyValues): Promise<StepOutcome | undefined> {
  let data = planned.data;
  const history: SequenceStep[] = previous.map((step) => ({ operation: step.planned.operation, request: step.request, response: step.response }));
  if (planned.via !== undefined) {
    const { link, source } = planned.via;
    const from = previous[source];
    if (from === undefined || !linksFor([link], from.planned.operation, from.response.statusCode).includes(link)) return undefined;
    const values = applyLink(link, { request: from.request, response: from.response, pathParameters: from.data.pathParameters, query: from.data.query });
    if (values === undefined) return undefined;
    const applied = applyValues === undefined ? withBodyFields(withLinkedValues(data, values), values.bodyFields) : applyValues(planned.operation, data, values);
    if (applied === undefined) return undefined;
    data = applied;
    return runner.send(planned.operation, data, { steps: history, linkedFrom: source });
  }
  return runner.send(planned.operation, data, { steps: history });
}

/** Generated data with a link's values over it (parameters merged by name, the body replaced). */
export function withLinkedValues(data: CaseData, values: Partial<CaseData>): CaseData {
  return {
    ...data,
    pathParameters: { ...data.pathParameters, ...values.pathParameters },
    query: { ...data.query, ...values.query },
    headers: { ...data.headers, ...values.headers },
    cookies: { ...data.cookies, ...values.cookies },
    ...("body" in values ? { body: values.body, mediaType: values.mediaType ?? data.mediaType } : {}),
  };
}

/** The plan of a run sequence (what replaying and shrinking work on). */
export function planOf(steps: readonly SentStep[]): PlannedStep[] {
  return steps.map((step) => step.planned);
}
