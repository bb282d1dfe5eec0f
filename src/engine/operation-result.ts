import type { FailureReport, OperationError, OperationStatus } from "../core/events.js";
import { failureIdentity, type Failure } from "../core/failure.js";
import type { DataMode } from "../core/phase.js";

/** What one operation's work in one phase found. */
export interface OperationResult {
  readonly status: OperationStatus;
  readonly failures: readonly FailureReport[];
  readonly errors: readonly OperationError[];
  readonly cases: number;
  readonly statuses: Readonly<Record<number, number>>;
  readonly skipReason?: string;
  /** Failures left out because an earlier phase reported them (see `ReportedFailures.fresh`). */
  readonly repeated?: number;
}

/** Collects an operation's outcomes; distinct failures only (by check and key). */
export class ResultCollector {
  readonly failures: FailureReport[] = [];
  readonly errors: OperationError[] = [];
  readonly statuses: Record<number, number> = {};
  cases = 0;
  readonly #seenFailures = new Set<string>();
  readonly #seenErrors = new Set<string>();
  readonly #skipReasons = new Set<string>();

  /** True when this failure was not recorded yet. */
  isNew(failure: Failure): boolean {
    return !this.#seenFailures.has(failureIdentity(failure));
  }

  addFailure(report: FailureReport): boolean {
    const identity = failureIdentity(report.failure);
    if (this.#seenFailures.has(identity)) return false;
    this.#seenFailures.add(identity);
    this.failures.push(report);
    return true;
  }

  addError(error: OperationError): void {
    const identity = `${error.title}\u0000${error.message}`;
    if (this.#seenErrors.has(identity)) return;
    this.#seenErrors.add(identity);
    this.errors.push(error);
  }

  /**
   * Counts a response. Only positive cases feed the status counts behind warnings: a 4xx to
   * invalid data or to an undeclared method is the API working, not a sign of a mismatch.
   */
  countStatus(status: number, mode: DataMode): void {
    this.cases++;
    if (mode === "positive") this.statuses[status] = (this.statuses[status] ?? 0) + 1;
  }

  skip(reason: string): void {
    this.#skipReasons.add(reason);
  }

  result(): OperationResult {
    const skipReason = [...this.#skipReasons].join("; ");
    const status: OperationStatus =
      this.failures.length > 0
        ? "failed"
        : this.errors.length > 0
          ? "errored"
          : this.cases === 0 && skipReason !== ""
            ? "skipped"
            : "passed";
    return {
      status,
      failures: this.failures,
      errors: this.errors,
      cases: this.cases,
      statuses: this.statuses,
      ...(skipReason === "" ? {} : { skipReason }),
    };
  }
}
