import type { GraphQLSchema } from "graphql";
import type { CaseData, CaseMeta } from "../../core/case.js";
import type { CheckContext, CheckDefinition, CheckSettings, SequenceContext } from "../../core/check.js";
import type { Failure } from "../../core/failure.js";
import type { OperationDefinition } from "../../core/operation.js";
import type { Response } from "../../core/response.js";
import type { SchemaValidator } from "../../core/validator.js";
import { runChecks } from "../run-checks.js";
import { judgeGraphqlResponse } from "./judge.js";

/** What one GraphQL response is judged with (a run's environment, or a library schema's defaults). */
export interface GraphqlJudgeTarget {
  readonly schema: GraphQLSchema;
  /** The operation as custom checks see it (`ctx.operation`). */
  readonly definition: OperationDefinition;
  /** GraphQL checks to run (from `graphqlCheckNames`). */
  readonly checks: readonly string[];
  /** Custom checks (`check()`) run after the GraphQL ones. */
  readonly customChecks: readonly CheckDefinition[];
  /** Settings per check name (`checks.<name>` in apitest.toml). */
  readonly checkSettings: Readonly<Record<string, CheckSettings>>;
  /** The JSON Schema validator custom checks get in `ctx.validator` (GraphQL has no document to resolve `$ref`s in). */
  readonly validator: () => SchemaValidator;
  readonly maxResponseTime?: number;
}

/** The query a body carries, when it still is a GraphQL request body. */
export function queryOf(body: unknown): string | undefined {
  const query = typeof body === "object" && body !== null ? (body as { query?: unknown }).query : undefined;
  return typeof query === "string" ? query : undefined;
}

/**
 * The GraphQL checks, then the custom checks (`check()`), on one response to a case
 * (`sequence`: the calls of its stateful sequence before it, for the custom checks' context).
 */
export async function judgeGraphqlCase(target: GraphqlJudgeTarget, data: CaseData, response: Response, meta: CaseMeta, sequence?: SequenceContext): Promise<readonly Failure[]> {
  const { maxResponseTime } = target;
  const failures = judgeGraphqlResponse({ schema: target.schema, query: queryOf(data.body), response, mode: meta.mode, checks: target.checks, ...(maxResponseTime === undefined ? {} : { maxResponseTime }) });
  if (target.customChecks.length === 0) return failures;
  const contextFor = (name: string): CheckContext => ({
    operation: target.definition,
    validator: target.validator(),
    config: target.checkSettings[name] ?? { enabled: true },
    meta,
    ...(maxResponseTime === undefined ? {} : { maxResponseTime }),
    ...(sequence === undefined ? {} : { sequence }),
  });
  return [...failures, ...(await runChecks(target.customChecks, contextFor, response, data))];
}
