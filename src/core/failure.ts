import { maskVolatile } from "./volatile-values.js";

/**
 * One way a response failed a check. Failures are data until the edge that throws a
 * `FailureGroup` or prints them.
 */
export interface Failure {
  /** The check that failed, e.g. `not_a_server_error`. */
  readonly check: string;
  /** Short human title, e.g. `Server error`, `Undocumented HTTP status code`. */
  readonly title: string;
  /** Details, possibly several lines (e.g. `Received: 418` / `Documented: 200, 422`). */
  readonly message: string;
  /**
   * Deduplication key within one operation: two failures with the same check and key
   * are the same defect found twice.
   */
  readonly key: string;
}

/**
 * The identity of a failure within its operation: its check and key, with the values that vary
 * from case to case masked (`maskVolatile`), so failures differing only in an embedded value (an
 * offending character, a code point, an id) are one failure.
 */
export function failureIdentity(failure: Failure): string {
  return `${failure.check}\u0000${maskVolatile(failure.key)}`;
}
