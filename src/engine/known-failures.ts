import { failureIdentity } from "../core/failure.js";
import type { OperationResult } from "./operation-result.js";

const NONE: ReadonlySet<string> = new Set();

/**
 * Whether meeting a failure already known still stops an operation: only under `max-failures`
 * (without continue-on-failure), where the user bounds how many failures a run may find and a
 * replayed or earlier one already counts; the run then stops as soon as the count is reached.
 */
export function stopsOnKnown(settings: { readonly maxFailures?: number | undefined; readonly failFast?: boolean | undefined }): boolean {
  return settings.maxFailures !== undefined && settings.failFast === true;
}

/**
 * The failures each operation already showed in this run (found by an earlier phase, or by a
 * replayed stored case), by identity. A phase meeting one of them again neither shrinks it nor
 * stops the operation for it: only a new distinct failure ends an operation's search early, so
 * a known defect never hides a deeper one (Schemathesis' phases are independent in the same way).
 *
 * Kept by the environment that runs the operation's phases: each worker thread of `--threads`
 * has its own, and an operation stays on its first thread, so every phase of it sees the same.
 */
export class KnownFailures {
  readonly #byOperation = new Map<string, Set<string>>();

  /** The identities known for an operation (an empty set when none). */
  of(label: string): ReadonlySet<string> {
    return this.#byOperation.get(label) ?? NONE;
  }

  /** Records the failures of one result of an operation (a replay's or a phase's). */
  record(label: string, result: OperationResult): void {
    if (result.failures.length === 0) return;
    let known = this.#byOperation.get(label);
    if (known === undefined) {
      known = new Set();
      this.#byOperation.set(label, known);
    }
    for (const report of result.failures) known.add(failureIdentity(report.failure));
  }
}
