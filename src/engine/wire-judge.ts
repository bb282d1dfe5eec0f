import type { CaseMeta } from "../core/case.js";
import type { Failure } from "../core/failure.js";
import type { OperationDefinition } from "../core/operation.js";
import type { PreparedRequest } from "../core/request.js";
import type { OpenApiSpec } from "../core/spec.js";
import { isNegativeOnTheWire, validateRequest } from "../validation/validate-request.js";

/**
 * Judges cases by what really goes on the wire. It keeps apitest quiet: a "negative" case
 * whose serialized request is in fact valid is never sent as negative, and a failure that
 * blames the API for rejecting valid data is dropped when the request was not valid as sent.
 */
export interface WireJudge {
  /** Whether a negative case is invalid as serialized (only then is it sent). */
  isNegative(operation: OperationDefinition, request: PreparedRequest, meta: CaseMeta): boolean;
  /**
   * Whether a negative case that {@link isNegative} turned down may still be sent as ambiguous:
   * it addresses the operation's route and breaks a value (not the method), so a lenient server
   * reads it as valid where a strict one may not, e.g. integer `1` generated as the string `"1"`.
   */
  isAmbiguous(operation: OperationDefinition, request: PreparedRequest, meta: CaseMeta): boolean;
  /** The failures that stand once the request itself has been checked. */
  confirmed(operation: OperationDefinition, failures: readonly Failure[], request: PreparedRequest, meta: CaseMeta): readonly Failure[];
}

/** A judge that trusts the generator. */
export const TRUSTING_JUDGE: WireJudge = {
  isNegative: () => true,
  isAmbiguous: () => false,
  confirmed: (_operation, failures) => failures,
};

/** The judge that parses each request back and validates it against the operation's schema. */
export function createWireJudge(spec: OpenApiSpec, baseUrl: string): WireJudge {
  const basePath = new URL(baseUrl).pathname.replace(/\/$/, "");
  const options = { basePath };
  return {
    isNegative(operation, request, meta) {
      const violation = meta.violation;
      if (violation === undefined) return true;
      if (!sameRoute(operation.path, request.url, basePath)) return false;
      if (violation.kind === "unexpected-method" || violation.kind === "duplicate-query-parameter") return true;
      return isNegativeOnTheWire(request, operation, spec.validator, options, violation);
    },
    isAmbiguous(operation, request, meta) {
      const kind = meta.violation?.kind;
      return (kind === "schema" || kind === "duplicate-query-parameter") && sameRoute(operation.path, request.url, basePath);
    },
    confirmed(operation, failures, request, meta) {
      if (meta.mode !== "positive" || !failures.some((failure) => failure.check === "positive_data_acceptance")) return failures;
      // Only now, on the rare failing case, is the request parsed back: the hot path stays cheap.
      if (validateRequest(request, operation, spec.validator, options).length === 0) return failures;
      return failures.filter((failure) => failure.check !== "positive_data_acceptance");
    },
  };
}

/**
 * Whether a request still addresses the operation's route: as many path segments as the
 * template, none of them empty. An empty path parameter (`/orders/`) reaches another resource,
 * so whatever it answers says nothing about this operation.
 */
function sameRoute(template: string, url: string, basePath: string): boolean {
  const path = new URL(url).pathname;
  const own = path.startsWith(basePath) ? path.slice(basePath.length) : path;
  const expected = template.split("?")[0]!.split("#")[0]!.split("/");
  const actual = own.split("/");
  if (expected.length !== actual.length) return false;
  return actual.every((segment, index) => segment !== "" || expected[index] === "");
}
