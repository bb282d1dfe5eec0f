import type { Failure } from "../core/failure.js";
import type { Finding } from "./run-result.js";

/**
 * A message with what varies from one operation or case to the next masked — UUIDs, timestamps,
 * code points, long hex ids, numbers, and the operation's own method and (unquoted) path — and
 * nothing else: words, identifiers and quoted text stay, because they tell two defects apart
 * (`reading 'trim'` and `reading 'split'` are two crashes). Two failures whose messages have the
 * same shape (and the same check, title and status) share a cause.
 *
 * @example
 * messageShape("Received: 404 for PATCH /pets/{id}") // "Received: <n> for <method> <path>"
 * messageShape("Cannot read properties of undefined (reading 'trim')") // unchanged
 */
export function messageShape(text: string): string {
  return text
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, "<uuid>")
    .replace(/\b\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?/g, "<time>")
    .replace(/\b\d{2}:\d{2}:\d{2}(?:\.\d+)?\b/g, "<time>")
    .replace(/\bU\+[0-9a-f]{4,6}\b|\\u\{[0-9a-f]{1,6}\}|\\u[0-9a-f]{4}|\\x[0-9a-f]{2}/gi, "<char>")
    .replace(/\b0x[0-9a-f]+\b/gi, "<hex>")
    .replace(/\b(?=[0-9a-f]*\d)[0-9a-f]{16,}\b/gi, "<hex>")
    .replace(/(^|[\s(=:,[])\/[^\s,;)\]'"`]*/g, "$1<path>")
    .replace(/\b(?:GET|PUT|POST|DELETE|OPTIONS|HEAD|PATCH|TRACE|QUERY)\b/g, "<method>")
    .replace(/-?\b\d+(?:\.\d+)?(?:e[+-]?\d+)?\b/gi, "<n>")
    // "Documented: 200, 404" and "Documented: 200" are one shape: a list of numbers.
    .replace(/<n>(?:, <n>)+/g, "<n>")
    .replace(/[ \t]+$/gm, "");
}

/**
 * Operations a cause must hit to be shown once as a shared cause rather than under its one
 * operation. The key already demands the same evidence, so two operations that show it are one
 * defect found twice, shown once, in every view.
 */
export const SHARED_CAUSE_MIN_OPERATIONS = 2;

/** Checks whose message is the same for every failure, but whose key carries what tells causes apart. */
const KEYED_BY_SIGNATURE = new Set(["not_a_server_error"]);

/**
 * The key of the cause a failure shares with others: check, title, status and message shape.
 * A server error's message is the same for every crash ("Received: 500 …"), so its crash
 * signature (the failure's key, taken from the body) joins the key, masked like a message:
 * two different crashes are two causes, whatever operations they hit. A crash whose body names
 * no error (an empty body, a HEAD request) gives no evidence that it is another operation's
 * crash: its operation joins the key, so it is never shared.
 */
export function findingKey(failure: Failure, status: number | undefined, operation: string): string {
  const parts = [failure.check, failure.title, status === undefined ? "-" : String(status), messageShape(failure.message)];
  if (KEYED_BY_SIGNATURE.has(failure.check)) {
    const signed = failure.key.includes(":");
    parts.push(signed ? messageShape(failure.key) : `${failure.key}\u0000${operation}`);
  }
  return parts.join("\u0000");
}

/**
 * What tells a cause apart, in one line: a crash's signature (the error the body names) for a
 * server error, else the first line of the message that is not only a status.
 */
export function evidenceLine(failure: Failure): string {
  if (KEYED_BY_SIGNATURE.has(failure.check)) {
    const colon = failure.key.indexOf(":");
    if (colon !== -1 && failure.key.slice(colon + 1).trim() !== "") return failure.key.slice(colon + 1).trim();
  }
  const lines = failure.message.split("\n").map((line) => line.trim()).filter((line) => line !== "");
  // "Received: 400", "Expected: 2XX" and "Documented: 200" only repeat the status and the check.
  const telling = lines.filter((line) => !/^(?:Received|Expected|Documented): [^/]*$/.test(line));
  return telling[0] ?? lines.join(" · ");
}

/** The headline count every view prints: `3 distinct defects in 2 operations`. */
export function defectHeadline(defects: number, operations: number): string {
  return `${defects} distinct defect${defects === 1 ? "" : "s"} in ${operations} operation${operations === 1 ? "" : "s"}`;
}

/** Whether the failure's message already says what tells the finding apart (else a crash's error is added). */
export function tellsEvidence(finding: Pick<Finding, "evidence" | "exampleFailure">): boolean {
  const message = finding.exampleFailure.message;
  return finding.evidence === "" || message.includes(finding.evidence) || message.split("\n").map((line) => line.trim()).filter((line) => line !== "").join(" · ") === finding.evidence;
}
