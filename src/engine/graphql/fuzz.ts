import * as fc from "fast-check";
import { outageFinding } from "../api-down.js";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import type { CaseData, CaseMeta } from "../../core/case.js";
import { ApitestError, describeError } from "../../core/errors.js";
import { failureIdentity } from "../../core/failure.js";
import type { DataMode } from "../../core/phase.js";
import { graphqlNegativeArbitrary } from "../../generation/graphql/negative-arbitrary.js";
import { graphqlOperationArbitrary } from "../../generation/graphql/operation-arbitrary.js";
import type { KnownArguments } from "../../generation/graphql/generation-context.js";
import { normalizeName, singular } from "../../stateful/field-names.js";
import type { GraphqlOperation } from "../../specs/graphql/graphql-operation.js";
import { HealthMonitor, requestBytes } from "../../health/health-checks.js";
import { HookError } from "../../hooks/hook-error.js";
import { CaseWindow } from "../case-window.js";
import { FingerprintSet } from "../fingerprint-set.js";
import { textFingerprint } from "../fingerprint.js";
import { exchangeGraphqlCase, executeGraphqlCase, graphqlReproduction, judgeGraphqlExchange, type GraphqlCaseOutcome, type GraphqlExchange } from "./case.js";
import { graphqlRequest } from "../../serialization/graphql/graphql-request.js";
import { graphqlNegativeCase } from "../../generation/graphql/case-data.js";
import { hookedGraphqlGenerated, hookedGraphqlPositive } from "../hook-steps.js";
import { errorTitle, filterRejectionCount } from "../hook-steps.js";
import type { GraphqlRunEnvironment } from "./environment.js";
import { stopsOnKnown } from "../known-failures.js";
import { ResultCollector, type OperationResult } from "../operation-result.js";
import { operationSeed } from "../seed.js";
import { DEFAULT_SHRINK_BUDGET, shrinkValue } from "../shrink.js";
import { FRESH_FIRST, MUTATION_TRIES } from "../feedback-source.js";
import type { OperationFeedback } from "../feedback-memory.js";
import { hookedGraphqlPlanned } from "../hook-steps.js";
import { mutateGraphqlBody } from "../../generation/graphql/mutate-body.js";
import { graphqlOutcomeKey } from "./outcome.js";
import { ModeBudget } from "../mode-budget.js";

/** A generated case (a document's body, hooks applied) with how it came to be. */
interface Generated {
  readonly data: CaseData;
  readonly meta: CaseMeta;
}

type Sent = Extract<GraphqlCaseOutcome, { kind: "sent" }>;

const POSITIVE: CaseMeta = { phase: "fuzzing", mode: "positive" };

/** Consecutive already-sent documents after which the document space is taken as exhausted. */
const EXHAUSTED_AFTER_DUPLICATES = 100;

/** Mirrors fast-check's own runner: early runs are biased towards small and edge values. */
function biasFactor(run: number): number {
  return 2 + Math.floor(Math.log(run + 1) / Math.log(10));
}

function arbitraryFor(env: GraphqlRunEnvironment, operation: GraphqlOperation, mode: DataMode): fc.Arbitrary<Generated> {
  const { graphqlAllowNull, allowX00, codec } = env.settings.generation;
  const options = { allowNull: graphqlAllowNull, scalars: env.scalars, allowX00, ...(codec === undefined ? {} : { codec }) };
  if (mode === "positive") {
    const known = knownArguments(env, operation);
    if (known !== undefined) return hookedGraphqlPositive(env, operation, graphqlOperationArbitrary(env.spec.schema, operation, { ...options, known })).map((data) => ({ data, meta: POSITIVE }));
    return hookedGraphqlPositive(env, operation, graphqlOperationArbitrary(env.spec.schema, operation, options)).map((data) => ({ data, meta: POSITIVE }));
  }
  const endpoint = env.settings.baseUrl;
  const negative = graphqlNegativeArbitrary(env.spec.schema, operation, options).map((document): Generated => graphqlNegativeCase(endpoint, document));
  return hookedGraphqlGenerated(env, operation, negative);
}

/**
 * The values a root field's arguments may take, by name: those of the run's dictionary (seen in
 * earlier responses: an `id` argument of `book` looks for `bookid`, then `id`, see
 * `harvestValues`), then, in a grey-box run, the constants of the API's code for the argument's
 * scalar (`CodeValues`: compared with its name first, then in code its requests reached);
 * undefined when there are none of either.
 */
function knownArguments(env: GraphqlRunEnvironment, operation: GraphqlOperation): KnownArguments | undefined {
  const dictionary = env.knownValues !== undefined && env.knownValues.size > 0 ? env.knownValues : undefined;
  const code = env.codeValues !== undefined && env.codeValues.size > 0 ? env.codeValues : undefined;
  if (dictionary === undefined && code === undefined) return undefined;
  const resource = normalizeName(singular(operation.field.name));
  return (argument, scalar) => {
    const own = normalizeName(argument);
    const seen = dictionary?.lookup(own === "id" && resource !== "" ? [`${resource}id`, own] : [own]) ?? [];
    const type = scalar === "String" || scalar === "ID" ? "string" : scalar === "Int" ? "integer" : scalar === "Float" ? "number" : undefined;
    if (code === undefined || type === undefined) return seen;
    const { values, preferred } = code.candidates({ type, name: argument, operation: operation.label });
    // The preferred constants (compared with this argument, or in code its requests reached) count twice: drawn more often.
    return [...seen, ...values.slice(0, preferred), ...values];
  };
}

/** The `data` of a GraphQL response body: where its reusable values are. */
export function graphqlData(body: unknown): unknown {
  return body !== null && typeof body === "object" ? (body as { data?: unknown }).data : undefined;
}

/**
 * The fuzzing phase for one GraphQL root field: the data modes share `max-examples` (positive first), up to that many
 * distinct documents, up to `workers` in flight; every new distinct failure is shrunk (bounded
 * like the OpenAPI engine) before it is reported.
 */
export async function fuzzGraphqlOperation(env: GraphqlRunEnvironment, operation: GraphqlOperation, runSeed: number, modes: readonly DataMode[]): Promise<OperationResult> {
  // Failures an earlier phase or a replayed stored document showed do not stop this search.
  const collector = new ResultCollector(env.knownFailures?.of(operation.label));
  const health = new HealthMonitor();
  const budget = new ModeBudget(env.settings.generation.maxExamples, modes.length);
  for (const mode of modes) {
    if (env.stopped()) break;
    let arbitrary: fc.Arbitrary<Generated>;
    try {
      arbitrary = arbitraryFor(env, operation, mode);
    } catch (error) {
      if (!(error instanceof ApitestError)) throw error;
      collector.addError({ title: error instanceof HookError ? "Hook error" : "Cannot generate test data", message: describeError(error) });
      break;
    }
    // The modes share the field's max-examples, positive first (../mode-budget.ts).
    const share = budget.next();
    if (share === 0) continue;
    const { stop, cases } = await fuzzMode(env, operation, arbitrary, operationSeed(runSeed, `${mode} ${operation.label}`), collector, health, mode, share);
    budget.spent(cases);
    if (stop) break;
  }
  for (const error of env.health?.record(operation.label, health) ?? []) collector.addError(error);
  return collector.result();
}

/** A document drawn to send. */
interface Drawn {
  readonly value: fc.Value<Generated>;
  /** `value.value`, read once. */
  readonly generated: Generated;
  /** False for mutated documents: they do not come from the arbitrary, so its shrink tree does not apply. */
  readonly shrinkable: boolean;
}

/**
 * One data mode's loop, up to `maxExamples` documents; the documents sent, and whether the operation should stop (network error, or a failure
 * without continue-on-failure). Generation is sequential and seeded; up to `workers`
 * documents of the field are in flight at once and their outcomes are handled in
 * generation order, so a seed gives the same failures whatever the concurrency.
 */
async function fuzzMode(
  env: GraphqlRunEnvironment,
  operation: GraphqlOperation,
  arbitrary: fc.Arbitrary<Generated>,
  seed: number,
  collector: ResultCollector,
  health: HealthMonitor,
  mode: DataMode,
  maxExamples: number,
): Promise<{ readonly stop: boolean; readonly cases: number }> {
  const { noShrink } = env.settings.generation;
  const random = new fc.Random(xoroshiro128plus(seed));
  const sent = new FingerprintSet();
  const feedback = env.feedback?.of(operation.label);
  const mutatedInThree = mode === "positive" ? (env.feedback?.mutatedInThree ?? 0) : 0;
  let cases = 0;
  let attempts = 0;
  let wastedInARow = 0;
  let shrinkable = true;
  const nextValue = (): fc.Value<Generated> | undefined => {
    while (cases < maxExamples && attempts < maxExamples * 10 && !env.stopped()) {
      attempts++;
      const began = performance.now();
      let value: fc.Value<Generated>;
      try {
        // Coverage guidance: after the first draws, some documents are mutations of interesting ones.
        const mutate = feedback !== undefined && mutatedInThree > 0 && attempts > FRESH_FIRST && feedback.pool.length > 0 && random.nextInt(0, 2) < mutatedInThree;
        const child = mutate ? mutated(env, operation, feedback, random) : undefined;
        shrinkable = child === undefined;
        const filteredBefore = filterRejectionCount();
        value = child === undefined ? arbitrary.generate(random, biasFactor(attempts)) : new fc.Value(child, undefined);
        health.filtered(filterRejectionCount() - filteredBefore);
      } catch (error) {
        // A generation hook that throws, or filters that reject everything: the operation reports it.
        if (!(error instanceof HookError)) throw error;
        collector.addError({ title: "Hook error", message: error.message });
        return undefined;
      }
      const { data } = value.value;
      // Only the first cases are sized (see HealthMonitor): later ones are not serialized twice.
      health.generated(performance.now() - began, health.sizing ? requestBytes(graphqlRequest(env, data, "")) : undefined);
      const fingerprint = textFingerprint(JSON.stringify(data));
      if (sent.has(fingerprint)) {
        if (++wastedInARow >= EXHAUSTED_AFTER_DUPLICATES) return undefined;
        continue;
      }
      wastedInARow = 0;
      sent.add(fingerprint);
      cases++;
      return value;
    }
    return undefined;
  };
  const window = new CaseWindow<Drawn, GraphqlExchange>({
    width: Math.max(1, env.settings.workers),
    draw: () => {
      const value = nextValue();
      return value === undefined ? undefined : { value, generated: value.value, shrinkable };
    },
    send: ({ generated }) => exchangeGraphqlCase(env, operation, generated.data, generated.meta),
    drawAhead: true,
    stopped: () => env.stopped(),
  });
  const drain = (): Promise<void> => window.drain((item, exchange) => judgeGraphqlExchange(env, operation, exchange, item.generated.meta));
  window.fill();
  for (let head = window.next(); head !== undefined; head = window.next()) {
    const { value, generated, shrinkable: canShrink } = head.item;
    const answer = await head.exchange;
    // The next document goes out before this response is judged.
    if (answer.kind === "answered" && !env.stopped()) window.fill();
    const outcome = await judgeGraphqlExchange(env, operation, answer, generated.meta);
    if (outcome.kind === "skipped") break;
    if (outcome.kind === "error") {
      // An API that answered and stopped answering is a finding; the search goes on when it is back (../api-down.ts).
      const outage = await env.liveness?.lost(outcome.error, { label: operation.label, caseId: outcome.caseId, request: outcome.request, data: generated.data, meta: generated.meta });
      if (outage?.reports === true) {
        const finding = outageFinding(outage, operation.label, graphqlReproduction(env, outage.culprit.request));
        if ("error" in finding) collector.addError(finding.error);
        else if (collector.addFailure(finding.report)) await env.onFailureFound?.(operation.label, finding.report);
      }
      if (outage === undefined) collector.addError({ title: errorTitle(outcome.error), message: describeError(outcome.error), curl: graphqlReproduction(env, outcome.request) });
      else if (outage.back && !env.stopped()) {
        window.fill();
        continue;
      }
      await drain();
      return { stop: true, cases };
    }
    collector.countStatus(outcome.response.statusCode, generated.meta.mode);
    collector.harvest(outcome.response, "", graphqlData);
    const newOutcome = feedback?.record(graphqlOutcomeKey(outcome.response)) === true;
    if (feedback !== undefined && generated.meta.mode === "positive") {
      if (newOutcome) feedback.keep(generated);
      else feedback.keepIfReachedNew(generated, outcome.response);
    }
    const fresh = collector.freshOf(outcome.failures);
    if (fresh.length > 0) {
      // Shrinking sends one candidate at a time: settle what is in flight first.
      await window.settle();
      const minimal = noShrink || !canShrink ? { outcome, meta: generated.meta } : await shrinkFailure(env, operation, arbitrary, value, outcome);
      for (const failure of minimal.outcome.failures) {
        if (!collector.isNew(failure)) continue;
        const { caseId, data, request, response } = minimal.outcome;
        const report = { failure, caseData: data, meta: minimal.meta, caseId, request, response, curl: graphqlReproduction(env, request) };
        if (collector.addFailure(report)) await env.onFailureFound?.(operation.label, report);
      }
      if (env.settings.failFast === true) {
        await drain();
        return { stop: true, cases };
      }
    } else if (outcome.failures.length > 0 && stopsOnKnown(env.settings)) {
      await drain();
      return { stop: true, cases };
    }
    window.fill();
  }
  await drain();
  return { stop: false, cases };
}

/**
 * A mutation of one of the field's interesting documents (see `mutate.ts`), passed through
 * the generation hooks again (filters drop it, maps apply); undefined when no try gave one.
 */
function mutated(env: GraphqlRunEnvironment, operation: GraphqlOperation, feedback: OperationFeedback, random: fc.Random): Generated | undefined {
  const parent = feedback.pool[random.nextInt(0, feedback.pool.length - 1)] as Generated;
  for (let tries = 0; tries < MUTATION_TRIES; tries++) {
    const body = mutateGraphqlBody(env.spec.schema, parent.data.body, random);
    if (body === undefined) continue;
    const data = { ...parent.data, body };
    const hooked = env.hooks === undefined ? data : hookedGraphqlPlanned(env, operation, [{ data, meta: parent.meta }], random.nextInt())[0]?.data;
    if (hooked !== undefined) return { data: hooked, meta: parent.meta };
  }
  return undefined;
}

async function shrinkFailure(
  env: GraphqlRunEnvironment,
  operation: GraphqlOperation,
  arbitrary: fc.Arbitrary<Generated>,
  failing: fc.Value<Generated>,
  outcome: Sent,
): Promise<{ outcome: Sent; meta: CaseMeta }> {
  const target = failureIdentity(outcome.failures[0]!);
  let best = { outcome, meta: failing.value.meta };
  await shrinkValue(
    arbitrary,
    failing,
    async (candidate) => {
      const result = await executeGraphqlCase(env, operation, candidate.data, candidate.meta);
      if (result.kind === "sent" && result.failures.some((failure) => failureIdentity(failure) === target)) {
        best = { outcome: result, meta: candidate.meta };
        return "still-fails";
      }
      return "passes";
    },
    DEFAULT_SHRINK_BUDGET,
    env.stopped,
  );
  return best;
}
