import * as fc from "fast-check";
import { describe, expect, test } from "vitest";
import type { OperationDefinition, ParameterDefinition, ParameterLocation } from "../../src/core/operation.js";
import type { JsonSchema } from "../../src/core/json-schema.js";
import { caseArbitrary } from "../../src/generation/case-arbitrary.js";
import { knownValues, NOTHING_KNOWN, withKnownValues } from "../../src/generation/known-values.js";
import { setup } from "../support/generation-support.js";

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
  requestBody: {
    required: true,
    alternatives: [
      {
        mediaType: "application/json",
        schema: { type: "object", required: ["ownerId", "note"], properties: { ownerId: { type: "string", minLength: 3 }, note: { type: "string" }, label: { type: "string" } }, additionalProperties: false },
        examples: [],
        encoding: {},
      },
    ],
  },
  responses: [],
  security: [],
  pointer: "/paths/~1items~1{id}/get",
};

const seen: Record<string, (string | number)[]> = {
  id: [0, 5, "12", "abc"],
  slug: ["red-box", "Not A Slug", 3],
  "x-trace": ["a b", " padded", "ok\u00e9"],
  fixed: ["x"],
  ownerid: ["u1", "user-7"],
  label: ["seen"],
};

describe("known values from the API's code (grey-box)", () => {
  const { ctx, validate } = setup();
  const constants: Record<string, { values: (string | number)[]; preferred: number }> = {
    string: { values: ["sqrt", "abs", "MON", "a b", "x".repeat(30), "..", "a/b"], preferred: 2 },
    integer: { values: [4711, 4710, 4712, 7, 8, -3], preferred: 3 },
    number: { values: [2.5, 4711], preferred: 0 },
  };
  const code = (type: "string" | "integer" | "number") => constants[type]!;
  const greybox: OperationDefinition = {
    method: "GET",
    path: "/calc/{op}",
    label: "GET /calc/{op}",
    tags: [],
    deprecated: false,
    parameters: [
      parameter("op", "path", { type: "string", pattern: "^[a-z./]+$" }),
      parameter("a", "query", { type: "integer", minimum: 0, maximum: 5000 }),
      parameter("b", "query", { type: "integer" }),
      parameter("c", "query", { type: "integer", maximum: 100 }),
      parameter("unit", "query", { type: "string", enum: ["kg", "lb"] }),
      parameter("X-Op", "header", { type: "string" }, false),
      parameter("fixed", "query", { type: "integer" }),
    ],
    requestBody: {
      required: true,
      alternatives: [
        {
          mediaType: "application/json",
          schema: { type: "object", required: ["ratio"], properties: { ratio: { type: "number", maximum: 3 }, name: { type: "string", maxLength: 8 }, tags: { type: "array" }, limit: { type: "number", minimum: 0 } } },
          examples: [],
          encoding: {},
        },
      ],
    },
    responses: [],
    security: [],
    pointer: "/paths/~1calc~1{op}/get",
  };
  const source = {
    lookup: () => [],
    valid: validate,
    resolve: () => undefined,
    fixed: (location: ParameterLocation, name: string) => location === "query" && name === "fixed",
    code,
  };

  test("each parameter and body field of a matching type gets the constants valid against its schema", () => {
    const known = knownValues(greybox, source);
    expect(known.parameters.map(({ name, values, code }) => [name, values, code])).toEqual([
      ["op", [], { preferred: ["sqrt", "abs"], others: ["x".repeat(30)] }],
      ["a", [], { preferred: [4711, 4710, 4712], others: [7, 8] }],
      ["b", [], { preferred: [4711, 4710, 4712], others: [7, 8, -3] }],
      ["c", [], { preferred: [], others: [7, 8, -3] }],
      // Header-safe only; the enum parameter is left to its enum.
      ["X-Op", [], { preferred: ["sqrt", "abs"], others: ["MON", "a b", "x".repeat(30), "..", "a/b"] }],
    ]);
    expect(known.fields.map(({ name, values, code }) => [name, values, code])).toEqual([
      ["ratio", [], { preferred: [], others: [2.5] }],
      ["name", [], { preferred: ["sqrt", "abs"], others: ["MON", "a b", "..", "a/b"] }],
      ["limit", [], { preferred: [], others: [2.5, 4711] }],
    ]);
    // The parameters of one type (not the fixed one, nor the enum) may share a value.
    expect(known.equal?.map((group) => (group.kind === "parameters" ? group.members.map((member) => member.name) : group.names))).toEqual([["op", "X-Op"], ["a", "b", "c"], ["ratio", "limit"]]);
  });

  test("cases draw the code's constants, share values between parameters of one type, and stay valid", () => {
    const known = knownValues(greybox, source);
    const cases = fc.sample(withKnownValues(caseArbitrary(greybox, ctx), known, validate), { numRuns: 400, seed: 5 });
    expect(cases.filter((data) => data.pathParameters["op"] === "sqrt").length).toBeGreaterThan(20);
    expect(cases.filter((data) => data.query["a"] === 4712).length).toBeGreaterThan(10);
    expect(cases.filter((data) => (data.body as { name?: unknown }).name === "sqrt").length).toBeGreaterThan(10);
    expect(cases.filter((data) => data.query["a"] === data.query["b"]).length).toBeGreaterThan(35);
    expect(cases.filter((data) => data.query["a"] === data.query["b"] && data.query["b"] === data.query["c"]).length).toBeGreaterThan(10);
    // Body fields of one type too, where the body stays valid (ratio at most 3, limit at least 0).
    const bodies = cases.map((data) => data.body as { ratio: number; limit?: number });
    expect(bodies.filter((body) => body.limit !== undefined && body.limit === body.ratio && body.ratio > 0 && body.ratio !== 2.5).length).toBeGreaterThan(0);
    // A value the third parameter's maximum forbids is not copied to it.
    expect(cases.some((data) => data.query["a"] === data.query["b"] && (data.query["a"] as number) > 100 && data.query["c"] !== data.query["a"])).toBe(true);
    for (const data of cases) {
      expect(validate({ type: "string", pattern: "^[a-z./]+$" }, data.pathParameters["op"])).toBe(true);
      expect(validate({ type: "integer", minimum: 0, maximum: 5000 }, data.query["a"])).toBe(true);
      expect(validate({ type: "integer", maximum: 100 }, data.query["c"])).toBe(true);
      expect(validate(greybox.requestBody!.alternatives[0]!.schema, data.body)).toBe(true);
    }
  });

  test("the same seed draws the same cases", () => {
    const known = knownValues(greybox, source);
    const draw = () => fc.sample(withKnownValues(caseArbitrary(greybox, ctx), known, validate), { numRuns: 50, seed: 9 });
    expect(draw()).toEqual(draw());
  });
});

describe("known values", () => {
  const { ctx, validate } = setup();
  const source = {
    lookup: (name: string) => seen[name.toLowerCase()] ?? [],
    valid: validate,
    resolve: () => undefined,
    fixed: (location: ParameterLocation, name: string) => location === "query" && name === "fixed",
  };

  test("only values valid against the schema, in their valid form; header-safe; fixed parameters and non-id fields left alone", () => {
    const known = knownValues(operation, source);
    expect(known.parameters).toEqual([
      { location: "path", name: "id", values: [5, 12] },
      { location: "query", name: "slug", values: ["red-box"] },
      { location: "header", name: "X-Trace", values: ["a b"] },
    ]);
    expect(known.fields.map(({ name, values }) => [name, values])).toEqual([["ownerId", ["user-7"]]]);
  });

  test("cases draw known values beside generated ones, and every case stays valid", () => {
    const known = knownValues(operation, source);
    const cases = fc.sample(withKnownValues(caseArbitrary(operation, ctx), known, validate), { numRuns: 300, seed: 3 });
    const ids = cases.map((data) => data.pathParameters["id"]);
    expect(ids.filter((id) => id === 5 || id === 12).length).toBeGreaterThan(120);
    expect(ids.some((id) => id !== 5 && id !== 12)).toBe(true);
    for (const data of cases) {
      expect(validate({ type: "integer", minimum: 1 }, data.pathParameters["id"])).toBe(true);
      expect(validate({ type: "string", pattern: "^[a-z-]+$" }, data.query["slug"])).toBe(true);
      expect(validate(operation.requestBody!.alternatives[0]!.schema, data.body)).toBe(true);
    }
    expect(cases.filter((data) => (data.body as { ownerId: string }).ownerId === "user-7").length).toBeGreaterThan(120);
  });

  test("nothing known: the arbitrary itself, so runs without values draw exactly as before", () => {
    const arbitrary = caseArbitrary(operation, ctx);
    expect(withKnownValues(arbitrary, NOTHING_KNOWN, validate)).toBe(arbitrary);
  });
});
