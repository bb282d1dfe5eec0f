import type { CheckDefinition } from "../core/check.js";
import type { Failure } from "../core/failure.js";

/** Name of the check, as configuration and `--checks` spell it. */
export const UNSUPPORTED_METHOD = "unsupported_method";

// HTTP frameworks answer these themselves (HEAD mirrors GET, OPTIONS serves CORS preflight),
// whatever the schema declares, so their answers say nothing about the API.
const FRAMEWORK_METHODS = new Set(["HEAD", "OPTIONS"]);

/**
 * `unsupported_method`: a method the path does not declare (`meta.violation`
 * `{ kind: "unexpected-method" }`) must get `405 Method Not Allowed` with an `Allow` header
 * listing the supported methods (RFC 9110 §15.5.6).
 *
 * Also accepted, as Schemathesis does, because they are decided before method dispatch:
 * `404` when the path has parameters (the drawn resource rarely exists), `401`/`403` when the
 * operation declares security (authentication usually runs first), `429` (rate limiters run
 * ahead of routing). `501` is accepted too: RFC 9110 names it for methods a server does not
 * implement at all. `HEAD` and `OPTIONS` are not judged.
 *
 * Keyed by method and status.
 */
export const unsupportedMethod: CheckDefinition = {
  name: UNSUPPORTED_METHOD,
  run(ctx, response): Failure | undefined {
    if (ctx.meta.violation?.kind !== "unexpected-method") return undefined;
    const method = response.request.method.toUpperCase();
    if (FRAMEWORK_METHODS.has(method)) return undefined;
    const status = response.statusCode;
    if (status === 405) {
      if ((response.header("allow") ?? "").trim() !== "") return undefined;
      return {
        check: UNSUPPORTED_METHOD,
        title: "Missing Allow header",
        message: `${method} got 405 without an \`Allow\` header\nList the methods the resource supports in \`Allow\` (RFC 9110)`,
        // One defect however many methods show it.
        key: "missing-allow",
      };
    }
    if (status === 501 || status === 429) return undefined;
    if (status === 404 && ctx.operation.path.includes("{")) return undefined;
    if ((status === 401 || status === 403) && ctx.operation.security.length > 0) return undefined;
    return {
      check: UNSUPPORTED_METHOD,
      title: "Unsupported method response",
      message: `Received: ${status} for ${method} ${ctx.operation.path}, a method the schema does not declare\nExpected: 405`,
      key: String(status),
    };
  },
};
