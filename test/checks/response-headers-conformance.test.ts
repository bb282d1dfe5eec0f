import { describe, expect, it } from "vitest";
import { responseHeadersConformance } from "../../src/checks/response-headers-conformance.js";
import type { ResponseHeaderDefinition } from "../../src/core/operation.js";
import { context, documented, failuresOf, makeValidator, operation, response } from "../support/check-helpers.js";

const header = (name: string, schema: ResponseHeaderDefinition["schema"], required = false): ResponseHeaderDefinition => ({ name, required, schema });

const op = operation([
  documented("200", {}, [
    header("X-Rate-Limit", { type: "integer", minimum: 0 }, true),
    header("X-Request-Id", { type: "string" }, true),
    header("X-Ratio", { type: "number" }),
    header("X-Flag", { type: "boolean" }),
    header("X-Tags", { type: "array", items: { type: "integer" }, maxItems: 3 }),
    header("X-Any", {}),
    header("Content-Type", { type: "string", enum: ["never/used"] }, true),
  ]),
  documented("default"),
]);
const ok = { "x-rate-limit": "10", "x-request-id": "abc" };

describe("response_headers_conformance", () => {
  it.each([
    ["all fine", ok, []],
    ["optional coerced values", { ...ok, "x-ratio": "0.5", "x-flag": "true", "x-tags": "1, 2,3", "x-any": "?" }, []],
    ["string header holding digits", { ...ok, "x-request-id": "12345" }, []],
    ["integer header not numeric", { ...ok, "x-rate-limit": "lots" }, ["Response header does not conform to the schema"]],
    ["integer header below minimum", { ...ok, "x-rate-limit": "-1" }, ["Response header does not conform to the schema"]],
    ["integer header with fraction", { ...ok, "x-rate-limit": "1.5" }, ["Response header does not conform to the schema"]],
    ["boolean header", { ...ok, "x-flag": "yes" }, ["Response header does not conform to the schema"]],
    ["array header items", { ...ok, "x-tags": "1,a" }, ["Response header does not conform to the schema"]],
    ["array header too long", { ...ok, "x-tags": "1,2,3,4" }, ["Response header does not conform to the schema"]],
    ["missing required", { "x-request-id": "abc" }, ["Missing required headers"]],
    ["missing and bad", { "x-flag": "maybe" }, ["Missing required headers", "Response header does not conform to the schema"]],
  ] as const)("%s", async (_label, headers, titles) => {
    const failures = await failuresOf(responseHeadersConformance, context(op), response({ headers: { ...headers } }));
    expect(failures.map((failure) => failure.title)).toEqual(titles);
  });

  it("lists every missing header in one failure", async () => {
    const [failure] = await failuresOf(responseHeadersConformance, context(op), response({}));
    expect(failure).toEqual({
      check: "response_headers_conformance",
      title: "Missing required headers",
      message: "The following required headers are missing from the response:\n  - X-Rate-Limit\n  - X-Request-Id",
      key: "missing:x-rate-limit,x-request-id",
    });
  });

  it("names the header, value and problem", async () => {
    const [failure] = await failuresOf(responseHeadersConformance, context(op), response({ headers: { ...ok, "x-rate-limit": "lots" } }));
    expect(failure?.message).toBe('Header: X-Rate-Limit\nValue: "lots"\nProblem: must be integer\nSchema: {"type":"integer","minimum":0}');
  });

  it("coerces through $ref'd header schemas", async () => {
    const validator = makeValidator({ components: { schemas: { Count: { type: "integer", maximum: 5 } } } });
    const refOp = operation([documented("200", {}, [header("X-Count", { $ref: "apitest:doc#/components/schemas/Count" }, true)])]);
    const check = async (value: string) =>
      (await failuresOf(responseHeadersConformance, context(refOp, { validator }), response({ headers: { "x-count": value } }))).length;
    expect(await check("3")).toBe(0);
    expect(await check("9")).toBe(1);
    expect(await check("x")).toBe(1);
  });

  it("passes responses without documented headers", async () => {
    expect(await failuresOf(responseHeadersConformance, context(op), response({ status: 500 }))).toEqual([]);
  });
});
