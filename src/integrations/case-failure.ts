import { maskAuthSecrets } from "../api/auth.js";
import { inProcessNote, userFrames } from "../api/failure-text.js";
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
  /** The phase that made the case, when not fuzzing (`examples`, `coverage`). */
  readonly phase?: string;
  /** What makes the case invalid, for a negative case. */
  readonly negative?: string;
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
  if (curl !== undefined && !original.includes("Reproduce with:")) {
    parts.push(`Reproduce with:\n  ${curl}`);
    const note = inProcessNote(curl);
    if (note !== undefined) parts.push(note);
  }
  const shrunk = details.shrinks === 0 ? "" : `, shrunk ${details.shrinks} time${details.shrinks === 1 ? "" : "s"}`;
  const where = details.testName === undefined ? details.operation : `${details.testName}[${details.operation}]`;
  const phase = details.phase === undefined || details.phase === "fuzzing" ? "" : ` of the ${details.phase} phase`;
  const negative = details.negative === undefined ? "" : ` (negative: ${details.negative})`;
  parts.push(`${where} failed on case ${details.runs}${phase}${negative}${shrunk}; replay with { seed: ${details.seed} }.`);
  return maskAuthSecrets(parts.join("\n\n"));
}

/**
 * Thrown when the test body fails for a generated case: the message is the body's error
 * message, then `Reproduce with:` and the shrunk case's curl command, then the seed to replay.
 * `original` is what the body threw (often a `FailureGroup`); `case` is the shrunk case. There is
 * no `cause`: test runners print an error's cause after it, and the message already holds its text.
 *
 * @example
 * const error = await testOperation(schema.get("/items", "POST"), body).catch((e) => e);
 * if (error instanceof CaseFailure && error.original instanceof FailureGroup) console.log(error.original.failures);
 */
export class CaseFailure extends Error {
  /** The shrunk failing case. */
  declare readonly case: Case;
  /** `METHOD /path` of the operation. */
  declare readonly operation: string;
  /** The run seed that reproduces the failure. */
  declare readonly seed: number;
  /** The shrunk case's curl command (secrets masked), when it can be rendered. */
  declare readonly curl: string | undefined;
  /** What the body threw for the shrunk case (often a `FailureGroup`). */
  declare readonly original: unknown;

  constructor(apiCase: Case, cause: unknown, details: FalsificationDetails) {
    const curl = caseCurl(apiCase);
    super(failureMessage(cause, curl, details));
    this.name = "CaseFailure";
    // Not enumerable: test runners print an error's own fields after its message, which already says everything once.
    for (const [key, value] of Object.entries({ case: apiCase, operation: details.operation, seed: details.seed, curl, original: cause })) {
      Object.defineProperty(this, key, { value, enumerable: false });
    }
    // Test runners point at the first stack frame in the test file: borrow the body's frames so
    // that frame is the user's failing line; apitest's own frames are left out.
    const frames = userFrames(cause instanceof Error ? cause.stack : undefined);
    this.stack = `${this.name}: ${this.message}${frames.length === 0 ? "" : `\n${frames.join("\n")}`}`;
  }

  /** What test runners send from their workers to print: the message (which holds the body's error) and the stack. */
  toJSON(): { name: string; message: string; stack: string | undefined } {
    return { name: this.name, message: this.message, stack: this.stack };
  }
}

