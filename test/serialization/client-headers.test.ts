import { describe, expect, test } from "vitest";
import type { OperationDefinition, ParameterDefinition } from "../../src/core/operation.js";
import { headersOnTheWire, isClientOwnedHeader, unsendableHeaderParameters } from "../../src/serialization/client-headers.js";
import { prepareRequest } from "../../src/serialization/prepare-request.js";

function header(name: string, required = false): ParameterDefinition {
  return { name, location: "header", required, schema: { type: "string" }, style: "simple", explode: false, allowReserved: false, deprecated: false, examples: [] };
}

const operation: OperationDefinition = {
  method: "POST",
  path: "/upload",
  label: "POST /upload",
  tags: [],
  deprecated: false,
  parameters: [header("Content-Length", true), header("Connection"), header("User-Agent"), header("X-Trace")],
  requestBody: { required: true, alternatives: [{ mediaType: "application/json", schema: { type: "object" }, examples: [], encoding: {} }] },
  responses: [],
  security: [],
  pointer: "/paths/~1upload/post",
};

const data = {
  method: "POST",
  path: "/upload",
  pathParameters: {},
  query: {},
  headers: { "Content-Length": "999", Connection: "upgrade", "User-Agent": "curl/8.0", "X-Trace": "t" },
  cookies: {},
  body: { a: 1 },
  mediaType: "application/json",
};

describe("headers the HTTP client owns", () => {
  test("Content-Length, Connection, Transfer-Encoding, Keep-Alive, Upgrade, Expect (any case); not Host or User-Agent", () => {
    for (const name of ["Content-Length", "connection", "TRANSFER-ENCODING", "Keep-Alive", "Upgrade", "Expect"]) expect(isClientOwnedHeader(name), name).toBe(true);
    for (const name of ["Host", "User-Agent", "Content-Type", "X-Length"]) expect(isClientOwnedHeader(name), name).toBe(false);
    expect(unsendableHeaderParameters(operation).map((parameter) => parameter.name)).toEqual(["Content-Length", "Connection"]);
  });

  test("a case's value for one is not sent (the client writes the real length); the others are", () => {
    const request = prepareRequest(data, operation, { baseUrl: "http://127.0.0.1:1" });
    expect(Object.keys(request.headers).map((name) => name.toLowerCase())).not.toContain("content-length");
    expect(Object.keys(request.headers).map((name) => name.toLowerCase())).not.toContain("connection");
    expect(request.headers["X-Trace"]).toBe("t");
    expect(request.headers["Content-Type"]).toBe("application/json");
  });
});

describe("defaultHeaders (apitest's own User-Agent)", () => {
  test("yield to a declared header parameter the case sets", () => {
    const request = prepareRequest(data, operation, { baseUrl: "http://127.0.0.1:1", defaultHeaders: { "User-Agent": "apitest/1" }, headers: { "X-Apitest-Case-Id": "c" } });
    expect(request.headers["User-Agent"]).toBe("curl/8.0");
    expect(request.headers["X-Apitest-Case-Id"]).toBe("c");
  });

  test("are sent when the case does not set the header", () => {
    const request = prepareRequest({ ...data, headers: {} }, operation, { baseUrl: "http://127.0.0.1:1", defaultHeaders: { "User-Agent": "apitest/1" } });
    expect(request.headers["User-Agent"]).toBe("apitest/1");
  });

  test("`headers` (the user's -H) still win over the case", () => {
    const request = prepareRequest(data, operation, { baseUrl: "http://127.0.0.1:1", defaultHeaders: { "User-Agent": "apitest/1" }, headers: { "user-agent": "mine" } });
    expect(request.headers["user-agent"]).toBe("mine");
    expect(request.headers).not.toHaveProperty("User-Agent");
  });
});

describe("headersOnTheWire (what request validation reads)", () => {
  test("adds the Content-Length the client writes: the body's length, 0 for a PUT/POST/PATCH without one", () => {
    expect(headersOnTheWire({ method: "POST", url: "http://h/", headers: { "X-A": "1" }, body: new Uint8Array(7) })).toEqual({ "X-A": "1", "Content-Length": "7" });
    expect(headersOnTheWire({ method: "PUT", url: "http://h/", headers: {} })).toEqual({ "Content-Length": "0" });
  });

  test("none for a GET or DELETE without a body, whatever the headers say", () => {
    expect(headersOnTheWire({ method: "GET", url: "http://h/", headers: { "X-A": "1", "content-length": "9" } })).toEqual({ "X-A": "1" });
    expect(headersOnTheWire({ method: "DELETE", url: "http://h/", headers: { Connection: "close" } })).toEqual({});
  });
});
