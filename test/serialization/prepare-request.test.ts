import { describe, expect, it } from "vitest";
import { SerializationError } from "../../src/core/errors.js";
import { prepareRequest } from "../../src/serialization/prepare-request.js";
import { SerializerRegistry, defaultSerializers } from "../../src/serialization/registry.js";
import { caseData, operation, param } from "../support/wire-fixtures.js";

const BASE = "http://127.0.0.1:8080/api/v1";
const text = (body: Uint8Array | undefined): string => new TextDecoder().decode(body);

describe("prepareRequest", () => {
  it("joins base URL and path, percent-encoding every reserved character of path values", () => {
    const op = operation("GET", "/users/{id}/files/{name}", [param("id", "path"), param("name", "path")]);
    const request = prepareRequest(caseData("GET", op.path, { pathParameters: { id: "a/b?c#d", name: "x y%é" } }), op, { baseUrl: `${BASE}/` });
    expect(request.url).toBe(`${BASE}/users/a%2Fb%3Fc%23d/files/x%20y%25%C3%A9`);
    expect(request.method).toBe("GET");
    expect(request.body).toBeUndefined();
  });

  it("never lets a path value be a dot segment that URL normalization would collapse", () => {
    const op = operation("GET", "/items/{id}", [param("id", "path")]);
    expect(prepareRequest(caseData("GET", op.path, { pathParameters: { id: ".." } }), op, { baseUrl: BASE }).url).toBe(`${BASE}/items/%2E%2E`);
  });

  it("applies label and matrix styles in the path", () => {
    const op = operation("GET", "/p/{a}/{b}", [param("a", "path", { style: "label", explode: true }), param("b", "path", { style: "matrix" })]);
    const request = prepareRequest(caseData("GET", op.path, { pathParameters: { a: ["x", "y"], b: ["1", "2"] } }), op, { baseUrl: BASE });
    expect(request.url).toBe(`${BASE}/p/.x.y/;b=1,2`);
  });

  it("writes query parameters in schema order, extras last, skipping undefined", () => {
    const op = operation("GET", "/q", [param("b", "query"), param("a", "query"), param("c", "query")]);
    const query = { extra: "e", a: [1, 2], c: undefined, b: "x y&z" };
    expect(prepareRequest(caseData("GET", op.path, { query }), op, { baseUrl: BASE }).url).toBe(`${BASE}/q?b=x%20y%26z&a=1&a=2&extra=e`);
  });

  it("keeps reserved characters with allowReserved, but never a raw #", () => {
    const op = operation("GET", "/q", [param("u", "query", { allowReserved: true })]);
    expect(prepareRequest(caseData("GET", op.path, { query: { u: "http://x/y?z=1#f" } }), op, { baseUrl: BASE }).url).toBe(
      `${BASE}/q?u=http://x/y?z=1%23f`,
    );
  });

  it("JSON-encodes content parameters", () => {
    const op = operation("GET", "/q", [param("filter", "query", { contentType: "application/json" }), param("h", "header", { contentType: "application/json" })]);
    const request = prepareRequest(caseData("GET", op.path, { query: { filter: { a: 1 } }, headers: { h: ["x"] } }), op, { baseUrl: BASE });
    expect(request.url).toBe(`${BASE}/q?filter=%7B%22a%22%3A1%7D`);
    expect(request.headers["h"]).toBe('["x"]');
  });

  it("puts cookies in one Cookie header, encoding unsafe characters", () => {
    const op = operation("GET", "/c", [param("session", "cookie"), param("ids", "cookie", { explode: false })]);
    const request = prepareRequest(caseData("GET", op.path, { cookies: { session: "a b;c", ids: [1, 2] } }), op, { baseUrl: BASE });
    expect(request.headers["Cookie"]).toBe("session=a%20b%3Bc; ids=1,2");
  });

  it("never emits CR or LF in headers, and stringifies values as JSON does", () => {
    const op = operation("GET", "/h", [param("X-Evil", "header"), param("X-Num", "header"), param("X-Null", "header"), param("X-List", "header")]);
    const headers = { "X-Evil": "a\r\nInjected: yes", "X-Num": 1.5, "X-Null": null, "X-List": [true, false] };
    const request = prepareRequest(caseData("GET", op.path, { headers }), op, { baseUrl: BASE });
    expect(request.headers).toEqual({ "X-Evil": "a%0D%0AInjected: yes", "X-Num": "1.5", "X-Null": "", "X-List": "true,false" });
  });

  it("refuses a header name that HTTP cannot carry, naming it", () => {
    const op = operation("GET", "/h");
    expect(() => prepareRequest(caseData("GET", op.path, { headers: { "bad name": "x" } }), op, { baseUrl: BASE })).toThrow(/"bad name"/);
  });

  it("keeps headers in order, a replaced one at its place with the new spelling, and a header named __proto__ as a header", () => {
    const op = operation("GET", "/h", [param("X-B", "header"), param("__proto__", "header"), param("x-a", "header")]);
    const request = prepareRequest(caseData("GET", op.path, { headers: JSON.parse('{"X-B":"b","__proto__":"p","x-a":"a"}') as Record<string, unknown> }), op, {
      baseUrl: BASE,
      headers: { "X-A": "user", "X-Apitest-Case-Id": "abc" },
    });
    expect(Object.keys(request.headers)).toEqual(["X-B", "__proto__", "X-A", "X-Apitest-Case-Id"]);
    expect(request.headers["__proto__"]).toBe("p");
    expect(request.headers["X-A"]).toBe("user");
    expect(Object.getPrototypeOf(request.headers)).toBe(Object.prototype);
  });

  it("lets options.headers override case headers case-insensitively, and adds Basic auth", () => {
    const op = operation("GET", "/h", [param("user-agent", "header")]);
    const request = prepareRequest(caseData("GET", op.path, { headers: { "user-agent": "generated" } }), op, {
      baseUrl: BASE,
      headers: { "User-Agent": "apitest/0.1.0", "X-Apitest-Case-Id": "abc" },
      basicAuth: { username: "user", password: "pä:ss" },
    });
    expect(request.headers).toEqual({
      "User-Agent": "apitest/0.1.0",
      Authorization: `Basic ${Buffer.from("user:pä:ss").toString("base64")}`,
      "X-Apitest-Case-Id": "abc",
    });
  });

  it("Basic auth replaces a generated Authorization value, and the user's own Authorization header wins over it", () => {
    const op = operation("GET", "/h");
    const auth = { username: "u", password: "p" };
    expect(prepareRequest(caseData("GET", op.path, { headers: { authorization: "Bearer t" } }), op, { baseUrl: BASE, basicAuth: auth }).headers).toEqual({
      authorization: "Basic dTpw",
    });
    expect(prepareRequest(caseData("GET", op.path), op, { baseUrl: BASE, basicAuth: auth, headers: { AUTHORIZATION: "Token x" } }).headers).toEqual({
      AUTHORIZATION: "Token x",
    });
  });

  it("sends a body declared as a range (*/*, application/*, text/*, multipart/*) with a concrete media type", () => {
    const declared = (mediaType: string) => operation("POST", "/b", [], [{ mediaType, schema: {}, examples: [], encoding: {} }]);
    const contentType = (mediaType: string, body: unknown) => prepareRequest(caseData("POST", "/b", { body, mediaType }), declared(mediaType), { baseUrl: BASE }).headers["Content-Type"];
    expect(contentType("*/*", { a: 1 })).toBe("application/json");
    expect(contentType("application/*", { a: 1 })).toBe("application/json");
    expect(contentType("text/*", "hi")).toBe("text/plain");
    expect(contentType("multipart/*", { a: "x" })).toMatch(/^multipart\/form-data; boundary=/);
    expect(contentType("image/png", new Uint8Array([1]))).toBe("image/png");
  });

  it("serializes the body and sets Content-Type from the serializer", () => {
    const op = operation("POST", "/b", [], [{ mediaType: "application/json", schema: {}, examples: [], encoding: {} }]);
    const request = prepareRequest(caseData("POST", op.path, { body: { a: [1, "é"] }, mediaType: "application/json" }), op, { baseUrl: BASE });
    expect(text(request.body)).toBe('{"a":[1,"é"]}');
    expect(request.headers["Content-Type"]).toBe("application/json");
  });

  it("throws SerializationError for a media type without serializer", () => {
    const op = operation("POST", "/b", [], [{ mediaType: "application/x-unknown", schema: {}, examples: [], encoding: {} }]);
    const run = (): unknown => prepareRequest(caseData("POST", op.path, { body: "x", mediaType: "application/x-unknown" }), op, { baseUrl: BASE });
    expect(run).toThrow(SerializationError);
    expect(run).toThrow(/application\/x-unknown/);
  });

  it("throws SerializationError when the value cannot be serialized", () => {
    const op = operation("POST", "/b");
    expect(() => prepareRequest(caseData("POST", op.path, { body: { n: Number.NaN }, mediaType: "application/json" }), op, { baseUrl: BASE })).toThrow(SerializationError);
  });

  it("uses a custom serializer registry and wraps its failures", () => {
    const registry = new SerializerRegistry();
    registry.register(["application/x-yaml"], (value, ctx) => ({ body: new TextEncoder().encode(`v: ${String(value)}`), contentType: `${ctx.mediaType}; charset=utf-8` }));
    registry.register(["application/x-broken"], () => {
      throw new Error("boom");
    });
    const op = operation("POST", "/b");
    const request = prepareRequest(caseData("POST", op.path, { body: 3, mediaType: "application/x-yaml" }), op, { baseUrl: BASE, serializers: registry });
    expect(text(request.body)).toBe("v: 3");
    expect(request.headers["Content-Type"]).toBe("application/x-yaml; charset=utf-8");
    expect(() => prepareRequest(caseData("POST", op.path, { body: 3, mediaType: "application/x-broken" }), op, { baseUrl: BASE, serializers: registry })).toThrow(
      /application\/x-broken.*boom/,
    );
  });

  it("keeps a case's own Content-Type but adds the multipart boundary it needs", () => {
    const op = operation("POST", "/b");
    const request = prepareRequest(
      caseData("POST", op.path, { body: { a: "1" }, mediaType: "multipart/form-data", headers: { "content-type": "multipart/form-data" } }),
      op,
      { baseUrl: BASE, serializers: defaultSerializers() },
    );
    expect(request.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=apitest-boundary-[0-9a-f]{24}$/);
  });

  it("keeps a query string that is part of the base URL", () => {
    const op = operation("GET", "/q", [param("a", "query")]);
    expect(prepareRequest(caseData("GET", op.path, { query: { a: 1 } }), op, { baseUrl: "http://h/api?key=k" }).url).toBe("http://h/api/q?key=k&a=1");
  });
});
