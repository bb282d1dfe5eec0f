import type * as fc from "fast-check";
import type { CaseData } from "../../core/case.js";
import type { GraphqlDocument } from "../../generation/graphql/assemble-document.js";
import { caseStages, hookArbitrary, hookGenerated, hookPlanned, IDENTITY, shaper } from "../../hooks/case-stages.js";
import type { HookContext } from "../../hooks/hook-names.js";
import type { HookSet } from "../../hooks/registry.js";
import type { GraphqlOperation } from "../../specs/graphql/graphql-operation.js";
import { graphqlBody, graphqlCaseData } from "../../generation/graphql/case-data.js";
import { graphqlOperationOf } from "../../specs/graphql/operation-definition.js";
import type { GraphqlOperationDefinition } from "../../specs/graphql/operation-definition.js";
import type { GraphqlRunEnvironment } from "./environment.js";

/**
 * Positive GraphQL cases with the generation hooks applied, as for an OpenAPI operation:
 * `beforeGenerateBody` shapes the arbitrary of `{query, variables}` bodies,
 * `beforeGenerateCase` the arbitrary of whole cases, then the filter/map/flatMap hooks run
 * (body hooks see `{query, variables}`; the other parts start empty and may be filled).
 */
export function hookedGraphqlPositive(env: GraphqlRunEnvironment, operation: GraphqlOperation, documents: fc.Arbitrary<GraphqlDocument>): fc.Arbitrary<CaseData> {
  return hookGraphqlDocuments(env.hooks?.set ?? [], graphqlOperationOf(env, operation), env.settings.baseUrl, documents);
}

/**
 * {@link hookedGraphqlPositive} for any hook set (the library's: global hooks and the schema's
 * own): `definition` is what the hooks see as `ctx.operation`, `endpoint` where documents go.
 */
export function hookGraphqlDocuments(set: HookSet, definition: GraphqlOperationDefinition, endpoint: string, documents: fc.Arbitrary<GraphqlDocument>): fc.Arbitrary<CaseData> {
  const ctx: HookContext = { operation: definition };
  const shapeBody = shaper<unknown>(set, "beforeGenerateBody", ctx);
  const shapeCase = shaper<CaseData>(set, "beforeGenerateCase", ctx);
  const bodies: fc.Arbitrary<unknown> = documents.map(graphqlBody);
  let cases = (shapeBody === undefined ? bodies : shapeBody(bodies)).map((body) => graphqlCaseData(endpoint, body));
  if (shapeCase !== undefined) cases = shapeCase(cases);
  const stages = caseStages(set);
  return stages.length === 0 ? cases : hookArbitrary(cases, stages, ctx, IDENTITY);
}

/** Generated negative cases (with their metadata) with the filter/map/flatMap hooks applied. */
export function hookedGraphqlGenerated<T extends { readonly data: CaseData }>(env: GraphqlRunEnvironment, operation: GraphqlOperation, arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T> {
  return hookGenerated(env.hooks?.set ?? [], graphqlOperationOf(env, operation), arbitrary);
}

/** Planned cases (examples, coverage) the filter hooks keep, with the map/flatMap hooks applied (seeded). */
export function hookedGraphqlPlanned<T extends { readonly data: CaseData }>(env: GraphqlRunEnvironment, operation: GraphqlOperation, planned: readonly T[], seed: number): readonly T[] {
  return hookPlanned(env.hooks?.set ?? [], graphqlOperationOf(env, operation), planned, seed);
}
