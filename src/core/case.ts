import type { NotSet } from "./not-set.js";
import type { ParameterLocation } from "./operation.js";
import type { DataMode, Phase } from "./phase.js";

/**
 * The generated values of one test case, before serialization. Values are plain JSON-like
 * data (strings, numbers, booleans, arrays, objects, `Uint8Array` for binary), keyed by
 * parameter name; `body` is {@link NOT_SET} when the request has no body.
 */
export interface CaseData {
  /** Uppercase HTTP method. */
  readonly method: string;
  /** Path template from the schema. */
  readonly path: string;
  readonly pathParameters: Readonly<Record<string, unknown>>;
  readonly query: Readonly<Record<string, unknown>>;
  readonly headers: Readonly<Record<string, unknown>>;
  readonly cookies: Readonly<Record<string, unknown>>;
  readonly body: unknown | NotSet;
  /** Media type of the body, e.g. `application/json`; absent when there is no body. */
  readonly mediaType: string | undefined;
}

/** What a negative case breaks, so checks can judge the response by it. */
export type Violation =
  /** A value does not match its schema (wrong type, out of bounds, off-pattern, unknown property …). */
  | { readonly kind: "schema"; readonly location: ParameterLocation | "body"; readonly name?: string }
  /** A required parameter is left out. */
  | { readonly kind: "missing-required"; readonly location: ParameterLocation | "body"; readonly name?: string }
  /** A method the path does not declare. */
  | { readonly kind: "unexpected-method" }
  /** A query parameter sent twice. */
  | { readonly kind: "duplicate-query-parameter"; readonly name: string };

/** How a case came to be: which phase and data mode produced it, and why. */
export interface CaseMeta {
  readonly phase: Phase;
  readonly mode: DataMode;
  /** Human description of what the case exercises (coverage phase), if any. */
  readonly description?: string;
  /** True for a schema example that does not match its own schema: its rejection says nothing about the API. */
  readonly invalidExample?: boolean;
  /** For negative cases: what the case violates. */
  readonly violation?: Violation;
  /**
   * A negative case a lenient server may read as valid (a scalar query parameter repeated, a
   * number written as `"1"`): judged only by the checks that do not depend on how the API reads
   * it (`not_a_server_error`, response conformance, `max_response_time`).
   */
  readonly ambiguous?: boolean;
}

/** A case decided in advance (examples and coverage phases): the values and why they were chosen. */
export interface PlannedCase {
  readonly data: CaseData;
  readonly meta: CaseMeta;
}

/**
 * A generated case with how it came to be: what the fuzzing loop handles, and what coverage
 * feedback keeps to mutate later.
 */
export interface TargetedCase {
  readonly data: CaseData;
  readonly meta: CaseMeta;
}
