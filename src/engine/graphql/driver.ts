import type * as fc from "fast-check";
import type { CaseMeta, TargetedCase } from "../../core/case.js";
import type { DataMode } from "../../core/phase.js";
import { graphqlNegativeArbitrary } from "../../generation/graphql/negative-arbitrary.js";
import { graphqlOperationArbitrary } from "../../generation/graphql/operation-arbitrary.js";
import { plannedGraphqlDocuments, type PlannedGraphqlDocument } from "../../generation/graphql/planned-documents.js";
import { graphqlKnownArguments } from "../../generation/graphql/known-arguments.js";
import type { GraphqlGenerationOptions } from "../../generation/graphql/generation-context.js";
import { graphqlBody, graphqlCaseData, graphqlNegativeCase, plannedGraphqlMeta } from "../../generation/graphql/case-data.js";
import type { GraphqlOperation } from "../../specs/graphql/graphql-operation.js";
import { graphqlData } from "../../stateful/response-values.js";
import { newCaseId } from "../case-id.js";
import { knownSources } from "../known-values.js";
import type { CaseDriver, PlannedCases } from "../case-driver.js";
import { guidedSource, type CaseMutator } from "../feedback-source.js";
import { operationSeed } from "../seed.js";
import { plainSource } from "../targeted.js";
import { TRUSTING_JUDGE } from "../wire-judge.js";
import { modesOf } from "../operation-phase.js";
import { exchangeGraphqlCase, judgeGraphqlExchange } from "./case.js";
import { graphqlRequest } from "../../serialization/graphql/graphql-request.js";
import type { GraphqlRunEnvironment } from "./environment.js";
import { hookedGraphqlGenerated, hookedGraphqlPlanned, hookedGraphqlPositive } from "../hook-steps.js";
import { mutateGraphqlBody } from "../../generation/graphql/mutate-body.js";
import { graphqlOutcomeKey } from "./outcome.js";

const POSITIVE: CaseMeta = { phase: "fuzzing", mode: "positive" };

/**
 * GraphQL's part of the engine's case loops for one root field (`env`: scoped to its settings):
 * documents generated from the schema (arguments from the run's dictionary and code values in
 * positive ones), mutated by GraphQL's own mutations for coverage guidance, sent as
 * `{query, variables}` to the endpoint and judged by the GraphQL checks. The generator is
 * trusted on the wire: a negative document is invalid by construction.
 */
export function graphqlDriver(env: GraphqlRunEnvironment, operation: GraphqlOperation): CaseDriver {
  const prepare = (data: TargetedCase["data"]) => {
    const caseId = newCaseId();
    return { caseId, request: graphqlRequest(env, data, caseId), data };
  };
  return {
    judge: TRUSTING_JUDGE,
    harvest: { path: "", pick: graphqlData },
    arbitrary: async (mode) => arbitraryFor(env, operation, mode),
    source(arbitrary, random, bias, mode) {
      const plain = plainSource(arbitrary, random, bias);
      const memory = env.feedback;
      if (memory === undefined) return plain;
      return guidedSource(plain, random, memory.of(operation.label), mode === "positive" ? memory.mutatedInThree : 0, mutatorOf(env, operation, prepare));
    },
    plan: async (phase, runSeed) => plannedDocuments(env, operation, phase, runSeed),
    prepare,
    exchange: (prepared, meta) => exchangeGraphqlCase(env, operation, prepared.data, meta, prepared),
    check: (exchange, meta, sequence) => judgeGraphqlExchange(env, operation, exchange, meta, sequence),
  };
}

/** GraphQL's coverage-guidance mutations: a kept document's arguments changed (`mutate.ts`), the filter/map hooks applied again. */
function mutatorOf(env: GraphqlRunEnvironment, operation: GraphqlOperation, prepare: CaseMutator["validated"]): CaseMutator {
  return {
    mutate(data, random) {
      const body = mutateGraphqlBody(env.spec.schema, data.body, random);
      return body === undefined ? undefined : { data: { ...data, body } };
    },
    ...(env.hooks === undefined ? {} : { hooked: (data, meta, seed) => hookedGraphqlPlanned(env, operation, [{ data, meta }], seed)[0]?.data }),
    validated: prepare,
    outcomeKey: graphqlOutcomeKey,
  };
}

/** The generation options of a run's GraphQL documents. */
export function generationOptions(env: GraphqlRunEnvironment): GraphqlGenerationOptions {
  const { graphqlAllowNull, allowX00, codec } = env.settings.generation;
  return { allowNull: graphqlAllowNull, scalars: env.scalars, allowX00, ...(codec === undefined ? {} : { codec }) };
}

function arbitraryFor(env: GraphqlRunEnvironment, operation: GraphqlOperation, mode: DataMode): fc.Arbitrary<TargetedCase> {
  const options = generationOptions(env);
  if (mode === "positive") {
    // Arguments also take values from earlier responses and, in grey-box runs, the API's code (../known-values.ts).
    const sources = knownSources(env, operation.label);
    const documents = graphqlOperationArbitrary(env.spec.schema, operation, sources === undefined ? options : { ...options, known: graphqlKnownArguments(sources, operation.field.name) });
    return hookedGraphqlPositive(env, operation, documents).map((data) => ({ data, meta: POSITIVE }));
  }
  const endpoint = env.settings.baseUrl;
  const negative = graphqlNegativeArbitrary(env.spec.schema, operation, options).map((document): TargetedCase => graphqlNegativeCase(endpoint, document));
  return hookedGraphqlGenerated(env, operation, negative);
}

/** The examples or coverage documents of one root field (the same on every run; hooks not applied). */
export function graphqlDocuments(env: GraphqlRunEnvironment, operation: GraphqlOperation, phase: "examples" | "coverage"): readonly PlannedGraphqlDocument[] {
  return plannedGraphqlDocuments(env.spec.schema, operation, generationOptions(env), phase, modesOf(env.settings.generation.mode));
}

/**
 * The examples or coverage cases of one root field, with the filter/map/flatMap hooks applied;
 * planned documents are already minimal, so their failures are reported as sent.
 */
function plannedDocuments(env: GraphqlRunEnvironment, operation: GraphqlOperation, phase: "examples" | "coverage", runSeed: number): PlannedCases {
  const documents = graphqlDocuments(env, operation, phase);
  const planned = documents.map((document) => ({ data: graphqlCaseData(env.settings.baseUrl, graphqlBody(document)), meta: plannedGraphqlMeta(phase, document) }));
  const cases = hookedGraphqlPlanned(env, operation, planned, operationSeed(runSeed, `${phase} ${operation.label}`));
  if (cases.length > 0) return { cases };
  return { skipped: documents.length > 0 ? "the filter hooks rejected every planned document" : plannedSkipReason(phase, modesOf(env.settings.generation.mode)) };
}

/** Why a root field's examples or coverage phase has no document of its own (`--dry-run` says it too). */
export function plannedSkipReason(phase: "examples" | "coverage", modes: readonly DataMode[]): string {
  return phase === "coverage" ? "nothing to cover" : modes.includes("positive") ? "no argument has a default value" : "examples are positive only";
}
