import type { Failure } from "../core/failure.js";
import { failureText, userFrames, type FailureDetails } from "./failure-text.js";

/** One failure inside a {@link FailureGroup}, as an `Error` so test runners render it. */
export class CheckFailure extends Error {
  declare readonly failure: Failure;

  constructor(failure: Failure) {
    super(failure.message === "" ? failure.title : `${failure.title}\n\n${failure.message}`);
    this.name = "CheckFailure";
    Object.defineProperty(this, "failure", { value: failure, enumerable: false });
  }
}

/**
 * Thrown when a response fails checks: the message starts with `found N distinct failures`
 * and goes on, as the console prints a failing test case, with each failure as a bullet
 * (title, check name, details), then the response and the `curl` command that reproduces the
 * request (for an in-process app, with a word on what its `http://app.local` base URL is).
 *
 * @example
 * try { await apiCase.callAndValidate(); } catch (e) { if (e instanceof FailureGroup) console.log(e.failures); }
 */
export class FailureGroup extends AggregateError {
  /** The distinct failures, as data. */
  declare readonly failures: readonly Failure[];

  constructor(failures: readonly Failure[], details?: FailureDetails) {
    super(
      failures.map((failure) => new CheckFailure(failure)),
      failureText(failures, details),
    );
    this.name = "FailureGroup";
    // Not enumerable: test runners print an error's enumerable fields after its message.
    Object.defineProperty(this, "failures", { value: failures, enumerable: false });
    // Test runners show the first frames: the caller's line, not apitest's own (unshipped) sources.
    const frames = userFrames(this.stack);
    this.stack = `${this.name}: ${this.message}${frames.length === 0 ? "" : `\n${frames.join("\n")}`}`;
  }

  /** What test runners send from their workers to print: the message (every failure is in it) and the stack. */
  toJSON(): { name: string; message: string; stack: string | undefined } {
    return { name: this.name, message: this.message, stack: this.stack };
  }
}
