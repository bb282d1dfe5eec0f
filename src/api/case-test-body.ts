import type { Case } from "./case.js";
import type { APIOperation } from "./operation.js";

/** What a test body receives for each generated case. */
export interface CaseTestArgs<Context = unknown> {
  /** The generated case: send it with `callAndValidate()`, or serialize it yourself with `prepare()`. */
  readonly case: Case;
  /** The operation the case belongs to (`validateResponse` lives here). */
  readonly operation: APIOperation;
  /** The test framework's context (for Vitest: the test context with the requested fixtures). */
  readonly context: Context;
  /** Values drawn from `schema.given(...)`'s arbitraries (an array, or an object for `given({ … })`); undefined without it. */
  readonly given: unknown;
}

/** A test body: runs once per generated case and throws (or rejects) to fail it. */
export type CaseTestBody<Context = unknown> = (args: CaseTestArgs<Context>) => void | Promise<void>;
