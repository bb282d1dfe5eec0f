import type { Failure } from "../core/failure.js";

/** One failure inside a {@link FailureGroup}, as an `Error` so test runners render it. */
export class CheckFailure extends Error {
  readonly failure: Failure;

  constructor(failure: Failure) {
    super(failure.message === "" ? failure.title : `${failure.title}\n\n${failure.message}`);
    this.name = "CheckFailure";
    this.failure = failure;
  }
}

/**
 * Thrown when a response fails checks: the message starts with `found N distinct failures`
 * and goes on with each failure and the `curl` command that reproduces the request.
 *
 * @example
 * try { await apiCase.callAndValidate(); } catch (e) { if (e instanceof FailureGroup) console.log(e.failures); }
 */
export class FailureGroup extends AggregateError {
  /** The distinct failures, as data. */
  readonly failures: readonly Failure[];

  constructor(failures: readonly Failure[], details?: { operation?: string; curl?: string }) {
    const count = failures.length;
    const lines = [`found ${count} distinct failure${count === 1 ? "" : "s"}`];
    if (details?.operation !== undefined) lines.push("", `Operation: ${details.operation}`);
    failures.forEach((failure, index) => {
      lines.push("", `${index + 1}. ${failure.title}`);
      if (failure.message !== "") lines.push("", ...failure.message.split("\n").map((line) => `   ${line}`));
    });
    if (details?.curl !== undefined) lines.push("", "Reproduce with:", "", `    ${details.curl}`);
    super(
      failures.map((failure) => new CheckFailure(failure)),
      lines.join("\n"),
    );
    this.name = "FailureGroup";
    this.failures = failures;
  }
}
