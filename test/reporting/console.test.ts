import { describe, expect, it } from "vitest";
import { replayLine } from "../../src/reporting/console.js";

const event = (count: number, failing: number, unchecked?: number, uncheckedReason?: string) => ({
  type: "examples-replayed" as const,
  phase: "examples" as const,
  operation: "GET /items",
  count,
  failing,
  ...(unchecked === undefined ? {} : { unchecked, uncheckedReason: uncheckedReason ?? "" }),
});

describe("the replay line counts stored cases", () => {
  it("still failing, passing now, or none failing any more", () => {
    expect(replayLine(event(1, 1))).toBe("replayed 1 stored example (1 still failing)");
    expect(replayLine(event(3, 1))).toBe("replayed 3 stored examples (1 still failing, 2 pass now)");
    expect(replayLine(event(2, 0))).toBe("replayed 2 stored examples (none fails any more)");
  });

  it("cases the replay could not check are kept, with why", () => {
    expect(replayLine(event(8, 0, 8, "GET http://127.0.0.1:1/items failed: connection refused"))).toBe(
      "8 stored examples not checked (kept for the next run): GET http://127.0.0.1:1/items failed: connection refused",
    );
    expect(replayLine(event(3, 1, 2, "GET http://x/items did not answer within 1s (--request-timeout)"))).toBe(
      "replayed 1 stored example (1 still failing); 2 not checked (kept for the next run): GET http://x/items did not answer within 1s (--request-timeout)",
    );
  });
});
