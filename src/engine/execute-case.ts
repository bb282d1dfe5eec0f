import type { CaseData, CaseMeta } from "../core/case.js";
import type { SequenceContext } from "../core/check.js";
import { describeError, SerializationError } from "../core/errors.js";
import { ownCopy } from "../core/own-property.js";
import type { Failure } from "../core/failure.js";
import type { PreparedRequest } from "../core/request.js";
import type { Response } from "../core/response.js";
import type { SendOptions } from "../transport/transport.js";
import { labelAmbiguous } from "../checks/ambiguous-cases.js";
import { checksForCase } from "../checks/case-checks.js";
import { runChecks } from "../checks/run-checks.js";
import { prepareRequest } from "../serialization/prepare-request.js";
import { newCaseId } from "./case-id.js";
import { CASE_ID_HEADER } from "../core/request.js";
import type { OperationDefinition } from "../core/operation.js";
import type { PreparedCase } from "./prepared-case.js";
import type { EngineEnvironment, RunEnvironment } from "./environment.js";
import { hasCallHooks } from "../hooks/call-hooks.js";
import { checkContexts } from "./check-contexts.js";
import { splitRunHeaders } from "./own-headers.js";
import { afterCallStep, beforeCallStep, guardHooks } from "./hook-steps.js";
import { withParameterOverrides, type OperationScope } from "./scope.js";
import { withSecurityParameters } from "./security-parameters.js";

/** The checks that judge a request with a method its path does not declare. */

/** What happened to one case. */
export type CaseOutcome =
  | { readonly kind: "skipped"; readonly reason: string }
  | {
      readonly kind: "sent";
      readonly caseId: string;
      readonly request: PreparedRequest;
      readonly response: Response;
      readonly failures: readonly Failure[];
    }
  | { readonly kind: "error"; readonly caseId: string; readonly request: PreparedRequest; readonly error: unknown };

/**
 * Serializes a case with a fresh case id, after applying the configuration's fixed parameter
 * values; an unserializable case becomes `{ skipped }`.
 */
export function prepareCase(env: RunEnvironment, scope: OperationScope, generated: CaseData, caseId: string = newCaseId()): PreparedCase {
  const auth = env.settings.network.basicAuth;
  const overridden = withParameterOverrides(generated, scope.settings.parameters);
  const data = scope.settings.generation.withSecurityParameters
    ? withSecurityParameters(overridden, scope.operation, { headers: env.headers, basicAuth: auth !== undefined })
    : overridden;
  try {
    const { defaults, extra } = splitRunHeaders(env);
    const request = prepareRequest(data, scope.operation, {
      baseUrl: env.settings.baseUrl,
      headers: withCaseId(extra, caseId),
      defaultHeaders: defaults,
      serializers: env.serializers,
      resolver: env.spec.resolver,
      ...(auth === undefined ? {} : { basicAuth: auth }),
    });
    return { caseId, request, data };
  } catch (error) {
    if (error instanceof SerializationError) return { skipped: error.message };
    throw error;
  }
}

/** The run's extra headers and the case id (a copy, see `ownCopy`: not a spread then a new key). */
function withCaseId(headers: Readonly<Record<string, string>>, caseId: string): Record<string, string> {
  const all = ownCopy(headers);
  all[CASE_ID_HEADER] = caseId;
  return all;
}

/** The options of every request of a run: built once, the same for each request. */
const sendOptionsMemo = new WeakMap<EngineEnvironment, Map<number | undefined, SendOptions>>();

function sendOptionsOf(env: EngineEnvironment, timeout: number | undefined): SendOptions {
  let byTimeout = sendOptionsMemo.get(env);
  if (byTimeout === undefined) sendOptionsMemo.set(env, (byTimeout = new Map()));
  let options = byTimeout.get(timeout);
  if (options === undefined) {
    options = { ...(timeout === undefined ? {} : { timeout }), ...(env.signal === undefined ? {} : { signal: env.signal }) };
    byTimeout.set(timeout, options);
  }
  return options;
}

/** One case's request and what came back, before any check has looked at it. */
export type CaseExchange =
  | { readonly kind: "skipped"; readonly reason: string }
  | { readonly kind: "error"; readonly caseId: string; readonly request: PreparedRequest; readonly error: unknown }
  | { readonly kind: "answered"; readonly caseId: string; readonly request: PreparedRequest; readonly data: CaseData; readonly response: Response };

/**
 * Sends one case (with the call hooks around it) and returns what came back. Never throws for
 * the API's faults: a request that cannot be serialized is skipped, a network failure is an
 * `error` (its interaction is emitted here, since no check will judge it).
 */
export async function exchangeCase(
  env: RunEnvironment,
  scope: OperationScope,
  generated: CaseData,
  meta: CaseMeta,
  prepared?: PreparedCase,
): Promise<CaseExchange> {
  const first = prepared ?? prepareCase(env, scope, generated);
  if ("skipped" in first) return { kind: "skipped", reason: first.skipped };
  return sendCase(env, scope.operation, scope.settings.requestTimeout, first, meta, (data, caseId) => prepareCase(env, scope, data, caseId));
}

/**
 * Sends a serialized case of any schema language (`operation`: as the call hooks see it;
 * `prepare` serializes the case a `beforeCall` hook changed) and returns what came back.
 * Never throws for the API's faults (see {@link exchangeCase}).
 */
export async function sendCase(
  env: EngineEnvironment,
  operation: OperationDefinition,
  requestTimeout: number | undefined,
  first: Extract<PreparedCase, { caseId: string }>,
  meta: CaseMeta,
  prepare: (data: CaseData, caseId: string) => PreparedCase,
): Promise<CaseExchange> {
  // Without call hooks (the usual case) no step runs around sending: no promise is made for them.
  const callHooks = hasCallHooks(env.hooks);
  const hooked = callHooks ? await guardHooks(() => beforeCallStep(env, operation, first, prepare)) : { ready: first as PreparedCase, apiCase: undefined };
  if (hooked instanceof Error) return { kind: "error", caseId: first.caseId, request: first.request, error: hooked };
  const { ready, apiCase } = hooked;
  if ("skipped" in ready) return { kind: "skipped", reason: ready.skipped };
  const { caseId, request, data } = ready;
  let response: Response;
  try {
    response = await env.transport.send(request, sendOptionsOf(env, requestTimeout));
  } catch (error) {
    // A request cancelled by Ctrl-C says nothing about the API: it is not an error.
    if (env.signal?.aborted === true) return { kind: "skipped", reason: "interrupted" };
    const emitted = env.emit({ type: "interaction", phase: meta.phase, operation: operation.label, caseId, meta, request, error: describeError(error), failures: [] });
    if (emitted !== undefined) await emitted;
    return { kind: "error", caseId, request, error };
  }
  const afterError = callHooks ? await guardHooks(() => afterCallStep(env, operation, apiCase, response)) : undefined;
  if (afterError instanceof Error) return { kind: "error", caseId, request, error: afterError };
  env.liveness?.answered({ label: operation.label, caseId, request, data, meta, response });
  return { kind: "answered", caseId, request, data, response };
}

/** Runs the checks on an answered exchange and emits its interaction; other exchanges pass through. */
export async function judgeExchange(
  env: RunEnvironment,
  scope: OperationScope,
  exchange: CaseExchange,
  meta: CaseMeta,
  sequence?: SequenceContext,
): Promise<CaseOutcome> {
  if (exchange.kind !== "answered") return exchange;
  const { caseId, request, data, response } = exchange;
  const contextFor = checkContexts(env, scope, meta, sequence);
  // A method the path does not declare has no documented responses to conform to.
  // An ambiguous case (a lenient server may read it as valid) is judged only by the checks that do not depend on that reading.
  const { checks, ambiguous } = checksForCase(env.checks, meta);
  const found = await runChecks(checks, contextFor, response, data);
  const failures = ambiguous && found.length > 0 ? found.map((failure) => labelAmbiguous(failure, meta)) : found;
  const emitted = env.emit({ type: "interaction", phase: meta.phase, operation: scope.operation.label, caseId, meta, request, response, failures, checks: ambiguous ? checks.map((check) => check.name) : env.checkNames });
  if (emitted !== undefined) await emitted;
  return { kind: "sent", caseId, request, response, failures };
}

/**
 * Sends one case and checks the response. Never throws for the API's faults: a request
 * that cannot be serialized is skipped, a network failure is an `error` outcome.
 */
export async function executeCase(
  env: RunEnvironment,
  scope: OperationScope,
  generated: CaseData,
  meta: CaseMeta,
  prepared?: PreparedCase,
  sequence?: SequenceContext,
): Promise<CaseOutcome> {
  return judgeExchange(env, scope, await exchangeCase(env, scope, generated, meta, prepared), meta, sequence);
}

export type { PreparedCase } from "./prepared-case.js";
