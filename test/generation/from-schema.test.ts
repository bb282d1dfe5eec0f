import * as fc from "fast-check";
import { describe, expect, test } from "vitest";
import { SchemaError } from "../../src/core/errors.js";
import type { JsonSchema } from "../../src/core/json-schema.js";
import { arbitraryFromSchema } from "../../src/generation/from-schema.js";
import { params, setup } from "../support/generation-support.js";

const doc = {
  $defs: {
    Node: { type: "object", required: ["value"], properties: { value: { type: "integer" }, children: { type: "array", items: { $ref: "apitest:doc#/$defs/Node" } } } },
    Loop: { type: "object", required: ["self"], properties: { self: { $ref: "apitest:doc#/$defs/Loop" } } },
    Cycle: { allOf: [{ $ref: "apitest:doc#/$defs/Cycle" }] },
    Pet: { type: "object", properties: { name: { type: "string" }, id: { type: "integer", readOnly: true } } },
  },
};

function nesting(value: unknown): number {
  if (value === null || typeof value !== "object") return 0;
  const children = Object.values(value as object).map(nesting);
  return 1 + Math.max(0, ...children);
}

describe("arbitraryFromSchema behaviour", () => {
  const { ctx, validate } = setup(doc);

  test("format: binary yields Uint8Array within byte bounds", () => {
    const arb = arbitraryFromSchema({ type: "string", format: "binary", minLength: 2, maxLength: 6 }, ctx);
    fc.assert(fc.property(arb, (value) => value instanceof Uint8Array && value.length >= 2 && value.length <= 6), params);
  });

  test("string lengths count code points, as ajv does (astral characters)", () => {
    const schema = { type: "string", minLength: 2, maxLength: 3 };
    const values = fc.sample(arbitraryFromSchema(schema, ctx), { seed: 5, numRuns: 2000 }) as string[];
    expect(values.every((value) => validate(schema, value))).toBe(true);
    // Some values hold surrogate pairs, so their UTF-16 length exceeds maxLength.
    expect(values.some((value) => value.length > 3)).toBe(true);
  });

  test("allowX00: false keeps NUL out of every string", () => {
    const { ctx: noNul } = setup(doc, { allowX00: false });
    const schema = { type: "object", properties: { a: { type: "string" }, b: { type: "string", pattern: "^.{3,}$" }, c: { type: "array", items: { type: "string" } } }, required: ["a", "b", "c"] };
    fc.assert(fc.property(arbitraryFromSchema(schema, noNul), (value) => !JSON.stringify(value).includes("\\u0000")), { ...params, numRuns: 500 });
  });

  test("custom formats are used before built-in ones; unknown formats give plain strings", () => {
    const { ctx: custom } = setup(doc, { formats: new Map([["uuid", fc.constant("custom-uuid")]]) });
    expect(fc.sample(arbitraryFromSchema({ type: "string", format: "uuid" }, custom), { seed: 1, numRuns: 10 })).toEqual(Array(10).fill("custom-uuid"));
    const plain = fc.sample(arbitraryFromSchema({ type: "string", format: "whatever" }, ctx), { seed: 1, numRuns: 20 });
    expect(plain.every((value) => typeof value === "string")).toBe(true);
  });

  test("numbers are finite; -0 only where the bounds allow it (never below an exclusive zero)", () => {
    const arb = arbitraryFromSchema({ type: "number", maximum: 0 }, ctx);
    fc.assert(fc.property(arb, (value) => typeof value === "number" && Number.isFinite(value) && value <= 0), { ...params, numRuns: 1000 });
    const below = arbitraryFromSchema({ type: "number", exclusiveMaximum: 0 }, ctx);
    fc.assert(fc.property(below, (value) => Number.isFinite(value) && value < 0 && !Object.is(value, -0)), { ...params, numRuns: 1000 });
  });

  test("enum members are drawn evenly", () => {
    const values = fc.sample(arbitraryFromSchema({ enum: ["a", "b", "c", "d"] }, ctx), { seed: 3, numRuns: 4000 });
    for (const member of ["a", "b", "c", "d"]) {
      const share = values.filter((value) => value === member).length / values.length;
      expect(share).toBeGreaterThan(0.15);
      expect(share).toBeLessThan(0.35);
    }
  });

  test("an optional property with a false schema is absent; a required one is a clear error", () => {
    const arb = arbitraryFromSchema({ type: "object", properties: { gone: false, kept: { type: "integer" } } }, ctx);
    fc.assert(fc.property(arb, (value) => !Object.hasOwn(value as object, "gone")), params);
    expect(() => arbitraryFromSchema({ type: "object", properties: { gone: false }, required: ["gone"] }, ctx)).toThrow(SchemaError);
    expect(() => arbitraryFromSchema(false, ctx)).toThrow(/false/);
  });

  test("readOnly properties are left out of request values, required ones too (OpenAPI: that required applies to responses)", () => {
    const optional = fc.sample(arbitraryFromSchema({ $ref: "apitest:doc#/$defs/Pet" }, ctx), { seed: 1, numRuns: 200 });
    expect(optional.some((value) => Object.hasOwn(value as object, "id"))).toBe(false);
    const required = fc.sample(arbitraryFromSchema({ allOf: [{ $ref: "apitest:doc#/$defs/Pet" }, { required: ["id"] }] }, ctx), { seed: 1, numRuns: 50 });
    expect(required.some((value) => Object.hasOwn(value as object, "id"))).toBe(false);
    expect(required.every((value) => typeof value === "object" && value !== null && !Array.isArray(value))).toBe(true);
  });

  test("recursion is bounded by maxDepth and stays small", () => {
    const schema = { $ref: "apitest:doc#/$defs/Node" };
    const deep = fc.sample(arbitraryFromSchema(schema, ctx), { seed: 11, numRuns: 300 });
    const { ctx: shallowCtx } = setup(doc, { maxDepth: 1 });
    const shallow = fc.sample(arbitraryFromSchema(schema, shallowCtx), { seed: 11, numRuns: 300 });
    // Node → children array → Node: two object levels per recursion step.
    expect(Math.max(...shallow.map(nesting))).toBeLessThanOrEqual(2 * 2 + 1);
    expect(Math.max(...deep.map(nesting))).toBeGreaterThan(Math.max(...shallow.map(nesting)));
    expect(Math.max(...deep.map(nesting))).toBeLessThanOrEqual(2 * 6 + 1);
    const averageSize = deep.reduce((sum, value) => sum + JSON.stringify(value).length, 0) / deep.length;
    expect(averageSize).toBeLessThan(2000);
  });

  test("recursion that can never end is a clear error", () => {
    expect(() => arbitraryFromSchema({ $ref: "apitest:doc#/$defs/Loop" }, ctx)).toThrow(/recursive/);
    expect(() => arbitraryFromSchema({ $ref: "apitest:doc#/$defs/Cycle" }, ctx)).toThrow(/includes itself/);
    const optional = arbitraryFromSchema({ type: "object", properties: { loop: { $ref: "apitest:doc#/$defs/Loop" }, a: { type: "integer" } } }, ctx);
    fc.assert(fc.property(optional, (value) => !Object.hasOwn(value as object, "loop")), { ...params, numRuns: 50 });
  });

  test("an impossible pattern is an error naming the pattern", () => {
    expect(() => arbitraryFromSchema({ type: "string", pattern: "^(?=a)b$" }, ctx)).toThrow(/\^\(\?=a\)b\$/);
    try {
      arbitraryFromSchema({ type: "string", pattern: "^(?=a)b$" }, ctx);
    } catch (error) {
      expect((error as SchemaError).code).toBe("schema_unsupported");
    }
  });

  test("unsatisfiable bounds are a clear error, unsatisfiable anyOf branches are skipped", () => {
    expect(() => arbitraryFromSchema({ type: "integer", minimum: 3, maximum: 2 }, ctx)).toThrow(/minimum: 3/);
    const arb = arbitraryFromSchema({ anyOf: [{ type: "integer", minimum: 3, maximum: 2 }, { type: "boolean" }] }, ctx);
    fc.assert(fc.property(arb, (value) => typeof value === "boolean"), { ...params, numRuns: 50 });
  });

  test("oneOf drops a branch whose values always match another branch", () => {
    const schema = { oneOf: [{ type: "integer", minimum: 1 }, { type: "string", format: "uuid" }, { type: "string" }] };
    fc.assert(fc.property(arbitraryFromSchema(schema, ctx), (value) => validate(schema, value)), params);
  });

  test("a discriminator gives each oneOf branch its own property value", () => {
    const { ctx: dctx, validate: dvalidate } = setup({
      $defs: {
        A: { type: "object", required: ["kind", "a"], properties: { kind: { type: "string" }, a: { type: "integer" } } },
        // B declares `b`, which A does not: A's values are steered away from B through it.
        B: { type: "object", required: ["kind"], properties: { kind: { type: "string" }, b: { type: "string" } } },
      },
    });
    const schema = { oneOf: [{ $ref: "apitest:doc#/$defs/A" }, { $ref: "apitest:doc#/$defs/B" }], discriminator: { propertyName: "kind", mapping: { alpha: "#/$defs/A" } } };
    const values = fc.sample(arbitraryFromSchema(schema, dctx), { seed: 1, numRuns: 100 });
    const kinds = new Set(values.map((value) => (value as { kind: string }).kind));
    expect([...kinds].sort()).toEqual(["B", "alpha"]);
    // Plain JSON Schema ignores the discriminator: every value still matches exactly one branch.
    const plain = { oneOf: schema.oneOf };
    for (const value of values) expect(dvalidate(plain, value)).toBe(true);
  });

  test("arbitraries are cached per schema object and context", () => {
    const schema: JsonSchema = { type: "object", properties: { a: { type: "string" } } };
    expect(arbitraryFromSchema(schema, ctx)).toBe(arbitraryFromSchema(schema, ctx));
  });

  test("same seed gives the same values, across contexts", () => {
    const schema = { $ref: "apitest:doc#/$defs/Node" };
    const first = fc.sample(arbitraryFromSchema(schema, ctx), { seed: 2024, numRuns: 50 });
    const second = fc.sample(arbitraryFromSchema(schema, setup(doc).ctx), { seed: 2024, numRuns: 50 });
    expect(second).toEqual(first);
  });

  test("shrinking keeps validity", () => {
    const schema = { type: "object", required: ["n", "s"], properties: { n: { type: "integer", minimum: 10, multipleOf: 5 }, s: { type: "string", pattern: "^[a-z]{3}\\d$" } } };
    const result = fc.check(fc.property(arbitraryFromSchema(schema, ctx), (value) => (value as { n: number }).n < 50), { seed: 1, numRuns: 500 });
    expect(result.failed).toBe(true);
    expect(validate(schema, result.counterexample?.[0])).toBe(true);
    expect((result.counterexample?.[0] as { n: number }).n).toBe(50);
  });
});
