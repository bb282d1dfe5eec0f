import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, test } from "vitest";
import { FailureGroup, openapi, type Case, type PreparedRequest } from "../../src/index.js";
import { CaseFailure } from "../../src/integrations/case-failure.js";
import { fromFetchResponse } from "../../src/integrations/from-fetch-response.js";
import { parametrize } from "../../src/integrations/parametrize.js";
import { testOperation } from "../../src/integrations/run-operation.js";
import { createExpressApp, FUZZ_ONLY } from "../support/items-api.js";

// A real Express server on 127.0.0.1: the body sends cases with its own client (global fetch).
const server: Server = await new Promise((resolve) => {
  const listening = createExpressApp().listen(0, "127.0.0.1", () => resolve(listening));
});
const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const schema = await openapi.fromUrl(`${baseUrl}/openapi.json`);
afterAll(async () => {
  await schema.close();
  await new Promise((resolve) => server.close(resolve));
});

/** Serializes the case itself and validates what the user's client got back. */
async function sendWithFetch(apiCase: Case): Promise<void> {
  const request = apiCase.prepare();
  const init: RequestInit = { method: request.method, headers: request.headers };
  if (request.body !== undefined) init.body = request.body as Uint8Array<ArrayBuffer>;
  const answer = await fetch(request.url, init);
  await apiCase.validateResponse(await fromFetchResponse(answer, request));
}

describe("validating responses of the user's own HTTP client", () => {
  const urls: string[] = [];
  parametrize(schema.exclude({ operationId: "createItem" }), { ...FUZZ_ONLY, maxExamples: 6 })("fetch", async ({ case: apiCase }) => {
    urls.push(apiCase.prepare().url);
    await sendWithFetch(apiCase);
  });

  test("every case went over the socket to the server", () => {
    expect(urls).toHaveLength(12);
    expect(urls.every((url) => url.startsWith(`${baseUrl}/items`))).toBe(true);
  });

  test("finds the seeded defect through the user's client, with a curl command for the server", async () => {
    const error = await testOperation(schema.get("/items", "POST"), ({ case: apiCase }) => sendWithFetch(apiCase), { ...FUZZ_ONLY, maxExamples: 100, seed: 11 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CaseFailure);
    const failure = error as CaseFailure;
    expect(failure.original).toBeInstanceOf(FailureGroup);
    expect((failure.original as FailureGroup).failures.map((f) => f.check)).toContain("not_a_server_error");
    expect(failure.message).toContain(`curl -X POST`);
    expect(failure.message).toContain(`${baseUrl}/items`);
    expect(failure.case.body).toMatchObject({ quantity: -1 });
  });

  test("testOperation returns the outcome when every case passes", async () => {
    const outcome = await testOperation(schema.get("/items", "GET"), ({ case: apiCase }) => sendWithFetch(apiCase), { ...FUZZ_ONLY, maxExamples: 4 });
    expect(outcome).toEqual({ operation: "GET /items", status: "passed", cases: 4, skipped: 0 });
  });
});

describe("fromFetchResponse", () => {
  const request: PreparedRequest = { method: "GET", url: "http://127.0.0.1:1/items", headers: { Authorization: "Bearer secret" } };

  test("keeps status, reason, lowercased headers (cookies one by one) and the body bytes", async () => {
    const headers = new Headers({ "Content-Type": "application/json; charset=utf-8", "X-Trace": "abc" });
    headers.append("Set-Cookie", "a=1; Path=/");
    headers.append("Set-Cookie", "b=2, c; Path=/");
    const response = await fromFetchResponse(new Response('{"ok":true}', { status: 201, headers }), request, { elapsed: 0.25 });
    expect(response.statusCode).toBe(201);
    expect(response.message).toBe("Created");
    expect(response.headers["x-trace"]).toEqual(["abc"]);
    expect(response.headers["set-cookie"]).toEqual(["a=1; Path=/", "b=2, c; Path=/"]);
    expect(response.mediaType).toBe("application/json");
    expect(response.json()).toEqual({ ok: true });
    expect(response.elapsed).toBe(0.25);
    expect(response.request).toBe(request);
    expect(response.verify).toBe(true);
  });

  test("an empty body has no size, and invalid JSON throws SyntaxError", async () => {
    const empty = await fromFetchResponse(new Response(null, { status: 204 }), request);
    expect(empty.bodySize).toBeUndefined();
    const text = await fromFetchResponse(new Response("not json", { status: 200 }), request, { verify: false });
    expect(() => text.json()).toThrow(SyntaxError);
    expect(text.verify).toBe(false);
  });

  test("a response the schema does not document fails validation, naming the check", async () => {
    const answer = new Response(JSON.stringify({ detail: "boom" }), { status: 500, headers: { "content-type": "application/json" } });
    const request: PreparedRequest = { method: "GET", url: `${baseUrl}/items`, headers: {} };
    const error = await schema.get("/items", "GET").validateResponse(await fromFetchResponse(answer, request)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FailureGroup);
    expect((error as FailureGroup).message).toContain("Server error");
  });
});
