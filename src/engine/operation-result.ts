import type { FailureReport, OperationError, OperationStatus } from "../core/events.js";
import { failureIdentity, type Failure } from "../core/failure.js";
import type { DataMode } from "../core/phase.js";
import type { Response } from "../core/response.js";
import { harvestValues, type SeenValue } from "../stateful/response-values.js";

/** Success bodies parsed for reusable values per operation and phase, at most. */
const MAX_HARVESTED = 16;
/** Values kept per operation and phase, at most. */
const MAX_VALUES = 64;
/** Larger bodies are not parsed for values. */
const MAX_HARVEST_BYTES = 64 * 1024;

/** What one operation's work in one phase found. */
export interface OperationResult {
  readonly status: OperationStatus;
  readonly failures: readonly FailureReport[];
  readonly errors: readonly OperationError[];
  readonly cases: number;
  readonly statuses: Readonly<Record<number, number>>;
  /** Status counts of every response, positive, negative and stateful alike (what the reach report reads). */
  readonly responses?: Readonly<Record<number, number>>;
  /** Values seen in success bodies, for later requests (bounded; see `ValueDictionary`). */
  readonly values?: readonly SeenValue[];
  readonly skipReason?: string;
  /** Failures left out because an earlier phase reported them (see `ReportedFailures.fresh`). */
  readonly repeated?: number;
}

/** Collects an operation's outcomes; distinct failures only (by check and key). */
export class ResultCollector {
  readonly failures: FailureReport[] = [];
  readonly errors: OperationError[] = [];
  readonly statuses: Record<number, number> = {};
  readonly responses: Record<number, number> = {};
  readonly values: SeenValue[] = [];
  cases = 0;
  #harvested = 0;
  readonly #seenFailures = new Set<string>();
  readonly #seenErrors = new Set<string>();
  readonly #skipReasons = new Set<string>();
  readonly #known: ReadonlySet<string> | undefined;
  /** Known failures this phase met again: the operation is still failing, with nothing new. */
  readonly #metKnown = new Set<string>();

  /**
   * @param known identities of failures the operation already showed in this run (an earlier
   * phase, a replayed stored case): never new, so they are not reported again, not shrunk, and
   * do not stop the operation.
   */
  constructor(known?: ReadonlySet<string>) {
    this.#known = known === undefined || known.size === 0 ? undefined : known;
  }

  /** True when this failure was neither recorded yet nor known before the phase. */
  isNew(failure: Failure): boolean {
    const identity = failureIdentity(failure);
    return !this.#seenFailures.has(identity) && this.#known?.has(identity) !== true;
  }

  /** The failures that are new to this operation; known ones met again are counted as repeated. */
  freshOf(failures: readonly Failure[]): readonly Failure[] {
    if (failures.length === 0) return failures;
    return failures.filter((failure) => {
      const identity = failureIdentity(failure);
      if (this.#known?.has(identity) === true) this.#metKnown.add(identity);
      return this.isNew(failure);
    });
  }

  addFailure(report: FailureReport): boolean {
    const identity = failureIdentity(report.failure);
    if (this.#known?.has(identity) === true) {
      this.#metKnown.add(identity);
      return false;
    }
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
    this.responses[status] = (this.responses[status] ?? 0) + 1;
    if (mode === "positive") this.statuses[status] = (this.statuses[status] ?? 0) + 1;
  }

  /**
   * Keeps the reusable values of a JSON success body (ids, slugs …) produced by the operation
   * at `path`. Bounded: the first {@link MAX_HARVESTED} such bodies per operation and phase.
   * `pick` takes the part of the body to read (a GraphQL response's `data`); the whole body by default.
   */
  harvest(response: Response, path: string, pick?: (body: unknown) => unknown): void {
    const { statusCode } = response;
    if (statusCode < 200 || statusCode > 299 || this.#harvested >= MAX_HARVESTED || this.values.length >= MAX_VALUES) return;
    const size = response.content.byteLength;
    if (size === 0 || size > MAX_HARVEST_BYTES || !/[/+]json$/.test(response.mediaType ?? "")) return;
    this.#harvested++;
    let body: unknown;
    try {
      body = response.json();
    } catch {
      return;
    }
    for (const seen of harvestValues(pick === undefined ? body : pick(body), path, MAX_VALUES - this.values.length)) this.values.push(seen);
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
      responses: this.responses,
      ...(this.values.length === 0 ? {} : { values: this.values }),
      ...(skipReason === "" ? {} : { skipReason }),
      ...(this.#metKnown.size === 0 ? {} : { repeated: this.#metKnown.size }),
    };
  }
}

/** Several results of one operation as one (the rounds of `apitest fuzz`): failures distinct by identity. */
export function mergeResults(parts: readonly OperationResult[]): OperationResult {
  const collector = new ResultCollector();
  for (const part of parts) {
    for (const report of part.failures) collector.addFailure(report);
    for (const error of part.errors) collector.addError(error);
    addCounts(collector.statuses, part.statuses);
    addCounts(collector.responses, part.responses ?? {});
    collector.cases += part.cases;
    if (part.skipReason !== undefined) collector.skip(part.skipReason);
  }
  return collector.result();
}

/** Adds status counts into a record. */
export function addCounts(into: Record<number, number>, counts: Readonly<Record<number, number>>): void {
  for (const [status, count] of Object.entries(counts)) into[Number(status)] = (into[Number(status)] ?? 0) + count;
}
