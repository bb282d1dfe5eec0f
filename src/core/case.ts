import type { NotSet } from "./not-set.js";
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

/** How a case came to be: which phase and data mode produced it, and why. */
export interface CaseMeta {
  readonly phase: Phase;
  readonly mode: DataMode;
  /** Human description of what the case exercises (coverage phase), if any. */
  readonly description?: string;
}
