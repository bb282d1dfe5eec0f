import { maskVolatile } from "../../core/volatile-values.js";
import type { Failure } from "../../core/failure.js";

/** Name of the check. */
export const GRAPHQL_SERVER_ERROR = "graphql_server_error";

/** `extensions.code` values that mean the server, not the request, is at fault. */
const SERVER_CODES: ReadonlySet<string> = new Set(["INTERNAL_SERVER_ERROR", "INTERNAL_ERROR", "INTERNAL", "SERVER_ERROR"]);

/**
 * Messages graphql-js (and servers built on it) give when a resolver's *result* breaks the
 * schema: always a server defect, yet sent without a code. Input-coercion messages look
 * alike ("Int cannot represent …"), so these only count on errors that carry a `path`,
 * which validation and variable errors never have.
 */
const RESULT_COERCION = [
  /^Cannot return null for non-nullable field/,
  /cannot represent/i,
  /^Expected Iterable/,
  /^Abstract type "?[\w]+"? must resolve to an Object type/,
  /^Runtime Object type "?[\w]+"? is not a possible type/,
];

/** Crash-like messages: a stack trace or a runtime exception leaking out of a resolver. */
const CRASH = [
  /\n\s+at\s+\S/,
  /Traceback \(most recent call last\)/,
  /\b(TypeError|ReferenceError|RangeError|NullPointerException|KeyError|AttributeError|NoMethodError|ZeroDivisionError)\b/,
  /Cannot read propert(y|ies) of (undefined|null)/,
  /\bis not a function\b/,
  /\bis not defined\b/,
];

/**
 * `graphql_server_error`: the response shows a server fault — a 5xx status, or an entry
 * of `errors` whose `extensions.code` is `INTERNAL_SERVER_ERROR` (or alike), whose
 * extensions carry a stack trace, or which has no code and reads like a crash or a broken
 * resolver result. User-facing errors (`BAD_USER_INPUT`, `NOT_FOUND`, `UNAUTHENTICATED`,
 * `FORBIDDEN`, `GRAPHQL_VALIDATION_FAILED`, any other code, and 400 validation answers to
 * documents generated invalid on purpose) are not failures.
 *
 * @example
 * graphqlServerError({ errors: [{ message: "boom", extensions: { code: "INTERNAL_SERVER_ERROR" } }] }, 200);
 * // { check: "graphql_server_error", title: "GraphQL server error", … }
 */
export function graphqlServerError(body: unknown, status: number): Failure | undefined {
  const errors = isRecord(body) && Array.isArray(body["errors"]) ? body["errors"] : [];
  if (status >= 500 && status <= 599) {
    const first = errors.map(messageOf).find((message) => message !== "");
    return serverFailure(`Received: ${status}${first === undefined ? "" : `\nError: ${firstLine(first)}`}`, `${status}:${signature(first ?? "")}`);
  }
  for (const error of errors) {
    if (!isRecord(error)) continue;
    const message = messageOf(error);
    const extensions = isRecord(error["extensions"]) ? error["extensions"] : {};
    const code = typeof extensions["code"] === "string" ? extensions["code"] : undefined;
    const hasTrace = hasStackTrace(extensions);
    const hasPath = Array.isArray(error["path"]);
    const fault =
      (code !== undefined && SERVER_CODES.has(code)) ||
      (code === undefined && (hasTrace || CRASH.some((pattern) => pattern.test(message)) || (hasPath && RESULT_COERCION.some((pattern) => pattern.test(message)))));
    if (fault) {
      const where = hasPath ? `\nPath: ${(error["path"] as unknown[]).map(String).join(".")}` : "";
      return serverFailure(`Error: ${firstLine(message)}${code === undefined ? "" : ` (${code})`}${where}`, `${code ?? "no-code"}:${signature(message)}`);
    }
  }
  return undefined;
}

function serverFailure(message: string, key: string): Failure {
  return { check: GRAPHQL_SERVER_ERROR, title: "GraphQL server error", message, key };
}

function hasStackTrace(extensions: Record<string, unknown>): boolean {
  const exception = isRecord(extensions["exception"]) ? extensions["exception"] : {};
  return Array.isArray(extensions["stacktrace"]) || Array.isArray(exception["stacktrace"]);
}

function messageOf(error: unknown): string {
  return isRecord(error) && typeof error["message"] === "string" ? error["message"] : "";
}

function firstLine(text: string): string {
  const line = text.split("\n")[0] ?? text;
  return line.length > 200 ? `${line.slice(0, 197)}...` : line;
}

/** Digits and quoted values removed, so one defect reached with different data dedupes to one failure. */
function signature(message: string): string {
  return maskVolatile(firstLine(message)).replace(/"[^"]*"/g, '""').replace(/\d+/g, "N").slice(0, 80);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
