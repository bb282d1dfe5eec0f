import { ApitestError, describeError } from "../core/errors.js";
import type { CaseMeta } from "../core/case.js";
import type { DataMode } from "../core/phase.js";
import { graphqlCoverageDocuments, graphqlExampleDocuments, type PlannedGraphqlDocument } from "../generation/graphql/planned-documents.js";
import type { GraphqlOperation } from "../specs/graphql/graphql-operation.js";
import { executeGraphqlCase, graphqlReproduction, type GraphqlCaseOutcome } from "./graphql-case.js";
import type { GraphqlRunEnvironment } from "./graphql-environment.js";
import { ResultCollector, type OperationResult } from "./operation-result.js";

/** How a planned document is described in reports. */
function metaOf(phase: "examples" | "coverage", document: PlannedGraphqlDocument): CaseMeta {
  const negative = document.negative;
  return {
    phase,
    mode: document.mode,
    description: document.description,
    ...(negative === undefined
      ? {}
      : { violation: { kind: negative.kind === "missing-required" ? "missing-required" : "schema", location: "body", name: negative.argument } }),
  };
}

/**
 * The examples or coverage phase for one GraphQL root field: its planned documents (the
 * same on every run), up to `workers` in flight, outcomes handled in plan order. Like the
 * OpenAPI planned phases, every document is sent; planned documents are already minimal, so
 * failures are reported as sent, without shrinking.
 */
export async function runPlannedGraphqlOperation(
  env: GraphqlRunEnvironment,
  operation: GraphqlOperation,
  phase: "examples" | "coverage",
  modes: readonly DataMode[],
): Promise<OperationResult> {
  const collector = new ResultCollector();
  const options = { allowNull: env.settings.generation.graphqlAllowNull, scalars: env.scalars };
  let documents: PlannedGraphqlDocument[];
  try {
    documents =
      phase === "examples"
        ? modes.includes("positive")
          ? graphqlExampleDocuments(env.spec.schema, operation, options)
          : []
        : graphqlCoverageDocuments(env.spec.schema, operation, options, modes);
  } catch (error) {
    if (!(error instanceof ApitestError)) throw error;
    collector.addError({ title: "Cannot generate test data", message: describeError(error) });
    return collector.result();
  }
  if (documents.length === 0) {
    const why = phase === "coverage" ? "nothing to cover" : modes.includes("positive") ? "no argument has a default value" : "examples are positive only";
    collector.skip(why);
    return collector.result();
  }
  const window = Math.max(1, env.settings.workers);
  const queue: { meta: CaseMeta; outcome: Promise<GraphqlCaseOutcome> }[] = [];
  let next = 0;
  const fill = (): void => {
    while (queue.length < window && next < documents.length && !env.stopped()) {
      const document = documents[next++]!;
      const meta = metaOf(phase, document);
      queue.push({ meta, outcome: executeGraphqlCase(env, operation.label, { query: document.query, variables: document.variables }, meta) });
    }
  };
  fill();
  while (queue.length > 0) {
    const { meta, outcome: pending } = queue.shift()!;
    const outcome = await pending;
    if (outcome.kind === "skipped") break;
    if (outcome.kind === "error") {
      collector.addError({ title: "Network error", message: describeError(outcome.error), curl: graphqlReproduction(env, outcome.request) });
      break;
    }
    collector.countStatus(outcome.response.statusCode, meta.mode);
    for (const failure of outcome.failures) {
      if (!collector.isNew(failure)) continue;
      const { caseId, data, request, response } = outcome;
      collector.addFailure({ failure, caseData: data, meta, caseId, request, response, curl: graphqlReproduction(env, request) });
    }
    fill();
  }
  await Promise.allSettled(queue.splice(0).map((item) => item.outcome));
  return collector.result();
}
