import type { CheckDefinition } from "../core/check.js";
import type { Failure } from "../core/failure.js";
import { documentedStatuses, findDocumentedResponse } from "./documented-response.js";

/** Name of the check, as configuration and `--checks` spell it. */
export const STATUS_CODE_CONFORMANCE = "status_code_conformance";

/**
 * `status_code_conformance`: the response status must be documented for the operation,
 * exactly, through a wildcard (`2XX`, any case) or through `default`. An operation that
 * documents no responses at all has nothing to conform to and passes.
 */
export const statusCodeConformance: CheckDefinition = {
  name: STATUS_CODE_CONFORMANCE,
  run(ctx, response): Failure | undefined {
    const operation = ctx.operation;
    if (operation.responses.length === 0) return undefined;
    const status = response.statusCode;
    if (findDocumentedResponse(operation, status) !== undefined) return undefined;
    return {
      check: STATUS_CODE_CONFORMANCE,
      title: "Undocumented HTTP status code",
      message: `Received: ${status}\nDocumented: ${documentedStatuses(operation).join(", ")}`,
      key: String(status),
    };
  },
};
