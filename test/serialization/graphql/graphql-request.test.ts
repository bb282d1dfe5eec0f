import { describe, expect, it } from "vitest";
import type { CaseData } from "../../../src/core/case.js";
import { NOT_SET } from "../../../src/core/not-set.js";
import { CASE_ID_HEADER } from "../../../src/core/request.js";
import { graphqlRequest, type GraphqlRequestTarget } from "../../../src/serialization/graphql/graphql-request.js";

const env = (basicAuth?: { username: string; password: string }) =>
  ({
    settings: { baseUrl: "http://127.0.0.1:9/graphql", network: basicAuth === undefined ? {} : { basicAuth } },
    headers: { "User-Agent": "apitest/test", "X-Run": "r" },
  }) satisfies GraphqlRequestTarget;

const data = (over: Partial<CaseData> = {}): CaseData => ({
  method: "post",
  path: "/graphql",
  pathParameters: {},
  query: {},
  headers: {},
  cookies: {},
  body: { query: "{ latest { id } }" },
  mediaType: "application/json",
  ...over,
});

describe("graphqlRequest", () => {
  it("sends the run's headers, JSON, the case's headers and cookies, then the case id", () => {
    const headers = JSON.parse('{"X-Trace":"t","__proto__":"kept"}') as Record<string, unknown>;
    const request = graphqlRequest(env(), data({ headers, cookies: { session: "a b", none: undefined }, query: { v: 2 } }), "case1");
    expect(request.method).toBe("POST");
    expect(request.url).toBe("http://127.0.0.1:9/graphql?v=2");
    expect(Object.keys(request.headers)).toEqual(["User-Agent", "X-Run", "Content-Type", "X-Trace", "__proto__", "Cookie", CASE_ID_HEADER]);
    expect(request.headers["__proto__"]).toBe("kept");
    expect(Object.getPrototypeOf(request.headers)).toBe(Object.prototype);
    expect(request.headers["Cookie"]).toBe("session=a%20b");
    expect(request.headers[CASE_ID_HEADER]).toBe("case1");
    expect(new TextDecoder().decode(request.body)).toBe('{"query":"{ latest { id } }"}');
  });

  it("adds Basic credentials, and sends no body for a case without one", () => {
    const request = graphqlRequest(env({ username: "u", password: "p" }), data({ body: NOT_SET }), "case2");
    expect(request.headers["Authorization"]).toBe(`Basic ${Buffer.from("u:p").toString("base64")}`);
    expect("body" in request).toBe(false);
  });
});
