import * as fc from "fast-check";
import { describe, expect, test } from "vitest";
import type { JsonSchema } from "../../../src/core/json-schema.js";
import { negativeValues } from "../../../src/generation/negative/negative-value.js";
import { environment, params } from "../../support/negative-support.js";

const doc = {
  components: {
    schemas: {
      Pet: { type: "object", required: ["name", "id"], properties: { name: { type: "string", minLength: 1 }, id: { type: "integer", readOnly: true }, tag: { enum: ["a", "b"] } }, additionalProperties: false },
      Base: { type: "object", required: ["name"], properties: { name: { type: "string", minLength: 1 } } },
      Named: { allOf: [{ $ref: "apitest:doc#/components/schemas/Base" }, { type: "object", properties: { age: { type: "integer", minimum: 0 } } }] },
      Node: { type: "object", properties: { value: { type: "integer", maximum: 9 }, next: { $ref: "apitest:doc#/components/schemas/Node" } } },
    },
  },
};

/** Schema → the descriptions (substrings) its mutations must include. */
const table: [string, JsonSchema, string[]][] = [
  ["integer bounds", { type: "integer", minimum: 1, maximum: 10 }, ["below the minimum 1", "above the maximum 10", "a string instead of integer", "a fractional number"]],
  ["exclusive bounds", { type: "number", exclusiveMinimum: 0, exclusiveMaximum: 1 }, ["not above the exclusive minimum 0", "not below the exclusive maximum 1"]],
  ["multipleOf", { type: "integer", multipleOf: 5 }, ["not a multiple of 5"]],
  ["int32", { type: "integer", format: "int32" }, ["beyond the int32 range"]],
  ["string lengths", { type: "string", minLength: 2, maxLength: 4 }, ["shorter than minLength 2", "longer than maxLength 4", "an integer instead of string"]],
  ["pattern", { type: "string", pattern: "^[a-z]+$" }, ["not matching the pattern"]],
  ["format", { type: "string", format: "uuid" }, ["not a valid uuid"]],
  ["date-time", { type: "string", format: "date-time" }, ["not a valid date-time"]],
  ["enum", { type: "string", enum: ["asc", "desc"] }, ["not among"]],
  ["untyped enum", { enum: [1, 2, 3] }, ["not among"]],
  ["const", { const: "fixed" }, ["not among"]],
  ["nullable", { type: ["string", "null"], maxLength: 3 }, ["longer than maxLength 3", "a boolean instead of"]],
  ["required + additionalProperties", { $ref: "apitest:doc#/components/schemas/Pet" }, ['"name" left out', 'undeclared property', 'property "tag": a value not among']],
  ["allOf", { $ref: "apitest:doc#/components/schemas/Named" }, ['"name" left out', 'property "age": a number below the minimum 0']],
  ["recursive", { $ref: "apitest:doc#/components/schemas/Node" }, ['property "value": a number above the maximum 9', 'property "next": property "value"']],
  ["array", { type: "array", items: { type: "integer" }, minItems: 1, maxItems: 3 }, ["fewer than minItems 1", "more than maxItems 3", "items: a string instead of integer"]],
  ["anyOf", { anyOf: [{ type: "integer" }, { type: "string" }] }, ["a boolean instead of integer or string"]],
  ["oneOf objects", { oneOf: [{ type: "object", properties: { a: { type: "string" } } }, { type: "array" }] }, ["a string instead of"]],
  ["untyped bounds", { minimum: 3, maxLength: 2 }, ["below the minimum 3", "longer than maxLength 2"]],
];

describe("mutation families", () => {
  const { ctx, validator } = environment(doc);
  for (const [name, schema, expected] of table) {
    test(`${name}: every negative value is invalid by the original schema`, () => {
      const values = negativeValues(schema, ctx, { mode: "body", textual: false });
      const descriptions = values.map((value) => value.description);
      for (const part of expected) expect(descriptions.some((description) => description.includes(part)), `${part} in ${JSON.stringify(descriptions)}`).toBe(true);
      for (const value of values) {
        fc.assert(
          fc.property(value.arbitrary, (generated) => {
            expect(validator.validate(schema, generated), `${value.description}: ${JSON.stringify(generated)}`).not.toEqual([]);
          }),
          { ...params, numRuns: 40 },
        );
      }
    });
  }

  test("nothing to break: no mutations", () => {
    expect(negativeValues({}, ctx, { mode: "body", textual: false })).toEqual([]);
    expect(negativeValues(true, ctx, { mode: "body", textual: false })).toEqual([]);
    // Any text is a valid string once it is on the wire.
    expect(negativeValues({ type: "string" }, ctx, { mode: "query" as never, textual: true })).toEqual([]);
  });

  test("readOnly required properties are not left out: clients need not send them", () => {
    const descriptions = negativeValues({ $ref: "apitest:doc#/components/schemas/Pet" }, ctx, { mode: "body", textual: false }).map((value) => value.description);
    expect(descriptions.some((description) => description.includes('"id" left out'))).toBe(false);
  });

  test("textual locations: wrong-type strings never read back as numbers or booleans", () => {
    const values = negativeValues({ type: "integer" }, ctx, { mode: "path", textual: true });
    const strings = values.find((value) => value.description.startsWith("a string"));
    expect(strings).toBeDefined();
    fc.assert(
      fc.property(strings!.arbitrary, (generated) => {
        expect(typeof generated).toBe("string");
        expect(generated).not.toMatch(/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$|^(true|false)$/);
      }),
      params,
    );
  });

  test("header values stay HTTP-safe even when negative", () => {
    const schemas: JsonSchema[] = [{ type: "string", pattern: "^[a-z]+$" }, { type: "string", maxLength: 3 }, { type: "string", enum: ["x"] }, { type: "integer" }, { type: "array", items: { type: "integer" }, maxItems: 1 }];
    for (const schema of schemas) {
      for (const value of negativeValues(schema, ctx, { mode: "header", textual: true })) {
        fc.assert(
          fc.property(value.arbitrary, (generated) => {
            expect(JSON.stringify(generated)).not.toMatch(/\\r|\\n|\\u0000/);
          }),
          { ...params, numRuns: 50 },
        );
      }
    }
  });
});
