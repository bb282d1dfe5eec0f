import { describe, expect, it } from "vitest";
import { statusCodeConformance } from "../../src/checks/status-code-conformance.js";
import { context, documented, failuresOf, operation, response } from "../support/check-helpers.js";

describe("status_code_conformance", () => {
  it.each([
    [["200", "422"], 200, true],
    [["200", "422"], 422, true],
    [["200", "422"], 418, false],
    [["200", "4XX"], 404, true],
    [["200", "4xx"], 404, true],
    [["200", "4XX"], 500, false],
    [["200", "default"], 500, true],
    [["2XX"], 201, true],
    [["2XX"], 301, false],
    [[], 418, true],
  ] as const)("documented %j, received %i: passes=%s", async (statuses, status, passes) => {
    const op = operation(statuses.map((s) => documented(s)));
    const failures = await failuresOf(statusCodeConformance, context(op), response({ status }));
    expect(failures.length === 0).toBe(passes);
  });

  it("lists received and documented statuses", async () => {
    const op = operation([documented("200"), documented("422")]);
    const [failure] = await failuresOf(statusCodeConformance, context(op), response({ status: 418 }));
    expect(failure).toEqual({
      check: "status_code_conformance",
      title: "Undocumented HTTP status code",
      message: "Received: 418\nDocumented: 200, 422",
      key: "418",
    });
  });
});
