import type * as fc from "fast-check";
import type { CaseData } from "../core/case.js";
import type { OperationDefinition } from "../core/operation.js";
import type { GraphqlDocument } from "../generation/graphql/assemble-document.js";
import { graphqlBody, graphqlCaseData } from "../generation/graphql/case-data.js";
import { caseStages, hookArbitrary, IDENTITY, shaper } from "./case-stages.js";
import type { HookContext } from "./hook-names.js";
import type { HookSet } from "./registry.js";

/**
 * Positive GraphQL cases with the generation hooks applied, as for an OpenAPI operation:
 * `beforeGenerateBody` shapes the arbitrary of `{query, variables}` bodies,
 * `beforeGenerateCase` the arbitrary of whole cases, then the filter/map/flatMap hooks run
 * (body hooks see `{query, variables}`; the other parts start empty and may be filled).
 * `definition` is what the hooks see as `ctx.operation` (a GraphQL root field's
 * `GraphqlOperationDefinition`), `endpoint` where documents go; `set`: the run's hooks, or the
 * library's (global hooks and the schema's own).
 */
export function hookGraphqlDocuments(set: HookSet, definition: OperationDefinition, endpoint: string, documents: fc.Arbitrary<GraphqlDocument>): fc.Arbitrary<CaseData> {
  const ctx: HookContext = { operation: definition };
  const shapeBody = shaper<unknown>(set, "beforeGenerateBody", ctx);
  const shapeCase = shaper<CaseData>(set, "beforeGenerateCase", ctx);
  const bodies: fc.Arbitrary<unknown> = documents.map(graphqlBody);
  let cases = (shapeBody === undefined ? bodies : shapeBody(bodies)).map((body) => graphqlCaseData(endpoint, body));
  if (shapeCase !== undefined) cases = shapeCase(cases);
  const stages = caseStages(set);
  return stages.length === 0 ? cases : hookArbitrary(cases, stages, ctx, IDENTITY);
}
