/**
 * The stateful phase of a GraphQL run: links inferred from the schema (a mutation's returned id
 * into the root fields that take it), run by the one engine's state machine, each step a
 * document sent and judged like any other GraphQL case, plus the stateful checks.
 */
import type * as fc from "fast-check";
import type { CaseData } from "../../core/case.js";
import type { OperationDefinition } from "../../core/operation.js";
import { graphqlOperationArbitrary } from "../../generation/graphql/operation-arbitrary.js";
import type { GraphqlOperation } from "../../specs/graphql/graphql-operation.js";
import type { StatefulAdapter } from "../spec-adapter.js";
import { applyGraphqlArguments, graphqlStatefulLinks, withResultIdsSelected } from "../stateful/graphql-steps.js";
import { planStatefulModel, runStatefulSequences } from "../stateful/phase.js";
import { DriverStepRunner } from "../stateful/driver-step-runner.js";
import { generationOptions, graphqlDriver } from "./driver.js";
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
    run: (env, plan, runSeed, limits) => runStatefulSequences(env, plan, runSeed, limits, { runner: new DriverStepRunner((operation) => graphqlDriver(env, fieldOf(operation))), valuesOf: graphqlData, valuesPath: "" }),
  };
}

/**
 * Positive documents of a root field, hooks applied; a link's source selects its result's ids
 * (unaliased, in a Relay payload too), so its response carries what the links read.
 */
function stepArbitrary(env: GraphqlRunEnvironment, definition: OperationDefinition, operation: GraphqlOperation, isSource: boolean): fc.Arbitrary<CaseData> {
  const documents = graphqlOperationArbitrary(env.spec.schema, operation, generationOptions(env));
  return hookedGraphqlPositive(env, operation, isSource ? documents.map((document) => withResultIdsSelected(document, definition)) : documents);
}
