import { IGNORED_AUTH, ignoredAuthProbes, judgeIgnoredAuth } from "../checks/ignored-auth.js";
import type { CaseMeta } from "../core/case.js";
import type { Failure } from "../core/failure.js";
import { CASE_ID_HEADER, type PreparedRequest } from "../core/request.js";
import type { Response } from "../core/response.js";
import { newCaseId } from "./case-id.js";
import type { RunEnvironment } from "./environment.js";
import type { OperationScope } from "./scope.js";

/** A probe's failure with the request and response that show it. */
export interface ProbeFailure {
  readonly failure: Failure;
  readonly caseId: string;
  readonly request: PreparedRequest;
  readonly response: Response;
}

/**
 * `ignored_auth`: re-sends an accepted request without credentials and with invalid ones,
 * for operations that declare security. A 2XX to either probe is a failure. Called at most
 * once per operation and phase, so it costs a couple of requests, not one per case. An
 * operation that lets a request through without credentials is one defect: its invalid-credential
 * probes would only show it again, so they are not sent (one defect, one finding).
 */
export async function probeIgnoredAuth(
  env: RunEnvironment,
  scope: OperationScope,
  request: PreparedRequest,
  meta: CaseMeta,
): Promise<ProbeFailure[]> {
  if (!env.checkNames.includes(IGNORED_AUTH) || !scope.check(IGNORED_AUTH).enabled) return [];
  const found: ProbeFailure[] = [];
  for (const probe of ignoredAuthProbes(scope.operation, request, Object.values(env.spec.securitySchemes))) {
    if (env.stopped()) break;
    const caseId = newCaseId();
    const sent: PreparedRequest = { ...probe.request, headers: { ...probe.request.headers, [CASE_ID_HEADER]: caseId } };
    const timeout = scope.settings.requestTimeout;
    let response: Response;
    try {
      response = await env.transport.send(sent, {
        ...(timeout === undefined ? {} : { timeout }),
        ...(env.signal === undefined ? {} : { signal: env.signal }),
      });
    } catch {
      continue;
    }
    const failure = judgeIgnoredAuth(probe, response);
    await env.emit({
      type: "interaction",
      phase: meta.phase,
      operation: scope.operation.label,
      caseId,
      meta,
      request: sent,
      response,
      failures: failure === undefined ? [] : [failure],
      checks: [IGNORED_AUTH],
    });
    if (failure === undefined) continue;
    found.push({ failure, caseId, request: sent, response });
    if (probe.label === "no credentials") break;
  }
  return found;
}

/** Whether a response accepted the request (2XX), so probing its credentials tells something. */
export function accepted(response: Response): boolean {
  return response.statusCode >= 200 && response.statusCode < 300;
}
