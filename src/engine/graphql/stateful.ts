/**
 * The stateful phase of a GraphQL run: links inferred from the schema (a mutation's returned id
 * into the root fields that take it), run by the one engine's state machine, each step a
 * document sent and judged like any other GraphQL case, plus the stateful checks.
 */
import type * as fc from "fast-check";
import type { CaseData, CaseMeta } from "../../core/case.js";
import type { OperationDefinition } from "../../core/operation.js";
import { graphqlOperationArbitrary } from "../../generation/graphql/operation-arbitrary.js";
import type { GraphqlOperation } from "../../specs/graphql/graphql-operation.js";
import type { StatefulAdapter } from "../spec-adapter.js";
import { applyGraphqlArguments, graphqlStatefulLinks, withResultIdsSelected } from "../stateful/graphql-steps.js";
import { planStatefulModel, runStatefulSequences } from "../stateful/phase.js";
import type { StepRunner } from "../stateful/sequence.js";
import { exchangeGraphqlCase, judgeGraphqlExchange } from "./case.js";
import type { GraphqlRunEnvironment } from "./environment.js";
import { graphqlData } from "../../stateful/response-values.js";
import { hookedGraphqlPositive } from "../hook-steps.js";

/** Why a GraphQL run has no stateful phase when nothing links. */
export const GRAPHQL_NO_LINKS_REASON = "no selected mutation returns an id that another selected field takes";

/**
 * The GraphQL side of the stateful phase. `fieldOf` maps the engine's operation to its root
 * field (the adapter's own map).
 */
export function graphqlStateful(fieldOf: (operation: OperationDefinition) => GraphqlOperation): StatefulAdapter<GraphqlRunEnvironment> {
  return {
    links: graphqlStatefulLinks,
    plan: (env, links) => {
      const sources = new Set(links.links.map((link) => link.source));
      return planStatefulModel(env, links, (operation) => stepArbitrary(env, operation, fieldOf(operation), sources.has(operation)), applyGraphqlArguments);
    },
    noLinksHint: "a mutation returning an object with an id links to the fields taking that id (book(id:), deleteBook(id:), reviews(bookId:), updateBook(input: {id})); select both, or run the other phases",
    run: (env, plan, runSeed, limits) => runStatefulSequences(env, plan, runSeed, limits, { runner: new GraphqlStepRunner(env, fieldOf), valuesOf: graphqlData, valuesPath: "" }),
  };
}

/**
 * Positive documents of a root field, hooks applied; a link's source selects its result's ids
 * (unaliased, in a Relay payload too), so its response carries what the links read.
 */
function stepArbitrary(env: GraphqlRunEnvironment, definition: OperationDefinition, operation: GraphqlOperation, isSource: boolean): fc.Arbitrary<CaseData> {
  const { graphqlAllowNull, allowX00, codec } = env.settings.generation;
  const options = { allowNull: graphqlAllowNull, scalars: env.scalars, allowX00, ...(codec === undefined ? {} : { codec }) };
  const documents = graphqlOperationArbitrary(env.spec.schema, operation, options);
  return hookedGraphqlPositive(env, operation, isSource ? documents.map((document) => withResultIdsSelected(document, definition)) : documents);
}

const META: CaseMeta = { phase: "stateful", mode: "positive" };

/** Sends a step's document like every other GraphQL case, judged with the stateful checks. */
class GraphqlStepRunner implements StepRunner {
  readonly #env: GraphqlRunEnvironment;
  readonly #fieldOf: (operation: OperationDefinition) => GraphqlOperation;

  constructor(env: GraphqlRunEnvironment, fieldOf: (operation: OperationDefinition) => GraphqlOperation) {
    this.#env = env;
    this.#fieldOf = fieldOf;
  }

  async send(...[operation, data, sequence]: Parameters<StepRunner["send"]>): ReturnType<StepRunner["send"]> {
    const field = this.#fieldOf(operation);
    const from = sequence.linkedFrom === undefined ? undefined : sequence.steps[sequence.linkedFrom];
    const linked = from === undefined ? "" : `, values from step ${sequence.linkedFrom! + 1} (${from.operation.label}, ${from.response.statusCode})`;
    const meta: CaseMeta = { ...META, description: `stateful sequence step ${sequence.steps.length + 1}${linked}` };
    const exchange = await exchangeGraphqlCase(this.#env, field, data, meta);
    const outcome = await judgeGraphqlExchange(this.#env, field, exchange, meta, sequence);
    if (outcome.kind === "skipped") return { kind: "skipped", reason: "interrupted" };
    if (outcome.kind === "error") return { kind: "error", request: outcome.request, error: outcome.error };
    return { kind: "sent", caseId: outcome.caseId, request: outcome.request, response: outcome.response, failures: outcome.failures, data: outcome.data };
  }
}
