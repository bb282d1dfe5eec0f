import type { CaseData, CaseMeta } from "../core/case.js";
import type { FailureReport } from "../core/events.js";
import type { Failure } from "../core/failure.js";
import type { PreparedRequest } from "../core/request.js";
import type { Response } from "../core/response.js";
import { sanitizeRequest, sanitizeText } from "../reporting/sanitize.js";
import { renderCurl } from "../serialization/curl.js";
import type { EngineEnvironment } from "./environment.js";

/** The curl command reproducing a request, with secrets masked as the settings say. */
export function reproduction(env: Pick<EngineEnvironment, "settings" | "secrets">, request: PreparedRequest): string {
  const sanitization = env.settings.output.sanitization;
  const verify = env.settings.network.tlsVerify !== false;
  if (!sanitization.enabled) return renderCurl(request, { verify });
  const curl = renderCurl(sanitizeRequest(request, sanitization), { verify });
  return sanitizeText(curl, env.secrets, sanitization.replacement);
}

/** Builds the report of one distinct failure from the (shrunk) case that shows it. */
export function failureReport(
  env: Pick<EngineEnvironment, "settings" | "secrets">,
  failure: Failure,
  caseData: CaseData,
  meta: CaseMeta,
  caseId: string,
  request: PreparedRequest,
  response: Response | undefined,
): FailureReport {
  return {
    failure,
    caseData,
    meta,
    caseId,
    request,
    ...(response === undefined ? {} : { response }),
    curl: reproduction(env, request),
  };
}
