import type { Violation } from "../core/case.js";
import type { OperationDefinition } from "../core/operation.js";
import type { PreparedRequest } from "../core/request.js";
import type { SchemaValidator } from "../core/validator.js";
import type { RequestIssue, RequestValidationOptions } from "./request-issue.js";
import { bodyIssues } from "./validate-body.js";
import { headersOnTheWire } from "../serialization/client-headers.js";
import { cookieIssues, headerIssues } from "./validate-headers.js";
import { pathIssues } from "./validate-path.js";
import { queryIssues } from "./validate-query.js";

const SCHEME_AND_AUTHORITY = /^[a-zA-Z][a-zA-Z0-9+.-]*:\/\/[^/?#]*/;

/**
 * Validates a request exactly as it goes on the wire against its operation, reading it back
 * the way a permissive server does: the URL path is matched against the template (after
 * `options.basePath`) and path values are read per style (simple, label, matrix); the query
 * string per style and explode (form, spaceDelimited, pipeDelimited, tabDelimited,
 * deepObject); headers (simple) and the `Cookie` header; text is coerced to the schema's types
 * (`"1"` is an integer, `"1.0"` a number, `"true"` a boolean, `""` only null); required
 * parameters must be present; the body is parsed (JSON, form fields, text) for its
 * `Content-Type` and validated. An empty list means the request is valid.
 *
 * @example
 * validateRequest(prepareRequest(data, operation, { baseUrl: "http://127.0.0.1:8080/api" }), operation, spec.validator, { basePath: "/api" });
 * // [{ location: "query", name: "limit", message: 'query parameter "limit": must be <= 100 (sent "500")' }]
 */
export function validateRequest(request: PreparedRequest, operation: OperationDefinition, validator: SchemaValidator, options: RequestValidationOptions): RequestIssue[] {
  const issues: RequestIssue[] = [];
  if (request.method.toUpperCase() !== operation.method.toUpperCase()) {
    issues.push({ location: "method", message: `the request uses ${request.method.toUpperCase()}, but the operation is ${operation.label}` });
  }
  const reads = (part: NonNullable<RequestValidationOptions["only"]>): boolean => options.only === undefined || options.only === part;
  const { path, query } = splitUrl(request.url);
  if (reads("path")) issues.push(...pathIssues(path, operation, validator, options.basePath));
  if (reads("query")) issues.push(...queryIssues(query, operation, validator));
  // A declared Content-Length is judged by the length the HTTP client writes, not a generated
  // value, so a changed body reads the headers again too.
  const declaresLength = operation.parameters.some((parameter) => parameter.location === "header" && parameter.name.toLowerCase() === "content-length");
  if (reads("header") || (declaresLength && reads("body"))) issues.push(...headerIssues(declaresLength ? headersOnTheWire(request) : request.headers, operation, validator));
  if (reads("cookie")) issues.push(...cookieIssues(request.headers, operation, validator));
  if (reads("body")) issues.push(...bodyIssues(request, operation, validator));
  return issues;
}

/**
 * Whether a negative case is still negative once sent: true when {@link validateRequest} finds
 * an issue where `violation` says the case breaks its schema (same location, and the same
 * parameter when both name one), or when the violation is about the operation itself (an
 * unexpected method). False means the server receives a valid request, e.g. integer `1`
 * generated as the string `"1"` for a path parameter.
 */
export function isNegativeOnTheWire(request: PreparedRequest, operation: OperationDefinition, validator: SchemaValidator, options: RequestValidationOptions, violation: Violation): boolean {
  if (violation.kind === "unexpected-method") return true;
  const location = violation.kind === "duplicate-query-parameter" ? "query" : violation.location;
  return validateRequest(request, operation, validator, options).some(
    (issue) => issue.location === location && (violation.name === undefined || issue.name === undefined || issue.name === violation.name),
  );
}

function splitUrl(url: string): { path: string; query: string } {
  const hash = url.indexOf("#");
  const withoutFragment = (hash === -1 ? url : url.slice(0, hash)).replace(SCHEME_AND_AUTHORITY, "");
  const mark = withoutFragment.indexOf("?");
  const path = mark === -1 ? withoutFragment : withoutFragment.slice(0, mark);
  return { path: path === "" ? "/" : path, query: mark === -1 ? "" : withoutFragment.slice(mark + 1) };
}
