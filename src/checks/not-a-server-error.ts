import { STATUS_CODES } from "node:http";
import { statusMatches, type CheckDefinition } from "../core/check.js";
import type { Failure } from "../core/failure.js";
import type { Response } from "../core/response.js";
import { crashSignature } from "./crash-signature.js";

/** Name of the check, as configuration and `--checks` spell it. */
export const NOT_A_SERVER_ERROR = "not_a_server_error";

/**
 * `not_a_server_error`: a 5xx response is a defect, unless its status is listed in
 * `checks.not_a_server_error.expected-statuses` (5xx statuses the API legitimately returns,
 * such as a documented `503` during maintenance).
 *
 * The dedupe key is the status, refined by a crash signature taken from the body when it
 * has one, so two different crashes behind the same status stay two failures while the
 * same crash found by many cases is reported once.
 */
export const notAServerError: CheckDefinition = {
  name: NOT_A_SERVER_ERROR,
  run(ctx, response): Failure | undefined {
    const status = response.statusCode;
    if (status < 500 || status > 599) return undefined;
    const allowed = ctx.config.expectedStatuses;
    if (allowed !== undefined) {
      for (const pattern of allowed) if (statusMatches(status, pattern)) return undefined;
    }
    const signature = crashSignature(response);
    return {
      check: NOT_A_SERVER_ERROR,
      title: "Server error",
      message: `Received: ${statusLine(response)}`,
      key: signature === undefined ? String(status) : `${status}:${signature}`,
    };
  },
};

/** `500 Internal Server Error`: the reason phrase the server sent, else the standard one. */
export function statusLine(response: Response): string {
  const reason = response.message.trim() || STATUS_CODES[response.statusCode] || "";
  return reason === "" ? String(response.statusCode) : `${response.statusCode} ${reason}`;
}
