import { describe, expect, test } from "vitest";
import type { OpenApiSpec } from "../../src/core/spec.js";
import { buildOpenApiSpec } from "../../src/specs/openapi/load-spec.js";
import { applyLink } from "../../src/stateful/apply-link.js";
import type { Link } from "../../src/stateful/link.js";
import { collectLinks } from "../../src/stateful/links.js";
import { makeContext } from "../support/stateful-context.js";

const userSchema = { type: "object", properties: { id: { type: "integer" }, name: { type: "string" } } };

function shop(links: Record<string, unknown>): Record<string, unknown> {
  return {
    openapi: "3.0.3",
    info: { title: "Shop", version: "1" },
    paths: {
      "/users": {
        post: {
          operationId: "createUser",
          requestBody: { content: { "application/json": { schema: userSchema } } },
          responses: { "201": { description: "made", content: { "application/json": { schema: userSchema } }, links } },
        },
      },
      "/users/{id}": {
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "integer" } }],
        get: {
          operationId: "getUser",
          parameters: [
            { name: "id", in: "query", schema: { type: "string" } },
            { name: "X-Trace", in: "header", schema: { type: "string" } },
            { name: "session", in: "cookie", schema: { type: "string" } },
          ],
          responses: { "200": { description: "ok" } },
        },
        patch: {
          operationId: "updateUser",
          requestBody: { content: { "text/plain": { schema: { type: "string" } }, "application/merge-patch+json": { schema: userSchema } } },
          responses: { "2XX": { description: "ok" }, default: { description: "error", links: { again: { operationId: "getUser", parameters: { "path.id": "$request.path.id" } } } } },
        },
      },
    },
    components: { links: { Shared: { operationId: "updateUser", parameters: { id: "$response.body#/id" } } } },
  };
}

async function load(document: Record<string, unknown>): Promise<OpenApiSpec> {
  return buildOpenApiSpec({ document });
}

function only(links: readonly Link[], name: string): Link {
  const link = links.find((candidate) => candidate.name === name);
  if (link === undefined) throw new Error(`no link ${name}`);
  return link;
}

describe("collectLinks on OpenAPI 3", () => {
  test("operationId, operationRef forms, prefixed parameters, $ref links and statuses", async () => {
    const spec = await load(
      shop({
        byId: { operationId: "updateUser", parameters: { id: "$response.body#/id" } },
        byRef: { operationRef: "#/paths/~1users~1{id}/get", parameters: { "path.id": "$response.body#/id", "query.id": "q-{$response.body#/id}" } },
        byEncodedRef: { operationRef: "#/paths/~1users~1%7Bid%7D/GET", parameters: { "path.id": 1 } },
        byRelativeRef: { operationRef: "openapi.yaml#/paths/~1users~1{id}/patch", parameters: { "path.id": "$response.body#/id" } },
        headers: { operationId: "getUser", parameters: { "path.id": 3, "x-trace": "$request.header.X-Trace", "cookie.session": "s" }, server: { url: "http://elsewhere" } },
        shared: { $ref: "#/components/links/Shared" },
      }),
    );
    const { links, errors } = collectLinks(spec);
    expect(errors).toEqual([]);
    expect(links.map((link) => `${link.source.label} ${link.status} ${link.name} -> ${link.target.label}`)).toEqual([
      "POST /users 201 byId -> PATCH /users/{id}",
      "POST /users 201 byRef -> GET /users/{id}",
      "POST /users 201 byEncodedRef -> GET /users/{id}",
      "POST /users 201 byRelativeRef -> PATCH /users/{id}",
      "POST /users 201 headers -> GET /users/{id}",
      "POST /users 201 shared -> PATCH /users/{id}",
      "PATCH /users/{id} default again -> GET /users/{id}",
    ]);
    expect(links.every((link) => !link.inferred)).toBe(true);
    expect(only(links, "byRef").parameters.map((p) => `${p.location}.${p.name}`)).toEqual(["path.id", "query.id"]);
    expect(only(links, "headers").parameters.map((p) => `${p.location}.${p.name}`)).toEqual(["path.id", "header.X-Trace", "cookie.session"]);
  });

  test("applyLink fills each location from the response and request", async () => {
    const spec = await load(
      shop({
        byRef: { operationRef: "#/paths/~1users~1{id}/get", parameters: { "path.id": "$response.body#/id", "query.id": "q-{$response.body#/id}", "header.X-Trace": "$request.header.x-trace", "cookie.session": "s" } },
      }),
    );
    const link = only(collectLinks(spec).links, "byRef");
    const context = makeContext({ body: { id: 42 } });
    expect(applyLink(link, context)).toEqual({ pathParameters: { id: 42 }, query: { id: "q-42" }, headers: { "X-Trace": "t-1" }, cookies: { session: "s" } });
    expect(applyLink(link, makeContext({ body: { other: 1 } }))).toBeUndefined();
  });

  test("requestBody: a single expression, a literal, or a nested object/list", async () => {
    const spec = await load(
      shop({
        whole: { operationId: "updateUser", parameters: { id: "$response.body#/id" }, requestBody: "$request.body" },
        literal: { operationId: "updateUser", parameters: { id: 1 }, requestBody: 7 },
        nested: {
          operationId: "updateUser",
          parameters: { id: "$response.body#/id" },
          requestBody: { user_id: "$response.body#/id", tags: ["$response.body#/name", "literal", 3], meta: { by: "{$method} {$url}", flag: true, none: null } },
        },
      }),
    );
    const { links, errors } = collectLinks(spec);
    expect(errors).toEqual([]);
    const context = makeContext({ request: { json: { name: "ann" } }, body: { id: 5, name: "ann" } });
    expect(applyLink(only(links, "whole"), context)).toEqual({ pathParameters: { id: 5 }, body: { name: "ann" }, mediaType: "application/merge-patch+json" });
    expect(applyLink(only(links, "literal"), context)).toEqual({ pathParameters: { id: 1 }, body: 7, mediaType: "application/merge-patch+json" });
    expect(applyLink(only(links, "nested"), context)).toEqual({
      pathParameters: { id: 5 },
      body: { user_id: 5, tags: ["ann", "literal", 3], meta: { by: "POST http://127.0.0.1:8080/api/users?limit=5&tag=a", flag: true, none: null } },
      mediaType: "application/merge-patch+json",
    });
    // One missing leaf makes the link inapplicable rather than sending a half-filled body.
    expect(applyLink(only(links, "nested"), makeContext({ body: { id: 5 } }))).toBeUndefined();
  });

  test("every error kind is reported with the link named, and valid links are kept", async () => {
    const spec = await load(
      shop({
        good: { operationId: "getUser", parameters: { "path.id": "$response.body#/id" } },
        unknownId: { operationId: "getUsr", parameters: {} },
        unknownRef: { operationRef: "#/paths/~1nope/get" },
        otherDocument: { operationRef: "https://example.test/openapi.json#/paths/~1users/post" },
        notPaths: { operationRef: "#/components/links/Shared" },
        noTarget: { parameters: { id: 1 } },
        both: { operationId: "getUser", operationRef: "#/paths/~1users~1{id}/get" },
        ambiguous: { operationId: "getUser", parameters: { id: "$response.body#/id" } },
        unknownParameter: { operationId: "getUser", parameters: { "path.id": 1, userId: 2, "query.missing": 3 } },
        badExpression: { operationId: "getUser", parameters: { "path.id": "$response.body#id" } },
        zeroGroups: { operationId: "getUser", parameters: { "path.id": "$response.header.Location#regex:/users/\\d+" } },
        twoGroups: { operationId: "getUser", parameters: { "path.id": "$response.header.Location#regex:/(users)/(\\d+)" } },
        badBody: { operationId: "updateUser", parameters: { id: 1 }, requestBody: { a: ["$response.bdy#/x"] } },
        notObject: "getUser",
        badParameters: { operationId: "getUser", parameters: ["id"] },
      }),
    );
    const { links, errors } = collectLinks(spec);
    expect(links.map((link) => link.name)).toEqual(["good", "again"]);
    const messages = Object.fromEntries(errors.map((error) => [error.name, error.message]));
    const expected: Record<string, string> = {
      unknownId: 'targets operationId "getUsr", which no operation has',
      unknownRef: 'operationRef "#/paths/~1nope/get", which matches no operation',
      otherDocument: "points to another document",
      notPaths: 'is not a "#/paths/<path>/<method>" reference',
      noTarget: "names no target; add operationId or operationRef",
      both: "sets both operationId and operationRef",
      ambiguous: 'sets parameter "id", which GET /users/{id} has in several locations; write "path.id" or "query.id"',
      unknownParameter: "which GET /users/{id} does not have (its parameters: path.id, query.id, header.X-Trace, cookie.session); fix the name",
      badExpression: 'JSON pointer "id" must start with "/"',
      zeroGroups: "has 0 capturing groups",
      twoGroups: "has 2 capturing groups",
      badBody: 'has an invalid requestBody: at /a/0: runtime expression "$response.bdy#/x" is invalid',
      notObject: "is not a link object",
      badParameters: "has parameters that are not an object",
    };
    expect(Object.keys(messages).sort()).toEqual(Object.keys(expected).sort());
    for (const [name, fragment] of Object.entries(expected)) {
      expect(messages[name]).toContain(`Link ${JSON.stringify(name)} of POST /users (response 201) `);
      expect(messages[name]).toContain(fragment);
    }
    // Each bad parameter of one link is its own error.
    const unknown = errors.filter((error) => error.name === "unknownParameter").map((error) => error.message);
    expect(unknown).toHaveLength(2);
    expect(unknown[0]).toContain('sets parameter "userId"');
    expect(unknown[1]).toContain('sets parameter "query.missing"');
    expect(errors.every((error) => error.source.label === "POST /users" && error.status === "201")).toBe(true);
  });
});

describe("collectLinks on Swagger 2.0 x-links", () => {
  test("x-links are read with the same syntax", async () => {
    const spec = await load({
      swagger: "2.0",
      info: { title: "Legacy", version: "1" },
      paths: {
        "/pets": {
          post: {
            operationId: "addPet",
            responses: {
              "201": {
                description: "made",
                schema: { type: "object", properties: { id: { type: "integer" } } },
                "x-links": {
                  GetPet: { operationId: "getPet", parameters: { petId: "$response.body#/id" } },
                  FromLocation: { operationRef: "#/paths/~1pets~1{petId}/get", parameters: { "path.petId": "$response.header.Location#regex:/pets/(\\d+)$" } },
                  Broken: { operationId: "getPets" },
                },
              },
            },
          },
        },
        "/pets/{petId}": { get: { operationId: "getPet", parameters: [{ name: "petId", in: "path", required: true, type: "integer" }], responses: { "200": { description: "ok" } } } },
      },
    });
    const { links, errors } = collectLinks(spec);
    expect(links.map((link) => `${link.name} -> ${link.target.label}`)).toEqual(["GetPet -> GET /pets/{petId}", "FromLocation -> GET /pets/{petId}"]);
    expect(errors.map((error) => error.message)).toEqual([
      'Link "Broken" of POST /pets (response 201) targets operationId "getPets", which no operation has; fix the operationId or use operationRef',
    ]);
    const [getPet, fromLocation] = links;
    const context = makeContext({ body: { id: 3 }, headers: { Location: "/pets/17" } });
    expect(getPet && applyLink(getPet, context)).toEqual({ pathParameters: { petId: 3 } });
    expect(fromLocation && applyLink(fromLocation, context)).toEqual({ pathParameters: { petId: "17" } });
    expect(fromLocation && applyLink(fromLocation, makeContext({ headers: { Location: "/elsewhere" } }))).toEqual({ pathParameters: { petId: "" } });
  });
});
