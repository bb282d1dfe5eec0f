import { describe, expect, it } from "vitest";
import { maxResponseTime } from "../../src/checks/max-response-time.js";
import { context, documented, failuresOf, operation, response } from "../support/check-helpers.js";

const op = operation([documented("200")]);

describe("max_response_time", () => {
  it.each([
    [undefined, 10, 0],
    [0.1, 0.05, 0],
    [0.1, 0.1, 0],
    [0.1, 0.12345, 1],
  ] as const)("limit %s s, elapsed %s s → %i failures", async (limit, elapsed, count) => {
    const ctx = context(op, limit === undefined ? {} : { maxResponseTime: limit });
    expect(await failuresOf(maxResponseTime, ctx, response({ elapsed }))).toHaveLength(count);
  });

  it("shows actual and limit in milliseconds", async () => {
    const [failure] = await failuresOf(maxResponseTime, context(op, { maxResponseTime: 0.1 }), response({ elapsed: 0.12345 }));
    expect(failure).toEqual({
      check: "max_response_time",
      title: "Response time limit exceeded",
      message: "Actual: 123.45ms\nLimit: 100.00ms",
      key: "limit",
    });
  });
});
