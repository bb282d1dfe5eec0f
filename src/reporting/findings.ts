import type { Failure } from "../core/failure.js";

/**
 * A message with what varies from one operation or case to the next masked: quoted values,
 * UUIDs, long hex strings, URL paths, HTTP methods and numbers. Two failures whose messages have
 * the same shape (and the same check, title and status) share a cause.
 *
 * @example
 * messageShape("Received: 404 for PATCH /pets/{id}") // "Received: <n> for <method> <path>"
 */
export function messageShape(text: string): string {
  return text
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, "<uuid>")
    .replace(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`[^`\n]*`/g, "<value>")
    .replace(/(^|[\s(=:,[])\/[^\s,;)\]]*/g, "$1<path>")
    .replace(/\b(?:GET|PUT|POST|DELETE|OPTIONS|HEAD|PATCH|TRACE|QUERY)\b/g, "<method>")
    .replace(/\b[0-9a-f]{16,}\b/gi, "<hex>")
    .replace(/-?\b\d+(?:\.\d+)?(?:e[+-]?\d+)?\b/gi, "<n>")
    // "Documented: 200, 404" and "Documented: 200" are one shape: a list of numbers.
    .replace(/<n>(?:, <n>)+/g, "<n>")
    .replace(/[ \t]+$/gm, "");
}

/**
 * Operations a cause must hit to be reported once as a shared cause rather than under each
 * operation: two operations read better each with its own story, three or more are one cause.
 */
export const SHARED_CAUSE_MIN_OPERATIONS = 3;

/** The key of the cause a failure shares with others: check, title, status and message shape. */
export function findingKey(failure: Failure, status: number | undefined): string {
  return [failure.check, failure.title, status === undefined ? "-" : String(status), messageShape(failure.message)].join("\u0000");
}

/**
 * How to turn a check off (or accept what it flagged) in `apitest.toml`, for the checks about a
 * convention some frameworks do not follow; undefined for the others, whose failures are defects.
 */
export function silenceAdvice(check: string, status: number | undefined): string | undefined {
  if (check === "unsupported_method") {
    return (
      "Express, Fastify, Hono and many other frameworks answer an undeclared method with 404, not 405. " +
      "To accept that, turn the check off in apitest.toml: [checks.unsupported_method] enabled = false"
    );
  }
  const clientError = status !== undefined && status >= 400 && status < 500;
  if (check === "status_code_conformance" && clientError) {
    return (
      `A framework's own request validator often answers ${status} without the schema saying so. ` +
      `Document the status in the schema, or accept it in apitest.toml: [checks.status_code_conformance] expected-statuses = [${status}]` +
      " (or enabled = false)"
    );
  }
  if (check === "positive_data_acceptance" && clientError) {
    return (
      `The server rejected data the schema allows with ${status}. If its validator is stricter than the schema on purpose, ` +
      `accept the status in apitest.toml: [checks.positive_data_acceptance] expected-statuses = ["2XX", ${status}]`
    );
  }
  return undefined;
}
