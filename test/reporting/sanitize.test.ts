import { describe, expect, it } from "vitest";
import { isSensitiveKey, sanitizeHeaders, sanitizeRequest, sanitizeText, sanitizeValue } from "../../src/reporting/sanitize.js";
import type { PreparedRequest } from "../../src/core/request.js";
import { DEFAULT_OUTPUT, type SanitizationSettings } from "../../src/core/settings.js";

const S = DEFAULT_OUTPUT.sanitization;
const OFF: SanitizationSettings = { ...S, enabled: false };
const enc = (text: string) => new TextEncoder().encode(text);
const dec = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);

describe("isSensitiveKey", () => {
  it.each([
    ["Authorization", true],
    ["X-API-Key", true],
    ["api_key", true],
    ["X-Session-Id", true],
    ["user_password_hash", true],
    ["Content-Type", false],
    ["name", false],
    ["page", false],
  ])("%s → %s", (key, expected) => {
    expect(isSensitiveKey(key, S)).toBe(expected);
  });
});

describe("sanitizeHeaders", () => {
  it.each([
    [{ Authorization: "Bearer abc" }, { Authorization: "[Filtered]" }],
    [{ "X-Api-Key": "k" }, { "X-Api-Key": "[Filtered]" }],
    [{ Accept: "application/json" }, { Accept: "application/json" }],
    [{ Cookie: "sid=1; theme=dark" }, { Cookie: "sid=[Filtered]; theme=[Filtered]" }],
    [{ "set-cookie": ["session=abc; Path=/; HttpOnly"] }, { "set-cookie": ["session=[Filtered]; Path=/; HttpOnly"] }],
    [{ authorization: ["a", "b"] }, { authorization: ["[Filtered]", "[Filtered]"] }],
  ])("%j", (input, expected) => {
    expect(sanitizeHeaders(input as Record<string, string | string[]>, S)).toEqual(expected);
  });

  it("masks per cookie by name when the Cookie header itself is not sensitive", () => {
    const settings = { ...S, keysToSanitize: ["session_id"], sensitiveMarkers: [] };
    expect(sanitizeHeaders({ Cookie: "session_id=1; theme=dark" }, settings)).toEqual({ Cookie: "session_id=[Filtered]; theme=dark" });
  });

  it("honours a custom replacement and disabled settings", () => {
    expect(sanitizeHeaders({ Authorization: "x" }, { ...S, replacement: "***" })).toEqual({ Authorization: "***" });
    expect(sanitizeHeaders({ Authorization: "x" }, OFF)).toEqual({ Authorization: "x" });
  });
});

describe("sanitizeValue", () => {
  it("masks sensitive keys at any depth and shares what it does not change", () => {
    const clean = { list: [1, 2] };
    const input = { user: { name: "a", password: "p", tokens: [{ refresh_token: "r" }] }, clean, credentials: { x: 1 } };
    const output = sanitizeValue(input, S) as Record<string, unknown>;
    expect(output).toEqual({ user: { name: "a", password: "[Filtered]", tokens: "[Filtered]" }, clean, credentials: "[Filtered]" });
    expect(output["clean"]).toBe(clean);
    expect(input.user.password).toBe("p");
    const untouched = { a: [1, { b: 2 }] };
    expect(sanitizeValue(untouched, S)).toBe(untouched);
    expect(sanitizeValue(input, OFF)).toBe(input);
  });

  it("survives cycles", () => {
    const cyclic: Record<string, unknown> = { secret: "s" };
    cyclic["self"] = cyclic;
    expect((sanitizeValue(cyclic, S) as Record<string, unknown>)["secret"]).toBe("[Filtered]");
  });
});

describe("sanitizeRequest", () => {
  const request: PreparedRequest = {
    method: "POST",
    url: "http://bob:hunter22@127.0.0.1:8080/login?user=bob&api_key=k%20y&q=a+b#frag",
    headers: { Authorization: "Bearer tok", "Content-Type": "application/json; charset=utf-8", "X-Trace": "t" },
    body: enc('{"username":"bob","password":"hunter22","nested":[{"access_token":"t"}]}'),
  };

  it("masks headers, query, URL credentials and JSON body keys", () => {
    const out = sanitizeRequest(request, S);
    expect(out.method).toBe("POST");
    expect(out.url).toBe("http://bob:[Filtered]@127.0.0.1:8080/login?user=bob&api_key=[Filtered]&q=a+b#frag");
    expect(out.headers).toEqual({ Authorization: "[Filtered]", "Content-Type": "application/json; charset=utf-8", "X-Trace": "t" });
    expect(JSON.parse(dec(out.body))).toEqual({ username: "bob", password: "[Filtered]", nested: [{ access_token: "[Filtered]" }] });
  });

  it("masks form bodies and leaves other bodies byte for byte", () => {
    const form = sanitizeRequest({ ...request, headers: { "content-type": "application/x-www-form-urlencoded" }, body: enc("a=1&client_secret=s&b=2") }, S);
    expect(dec(form.body)).toBe("a=1&client_secret=[Filtered]&b=2");
    const binary = new Uint8Array([0, 1, 2]);
    expect(sanitizeRequest({ ...request, headers: { "content-type": "application/octet-stream" }, body: binary }, S).body).toBe(binary);
    const cleanJson = enc('{ "a": 1 }');
    expect(sanitizeRequest({ ...request, headers: { "content-type": "application/json" }, body: cleanJson }, S).body).toBe(cleanJson);
  });

  it("is the identity when disabled", () => {
    expect(sanitizeRequest(request, OFF)).toBe(request);
  });
});

describe("sanitizeText", () => {
  it.each([
    ["token tok123 echoed", ["tok123"], "token [Filtered] echoed"],
    ["Authorization: Basic Ym9iOnMzY3JldA==", ["bob:s3cret"], "Authorization: Basic [Filtered]"],
    ["?q=a%20b%26c", ["a b&c"], "?q=[Filtered]"],
    ["secret-long and secret", ["secret", "secret-long"], "[Filtered] and [Filtered]"],
    ["nothing here", [""], "nothing here"],
    ["nothing here", [], "nothing here"],
  ])("%s", (text, secrets, expected) => {
    expect(sanitizeText(text, secrets, "[Filtered]")).toBe(expected);
  });
});
