import { describe, expect, test } from "vitest";
import { buildOpenApiSpec } from "../../../src/specs/openapi/load-spec.js";

const swagger = {
  swagger: "2.0",
  info: { title: "Pets", version: "1.2" },
  host: "api.example.com",
  basePath: "/v1/",
  schemes: ["https"],
  consumes: ["application/json", "application/xml"],
  produces: ["application/json"],
  securityDefinitions: {
    basic: { type: "basic" },
    key: { type: "apiKey", in: "header", name: "X-Key" },
  },
  security: [{ key: [] }],
  parameters: {
    limit: { name: "limit", in: "query", type: "integer", minimum: 1, maximum: 100, exclusiveMaximum: true, "x-example": 10 },
  },
  paths: {
    "/pets": {
      parameters: [{ $ref: "#/parameters/limit" }],
      get: {
        operationId: "listPets",
        tags: ["pets"],
        parameters: [
          { name: "tags", in: "query", type: "array", items: { type: "string" } },
          { name: "ids", in: "query", type: "array", items: { type: "integer" }, collectionFormat: "multi" },
          { name: "ssv", in: "query", type: "array", items: { type: "string" }, collectionFormat: "ssv" },
          { name: "pipes", in: "query", type: "array", items: { type: "string" }, collectionFormat: "pipes" },
          { name: "tsv", in: "query", type: "array", items: { type: "string" }, collectionFormat: "tsv" },
          { name: "X-Trace", in: "header", type: "string", "x-nullable": true },
        ],
        responses: {
          "200": {
            description: "ok",
            schema: { type: "array", items: { $ref: "#/definitions/Pet" } },
            headers: { "X-Rate": { type: "integer", description: "left" } },
            "x-links": { next: { operationId: "getPet", parameters: { petId: "$response.body#/0/id" } } },
          },
          "204": { description: "nothing" },
        },
      },
      post: {
        security: [{ basic: [] }, {}],
        parameters: [{ name: "body", in: "body", required: true, schema: { $ref: "#/definitions/Pet" }, "x-examples": { "application/json": { id: 1 } } }],
        responses: { default: { description: "err", schema: { $ref: "#/definitions/Error" } } },
      },
    },
    "/pets/{petId}/photo": {
      post: {
        consumes: ["multipart/form-data"],
        parameters: [
          { name: "petId", in: "path", type: "integer" },
          { name: "file", in: "formData", type: "file", required: true },
          { name: "labels", in: "formData", type: "array", items: { type: "string" }, collectionFormat: "csv" },
        ],
        responses: { "200": { description: "ok" } },
      },
      put: {
        consumes: ["text/plain"],
        parameters: [
          { name: "petId", in: "path", required: true, type: "integer" },
          { name: "note", in: "formData", type: "string" },
        ],
        responses: { "200": { description: "ok" } },
      },
    },
  },
  definitions: {
    Pet: { type: "object", required: ["id"], properties: { id: { type: "integer" }, name: { type: "string", "x-nullable": true } } },
    Error: { type: "object", properties: { message: { type: "string" } } },
  },
};

describe("Swagger 2.0 operations", async () => {
  const spec = await buildOpenApiSpec({ document: structuredClone(swagger) });
  const get = spec.operations[0]!;
  const post = spec.operations[1]!;
  const photo = spec.operations[2]!;
  const put = spec.operations[3]!;

  test("metadata, base path and server URL", () => {
    expect(spec.family).toBe("2.0");
    expect(spec.specVersion).toBe("2.0");
    expect(spec.title).toBe("Pets");
    expect(spec.apiVersion).toBe("1.2");
    expect(spec.basePath).toBe("/v1");
    expect(spec.serverUrl).toBe("https://api.example.com/v1");
    expect(spec.operations.map((op) => op.label)).toEqual(["GET /pets", "POST /pets", "POST /pets/{petId}/photo", "PUT /pets/{petId}/photo"]);
    expect(get.pointer).toBe("/paths/~1pets/get");
    expect(get.operationId).toBe("listPets");
    expect(get.tags).toEqual(["pets"]);
  });

  test("path-level $ref parameters are merged with converted schemas and examples", () => {
    const limit = get.parameters.find((p) => p.name === "limit")!;
    expect(limit.location).toBe("query");
    expect(limit.schema).toEqual({ type: "integer", minimum: 1, exclusiveMaximum: 100 });
    expect(limit.examples).toEqual([10]);
    expect(limit.required).toBe(false);
  });

  test("collectionFormat maps to style and explode", () => {
    const style = (name: string) => {
      const p = get.parameters.find((param) => param.name === name)!;
      return [p.style, p.explode];
    };
    expect(style("tags")).toEqual(["form", false]);
    expect(style("ids")).toEqual(["form", true]);
    expect(style("ssv")).toEqual(["spaceDelimited", false]);
    expect(style("pipes")).toEqual(["pipeDelimited", false]);
    expect(style("tsv")).toEqual(["tabDelimited", false]);
    expect(style("X-Trace")).toEqual(["simple", false]);
    expect(get.parameters.find((p) => p.name === "X-Trace")!.schema).toEqual({ type: ["string", "null"] });
  });

  test("responses: produces, headers, no schema means no content, x-links", () => {
    const ok = get.responses[0]!;
    expect(ok.status).toBe("200");
    expect(ok.content).toEqual([{ mediaType: "application/json", schema: { type: "array", items: { $ref: "apitest:doc#/definitions/Pet" } } }]);
    expect(ok.headers).toEqual([{ name: "X-Rate", required: false, schema: { type: "integer" } }]);
    expect(ok.links).toEqual({ next: { operationId: "getPet", parameters: { petId: "$response.body#/0/id" } } });
    expect(get.responses[1]!.content).toEqual([]);
    expect(post.responses[0]!.status).toBe("default");
  });

  test("body parameter: one alternative per consumes type, examples from x-examples", () => {
    expect(post.parameters).toEqual([expect.objectContaining({ name: "limit" })]);
    expect(post.requestBody?.required).toBe(true);
    expect(post.requestBody?.alternatives.map((a) => a.mediaType)).toEqual(["application/json", "application/xml"]);
    expect(post.requestBody?.alternatives[0]!.schema).toEqual({ $ref: "apitest:doc#/definitions/Pet" });
    expect(post.requestBody?.alternatives[0]!.examples).toEqual([{ id: 1 }]);
  });

  test("formData parameters become a multipart object body", () => {
    const body = photo.requestBody!;
    expect(body.required).toBe(true);
    expect(body.alternatives).toHaveLength(1);
    const [alt] = body.alternatives;
    expect(alt!.mediaType).toBe("multipart/form-data");
    expect(alt!.schema).toEqual({
      type: "object",
      properties: { file: { type: "string", format: "binary" }, labels: { type: "array", items: { type: "string" } } },
      required: ["file"],
    });
    expect(alt!.encoding).toEqual({ labels: { style: "form", explode: false } });
    const petId = photo.parameters.find((p) => p.name === "petId")!;
    expect(petId.required).toBe(true);
  });

  test("formData without a form media type falls back to urlencoded", () => {
    expect(put.requestBody?.alternatives.map((a) => a.mediaType)).toEqual(["application/x-www-form-urlencoded"]);
    expect(put.requestBody?.required).toBe(false);
  });

  test("security: global requirement, operation override, optional auth", () => {
    expect(spec.securitySchemes).toEqual({
      basic: { type: "http", name: "basic", scheme: "basic" },
      key: { type: "apiKey", name: "key", location: "header", parameterName: "X-Key" },
    });
    expect(get.security).toEqual([[spec.securitySchemes["key"]]]);
    expect(post.security).toEqual([[spec.securitySchemes["basic"]], []]);
  });

  test("response schemas validate through the converted document", () => {
    const schema = get.responses[0]!.content[0]!.schema!;
    expect(spec.validator.validate(schema, [{ id: 1, name: null }])).toEqual([]);
    const issues = spec.validator.validate(schema, [{ name: "x" }]);
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ instancePath: "/0", keyword: "required" });
  });

  test("the input document is not modified", async () => {
    const input = structuredClone(swagger);
    await buildOpenApiSpec({ document: input });
    expect(input).toEqual(swagger);
  });
});
