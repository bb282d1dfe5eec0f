import { describe, expect, test } from "vitest";
import { reachReason, ReachTracker } from "../../src/engine/reach.js";

const result = (statuses: Record<number, number>, responses = statuses) => ({ status: "passed" as const, failures: [], errors: [], cases: 1, statuses, responses });

describe("reach", () => {
  test("the likely reason is the most common kind of answer", () => {
    expect(reachReason({ 401: 5, 400: 2 })).toBe("missing auth");
    expect(reachReason({ 403: 3 })).toBe("missing auth");
    expect(reachReason({ 404: 9, 500: 1 })).toBe("missing test data");
    expect(reachReason({ 422: 4, 400: 4, 404: 5 })).toBe("always 4xx validation");
    expect(reachReason({ 500: 2 })).toBe("server errors");
    expect(reachReason({})).toBe("no response");
  });

  test("an operation is reached by any 2xx in any phase, negative and stateful requests included", () => {
    const tracker = new ReachTracker();
    tracker.record("GET /a", result({ 404: 3 }));
    tracker.record("GET /a", result({}, { 200: 1 }));
    tracker.record("GET /b", result({ 401: 3 }, { 401: 3, 400: 10 }));
    tracker.record("GET /c", result({}, { 422: 2 }));
    expect(tracker.report(["GET /c", "GET /b", "GET /a", "GET /untested"])).toEqual({
      operations: 3,
      reached: 1,
      unreached: [
        // No positive case got an answer: what the others got says why.
        { operation: "GET /c", reason: "always 4xx validation", statuses: { 422: 2 } },
        // Positive cases' answers decide over negative ones.
        { operation: "GET /b", reason: "missing auth", statuses: { 401: 3 } },
      ],
    });
  });
});
