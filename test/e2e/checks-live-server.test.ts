import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ignoredAuthProbes, judgeIgnoredAuth } from "../../src/checks/ignored-auth.js";
import { missingRequiredHeader } from "../../src/checks/missing-required-header.js";
import { negativeDataRejection } from "../../src/checks/negative-data-rejection.js";
import { positiveDataAcceptance } from "../../src/checks/positive-data-acceptance.js";
import { unsupportedMethod } from "../../src/checks/unsupported-method.js";
import type { CaseMeta } from "../../src/core/case.js";
import type { PreparedRequest } from "../../src/core/request.js";
import type { Response } from "../../src/core/response.js";
import { createHttpTransport } from "../../src/transport/http.js";
import type { Transport } from "../../src/transport/transport.js";
import { startServer, type TestReply, type TestRequest, type TestServer } from "../support/server.js";
import { NEGATIVE, POSITIVE, caseData, context, operation, parameter, verdict } from "../support/check-cases.js";

// A small API with typical defects: a lenient filter, a picky create, an ignored header,
// routing without 405s, and one operation that forgets to check its token.
function route(request: TestRequest): TestReply {
  const path = request.url.pathname;
  const token = request.headers["authorization"];
  if (path === "/items" && request.method === "GET") return { status: 200, body: { items: [], limit: request.url.searchParams.get("limit") } };
  if (path === "/items" && request.method === "POST") return { status: 400, body: { error: "name must not contain digits" } };
  if (path === "/items") return { status: 404, body: `Cannot ${request.method} /items`, headers: { "content-type": "text/plain" } };
  if (path === "/tidy" && request.method === "GET") {
    if (request.headers["x-api-version"] === undefined) return { status: 400, body: { error: "X-Api-Version is required" } };
    return { status: 200, body: {} };
  }
  if (path === "/tidy") return { status: 405, headers: { allow: "GET" }, body: "" };
  if (path === "/open") return { status: 200, body: { secret: 42 } };
  if (path === "/guarded") return token === "Bearer good" ? { status: 200, body: { secret: 42 } } : { status: 401, body: { error: "unauthorized" } };
  return { status: 404, body: {} };
}

describe("checks3 against a real server", () => {
  let server: TestServer;
  let transport: Transport;
  const send = (method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<Response> => {
    const request: PreparedRequest = {
      method,
      url: `${server.url}${path}`,
      headers: body === undefined ? headers : { ...headers, "Content-Type": "application/json" },
      ...(body === undefined ? {} : { body: new TextEncoder().encode(body) }),
    };
    return transport.send(request, { timeout: 5 });
  };

  beforeAll(async () => {
    server = await startServer(route);
    transport = createHttpTransport();
  });
  afterAll(async () => {
    await transport.close();
    await server.close();
  });

  it("positive_data_acceptance flags valid data the server refuses, quoting its reason", async () => {
    const create = operation({ method: "POST", path: "/items" });
    const refused = await send("POST", "/items", {}, '{"name":"a1"}');
    expect(verdict(positiveDataAcceptance, context(create, POSITIVE), refused)).toMatchObject({
      key: "400",
      message: expect.stringContaining('Response: {"error":"name must not contain digits"}'),
    });
    const list = operation({ path: "/items" });
    expect(verdict(positiveDataAcceptance, context(list, POSITIVE), await send("GET", "/items?limit=5"))).toBeUndefined();
  });

  it("negative_data_rejection flags invalid data the server accepts", async () => {
    const list = operation({ path: "/items", parameters: [parameter("query", "limit", { type: "integer" })] });
    const meta: CaseMeta = { ...NEGATIVE, violation: { kind: "schema", location: "query", name: "limit" }, description: "query limit: not an integer" };
    const accepted = await send("GET", "/items?limit=many");
    expect(verdict(negativeDataRejection, context(list, meta), accepted)).toMatchObject({ title: "Accepted negative data", key: "schema:query:limit" });
    const rejected = await send("POST", "/items", {}, '{"name":5}');
    const create = operation({ method: "POST", path: "/items" });
    const bodyMeta: CaseMeta = { ...NEGATIVE, violation: { kind: "schema", location: "body", name: "name" } };
    expect(verdict(negativeDataRejection, context(create, bodyMeta), rejected)).toBeUndefined();
  });

  it("missing_required_header flags a missing header the server does not notice", async () => {
    const meta: CaseMeta = { ...NEGATIVE, violation: { kind: "missing-required", location: "header", name: "X-Api-Version" } };
    const lenient = operation({ path: "/items", parameters: [parameter("header", "X-Api-Version")] });
    expect(verdict(missingRequiredHeader, context(lenient, meta), await send("GET", "/items"))).toMatchObject({ key: "x-api-version" });
    const strict = operation({ path: "/tidy", parameters: [parameter("header", "X-Api-Version")] });
    expect(verdict(missingRequiredHeader, context(strict, meta), await send("GET", "/tidy"))).toBeUndefined();
  });

  it("unsupported_method flags a 404 for an undeclared method and passes a 405 with Allow", async () => {
    const meta: CaseMeta = { phase: "coverage", mode: "negative", violation: { kind: "unexpected-method" } };
    expect(verdict(unsupportedMethod, context(operation({ path: "/items" }), meta), await send("PATCH", "/items"))).toMatchObject({
      title: "Unsupported method response",
      key: "404",
    });
    expect(verdict(unsupportedMethod, context(operation({ path: "/tidy" }), meta), await send("DELETE", "/tidy"))).toBeUndefined();
  });

  it("ignored_auth probes find the operation that ignores its token and pass the one that checks it", async () => {
    const bearer = [[{ type: "http" as const, name: "bearer", scheme: "bearer" }]];
    const verdicts = async (path: string) => {
      const original: PreparedRequest = { method: "GET", url: `${server.url}${path}`, headers: { Authorization: "Bearer good" } };
      expect((await transport.send(original)).statusCode).toBe(200);
      const probes = ignoredAuthProbes(operation({ path, security: bearer }), original);
      const out = [];
      for (const probe of probes) out.push(judgeIgnoredAuth(probe.label, await transport.send(probe.request))?.key);
      return out;
    };
    expect(await verdicts("/open")).toEqual(["no credentials", "invalid credentials"]);
    expect(await verdicts("/guarded")).toEqual([undefined, undefined]);
  });

  it("leaves positive cases alone in the checks meant for negative ones", async () => {
    const ok = await send("GET", "/items");
    const data = caseData();
    for (const check of [negativeDataRejection, missingRequiredHeader, unsupportedMethod]) {
      expect(verdict(check, context(operation(), POSITIVE), ok, data)).toBeUndefined();
    }
  });
});
