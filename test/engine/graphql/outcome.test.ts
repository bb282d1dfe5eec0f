import { describe, expect, test } from "vitest";
import { graphqlOutcomeKey } from "../../../src/engine/graphql/outcome.js";
import { Response } from "../../../src/core/response.js";

function response(body: unknown, statusCode = 200): Response {
  return new Response({
    statusCode,
    message: "",
    headers: { "content-type": ["application/json"] },
    content: new TextEncoder().encode(JSON.stringify(body)),
    elapsed: 0.01,
    httpVersion: "1.1",
    request: { method: "POST", url: "http://127.0.0.1/graphql", headers: {}, body: undefined } as never,
    verify: true,
  });
}

describe("graphqlOutcomeKey", () => {
  test("one outcome per error message shape, whatever the numbers and quoted values", () => {
    const missing = (id: number) => response({ data: { user: null }, errors: [{ message: `user ${id} not found`, path: ["user"] }] });
    expect(graphqlOutcomeKey(missing(7))).toBe(graphqlOutcomeKey(missing(9)));
    const syntax = response({ data: { user: null }, errors: [{ message: 'invalid input syntax for type uuid: "x"', path: ["user"] }] });
    expect(graphqlOutcomeKey(syntax)).not.toBe(graphqlOutcomeKey(missing(7)));
  });

  test("the shape of data tells a found object from null and an empty list from a full one", () => {
    const keys = [
      response({ data: { user: { id: "1", name: "a" } } }),
      response({ data: { user: null } }),
      response({ data: { users: [] } }),
      response({ data: { users: [{ id: "1" }] } }),
    ].map(graphqlOutcomeKey);
    expect(new Set(keys).size).toBe(4);
    expect(graphqlOutcomeKey(response({ data: { user: { id: "2", name: "b" } } }))).toBe(keys[0]);
  });
});
