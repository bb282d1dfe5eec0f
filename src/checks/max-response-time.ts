import type { CheckDefinition } from "../core/check.js";
import type { Failure } from "../core/failure.js";

/** Name of the check, as configuration and `--checks` spell it. */
export const MAX_RESPONSE_TIME = "max_response_time";

/**
 * `max_response_time`: when `checks.max_response_time` (seconds) is set, a response slower
 * than it fails. Without a limit the check passes, so selecting it is harmless.
 */
export const maxResponseTime: CheckDefinition = {
  name: MAX_RESPONSE_TIME,
  run(ctx, response): Failure | undefined {
    return responseTimeFailure(response.elapsed, ctx.maxResponseTime);
  },
};

/** Pure: the failure of a response that took `elapsed` seconds against a limit (none without a limit). */
export function responseTimeFailure(elapsed: number, limit: number | undefined): Failure | undefined {
  if (limit === undefined || !(limit > 0) || !(elapsed > limit)) return undefined;
  return {
    check: MAX_RESPONSE_TIME,
    title: "Response time limit exceeded",
    message: `Actual: ${milliseconds(elapsed)}\nLimit: ${milliseconds(limit)}`,
    key: "limit",
  };
}

function milliseconds(seconds: number): string {
  return `${(seconds * 1000).toFixed(2)}ms`;
}
