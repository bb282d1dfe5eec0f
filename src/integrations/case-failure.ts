import { maskAuthSecrets } from "../api/auth.js";
import type { Case } from "../api/case.js";
import { DEFAULT_OUTPUT } from "../core/settings.js";
import { sanitizeRequest } from "../reporting/sanitize.js";
import { renderCurl } from "../serialization/curl.js";

/** Where fast-check found the failing case, for the message and for replaying it. */
export interface FalsificationDetails {
  /** The operation's `METHOD /path`. */
  readonly operation: string;
  /** The run seed to pass back as `{ seed }`. */
  readonly seed: number;
  /** Cases run up to and including the first failing one. */
  readonly runs: number;
  /** Shrinking steps from the first failing case to this one. */
  readonly shrinks: number;
  /** The test's name, when the operation runs as a subtest of it (shown as `<test>[METHOD /path]`). */
  readonly testName?: string;
}

/**
 * The curl command for a case, with secrets masked like every other output; undefined when the
 * case cannot be serialized (the original error already says why).
 */
export function caseCurl(apiCase: Case): string | undefined {
  try {
    const request = apiCase.prepare({ baseUrl: apiCase.operation.schema.baseUrl ?? "http://localhost" });
    return maskAuthSecrets(renderCurl(sanitizeRequest(request, DEFAULT_OUTPUT.sanitization)));
  } catch {
    return undefined;
  }
}

/** The failing test's message: the body's own message, the curl command, how to replay. */
export function failureMessage(cause: unknown, curl: string | undefined, details: FalsificationDetails): string {
  const original = cause instanceof Error ? cause.message : String(cause);
  const parts = [original];
  // A FailureGroup already ends with the curl of the request that was actually sent.
  if (curl !== undefined && !original.includes("Reproduce with:")) parts.push(`Reproduce with:\n  ${curl}`);
  const shrunk = details.shrinks === 0 ? "" : `, shrunk ${details.shrinks} time${details.shrinks === 1 ? "" : "s"}`;
  const where = details.testName === undefined ? details.operation : `${details.testName}[${details.operation}]`;
  parts.push(`${where} failed on case ${details.runs}${shrunk}; replay with { seed: ${details.seed} }.`);
  return parts.join("\n\n");
}

/**
 * Thrown when the test body fails for a generated case: the message is the body's error
 * message, then `Reproduce with:` and the shrunk case's curl command, then the seed to replay.
 * `cause` is what the body threw (often a `FailureGroup`); `case` is the shrunk case.
 *
 * @example
 * const error = await testOperation(schema.get("/items", "POST"), body).catch((e) => e);
 * if (error instanceof CaseFailure && error.cause instanceof FailureGroup) console.log(error.cause.failures);
 */
export class CaseFailure extends Error {
  /** The shrunk failing case. */
  readonly case: Case;
  /** `METHOD /path` of the operation. */
  readonly operation: string;
  /** The run seed that reproduces the failure. */
  readonly seed: number;
  /** The shrunk case's curl command (secrets masked), when it can be rendered. */
  readonly curl: string | undefined;

  constructor(apiCase: Case, cause: unknown, details: FalsificationDetails) {
    const curl = caseCurl(apiCase);
    super(failureMessage(cause, curl, details), { cause });
    this.name = "CaseFailure";
    this.case = apiCase;
    this.operation = details.operation;
    this.seed = details.seed;
    this.curl = curl;
    // Test runners point at the first stack frame in the test file: borrow the body's frames so
    // that frame is the user's failing line, not this constructor.
    const frames = cause instanceof Error ? cause.stack?.split("\n").filter((line) => /^\s+at /.test(line)) : undefined;
    if (frames !== undefined && frames.length > 0) this.stack = `${this.name}: ${this.message}\n${frames.join("\n")}`;
  }
}
