import type { CaseData, CaseMeta } from "../../core/case.js";
import type { SequenceContext } from "../../core/check.js";
import type { Failure } from "../../core/failure.js";
import type { PreparedRequest } from "../../core/request.js";
import type { Response } from "../../core/response.js";
import { standaloneValidator } from "../../specs/openapi/validator.js";
import type { GraphqlOperation } from "../../specs/graphql/graphql-operation.js";
import { newCaseId } from "../case-id.js";
import { graphqlOperationOf } from "../../specs/graphql/operation-definition.js";
import { graphqlRequest } from "../../serialization/graphql/graphql-request.js";
import type { GraphqlRunEnvironment } from "./environment.js";
import { judgeGraphqlResponse } from "../../checks/graphql/judge.js";
import { judgeGraphqlCase, queryOf, type GraphqlJudgeTarget } from "../../checks/graphql/judge-case.js";
import { graphqlStatefulFailures } from "../../checks/graphql/stateful-checks.js";
import { USE_AFTER_FREE } from "../../checks/use-after-free.js";
import { ENSURE_RESOURCE_AVAILABILITY } from "../../checks/ensure-resource-availability.js";
import { sendCase, type CaseExchange } from "../execute-case.js";

/** What happened to one GraphQL document. */
export type GraphqlCaseOutcome =
  | {
      readonly kind: "sent";
      readonly caseId: string;
      readonly data: CaseData;
      readonly request: PreparedRequest;
      readonly response: Response;
      readonly failures: readonly Failure[];
    }
  | { readonly kind: "error"; readonly caseId: string; readonly request: PreparedRequest; readonly error: unknown }
  | { readonly kind: "skipped"; readonly reason: string };

/** The stateful checks with a GraphQL meaning, in the order they run. */
const STATEFUL_CHECKS = [USE_AFTER_FREE, ENSURE_RESOURCE_AVAILABILITY] as const;

/** The stateful checks a step of a sequence runs: those selected and not turned off (`checks.<name>.enabled`). */
export function graphqlStatefulChecks(env: Pick<GraphqlRunEnvironment, "settings">): readonly string[] {
  return STATEFUL_CHECKS.filter((name) => env.settings.selectedChecks.includes(name) && env.settings.checks[name]?.enabled !== false);
}

/** The GraphQL checks, then (in a sequence) the stateful ones, then the custom checks (`check()`), on one response of a run. */
async function judge(env: GraphqlRunEnvironment, operation: GraphqlOperation, data: CaseData, request: PreparedRequest, response: Response, meta: CaseMeta, sequence?: SequenceContext): Promise<readonly Failure[]> {
  const own = await judgeOwn(env, operation, data, response, meta, sequence);
  if (sequence === undefined) return own;
  const stateful = graphqlStatefulFailures(graphqlStatefulChecks(env), graphqlOperationOf(env, operation), request, response, sequence);
  return stateful.length === 0 ? own : [...own, ...stateful];
}

async function judgeOwn(env: GraphqlRunEnvironment, operation: GraphqlOperation, data: CaseData, response: Response, meta: CaseMeta, sequence?: SequenceContext): Promise<readonly Failure[]> {
  const maxResponseTime = env.settings.maxResponseTime;
  // The per-request path: no operation view to build when no custom check reads it.
  if (env.customChecks.length === 0) {
    return judgeGraphqlResponse({ schema: env.spec.schema, query: queryOf(data.body), response, mode: meta.mode, checks: env.checks, ...(maxResponseTime === undefined ? {} : { maxResponseTime }) });
  }
  const target: GraphqlJudgeTarget = {
    schema: env.spec.schema,
    definition: graphqlOperationOf(env, operation),
    checks: env.checks,
    customChecks: env.customChecks,
    checkSettings: env.settings.checks,
    validator: standaloneValidator,
    ...(maxResponseTime === undefined ? {} : { maxResponseTime }),
  };
  return judgeGraphqlCase(target, data, response, meta, sequence);
}

/** One document's request and what came back, before any check has looked at it (the engine's `CaseExchange`). */
export type GraphqlExchange = CaseExchange;

/**
 * Sends one case (a document's body) through the engine's `sendCase`: the auth provider and
 * `beforeCall` hooks (the changed case's request built again), the transport, `afterCall`.
 * Never throws for the API's faults. `prepared`: the case's request already built, same case id.
 */
export function exchangeGraphqlCase(
  env: GraphqlRunEnvironment,
  operation: GraphqlOperation,
  data: CaseData,
  meta: CaseMeta,
  prepared?: { readonly caseId: string; readonly request: PreparedRequest },
): Promise<GraphqlExchange> {
  const caseId = prepared?.caseId ?? newCaseId();
  const first = { caseId, request: prepared?.request ?? graphqlRequest(env, data, caseId), data };
  const prepare = (changed: CaseData, id: string) => ({ caseId: id, request: graphqlRequest(env, changed, id), data: changed });
  return sendCase(env, graphqlOperationOf(env, operation), env.settings.network.requestTimeout, first, meta, prepare);
}

/**
 * Judges an answered exchange and emits its interaction; other exchanges pass through.
 * `sequence`: the calls of its stateful sequence before it (the stateful checks then run too).
 */
export async function judgeGraphqlExchange(env: GraphqlRunEnvironment, operation: GraphqlOperation, exchange: GraphqlExchange, meta: CaseMeta, sequence?: SequenceContext): Promise<GraphqlCaseOutcome> {
  if (exchange.kind !== "answered") return exchange;
  const { caseId, data, request, response } = exchange;
  const failures = await judge(env, operation, data, request, response, meta, sequence);
  const own = sequence === undefined ? env.checks : [...env.checks, ...graphqlStatefulChecks(env)];
  const checks = env.customChecks.length === 0 ? own : [...own, ...env.customChecks.map((check) => check.name)];
  await env.emit({ type: "interaction", phase: meta.phase, operation: operation.label, caseId, meta, request, response, failures, checks });
  return { kind: "sent", caseId, data, request, response, failures };
}
