import { ApitestError, describeError } from "../../core/errors.js";
import type { CaseData, CaseMeta } from "../../core/case.js";
import type { DataMode } from "../../core/phase.js";
import { graphqlCoverageDocuments, graphqlExampleDocuments, type PlannedGraphqlDocument } from "../../generation/graphql/planned-documents.js";
import { HookError } from "../../hooks/hook-error.js";
import type { GraphqlOperation } from "../../specs/graphql/graphql-operation.js";
import { graphqlBody, graphqlCaseData, plannedGraphqlMeta } from "../../generation/graphql/case-data.js";
import { executeGraphqlCase, graphqlReproduction, type GraphqlCaseOutcome } from "./case.js";
import type { GraphqlRunEnvironment } from "./environment.js";
import { hookedGraphqlPlanned } from "../hook-steps.js";
import { graphqlData } from "./fuzz.js";
import { errorTitle } from "../hook-steps.js";
import { ResultCollector, type OperationResult } from "../operation-result.js";
import { operationSeed } from "../seed.js";

/** A case decided in advance: a planned document, or one stored by an earlier run. */
export interface PlannedGraphqlCase {
  readonly data: CaseData;
  readonly meta: CaseMeta;
}

/**
 * The examples or coverage phase for one GraphQL root field: its planned documents (the
 * same on every run) with the filter/map/flatMap hooks applied, up to `workers` in flight,
 * outcomes handled in plan order. Like the OpenAPI planned phases, every document is sent;
 * planned documents are already minimal, so failures are reported as sent, without shrinking.
 */
export async function runPlannedGraphqlOperation(
  env: GraphqlRunEnvironment,
  operation: GraphqlOperation,
  phase: "examples" | "coverage",
  modes: readonly DataMode[],
  runSeed = 0,
): Promise<OperationResult> {
  const { graphqlAllowNull, allowX00, codec } = env.settings.generation;
  const options = { allowNull: graphqlAllowNull, scalars: env.scalars, allowX00, ...(codec === undefined ? {} : { codec }) };
  let cases: readonly PlannedGraphqlCase[];
  try {
    const documents =
      phase === "examples"
        ? modes.includes("positive")
          ? graphqlExampleDocuments(env.spec.schema, operation, options)
          : []
        : graphqlCoverageDocuments(env.spec.schema, operation, options, modes);
    const planned = documents.map((document) => ({ data: graphqlCaseData(env.settings.baseUrl, graphqlBody(document)), meta: plannedGraphqlMeta(phase, document) }));
    cases = hookedGraphqlPlanned(env, operation, planned, operationSeed(runSeed, `${phase} ${operation.label}`));
    if (cases.length === 0) {
      const collector = new ResultCollector();
      const why =
        documents.length > 0
          ? "the filter hooks rejected every planned document"
          : phase === "coverage"
            ? "nothing to cover"
            : modes.includes("positive")
              ? "no argument has a default value"
              : "examples are positive only";
      collector.skip(why);
      return collector.result();
    }
  } catch (error) {
    if (!(error instanceof ApitestError)) throw error;
    const collector = new ResultCollector();
    collector.addError({ title: error instanceof HookError ? "Hook error" : "Cannot generate test data", message: describeError(error) });
    return collector.result();
  }
  return (await sendPlannedGraphql(env, operation, cases)).result();
}

/**
 * Sends cases decided in advance, up to `workers` in flight, outcomes handled in order; every
 * distinct failure is collected as sent. Stops at the first network (or hook) error.
 */
export async function sendPlannedGraphql(env: GraphqlRunEnvironment, operation: GraphqlOperation, cases: readonly PlannedGraphqlCase[]): Promise<ResultCollector> {
  const collector = new ResultCollector();
  const window = Math.max(1, env.settings.workers);
  const queue: { meta: CaseMeta; outcome: Promise<GraphqlCaseOutcome> }[] = [];
  let next = 0;
  const fill = (): void => {
    while (queue.length < window && next < cases.length && !env.stopped()) {
      const { data, meta } = cases[next++]!;
      queue.push({ meta, outcome: executeGraphqlCase(env, operation, data, meta) });
    }
  };
  fill();
  while (queue.length > 0) {
    const { meta, outcome: pending } = queue.shift()!;
    const outcome = await pending;
    if (outcome.kind === "skipped") break;
    if (outcome.kind === "error") {
      collector.addError({ title: errorTitle(outcome.error), message: describeError(outcome.error), curl: graphqlReproduction(env, outcome.request) });
      break;
    }
    collector.countStatus(outcome.response.statusCode, meta.mode);
    collector.harvest(outcome.response, "", graphqlData);
    for (const failure of outcome.failures) {
      const { caseId, data, request, response } = outcome;
      collector.addFailure({ failure, caseData: data, meta, caseId, request, response, curl: graphqlReproduction(env, request) });
    }
    fill();
  }
  await Promise.allSettled(queue.splice(0).map((item) => item.outcome));
  return collector;
}
