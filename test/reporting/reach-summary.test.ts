import { describe, expect, test } from "vitest";
import { reachLines } from "../../src/reporting/reach-summary.js";
import { createStylist } from "../../src/reporting/style.js";

const plain = createStylist(false);

describe("reachLines", () => {
  test("one line when everything was reached, nothing without data", () => {
    expect(reachLines({ operations: 3, reached: 3, unreached: [] }, plain)).toEqual(["Reach:      3 of 3 operations answered 2xx"]);
    expect(reachLines(undefined, plain)).toEqual([]);
  });

  test("each operation never reached, with its reason, commonest statuses and what to give apitest", () => {
    const lines = reachLines(
      {
        operations: 4,
        reached: 2,
        unreached: [
          { operation: "GET /admin/stats", reason: "missing auth", statuses: { 401: 12, 400: 1 } },
          { operation: "GET /labels", reason: "missing test data", statuses: { 404: 30 } },
        ],
      },
      plain,
    );
    expect(lines[0]).toBe("Reach:      2 of 4 operations answered 2xx; never 2xx:");
    expect(lines[1]).toMatch(/^ {2}GET \/admin\/stats {2}missing auth \(401 ×12, 400 ×1\) — give credentials/);
    expect(lines[2]).toMatch(/^ {2}GET \/labels {7}missing test data \(404 ×30\) — ids that exist/);
  });

  test("long lists are cut at twenty", () => {
    const unreached = Array.from({ length: 25 }, (_, index) => ({ operation: `GET /r${index}`, reason: "other" as const, statuses: { 418: 1 } }));
    const lines = reachLines({ operations: 25, reached: 0, unreached }, plain);
    expect(lines).toHaveLength(22);
    expect(lines.at(-1)).toBe("  … and 5 more");
  });
});
