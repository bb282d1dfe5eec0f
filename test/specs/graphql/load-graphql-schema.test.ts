import { Readable } from "node:stream";
import { buildSchema, introspectionFromSchema } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SchemaError } from "../../../src/core/errors.js";
import { patchIntrospection } from "../../../src/specs/graphql/patch-introspection.js";
import {
  loadGraphqlSchema,
  loadGraphqlSchemaFromObject,
  loadGraphqlSchemaFromStream,
  loadGraphqlSchemaFromText,
} from "../../../src/specs/graphql/load-graphql-schema.js";
import { startServer, type TestServer } from "../../support/server.js";
import { startGraphqlServer } from "../../support/graphql-server.js";

const SDL = `
  directive @cacheable on FIELD_DEFINITION
  type Country { code: ID! name: String! @cacheable }
  type Query { countries: [Country!]! country(code: ID!): Country }
  type Mutation { rename(code: ID!, name: String!): Country }
`;

describe("loading GraphQL schemas", () => {
  it("builds SDL and lists one operation per Query and Mutation root field", () => {
    const spec = loadGraphqlSchemaFromText(SDL);
    expect(spec.kind).toBe("graphql");
    expect(spec.operations.map((op) => op.label)).toEqual(["Query.countries", "Query.country", "Mutation.rename"]);
    expect(spec.operations[1]?.field.args.map((arg) => arg.name)).toEqual(["code"]);
  });

  it("accepts SDL with undeclared federation directives and _service/_entities fields", () => {
    const federated = `
      scalar _Any
      type _Service { sdl: String }
      union _Entity = Product
      type Product @key(fields: "id") { id: ID! }
      type Query { _entities(representations: [_Any!]!): [_Entity]! _service: _Service! product: Product }
    `;
    const spec = loadGraphqlSchemaFromText(federated);
    expect(spec.operations.map((op) => op.label)).toEqual(["Query._entities", "Query._service", "Query.product"]);
  });

  it("reports a syntax error as a SchemaError naming the source and line", () => {
    expect(() => loadGraphqlSchemaFromText("type Query {", { sourceName: "api.graphql" })).toThrow(SchemaError);
    expect(() => loadGraphqlSchemaFromText("type Query {", { sourceName: "api.graphql" })).toThrow(/api\.graphql.*line 1/);
  });

  it("builds introspection results with and without the data wrapper, labelling custom root names", () => {
    const schema = buildSchema("schema { query: QueryRoot } type QueryRoot { shop: String }");
    const introspection = introspectionFromSchema(schema);
    expect(loadGraphqlSchemaFromObject(introspection).operations.map((op) => op.label)).toEqual(["Query.shop"]);
    expect(loadGraphqlSchemaFromObject({ data: introspection }).operations.map((op) => op.label)).toEqual(["Query.shop"]);
    expect(loadGraphqlSchemaFromText(JSON.stringify({ data: introspection })).operations).toHaveLength(1);
  });

  it("patches introspection from older servers: legacy directive flags, narrow @deprecated, omitted lists", () => {
    const modern = introspectionFromSchema(buildSchema(SDL)) as unknown as { __schema: Record<string, unknown> };
    const directives = (modern.__schema["directives"] as Record<string, unknown>[]).map((directive) => {
      const { locations: _locations, ...rest } = directive;
      return directive["name"] === "deprecated"
        ? { ...directive, locations: ["FIELD_DEFINITION", "ENUM_VALUE"] }
        : { ...rest, onField: true, onOperation: false, onFragment: true };
    });
    const types = (modern.__schema["types"] as Record<string, unknown>[]).map((type) => {
      const { interfaces: _interfaces, ...rest } = type;
      return type["kind"] === "OBJECT" ? rest : type;
    });
    const old = { data: { __schema: { ...modern.__schema, directives, types } } };
    const patched = patchIntrospection(old);
    const deprecated = (patched?.__schema["directives"] as { name: string; locations: string[] }[]).find((d) => d.name === "deprecated");
    expect(deprecated?.locations).toContain("ARGUMENT_DEFINITION");
    expect(loadGraphqlSchemaFromObject(old).operations).toHaveLength(3);
    expect(old.data.__schema.directives[0]).not.toHaveProperty("locations");
  });

  it("rejects JSON that is not an introspection result", () => {
    expect(() => loadGraphqlSchemaFromObject({ openapi: "3.1.0" }, { sourceName: "x.json" })).toThrow(/x\.json is not a GraphQL introspection result/);
  });

  it("loads from a Node stream and from a file path", async () => {
    const spec = await loadGraphqlSchemaFromStream(Readable.from([Buffer.from(SDL.slice(0, 30)), Buffer.from(SDL.slice(30))]));
    expect(spec.operations).toHaveLength(3);
    await expect(loadGraphqlSchema("/nonexistent/schema.graphql")).rejects.toThrow(/schema\.graphql: the file does not exist/);
  });
});

describe("loading GraphQL schemas from a live endpoint", () => {
  let server: TestServer;
  let broken: TestServer;

  beforeAll(async () => {
    server = await startGraphqlServer(buildSchema(SDL), { authorization: "Bearer secret" });
    broken = await startServer((request) => {
      if (request.url.pathname === "/slow") return new Promise((resolve) => setTimeout(() => resolve({ status: 200, body: {} }), 2_000));
      if (request.url.pathname === "/html") return { status: 200, body: "<html>hi</html>" };
      return { status: 200, body: { errors: [{ message: "GraphQL introspection is not allowed" }] } };
    });
  });
  afterAll(async () => {
    await server.close();
    await broken.close();
  });

  it("introspects with the given headers", async () => {
    const spec = await loadGraphqlSchema(`${server.url}/graphql`, { headers: { authorization: "Bearer secret" }, timeout: 5 });
    expect(spec.operations.map((op) => op.label)).toEqual(["Query.countries", "Query.country", "Mutation.rename"]);
    expect(spec.location).toBe(`${server.url}/graphql`);
  });

  it("names the URL and the cause when introspection fails", async () => {
    await expect(loadGraphqlSchema(`${server.url}/graphql`)).rejects.toThrow(
      new RegExp(`${server.url}/graphql: the server answered 401 with the error "Unauthorized"`),
    );
    await expect(loadGraphqlSchema(`${broken.url}/graphql`)).rejects.toThrow(/introspection is not allowed/);
    await expect(loadGraphqlSchema(`${broken.url}/html`)).rejects.toThrow(/not JSON/);
    await expect(loadGraphqlSchema(`${broken.url}/slow`, { timeout: 0.2 })).rejects.toThrow(/no answer within 0.2 s/);
    const closed = await startServer(() => ({ status: 200 }));
    const url = closed.url;
    await closed.close();
    await expect(loadGraphqlSchema(url)).rejects.toThrow(SchemaError);
  });
});
