import * as fc from "fast-check";
import { describe, expect, test } from "vitest";
import type { JsonSchema } from "../../src/core/json-schema.js";
import { arbitraryFromSchema } from "../../src/generation/from-schema.js";
import { params, setup } from "../support/generation-support.js";

const doc = {
  $defs: {
    Node: {
      type: "object",
      required: ["value"],
      properties: { value: { type: "integer" }, children: { type: "array", items: { $ref: "apitest:doc#/$defs/Node" } }, next: { $ref: "apitest:doc#/$defs/Node" } },
      additionalProperties: false,
    },
    Tree: { anyOf: [{ type: "null" }, { type: "object", required: ["left", "right"], properties: { left: { $ref: "apitest:doc#/$defs/Tree" }, right: { $ref: "apitest:doc#/$defs/Tree" } } }] },
    Pet: { type: "object", required: ["name"], properties: { name: { type: "string", minLength: 1 }, id: { type: "integer", readOnly: true } } },
    Tagged: { allOf: [{ $ref: "apitest:doc#/$defs/Pet" }, { type: "object", required: ["tag"], properties: { tag: { enum: ["a", "b"] } } }] },
    Cat: { type: "object", required: ["kind", "lives"], properties: { kind: { const: "cat" }, lives: { type: "integer", minimum: 1, maximum: 9 } } },
    Dog: { type: "object", required: ["kind"], properties: { kind: { const: "dog" }, bark: { type: "boolean" } } },
  },
};

const table: [string, JsonSchema][] = [
  ["true schema", true],
  ["empty schema", {}],
  ["null", { type: "null" }],
  ["boolean", { type: "boolean" }],
  ["type array with null (3.0 nullable)", { type: ["string", "null"], minLength: 2 }],
  ["type array number+integer", { type: ["integer", "number"], minimum: -3, maximum: 3 }],
  ["string bounds", { type: "string", minLength: 3, maxLength: 5 }],
  ["string exact length", { type: "string", minLength: 4, maxLength: 4 }],
  ["pattern anchored", { type: "string", pattern: "^[A-Z]{2}-\\d{3}$" }],
  ["pattern unanchored", { type: "string", pattern: "ab+c" }],
  ["pattern with length", { type: "string", pattern: "^[a-z]+$", minLength: 3, maxLength: 6 }],
  ["pattern unicode property", { type: "string", pattern: "^\\p{Lu}\\p{Ll}*$" }],
  ["pattern lookahead fallback", { type: "string", pattern: "^(?!admin)[a-z]{3,8}$" }],
  ["pattern backreference fallback", { type: "string", pattern: "^(ab)\\1$" }],
  ["pattern word boundary fallback", { type: "string", pattern: "\\bfoo\\b" }],
  ["untyped with string hints", { minLength: 2, pattern: "^x" }],
  ["integer bounds", { type: "integer", minimum: -5, maximum: 17 }],
  ["integer exclusive bounds", { type: "integer", exclusiveMinimum: 0, exclusiveMaximum: 10 }],
  ["integer fractional bounds", { type: "integer", minimum: 0.5, maximum: 3.5 }],
  ["integer multipleOf", { type: "integer", multipleOf: 7, minimum: 10 }],
  ["integer decimal multipleOf", { type: "integer", multipleOf: 0.5 }],
  ["int32", { type: "integer", format: "int32" }],
  ["int64", { type: "integer", format: "int64", minimum: 1 }],
  ["number", { type: "number" }],
  ["number bounds exclusive zero", { type: "number", exclusiveMinimum: 0, maximum: 1 }],
  ["number below zero exclusive", { type: "number", exclusiveMaximum: 0 }],
  ["number multipleOf decimal", { type: "number", multipleOf: 0.1, minimum: -1000, maximum: 1000 }],
  ["number multipleOf decimal unbounded", { type: "number", multipleOf: 0.01 }],
  ["number float format", { type: "number", format: "float" }],
  ["enum strings", { enum: ["a", "b", "c"] }],
  ["enum mixed filtered by type", { type: "string", enum: ["a", 1, null, "b"] }],
  ["enum deep values", { enum: [{ a: [1, 2] }, [1, { b: null }]] }],
  ["const object", { const: { x: 1, y: ["z"] } }],
  ["array items", { type: "array", items: { type: "integer" }, minItems: 2, maxItems: 4 }],
  ["array unique", { type: "array", items: { type: "integer", minimum: 0, maximum: 5 }, uniqueItems: true, minItems: 3 }],
  ["array unique objects", { type: "array", items: { type: "object", properties: { a: { type: "boolean" } } }, uniqueItems: true }],
  ["array unique enum domain", { type: "array", items: { enum: ["x", "y"] }, uniqueItems: true, minItems: 2 }],
  ["prefixItems", { type: "array", prefixItems: [{ type: "string" }, { type: "integer" }], items: false }],
  ["prefixItems with rest", { type: "array", prefixItems: [{ const: 1 }], items: { type: "string" }, minItems: 2 }],
  ["contains", { type: "array", items: { type: "integer" }, contains: { type: "integer", minimum: 100 } }],
  ["contains min/max", { type: "array", contains: { const: "x" }, minContains: 2, maxContains: 3 }],
  ["untyped array", { type: "array" }],
  ["object required", { type: "object", required: ["a", "b"], properties: { a: { type: "string" }, b: { type: "integer" }, c: { type: "boolean" } } }],
  ["object additional false", { type: "object", properties: { a: { type: "string" } }, additionalProperties: false }],
  ["object additional schema", { type: "object", properties: { a: { type: "string" } }, additionalProperties: { type: "integer" } }],
  ["object required undeclared", { type: "object", required: ["free"], additionalProperties: { type: "boolean" } }],
  ["object patternProperties", { type: "object", patternProperties: { "^x-": { type: "integer" }, "^y": { type: "string" } }, additionalProperties: false, minProperties: 1 }],
  ["object min/max properties", { type: "object", properties: { a: {}, b: {}, c: {}, d: {} }, minProperties: 2, maxProperties: 3 }],
  ["object minProperties needs extras", { type: "object", minProperties: 3 }],
  ["object propertyNames", { type: "object", propertyNames: { pattern: "^[a-z]+$", maxLength: 5 }, minProperties: 1 }],
  ["object dependentRequired", { type: "object", properties: { card: { type: "string" }, cvv: { type: "string" } }, dependentRequired: { card: ["cvv"] } }],
  ["object false property", { type: "object", properties: { a: false, b: { type: "integer" } } }],
  ["untyped object hints", { properties: { a: { type: "integer" } }, required: ["a"] }],
  ["$ref plain", { $ref: "apitest:doc#/$defs/Pet" }],
  ["recursive $ref", { $ref: "apitest:doc#/$defs/Node" }],
  ["recursive anyOf tree", { $ref: "apitest:doc#/$defs/Tree" }],
  ["allOf with $ref", { $ref: "apitest:doc#/$defs/Tagged" }],
  ["allOf bounds merging", { allOf: [{ type: "integer", minimum: 0 }, { maximum: 10 }, { type: ["integer", "string"], minimum: 5 }] }],
  ["allOf string merging", { allOf: [{ type: "string", minLength: 2 }, { maxLength: 4 }, { pattern: "^a" }] }],
  ["allOf two patterns", { allOf: [{ type: "string", pattern: "^a" }, { pattern: "b$" }] }],
  ["allOf additionalProperties false", { allOf: [{ type: "object", properties: { a: { type: "integer" } }, additionalProperties: false }, { properties: { b: { type: "string" } } }] }],
  ["allOf enum intersection", { allOf: [{ enum: [1, 2, 3, 4] }, { enum: [2, 4, 6] }, { minimum: 3 }] }],
  ["allOf multipleOf lcm", { allOf: [{ type: "integer", multipleOf: 4 }, { multipleOf: 6 }] }],
  ["allOf with nested anyOf", { allOf: [{ type: "object", properties: { a: { type: "integer" } } }, { anyOf: [{ required: ["a"] }, { properties: { b: { const: true } }, required: ["b"] }] }] }],
  ["anyOf", { anyOf: [{ type: "string", maxLength: 3 }, { type: "integer", minimum: 10 }] }],
  ["oneOf overlapping numbers", { oneOf: [{ type: "integer", maximum: 10 }, { type: "integer", minimum: 5 }] }],
  ["oneOf discriminated", { oneOf: [{ $ref: "apitest:doc#/$defs/Cat" }, { $ref: "apitest:doc#/$defs/Dog" }] }],
  ["oneOf with siblings", { type: "object", properties: { a: { type: "integer" }, b: { type: "integer" } }, oneOf: [{ required: ["a"] }, { required: ["b"] }], additionalProperties: false }],
  ["not const", { type: "string", not: { const: "" } }],
  ["not type", { not: { type: ["string", "object", "array"] } }],
  ["not integer on number", { type: "number", not: { type: "integer" } }],
  ["if/then/else", { type: "object", properties: { kind: { enum: ["a", "b"] } }, required: ["kind"], if: { properties: { kind: { const: "a" } } }, then: { required: ["x"], properties: { x: { type: "integer" } } }, else: { required: ["y"], properties: { y: { type: "string" } } } }],
  // (`id` is readOnly: a request leaves it out even when required, so it is not required here.)
  ["$ref with siblings", { $ref: "apitest:doc#/$defs/Pet", required: ["name"], minProperties: 1 }],
];

const formats = ["date", "date-time", "time", "email", "idn-email", "uuid", "uri", "uri-reference", "iri", "hostname", "idn-hostname", "ipv4", "ipv6", "byte", "password", "regex", "duration", "json-pointer", "relative-json-pointer", "uri-template", "url", "iso-date-time", "iso-time", "made-up-format"];

describe("every generated value validates against its schema", () => {
  const { ctx, validate } = setup(doc);
  test.each(table)("%s", (_name, schema) => {
    const arb = arbitraryFromSchema(schema, ctx);
    fc.assert(fc.property(arb, (value) => validate(schema, value)), params);
  });
  test.each(formats)("format %s", (format) => {
    const schema = { type: "string", format };
    fc.assert(fc.property(arbitraryFromSchema(schema, ctx), (value) => typeof value === "string" && validate(schema, value)), params);
  });
  test.each(formats.filter((format) => !["date", "time", "date-time", "uuid", "ipv4", "byte"].includes(format)))("format %s with length bounds", (format) => {
    const schema = { type: "string", format, minLength: 8, maxLength: 30 };
    fc.assert(fc.property(arbitraryFromSchema(schema, ctx), (value) => validate(schema, value)), params);
  });
});
