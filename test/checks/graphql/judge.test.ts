import { buildSchema, getIntrospectionQuery, graphqlSync } from "graphql";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fromObject, nodes, scalar } from "../../../src/api/graphql/index.js";
import { Response } from "../../../src/core/response.js";
import { graphqlCheckNames, judgeGraphqlResponse } from "../../../src/checks/graphql/judge.js";
import { clearGraphqlScalars, registeredGraphqlScalars } from "../../../src/generation/graphql/scalar-registry.js";

const schema = buildSchema("type Query { name(id: ID!): String! }");
const QUERY = '{ name(id: "1") }';
const CHECKS = graphqlCheckNames(["not_a_server_error", "response_schema_conformance", "negative_data_rejection"]);

function response(status: number, body: unknown): Response {
  return new Response({
    statusCode: status,
    message: "",
    headers: { "content-type": ["application/json"] },
    content: new TextEncoder().encode(JSON.stringify(body)),
    elapsed: 0,
    httpVersion: "1.1",
    request: { method: "POST", url: "http://127.0.0.1/graphql", headers: {} },
    verify: true,
  });
}

function judge(status: number, body: unknown, mode: "positive" | "negative" = "positive"): string[] {
  return judgeGraphqlResponse({ schema, query: QUERY, response: response(status, body), mode, checks: CHECKS }).map((f) => `${f.check}:${f.title}`);
}

describe("judgeGraphqlResponse", () => {
  it("reports server faults as not_a_server_error", () => {
    expect(judge(500, { errors: [{ message: "boom" }] })).toEqual(["not_a_server_error:Server error"]);
    expect(judge(200, { data: null, errors: [{ message: "x", path: ["name"], extensions: { code: "INTERNAL_SERVER_ERROR" } }] })).toEqual(["not_a_server_error:Server error"]);
  });

  it("never reports user-facing and validation errors", () => {
    expect(judge(200, { data: null, errors: [{ message: "no", path: ["name"], extensions: { code: "BAD_USER_INPUT" } }] })).toEqual([]);
    expect(judge(400, { errors: [{ message: 'Field "x" is not defined by type "Input".' }] }, "negative")).toEqual([]);
  });

  it("holds positive data to the schema", () => {
    expect(judge(200, { data: { name: null } })).toEqual(["graphql_response_conformance:GraphQL response does not match the schema"]);
    expect(judge(200, { data: { name: "Ada" } })).toEqual([]);
  });

  it("reports a negative document executed with data and no errors", () => {
    expect(judge(200, { data: { name: "Ada" } }, "negative")).toEqual(["negative_data_rejection:Accepted negative data"]);
    expect(judge(200, { data: { name: null }, errors: [{ message: "bad" }] }, "negative")).toEqual([]);
  });

  it("follows the check selection", () => {
    expect(graphqlCheckNames(["not_a_server_error"])).toEqual(["not_a_server_error"]);
  });
});

describe("graphql library namespace", () => {
  it("loads an introspection object and registers scalars", () => {
    const introspection = graphqlSync({ schema, source: getIntrospectionQuery() });
    const spec = fromObject(introspection);
    expect(spec.operations.map((operation) => operation.label)).toEqual(["Query.name"]);
    scalar("Date", fc.constant(nodes.String("2024-01-01")));
    expect([...registeredGraphqlScalars().keys()]).toEqual(["Date"]);
    clearGraphqlScalars();
  });
});
