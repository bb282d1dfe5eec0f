import { describe, expect, test } from "vitest";
import { buildOpenApiSpec, specFromPrepared, type PreparedDocument } from "../../../src/specs/openapi/load-spec.js";

/** Two operations, a `$ref` to a `$ref` (re-pointed by the reference check) and a schema ajv cannot compile. */
const DOCUMENT = {
  openapi: "3.0.3",
  info: { title: "Prepared", version: "2" },
  servers: [{ url: "http://127.0.0.1:9/api" }],
  paths: {
    "/items/{id}": {
      get: {
        parameters: [{ name: "id", in: "path", required: true, schema: { $ref: "#/components/schemas/ItemId" } }],
        responses: { "200": { description: "ok", content: { "application/json": { schema: { $ref: "#/components/schemas/Item" } } } } },
      },
    },
    "/items": {
      post: {
        requestBody: { required: true, content: { "application/json": { schema: { $ref: "#/components/schemas/Item" } } } },
        responses: { "201": { description: "made" } },
      },
    },
  },
  components: {
    schemas: {
      Id: { type: "integer", minimum: 1 },
      ItemId: { $ref: "#/components/schemas/Id" },
      Item: { type: "object", required: ["id"], properties: { id: { $ref: "#/components/schemas/ItemId" }, size: { type: "integer", minimum: "small" } } },
    },
  },
};

describe("specFromPrepared", () => {
  test("builds, from a structured clone of what buildOpenApiSpec prepared, the spec it built", async () => {
    let prepared: PreparedDocument | undefined;
    const spec = await buildOpenApiSpec({ document: structuredClone(DOCUMENT) }, { onPrepared: (document) => (prepared = structuredClone(document)) });
    if (prepared === undefined) throw new Error("onPrepared was not called");
    const copy = specFromPrepared(prepared);
    const { operations, validator, resolver, document, ...facts } = spec;
    expect(copy).toMatchObject(facts);
    expect(copy.document).toEqual(document);
    expect(copy.operations.map((operation) => operation.label)).toEqual(operations.map((operation) => operation.label));
    expect(copy.operations.map((operation) => operation.parameters)).toEqual(operations.map((operation) => operation.parameters));
    // The same validation, and the same compile error naming the schema by its pointer.
    const item = (built: typeof spec) => (built.document["components"] as { schemas: Record<string, object> }).schemas["Item"] as object;
    for (const value of [{ id: 0 }, { id: 3, size: 1 }, {}]) expect(copy.validator.validate(item(copy), value)).toEqual(validator.validate(item(spec), value));
    expect(copy.validator.compileErrors()).toEqual(validator.compileErrors());
    expect(copy.validator.compileErrors().join("\n")).toContain("The schema at /components/schemas/Item");
  });
});
