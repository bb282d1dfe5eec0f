import { describe, expect, test } from "vitest";
import type { JsonSchema } from "../../../src/core/json-schema.js";
import type { CoverageLocation } from "../../../src/generation/coverage/coverage-value.js";
import { coverageValues } from "../../../src/generation/coverage/coverage-values.js";
import { phaseSetup } from "../../support/planned-support.js";

const doc = {
  $defs: {
    Pet: {
      type: "object",
      required: ["name", "kind"],
      additionalProperties: false,
      properties: {
        name: { type: "string", minLength: 1, maxLength: 20 },
        kind: { $ref: "apitest:doc#/$defs/Kind" },
        age: { type: "integer", minimum: 0, maximum: 30 },
        tags: { type: "array", items: { type: "string", format: "uuid" }, maxItems: 3, uniqueItems: true },
        owner: { anyOf: [{ $ref: "apitest:doc#/$defs/Owner" }, { type: "null" }] },
        id: { type: "integer", readOnly: true },
      },
    },
    Kind: { type: "string", enum: ["cat", "dog"] },
    Owner: { type: "object", required: ["email"], properties: { email: { type: "string", format: "email" }, since: { type: "string", format: "date" } } },
    Tree: { type: "object", properties: { value: { type: "number" }, children: { type: "array", items: { $ref: "apitest:doc#/$defs/Tree" } } } },
  },
};
const { ctx, valid } = phaseSetup(doc);
const values = (schema: JsonSchema, mode: "positive" | "negative", location: CoverageLocation = "body") => coverageValues(schema, ctx, mode, location).map((entry) => entry.value);

describe("strings", () => {
  test("minLength 2 / maxLength 10 gives exactly the lengths 2, 3, 9, 10", () => {
    const positive = values({ type: "string", minLength: 2, maxLength: 10 }, "positive");
    expect(positive.map((text) => (text as string).length)).toEqual([2, 3, 9, 10]);
  });

  test("negatives are one character too short and too long", () => {
    const negative = values({ type: "string", minLength: 2, maxLength: 10 }, "negative").filter((value) => typeof value === "string");
    expect(negative.map((text) => (text as string).length)).toEqual([1, 11]);
  });

  test("patterns: positives match, the off-pattern negative keeps the length bounds", () => {
    const schema = { type: "string", pattern: "^[A-Z]{3}-\\d{2}$" };
    for (const value of values(schema, "positive")) expect(value).toMatch(/^[A-Z]{3}-\d{2}$/);
    const off = coverageValues({ ...schema, minLength: 6 }, ctx, "negative").find((entry) => entry.description.startsWith("does not match"));
    expect(off?.value).toBe("!!!!!!");
  });

  test("formats get a canonical valid value and an off-format twin", () => {
    for (const format of ["date", "date-time", "email", "uuid", "ipv4", "ipv6", "uri", "hostname", "time", "byte"]) {
      const schema = { type: "string", format };
      const positive = values(schema, "positive");
      expect(positive.length, format).toBeGreaterThan(0);
      for (const value of positive) expect(valid(schema, value), `${format} ${String(value)}`).toBe(true);
      expect(values(schema, "negative").some((value) => typeof value === "string" && !valid(schema, value)), format).toBe(true);
    }
  });
});

describe("numbers", () => {
  test("inclusive bounds, and their neighbours outside", () => {
    expect(values({ type: "integer", minimum: 1, maximum: 100 }, "positive")).toEqual([1, 100]);
    expect(values({ type: "integer", minimum: 1, maximum: 100 }, "negative")).toEqual([0, 101, 1.5, "not-a-number"]);
  });

  test("exclusive bounds move inside by the smallest step", () => {
    expect(values({ type: "integer", exclusiveMinimum: 0, exclusiveMaximum: 10 }, "positive")).toEqual([1, 9]);
    expect(values({ type: "integer", exclusiveMinimum: 0, exclusiveMaximum: 10 }, "negative").slice(0, 2)).toEqual([0, 10]);
    const [low, high] = values({ type: "number", exclusiveMinimum: 0, exclusiveMaximum: 1 }, "positive") as number[];
    expect(low).toBe(Number.MIN_VALUE);
    expect(high).toBeLessThan(1);
    expect(high).toBe(1 - Number.EPSILON / 2);
  });

  test("multipleOf is respected by positives and broken by one negative", () => {
    expect(values({ type: "integer", minimum: 1, maximum: 100, multipleOf: 5 }, "positive")).toEqual([5, 100]);
    const negative = coverageValues({ type: "integer", minimum: 1, maximum: 100, multipleOf: 5 }, ctx, "negative");
    expect(negative.map((entry) => entry.value).slice(0, 2)).toEqual([0, 105]);
    expect(negative.find((entry) => entry.description.startsWith("not a multiple"))?.value).toBe(7.5);
    expect(values({ type: "number", minimum: 0.1, maximum: 1, multipleOf: 0.3 }, "positive")).toEqual([0.3, 0.9]);
    expect(values({ type: "number", exclusiveMinimum: 0, multipleOf: 0.5 }, "positive")).toEqual([0.5]);
  });

  test("descriptions name the keyword and its value", () => {
    const descriptions = coverageValues({ type: "integer", maximum: 100 }, ctx, "positive").map((entry) => entry.description);
    expect(descriptions).toEqual(["maximum (100)"]);
  });
});

describe("enums, const, booleans, null", () => {
  test("every enum member, and one value outside", () => {
    expect(values({ type: "string", enum: ["a", "b", "c"] }, "positive")).toEqual(["a", "b", "c"]);
    expect(values({ enum: [1, 2, 3] }, "negative")).toEqual([4]);
    expect(values({ const: "fixed" }, "positive")).toEqual(["fixed"]);
    expect(values({ const: "fixed" }, "negative")).toEqual(["not-in-enum"]);
  });

  test("booleans both ways; null only when the schema allows it", () => {
    expect(values({ type: "boolean" }, "positive")).toEqual([true, false]);
    expect(values({ type: ["string", "null"], maxLength: 1 }, "positive")).toContain(null);
    expect(values({ type: "string", maxLength: 1 }, "positive")).not.toContain(null);
  });
});

describe("arrays, objects, combinators", () => {
  test("arrays: minItems/maxItems boundaries and their twins", () => {
    const schema = { type: "array", items: { type: "integer", minimum: 0, maximum: 9 }, minItems: 2, maxItems: 4, uniqueItems: true };
    const lengths = values(schema, "positive").map((value) => (value as unknown[]).length);
    expect(lengths.slice(0, 2)).toEqual([2, 4]);
    const negative = coverageValues(schema, ctx, "negative");
    expect(negative.map((entry) => entry.description)).toEqual(
      expect.arrayContaining(["fewer items than minItems (1 < 2)", "more items than maxItems (5 > 4)", "duplicate items despite uniqueItems"]),
    );
  });

  test("objects: only-required and all-properties variants, readOnly left out", () => {
    const pet = { $ref: "apitest:doc#/$defs/Pet" };
    const positive = values(pet, "positive") as Record<string, unknown>[];
    expect(Object.keys(positive[0] ?? {}).sort()).toEqual(["kind", "name"]);
    expect(Object.keys(positive[1] ?? {}).sort()).toEqual(["age", "kind", "name", "owner", "tags"]);
    expect(positive.every((value) => !("id" in value))).toBe(true);
  });

  test("objects: each required property missing, an unknown property, nested negatives with their pointer", () => {
    const negative = coverageValues({ $ref: "apitest:doc#/$defs/Pet" }, ctx, "negative");
    const descriptions = negative.map((entry) => entry.description);
    expect(descriptions).toContain('missing required property "name"');
    expect(descriptions).toContain('missing required property "kind"');
    expect(descriptions).toContain("unknown property (additionalProperties: false)");
    expect(negative.find((entry) => entry.pointer === "/age" && entry.description === "above maximum (30)")?.value).toEqual({ name: "a", kind: "cat", age: 31 });
    expect(negative.some((entry) => entry.pointer === "/owner/email")).toBe(true);
  });

  test("oneOf/anyOf: values from every branch", () => {
    const positive = values({ oneOf: [{ type: "string", maxLength: 3 }, { type: "integer", minimum: 10 }, { type: "boolean" }] }, "positive");
    expect(positive.some((value) => typeof value === "string")).toBe(true);
    expect(positive).toContain(10);
    expect(positive).toContain(true);
  });

  test("recursive schemas terminate", () => {
    const tree = { $ref: "apitest:doc#/$defs/Tree" };
    expect(values(tree, "positive").length).toBeGreaterThan(0);
    expect(values(tree, "negative").length).toBeGreaterThan(0);
  });
});

describe("the validity law (checked by ajv 2020 with formats)", () => {
  const schemas: JsonSchema[] = [
    { type: "string", minLength: 2, maxLength: 10 },
    { type: "string", pattern: "^[a-z]+\\d?$", maxLength: 5 },
    { type: "string", format: "date-time" },
    { type: "integer", minimum: -5, exclusiveMaximum: 50, multipleOf: 3 },
    { type: "number", exclusiveMinimum: 0, maximum: 1.5 },
    { type: "integer", format: "int32" },
    { type: ["integer", "null"], minimum: 3 },
    { enum: ["x", "y", 3, null] },
    { type: "array", items: { $ref: "apitest:doc#/$defs/Kind" }, minItems: 1, maxItems: 2 },
    { $ref: "apitest:doc#/$defs/Pet" },
    { $ref: "apitest:doc#/$defs/Tree" },
    { allOf: [{ $ref: "apitest:doc#/$defs/Owner" }, { required: ["since"] }] },
    { oneOf: [{ type: "string", maxLength: 3 }, { type: "integer" }] },
    { type: "object", properties: { a: { type: "string" } }, if: { required: ["a"] }, then: { required: ["b"] } },
  ];
  for (const location of ["body", "query", "header", "path"] as const) {
    test(`positives are valid, negatives invalid (${location})`, () => {
      for (const schema of schemas) {
        for (const value of values(schema, "positive", location)) expect(valid(schema, value), `${JSON.stringify(schema)} + ${JSON.stringify(value)}`).toBe(true);
        for (const value of values(schema, "negative", location)) expect(valid(schema, value), `${JSON.stringify(schema)} - ${JSON.stringify(value)}`).toBe(false);
      }
    });
  }
});

describe("quiet by design: negatives stay invalid on the wire", () => {
  test("integer parameters never get a numeric string, only text that cannot parse", () => {
    const negative = values({ type: "integer", minimum: 1 }, "negative", "query");
    expect(negative).toContain("not-a-number");
    expect(negative.filter((value) => typeof value === "string" && /^-?\d/.test(value))).toEqual([]);
  });

  test("booleans get 'maybe', never 'true', '1' or 0", () => {
    expect(values({ type: "boolean" }, "negative", "query")).toEqual(["maybe"]);
    expect(values({ type: "boolean" }, "negative", "header")).toEqual(["maybe"]);
  });

  test("unconstrained string parameters have no negative at all", () => {
    for (const location of ["query", "path", "header", "cookie"] as const) expect(values({ type: "string" }, "negative", location)).toEqual([]);
  });

  test("nullable parameters do not get an empty value as a negative", () => {
    expect(values({ type: ["integer", "null"], minimum: 1 }, "negative", "query")).not.toContain("");
    expect(values({ type: ["integer", "null"], minimum: 1 }, "positive", "query")).not.toContain(null);
  });

  test("path values are never empty; header values never hold CR, LF or NUL", () => {
    expect(values({ type: "string", maxLength: 3 }, "positive", "path")).not.toContain("");
    const schemas: JsonSchema[] = [{ type: "string", pattern: "^.{2,4}$" }, { type: "string", minLength: 1, maxLength: 3 }, { type: "array", items: { type: "string" } }];
    for (const schema of schemas) {
      for (const mode of ["positive", "negative"] as const) {
        for (const value of values(schema, mode, "header")) expect(JSON.stringify(value)).not.toMatch(/\\r|\\n|\\u0000/);
      }
    }
  });

  test("the same call twice gives deep-equal output", () => {
    const schema = { $ref: "apitest:doc#/$defs/Pet" };
    expect(coverageValues(schema, ctx, "negative")).toEqual(coverageValues(schema, phaseSetup(doc).ctx, "negative"));
  });
});
