import { describe, expect, test } from "vitest";
import { convertDocument } from "../../../src/specs/openapi/convert-document.js";
import { checkRefs } from "../../../src/specs/openapi/check-refs.js";
import { createDocumentValidator } from "../../../src/specs/openapi/validator.js";

function validatorFor(schemas: Record<string, unknown>) {
  const { document, refs, schemaPointers } = convertDocument({ openapi: "3.0.0", components: { schemas } }, "3.0");
  checkRefs(document, refs, "test");
  const validator = createDocumentValidator(document, schemaPointers);
  const schema = (name: string) => (document["components"] as any).schemas[name];
  return { validator, schema };
}

describe("document validator", () => {
  test("a compile error names the document's own pointer, never the internal document URI", () => {
    const { document, schemaPointers } = convertDocument({ openapi: "3.0.0", components: { schemas: { Item: { $ref: "#/components/schemas/Missing" } } } }, "3.0");
    const validator = createDocumentValidator(document, schemaPointers);
    expect(validator.validate((document["components"] as any).schemas.Item, 1)).toEqual([]);
    const [error] = validator.compileErrors();
    expect(error).toContain("#/components/schemas/Missing");
    expect(error).not.toContain("apitest:doc");
  });

  test("OpenAPI formats: int32/int64/float ranges, byte, binary, password, unknown formats", () => {
    const { validator, schema } = validatorFor({
      I32: { type: "integer", format: "int32" },
      I64: { type: "integer", format: "int64" },
      F: { type: "number", format: "float" },
      B: { type: "string", format: "byte" },
      Bin: { type: "string", format: "binary" },
      P: { type: "string", format: "password" },
      U: { type: "string", format: "made-up-format" },
      D: { type: "string", format: "date" },
    });
    expect(validator.validate(schema("I32"), 2 ** 31 - 1)).toEqual([]);
    expect(validator.validate(schema("I32"), 2 ** 31)[0]).toMatchObject({ keyword: "format" });
    expect(validator.validate(schema("I64"), 2 ** 40)).toEqual([]);
    expect(validator.validate(schema("F"), 1e39)[0]).toMatchObject({ keyword: "format" });
    expect(validator.validate(schema("B"), "aGVsbG8=")).toEqual([]);
    expect(validator.validate(schema("B"), "not base64!")[0]).toMatchObject({ keyword: "format" });
    expect(validator.validate(schema("Bin"), "\u0000\u0001")).toEqual([]);
    expect(validator.validate(schema("P"), "secret")).toEqual([]);
    expect(validator.validate(schema("U"), "anything")).toEqual([]);
    expect(validator.validate(schema("D"), "2024-02-30")[0]).toMatchObject({ keyword: "format" });
  });

  test("issues carry instance path, schema path, keyword and a readable message", () => {
    const { validator, schema } = validatorFor({ O: { type: "object", additionalProperties: false, properties: { a: { type: "string" } } } });
    expect(validator.validate(schema("O"), { b: 1 })).toEqual([
      { instancePath: "", schemaPath: "#/additionalProperties", keyword: "additionalProperties", message: 'must NOT have additional properties: "b"' },
    ]);
  });

  test("patterns written for other regex engines still work or are skipped", () => {
    const { validator, schema } = validatorFor({ P: { type: "string", pattern: "^[\\w-\\.]+$" }, Q: { type: "string", pattern: "^(?<x>a)\\k<y>$" } });
    expect(validator.validate(schema("P"), "a.b-c")).toEqual([]);
    expect(validator.validate(schema("P"), "a b")[0]).toMatchObject({ keyword: "pattern" });
    expect(validator.validate(schema("Q"), "whatever")).toEqual([]);
  });

  test("a schema ajv cannot compile accepts everything and is reported, without throwing", () => {
    const { validator, schema } = validatorFor({ Bad: { type: "int" }, Good: { type: "string" } });
    expect(validator.validate(schema("Bad"), 1)).toEqual([]);
    expect(validator.validate(schema("Bad"), "x")).toEqual([]);
    expect(validator.validate(schema("Good"), 1)).toHaveLength(1);
    expect(validator.compileErrors()).toHaveLength(1);
    expect(validator.compileErrors()[0]).toContain("/components/schemas/Bad");
  });

  test("compilation is lazy: a broken schema nobody validates against is never compiled", () => {
    const { validator, schema } = validatorFor({ Bad: { type: "int" }, Good: { type: "string" } });
    expect(validator.validate(schema("Good"), "x")).toEqual([]);
    expect(validator.compileErrors()).toEqual([]);
  });

  test("schemas equal as JSON validate alike (compiled once); each broken one is reported by its own pointer", () => {
    const { validator, schema } = validatorFor({ A: { type: "integer", maximum: 5 }, B: { type: "integer", maximum: 5 }, Bad1: { type: "int" }, Bad2: { type: "int" } });
    for (const name of ["A", "B"]) {
      expect(validator.validate(schema(name), 5)).toEqual([]);
      expect(validator.validate(schema(name), 6)[0]).toMatchObject({ keyword: "maximum" });
      expect(validator.validate(schema(name), "5")[0]).toMatchObject({ keyword: "type" });
    }
    expect(validator.validate(schema("Bad1"), "x")).toEqual([]);
    expect(validator.validate(schema("Bad2"), "x")).toEqual([]);
    expect(validator.compileErrors()).toHaveLength(2);
    expect(validator.compileErrors()[0]).toContain("/components/schemas/Bad1");
    expect(validator.compileErrors()[1]).toContain("/components/schemas/Bad2");
  });

  test("boolean schemas", () => {
    const { validator } = validatorFor({});
    expect(validator.validate(true, 1)).toEqual([]);
    expect(validator.validate(false, 1)).toHaveLength(1);
  });

  test("references into a referenced schema are re-pointed so ajv can follow them", () => {
    const { validator, schema } = validatorFor({
      A: { $ref: "#/components/schemas/B" },
      B: { type: "object", properties: { id: { type: "integer" } } },
      UsesInner: { $ref: "#/components/schemas/A/properties/id" },
      Weird: { properties: { v: { type: "string" } }, nullable: true },
      IntoWrapped: { $ref: "#/components/schemas/Weird/properties/v" },
    });
    expect(schema("UsesInner")).toEqual({ $ref: "apitest:doc#/components/schemas/B/properties/id" });
    expect(validator.validate(schema("UsesInner"), "x")[0]).toMatchObject({ keyword: "type" });
    expect(validator.validate(schema("IntoWrapped"), 1)[0]).toMatchObject({ keyword: "type" });
    expect(validator.validate(schema("Weird"), null)).toEqual([]);
  });

  test("duplicate $id values in a 3.1 document never make validation throw", () => {
    const { document, refs, schemaPointers } = convertDocument(
      {
        openapi: "3.1.0",
        components: {
          schemas: {
            A: { $id: "https://example.com/same", type: "string" },
            B: { $id: "https://example.com/same", type: "integer" },
            C: { type: "object", properties: { a: { $ref: "#/components/schemas/A" }, b: { $ref: "#/components/schemas/B" } } },
          },
        },
      },
      "3.1",
    );
    checkRefs(document, refs, "test");
    const validator = createDocumentValidator(document, schemaPointers);
    const c = (document["components"] as any).schemas.C;
    expect(() => validator.validate(c, { a: "x", b: 1 })).not.toThrow();
  });
});
