import { describe, expect, it } from "vitest";
import { graphqlEndpoint } from "../../../src/cli/graphql/command.js";
import { isGraphqlLocationName, isIntrospectionDocument } from "../../../src/cli/graphql/detect.js";

describe("GraphQL detection and endpoint", () => {
  it("detects GraphQL by name and by introspection content", () => {
    expect(isGraphqlLocationName("schema.graphql")).toBe(true);
    expect(isGraphqlLocationName("schema.GQL")).toBe(true);
    expect(isGraphqlLocationName("http://127.0.0.1:4000/graphql")).toBe(true);
    expect(isGraphqlLocationName("http://127.0.0.1:4000/openapi.json")).toBe(false);
    expect(isGraphqlLocationName("openapi.yaml")).toBe(false);
    expect(isIntrospectionDocument({ data: { __schema: { types: [] } } })).toBe(true);
    expect(isIntrospectionDocument({ __schema: {} })).toBe(true);
    expect(isIntrospectionDocument({ openapi: "3.1.0", x: "__schema" })).toBe(false);
  });

  it("needs --url for a file and validates it", () => {
    expect(graphqlEndpoint("http://127.0.0.1:4000/graphql", undefined)).toBe("http://127.0.0.1:4000/graphql");
    expect(() => graphqlEndpoint("schema.graphql", undefined)).toThrow(/--url/);
    expect(() => graphqlEndpoint("schema.graphql", "ftp://x")).toThrow(/http/);
  });
});

