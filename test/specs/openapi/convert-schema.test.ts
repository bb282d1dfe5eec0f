import { describe, expect, test } from "vitest";
import { createConvertContext, type OpenApiFamily } from "../../../src/specs/openapi/convert-context.js";
import { convertSchema } from "../../../src/specs/openapi/convert-schema.js";

function convert(schema: unknown, family: OpenApiFamily = "3.0"): unknown {
  return convertSchema(schema, "/s", createConvertContext(family));
}

describe("convertSchema", () => {
  test("nullable with a type adds null to the type; an enum still restricts (OpenAPI 3.0.3)", () => {
    expect(convert({ type: "string", enum: ["a", "b"], nullable: true })).toEqual({ type: ["string", "null"], enum: ["a", "b"] });
    expect(convert({ type: "string", enum: ["a", null], nullable: true })).toEqual({ type: ["string", "null"], enum: ["a", null] });
    expect(convert({ type: ["integer"], nullable: true })).toEqual({ type: ["integer", "null"] });
  });

  test("x-nullable (2.0) behaves like nullable", () => {
    expect(convert({ type: "integer", "x-nullable": true }, "2.0")).toEqual({ type: ["integer", "null"] });
  });

  test("nullable false is simply dropped", () => {
    expect(convert({ type: "string", nullable: false })).toEqual({ type: "string" });
  });

  test("nullable $ref and nullable without type become anyOf with null", () => {
    expect(convert({ $ref: "#/components/schemas/A", nullable: true })).toEqual({
      anyOf: [{ $ref: "apitest:doc#/components/schemas/A" }, { type: "null" }],
    });
    expect(convert({ allOf: [{ $ref: "#/components/schemas/A" }], nullable: true })).toEqual({
      anyOf: [{ allOf: [{ $ref: "apitest:doc#/components/schemas/A" }] }, { type: "null" }],
    });
    expect(convert({ properties: { a: { type: "string" } }, nullable: true })).toEqual({
      anyOf: [{ properties: { a: { type: "string" } } }, { type: "null" }],
    });
  });

  test("siblings of $ref are dropped in 2.0/3.0 but kept in 3.1", () => {
    expect(convert({ $ref: "#/definitions/A", description: "x", type: "object" }, "2.0")).toEqual({ $ref: "apitest:doc#/definitions/A" });
    expect(convert({ $ref: "#/$defs/A", description: "x", maxLength: 3 }, "3.1")).toEqual({
      $ref: "apitest:doc#/$defs/A",
      description: "x",
      maxLength: 3,
    });
  });

  test("boolean exclusive bounds become numeric ones", () => {
    expect(convert({ type: "number", minimum: 1, exclusiveMinimum: true, maximum: 5, exclusiveMaximum: true })).toEqual({
      type: "number",
      exclusiveMinimum: 1,
      exclusiveMaximum: 5,
    });
    expect(convert({ type: "number", minimum: 1, exclusiveMinimum: false })).toEqual({ type: "number", minimum: 1 });
    expect(convert({ type: "number", exclusiveMaximum: true })).toEqual({ type: "number" });
  });

  test("type file becomes a binary string", () => {
    expect(convert({ type: "file", description: "upload" }, "2.0")).toEqual({ type: "string", format: "binary", description: "upload" });
  });

  test("items lists become prefixItems and nested schemas are converted", () => {
    const out = convert({
      type: "array",
      items: [{ type: "string", nullable: true }, { $ref: "#/components/schemas/B" }],
    });
    expect(out).toEqual({
      type: "array",
      prefixItems: [{ type: ["string", "null"] }, { $ref: "apitest:doc#/components/schemas/B" }],
    });
  });

  test("recurses through every subschema keyword", () => {
    const out = convert({
      type: "object",
      properties: { a: { type: "integer", nullable: true } },
      additionalProperties: { type: "string", nullable: true },
      patternProperties: { "^x": { type: "boolean", nullable: true } },
      allOf: [{ not: { type: "string", nullable: true } }],
      items: { type: "number", nullable: true },
    }) as Record<string, any>;
    expect(out.properties.a.type).toEqual(["integer", "null"]);
    expect(out.additionalProperties.type).toEqual(["string", "null"]);
    expect(out.patternProperties["^x"].type).toEqual(["boolean", "null"]);
    expect(out.allOf[0].not.type).toEqual(["string", "null"]);
    expect(out.items.type).toEqual(["number", "null"]);
  });

  test("data keywords are left alone, even when they contain $ref or nullable", () => {
    const example = { $ref: "https://example.com/members/1", nullable: true };
    const out = convert({ type: "object", example, default: { $ref: "#/nowhere" }, enum: [{ $ref: "#/x" }], "x-extra": { $ref: "#/y" } }) as Record<string, unknown>;
    expect(out["example"]).toBe(example);
    expect(out["default"]).toEqual({ $ref: "#/nowhere" });
    expect(out["enum"]).toEqual([{ $ref: "#/x" }]);
    expect(out["x-extra"]).toEqual({ $ref: "#/y" });
  });

  test("property names that look like keywords are still schemas", () => {
    const out = convert({ properties: { nullable: { type: "string", nullable: true }, example: { $ref: "#/definitions/E" } } }, "2.0") as Record<string, any>;
    expect(out.properties.nullable).toEqual({ type: ["string", "null"] });
    expect(out.properties.example).toEqual({ $ref: "apitest:doc#/definitions/E" });
  });

  test("3.1 keeps type arrays, const and $defs; drops the meaningless nullable", () => {
    const schema = { type: ["string", "null"], const: "a", $defs: { X: { $ref: "#/$defs/Y" } }, nullable: true };
    expect(convert(schema, "3.1")).toEqual({ type: ["string", "null"], const: "a", $defs: { X: { $ref: "apitest:doc#/$defs/Y" } } });
  });

  test("repairs what ajv would refuse: boolean required, numeric strings, nested $schema", () => {
    expect(convert({ type: "string", required: true, maxLength: "10", $schema: "http://json-schema.org/draft-04/schema#" })).toEqual({
      type: "string",
      maxLength: 10,
    });
    expect(convert({ required: ["a", 3] })).toEqual({ required: ["a"] });
  });

  test("does not modify its input and keeps booleans", () => {
    const input = { type: "string", nullable: true };
    convert(input);
    expect(input).toEqual({ type: "string", nullable: true });
    expect(convert(true, "3.1")).toBe(true);
  });

  test("survives cyclic input objects", () => {
    const cyclic: Record<string, unknown> = { type: "object" };
    cyclic["properties"] = { self: cyclic };
    const out = convert(cyclic) as Record<string, any>;
    expect(out.properties.self).toBe(cyclic);
  });
});

describe("convertSchema identifiers", () => {
  test("$id is dropped in 2.0/3.0, where it is no keyword, and kept in 3.1", () => {
    expect(convert({ $id: "x", type: "string" }, "3.0")).toEqual({ type: "string" });
    expect(convert({ $id: "https://example.com/x", type: "string" }, "3.1")).toEqual({ $id: "https://example.com/x", type: "string" });
  });
});
