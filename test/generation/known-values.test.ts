import * as fc from "fast-check";
import { describe, expect, test } from "vitest";
import type { OperationDefinition, ParameterDefinition, ParameterLocation } from "../../src/core/operation.js";
import type { JsonSchema } from "../../src/core/json-schema.js";
import { caseArbitrary } from "../../src/generation/case-arbitrary.js";
import { knownParameters, withKnownValues } from "../../src/generation/known-values.js";
import { setup } from "./support.js";

function parameter(name: string, location: ParameterLocation, schema: JsonSchema, required = true): ParameterDefinition {
  return { name, location, required, schema, style: location === "query" || location === "cookie" ? "form" : "simple", explode: false, allowReserved: false, deprecated: false, examples: [] };
}

const operation: OperationDefinition = {
  method: "GET",
  path: "/items/{id}",
  label: "GET /items/{id}",
  tags: [],
  deprecated: false,
  parameters: [
    parameter("id", "path", { type: "integer", minimum: 1 }),
    parameter("slug", "query", { type: "string", pattern: "^[a-z-]+$" }),
    parameter("X-Trace", "header", { type: "string" }, false),
    parameter("fixed", "query", { type: "string" }),
  ],
  responses: [],
  security: [],
  pointer: "/paths/~1items~1{id}/get",
};

const seen: Record<string, (string | number)[]> = { id: [0, 5, "12", "abc"], slug: ["red-box", "Not A Slug", 3], "x-trace": ["a b", " padded", "ok\u00e9"], fixed: ["x"] };

describe("known values", () => {
  const { ctx, validate } = setup();
  const source = {
    lookup: (name: string) => seen[name.toLowerCase()] ?? [],
    valid: validate,
    fixed: (location: ParameterLocation, name: string) => location === "query" && name === "fixed",
  };

  test("only values valid against the parameter's schema, in their valid form; header-safe; fixed parameters left alone", () => {
    expect(knownParameters(operation, source)).toEqual([
      { location: "path", name: "id", values: [5, 12] },
      { location: "query", name: "slug", values: ["red-box"] },
      { location: "header", name: "X-Trace", values: ["a b"] },
    ]);
  });

  test("cases draw known values beside generated ones, and every case stays valid", () => {
    const known = knownParameters(operation, source);
    const cases = fc.sample(withKnownValues(caseArbitrary(operation, ctx), known), { numRuns: 300, seed: 3 });
    const ids = cases.map((data) => data.pathParameters["id"]);
    expect(ids.filter((id) => id === 5 || id === 12).length).toBeGreaterThan(120);
    expect(ids.some((id) => id !== 5 && id !== 12)).toBe(true);
    for (const data of cases) {
      expect(validate({ type: "integer", minimum: 1 }, data.pathParameters["id"])).toBe(true);
      expect(validate({ type: "string", pattern: "^[a-z-]+$" }, data.query["slug"])).toBe(true);
    }
  });

  test("nothing known: the arbitrary itself, so runs without values draw exactly as before", () => {
    const arbitrary = caseArbitrary(operation, ctx);
    expect(withKnownValues(arbitrary, [])).toBe(arbitrary);
  });
});
