import { describe, expect, test } from "vitest";
import { getAtPointer } from "../../../src/schema/json-pointer.js";
import { buildOpenApiSpec } from "../../../src/specs/openapi/load-spec.js";

const openapi30 = {
  openapi: "3.0.3",
  info: { title: "Shop", version: "2" },
  servers: [{ url: "https://{region}.shop.test:{port}/api/{version}/", variables: { region: { default: "eu" }, port: { default: "8443" }, version: { default: "v2", enum: ["v1", "v2"] } } }],
  security: [{ bearer: [] }],
  paths: {
    "/items/{id}": {
      parameters: [
        { name: "id", in: "path", schema: { type: "integer", minimum: 0, exclusiveMinimum: true } },
        { name: "lang", in: "query", schema: { type: "string" }, description: "path level" },
      ],
      get: {
        parameters: [
          { name: "lang", in: "query", required: true, schema: { type: "string", enum: ["en", "de"] }, example: "en" },
          { name: "filter", in: "query", content: { "application/json": { schema: { $ref: "#/components/schemas/Filter" }, example: { q: "x" } } } },
          { name: "ids", in: "query", style: "pipeDelimited", schema: { type: "array", items: { type: "integer" } } },
          { name: "X-Req", in: "header", schema: { type: "string" }, examples: { one: { value: "a" }, two: { $ref: "#/components/examples/Two" } } },
          { name: "Accept", in: "header", schema: { type: "string" } },
          { name: "session", in: "cookie", schema: { type: "string" } },
        ],
        responses: {
          "200": {
            description: "item",
            headers: { "X-Count": { required: true, schema: { type: "integer" } }, "Content-Type": { schema: { type: "string" } } },
            content: { "application/json": { schema: { $ref: "#/components/schemas/Item" } }, "text/plain": {} },
            links: { self: { $ref: "#/components/links/Self" } },
          },
          "4xx": { $ref: "#/components/responses/Error" },
        },
      },
      put: {
        security: [],
        requestBody: { $ref: "#/components/requestBodies/ItemBody" },
        responses: { "204": { description: "done" } },
      },
    },
  },
  components: {
    securitySchemes: { bearer: { type: "http", scheme: "Bearer" }, cookie: { type: "apiKey", in: "cookie", name: "sid" } },
    examples: { Two: { value: "b" } },
    links: { Self: { operationId: "getItem", parameters: { id: "$response.body#/id" } } },
    responses: { Error: { description: "bad", content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } } },
    requestBodies: {
      ItemBody: {
        required: true,
        content: {
          "application/json": { schema: { $ref: "#/components/schemas/Item" }, examples: { full: { value: { id: 1, name: "a", parent: null } } } },
          "multipart/form-data": {
            schema: { type: "object", properties: { meta: { type: "object" }, tags: { type: "array", items: { type: "string" } } } },
            encoding: { meta: { contentType: "application/json" }, tags: { style: "form" } },
          },
        },
      },
    },
    schemas: {
      Filter: { type: "object", properties: { q: { type: "string" } } },
      Item: {
        type: "object",
        required: ["id"],
        properties: {
          id: { type: "integer" },
          name: { type: "string", nullable: true },
          parent: { $ref: "#/components/schemas/Item", nullable: true },
          children: { type: "array", items: { $ref: "#/components/schemas/Item" } },
        },
      },
      Error: { type: "object", properties: { message: { type: "string" } }, example: { $ref: "not-a-reference" } },
    },
  },
};

describe("OpenAPI 3.0 operations", async () => {
  const spec = await buildOpenApiSpec({ document: structuredClone(openapi30) });
  const get = spec.operations[0]!;
  const put = spec.operations[1]!;
  const param = (name: string) => get.parameters.find((p) => p.name === name)!;

  test("servers with variables give serverUrl and basePath", () => {
    expect(spec.serverUrl).toBe("https://eu.shop.test:8443/api/v2/");
    expect(spec.basePath).toBe("/api/v2");
    expect(spec.family).toBe("3.0");
  });

  test("operation parameters override path-level ones by name and location", () => {
    expect(get.parameters.map((p) => `${p.location}:${p.name}`)).toEqual(["path:id", "query:lang", "query:filter", "query:ids", "header:X-Req", "cookie:session"]);
    expect(param("lang")).toMatchObject({ required: true, schema: { type: "string", enum: ["en", "de"] }, examples: ["en"] });
    expect(param("id")).toMatchObject({ required: true, style: "simple", explode: false, schema: { type: "integer", exclusiveMinimum: 0 } });
  });

  test("style/explode defaults and explicit styles", () => {
    expect([param("lang").style, param("lang").explode]).toEqual(["form", true]);
    expect([param("ids").style, param("ids").explode]).toEqual(["pipeDelimited", false]);
    expect([param("X-Req").style, param("X-Req").explode]).toEqual(["simple", false]);
    expect([param("session").style, param("session").explode]).toEqual(["form", true]);
  });

  test("content parameters and examples (including $ref examples)", () => {
    expect(param("filter")).toMatchObject({ contentType: "application/json", schema: { $ref: "apitest:doc#/components/schemas/Filter" }, examples: [{ q: "x" }] });
    expect(param("X-Req").examples).toEqual(["a", "b"]);
  });

  test("responses: wildcard status, ignored Content-Type header, resolved links and refs", () => {
    const [ok, error] = get.responses;
    expect(ok!.headers).toEqual([{ name: "X-Count", required: true, schema: { type: "integer" } }]);
    expect(ok!.content).toEqual([{ mediaType: "application/json", schema: { $ref: "apitest:doc#/components/schemas/Item" } }, { mediaType: "text/plain" }]);
    expect(ok!.links).toEqual({ self: { operationId: "getItem", parameters: { id: "$response.body#/id" } } });
    expect(error!.status).toBe("4XX");
    expect(error!.description).toBe("bad");
  });

  test("request body from components with encodings and examples", () => {
    const body = put.requestBody!;
    expect(body.required).toBe(true);
    expect(body.alternatives.map((a) => a.mediaType)).toEqual(["application/json", "multipart/form-data"]);
    expect(body.alternatives[0]!.examples).toEqual([{ id: 1, name: "a", parent: null }]);
    expect(body.alternatives[1]!.encoding).toEqual({ meta: { contentType: "application/json" }, tags: { style: "form", explode: true } });
  });

  test("security: global bearer, explicitly empty on PUT", () => {
    expect(get.security).toEqual([[{ type: "http", name: "bearer", scheme: "bearer" }]]);
    expect(put.security).toEqual([]);
    expect(spec.securitySchemes["cookie"]).toEqual({ type: "apiKey", name: "cookie", location: "cookie", parameterName: "sid" });
  });

  test("operation schemas are the converted document's own objects", () => {
    const fromDocument = getAtPointer(spec.document, `${get.pointer}/responses/200/content/application~1json/schema`);
    expect(get.responses[0]!.content[0]!.schema).toBe(fromDocument);
    expect(spec.resolver.resolve("apitest:doc#/components/schemas/Item")).toBe(getAtPointer(spec.document, "/components/schemas/Item"));
    expect(spec.resolver.resolve("#/components/schemas/Filter")).toEqual({ type: "object", properties: { q: { type: "string" } } });
    expect(spec.resolver.resolve("#/components/schemas/Missing")).toBeUndefined();
  });

  test("recursive, nullable schemas validate lazily through refs", () => {
    const schema = get.responses[0]!.content[0]!.schema!;
    const tree = { id: 1, name: null, parent: { id: 0, parent: null }, children: [{ id: 2, children: [{ id: 3 }] }] };
    expect(spec.validator.validate(schema, tree)).toEqual([]);
    const issues = spec.validator.validate(schema, { id: 1, children: [{ id: 2, children: [{ id: "x" }] }] });
    expect(issues[0]).toMatchObject({ instancePath: "/children/0/children/0/id", keyword: "type" });
  });

  test("$ref keys inside example data are left as data", () => {
    expect(getAtPointer(spec.document, "/components/schemas/Error/example")).toEqual({ $ref: "not-a-reference" });
  });
});

describe("OpenAPI 3.1 documents", async () => {
  const spec = await buildOpenApiSpec({
    document: {
      openapi: "3.1.0",
      info: { title: "t", version: "1" },
      servers: [{ url: "/relative/base" }],
      paths: {
        "/nodes": {
          get: {
            responses: {
              "200": { description: "ok", content: { "application/json": { schema: { $ref: "#/components/schemas/Node", description: "kept in 3.1" } } } },
            },
          },
        },
      },
      components: {
        schemas: {
          Node: {
            type: ["object", "null"],
            properties: { kind: { const: "node" }, next: { $ref: "#/components/schemas/Node" }, id: { type: "integer", exclusiveMinimum: 0 } },
            $defs: { unused: { type: "string" } },
          },
        },
      },
      webhooks: { ping: { post: { responses: { "200": { description: "ok" } } } } },
    },
  });

  test("type arrays, const, numeric exclusive bounds and $ref siblings work as 2020-12", () => {
    expect(spec.family).toBe("3.1");
    expect(spec.basePath).toBe("/relative/base");
    expect(spec.serverUrl).toBe("/relative/base");
    expect(spec.operations).toHaveLength(1);
    const schema = spec.operations[0]!.responses[0]!.content[0]!.schema!;
    expect(schema).toEqual({ $ref: "apitest:doc#/components/schemas/Node", description: "kept in 3.1" });
    expect(spec.validator.validate(schema, null)).toEqual([]);
    expect(spec.validator.validate(schema, { kind: "node", id: 1, next: { kind: "node", next: null } })).toEqual([]);
    expect(spec.validator.validate(schema, { kind: "other" })[0]).toMatchObject({ keyword: "const" });
    expect(spec.validator.validate(schema, { id: 0 })[0]).toMatchObject({ keyword: "exclusiveMinimum" });
  });
});

describe("Operation-level problems become warnings", async () => {
  const spec = await buildOpenApiSpec({
    document: {
      openapi: "3.0.0",
      info: { title: "t", version: "1" },
      paths: {
        "/ok": { get: { responses: { "200": { description: "ok" } } } },
        "/broken": { get: { parameters: [{ in: "query", schema: { type: "string" } }], responses: {} }, post: "not an operation" },
        "/weird": { get: { parameters: [{ name: "x", in: "body" }], responses: {} } },
      },
      "x-ms-paths": { "/ok?op=extra": { post: { responses: { "200": { description: "ok" } } } } },
    },
  });

  test("skips what cannot be read, keeps the rest, reads x-ms-paths", () => {
    expect(spec.operations.map((op) => op.label)).toEqual(["GET /ok", "POST /ok?op=extra"]);
    expect(spec.operations[1]!.pointer).toBe("/x-ms-paths/~1ok?op=extra/post");
    expect(spec.loadWarnings).toEqual([
      "Skipped GET /broken: the parameter at /paths/~1broken/get/parameters/0 has no name.",
      "Skipped POST /broken: the operation at /paths/~1broken/post is not an object.",
      'Skipped GET /weird: the parameter "x" at /paths/~1weird/get/parameters/0 has an unknown location "body".',
    ]);
  });
});
