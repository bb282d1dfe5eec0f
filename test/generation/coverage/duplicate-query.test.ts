import { describe, expect, test } from "vitest";
import { planCoverage } from "../../../src/generation/coverage/plan-coverage.js";
import { prepareRequest } from "../../../src/serialization/prepare-request.js";
import { environment, operation, parameter } from "../../support/negative-support.js";

// Regression (found by the corpus laws, e.g. listennotes.com `show_transcript`): a scalar query
// parameter with `explode: false` was "sent twice" as `?a=1,1`, which is one value on the wire.
describe("coverage: duplicated query parameters", () => {
  const op = operation("GET", "/episodes", {
    parameters: [
      parameter("page", "query", { type: "integer" }),
      parameter("show", "query", { type: "integer" }, { explode: false }),
      parameter("filter", "query", { type: "object" }, { style: "deepObject", explode: true }),
      parameter("doc", "query", { type: "string" }, { contentType: "application/json" }),
    ],
  });
  const { ctx } = environment();
  const planned = planCoverage(op, ctx, { modes: ["negative"], unexpectedMethods: [], duplicateQueryParameters: true });
  const twice = planned.filter(({ meta }) => meta.violation?.kind === "duplicate-query-parameter");

  test("only parameters whose lists repeat the name are duplicated", () => {
    expect(twice.map(({ meta }) => meta.violation)).toEqual([{ kind: "duplicate-query-parameter", name: "page" }]);
  });

  test("the duplicate really goes out twice", () => {
    const request = prepareRequest(twice[0]!.data, op, { baseUrl: "http://127.0.0.1:9" });
    expect(new URL(request.url).searchParams.getAll("page")).toHaveLength(2);
  });
});
