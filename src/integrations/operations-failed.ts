import type { CaseFailure } from "./case-failure.js";
import type { OperationOutcome } from "./run-operation.js";

function indent(text: string): string {
  return text
    .split("\n")
    .map((line) => (line === "" ? line : `  ${line}`))
    .join("\n");
}

/**
 * Thrown by a test that runs several operations as subtests (a lazy schema): lists every
 * failed operation as `<test>[METHOD /path]` with its message; `errors` holds each
 * {@link CaseFailure}, `outcomes` every operation's result.
 */
export class OperationsFailed extends AggregateError {
  /** The failures, one per failed operation. */
  declare errors: CaseFailure[];
  /** Every operation's outcome, passed and skipped ones included. */
  declare readonly outcomes: readonly OperationOutcome[];

  constructor(testName: string, outcomes: readonly OperationOutcome[]) {
    const failures = outcomes.flatMap((outcome) => (outcome.failure === undefined ? [] : [outcome.failure]));
    const lines = [`${failures.length} of ${outcomes.length} operation${outcomes.length === 1 ? "" : "s"} failed:`];
    for (const failure of failures) lines.push("", `${testName}[${failure.operation}]`, indent(failure.message));
    super(failures, lines.join("\n"));
    this.name = "OperationsFailed";
    Object.defineProperty(this, "outcomes", { value: outcomes, enumerable: false });
  }

  /** What test runners send from their workers to print: the message (every failure is in it) and the stack. */
  toJSON(): { name: string; message: string; stack: string | undefined } {
    return { name: this.name, message: this.message, stack: this.stack };
  }
}
