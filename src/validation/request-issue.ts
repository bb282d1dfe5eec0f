import type { ParameterLocation } from "../core/operation.js";

/**
 * One reason a request, as sent, does not match its operation. Failures are data: the
 * caller decides whether a case is dropped, relabelled or reported.
 */
export interface RequestIssue {
  /** Where the problem is: a parameter location, the body, or the method itself. */
  readonly location: ParameterLocation | "body" | "method";
  /** The parameter at fault, when one is. */
  readonly name?: string;
  /** One line naming the culprit and what is wrong, e.g. `query parameter "limit": must be <= 100 (sent "500")`. */
  readonly message: string;
}

/** How the request's URL relates to the operation's path template, and what to read of it. */
export interface RequestValidationOptions {
  /** The path prefix of the base URL (e.g. `/api/v1`), stripped before matching the template. */
  readonly basePath: string;
  /**
   * Only this part (and the method): for a case that differs from one already known valid in
   * that part alone, such as a feedback mutation of one value.
   */
  readonly only?: ParameterLocation | "body";
}
