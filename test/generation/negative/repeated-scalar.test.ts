import * as fc from "fast-check";
import { describe, expect, test } from "vitest";
import { repeatedScalarArbitrary } from "../../../src/generation/negative/repeated-scalar.js";
import { prepareRequest } from "../../../src/serialization/prepare-request.js";
import { environment, operation, parameter } from "../../support/negative-support.js";

const op = operation("GET", "/items", {
  parameters: [
    parameter("tag", "query", { type: "string", maxLength: 5 }, { required: true }),
    parameter("page", "query", { type: "integer", minimum: 1, maximum: 9 }),
    parameter("ids", "query", { type: "array", items: { type: "integer" } }),
    parameter("X-Trace", "header", { type: "string" }),
  ],
});

describe("repeatedScalarArbitrary", () => {
  const { ctx } = environment();

  test("sends one scalar query parameter twice, with valid values, the rest positive", () => {
    const arb = repeatedScalarArbitrary(op, ctx);
    expect(arb).toBeDefined();
    const names = new Set<string>();
    fc.assert(
      fc.property(arb!, ({ data, name, description }) => {
        names.add(name);
        expect(["tag", "page"]).toContain(name);
        const values = data.query[name] as unknown[];
        expect(values).toHaveLength(2);
        if (name === "page") for (const value of values) expect(Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 9).toBe(true);
        if (name === "tag") for (const value of values) expect(typeof value === "string" && [...value].length <= 5).toBe(true);
        expect(description).toBe(`query parameter "${name}": a scalar sent twice`);
        const url = prepareRequest(data, op, { baseUrl: "http://127.0.0.1:1" }).url;
        expect(url.split(`${name}=`).length - 1).toBe(2);
      }),
      { numRuns: 200, seed: 5 },
    );
    expect([...names].sort()).toEqual(["page", "tag"]);
  });

  test("undefined when no scalar query parameter repeats on the wire", () => {
    const none = operation("GET", "/x", {
      parameters: [
        parameter("ids", "query", { type: "array", items: { type: "integer" } }),
        parameter("csv", "query", { type: "string" }, { explode: false }),
        parameter("X-Trace", "header", { type: "string" }),
      ],
    });
    expect(repeatedScalarArbitrary(none, ctx)).toBeUndefined();
  });
});
