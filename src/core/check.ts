import type { CaseData, CaseMeta } from "./case.js";
import type { Failure } from "./failure.js";
import type { OperationDefinition } from "./operation.js";
import type { PreparedRequest } from "./request.js";
import type { Response } from "./response.js";
import type { SchemaResolver, SchemaValidator } from "./validator.js";

/** A status code (`200`) or a wildcard with `X` for any digit (`"2XX"`). */
export type StatusPattern = number | string;

/** Settings of one check for the current operation (`checks.<check>.*`). */
export interface CheckSettings {
  readonly enabled: boolean;
  /** `checks.<check>.expected-statuses`, when given. */
  readonly expectedStatuses?: readonly StatusPattern[];
}

/** What a check may read besides the response and the case. Named `CheckContext` in the specification. */
export interface CheckContext {
  readonly operation: OperationDefinition;
  readonly validator: SchemaValidator;
  /** Resolves `$ref`s of the document, so messages can quote the violated keyword. */
  readonly resolver?: SchemaResolver;
  /** This check's settings for the current operation. */
  readonly config: CheckSettings;
  readonly meta: CaseMeta;
  /** Seconds; a response slower than this fails `max_response_time`. */
  readonly maxResponseTime?: number;
  /** In the stateful phase: the calls made earlier in the sequence (what the stateful checks read). */
  readonly sequence?: SequenceContext;
}

/** One earlier call of a stateful sequence. */
export interface SequenceStep {
  readonly operation: OperationDefinition;
  readonly request: PreparedRequest;
  readonly response: Response;
}

/** The calls a stateful sequence made before the current one, and which of them fed it through a link. */
export interface SequenceContext {
  readonly steps: readonly SequenceStep[];
  /** Index in `steps` of the call whose response the current call's linked values came from. */
  readonly linkedFrom?: number;
}

/**
 * A check: looks at one response and returns the failures it finds (none when fine).
 * Built-in checks return data; custom checks registered with `check()` may instead throw.
 */
export type CheckFunction = (
  ctx: CheckContext,
  response: Response,
  caseData: CaseData,
) => Failure | readonly Failure[] | undefined | void | Promise<Failure | readonly Failure[] | undefined | void>;

/** A named check. */
export interface CheckDefinition {
  readonly name: string;
  readonly run: CheckFunction;
}

/** Whether a status matches a pattern: `404` matches `404`, `"404"` and `"4XX"`. */
export function statusMatches(status: number, pattern: StatusPattern): boolean {
  const text = String(pattern).toUpperCase();
  const code = String(status);
  if (text.length !== 3) return false;
  for (let i = 0; i < 3; i++) {
    const p = text[i];
    if (p !== "X" && p !== code[i]) return false;
  }
  return true;
}
