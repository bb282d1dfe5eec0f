import { describe, expect, it } from "vitest";
import { ignoredAuth, ignoredAuthProbes, judgeIgnoredAuth } from "../../src/checks/ignored-auth.js";
import type { SecuritySchemeDefinition } from "../../src/core/operation.js";
import { POSITIVE, caseData, context, operation, request, response } from "../support/check-cases.js";

const bearer: SecuritySchemeDefinition = { type: "http", name: "bearerAuth", scheme: "bearer" };
const basic: SecuritySchemeDefinition = { type: "http", name: "basicAuth", scheme: "basic" };
const headerKey: SecuritySchemeDefinition = { type: "apiKey", name: "key", location: "header", parameterName: "X-API-Key" };
const queryKey: SecuritySchemeDefinition = { type: "apiKey", name: "token", location: "query", parameterName: "api_key" };
const cookieKey: SecuritySchemeDefinition = { type: "apiKey", name: "session", location: "cookie", parameterName: "sid" };
const oauth: SecuritySchemeDefinition = { type: "oauth2", name: "oauth" };
const mtls: SecuritySchemeDefinition = { type: "other", name: "mtls" };

const INVALID_BASIC = `Basic ${Buffer.from("apitest-invalid:apitest-invalid").toString("base64")}`;
const secured = (...alternatives: SecuritySchemeDefinition[][]) => operation({ security: alternatives });

describe("ignoredAuthProbes", () => {
  it("strips and corrupts a bearer token", () => {
    const sent = request({ method: "POST", headers: { authorization: "Bearer good", "Content-Type": "application/json" }, body: new Uint8Array([123, 125]) });
    const probes = ignoredAuthProbes(secured([bearer]), sent);
    expect(probes).toEqual([
      { label: "no credentials", request: { ...sent, headers: { "Content-Type": "application/json" } }, removed: ["header Authorization"] },
      {
        label: "invalid credentials",
        request: { ...sent, headers: { "Content-Type": "application/json", authorization: "Bearer apitest-invalid-token" } },
        tried: "header Authorization",
        removed: [],
      },
    ]);
  });

  it("uses a Basic value for basic auth and a Bearer one for oauth2", () => {
    expect(ignoredAuthProbes(secured([basic]), request({ headers: { Authorization: "Basic dTpw" } }))[1]?.request.headers).toEqual({ Authorization: INVALID_BASIC });
    expect(ignoredAuthProbes(secured([oauth]), request())[1]?.request.headers).toEqual({ Authorization: "Bearer apitest-invalid-token" });
  });

  it("strips and corrupts an API key header, case-insensitively", () => {
    const probes = ignoredAuthProbes(secured([headerKey]), request({ headers: { "x-api-key": "secret", Accept: "application/json" } }));
    expect(probes.map((probe) => probe.request.headers)).toEqual([
      { Accept: "application/json" },
      { Accept: "application/json", "x-api-key": "apitest-invalid-key" },
    ]);
  });

  it("strips and corrupts an API key in the query, keeping the rest of the URL as sent", () => {
    const sent = request({ url: "http://127.0.0.1:1/items?q=a%20b&api_key=secret&tags=x,y&api_key=again#top" });
    expect(ignoredAuthProbes(secured([queryKey]), sent).map((probe) => probe.request.url)).toEqual([
      "http://127.0.0.1:1/items?q=a%20b&tags=x,y#top",
      "http://127.0.0.1:1/items?q=a%20b&tags=x,y&api_key=apitest-invalid-key#top",
    ]);
    expect(ignoredAuthProbes(secured([queryKey]), request({ url: "http://h/items?api_key=s" }))[0]?.request.url).toBe("http://h/items");
  });

  it("strips and corrupts an API key cookie, keeping the other cookies", () => {
    const probes = ignoredAuthProbes(secured([cookieKey]), request({ headers: { Cookie: "theme=dark; sid=secret", "X-Other": "1" } }));
    expect(probes.map((probe) => probe.request.headers)).toEqual([
      { Cookie: "theme=dark", "X-Other": "1" },
      { Cookie: "theme=dark; sid=apitest-invalid-key", "X-Other": "1" },
    ]);
    expect(ignoredAuthProbes(secured([cookieKey]), request({ headers: { cookie: "sid=secret" } }))[0]?.request.headers).toEqual({});
  });

  it("takes every credential away in one probe and corrupts each in its own", () => {
    const sent = request({ url: "http://h/items?api_key=k", headers: { Authorization: "Bearer t" } });
    const probes = ignoredAuthProbes(secured([bearer], [queryKey], [basic]), sent);
    expect(probes.map((probe) => [probe.label, probe.request.url, probe.request.headers])).toEqual([
      ["no credentials", "http://h/items", {}],
      ["invalid credentials", "http://h/items", { Authorization: "Bearer apitest-invalid-token" }],
      ["invalid credentials", "http://h/items?api_key=apitest-invalid-key", {}],
    ]);
  });

  it("makes no probes when they could prove nothing", () => {
    const sent = request({ headers: { Authorization: "Bearer t" } });
    expect(ignoredAuthProbes(operation(), sent)).toEqual([]);
    expect(ignoredAuthProbes(secured([bearer], []), sent)).toEqual([]);
    expect(ignoredAuthProbes(secured([bearer], [mtls]), sent)).toEqual([]);
    expect(ignoredAuthProbes(secured([mtls, headerKey]), request({ headers: { "X-API-Key": "k" } }))).toHaveLength(2);
  });

  it("removes an Authorization header the operation does not declare, and names it", () => {
    const sent = request({ url: "http://h/items?api_key=k&q=1", headers: { Authorization: "Bearer global", "X-API-Key": "good", Accept: "*/*" } });
    const probes = ignoredAuthProbes(secured([headerKey]), sent, [bearer, headerKey, queryKey]);
    expect(probes.map((probe) => [probe.label, probe.request.url, probe.request.headers, probe.tried, probe.removed])).toEqual([
      ["no credentials", "http://h/items?q=1", { Accept: "*/*" }, undefined, ["header X-API-Key", "header Authorization", "query parameter api_key"]],
      [
        "invalid credentials",
        "http://h/items?q=1",
        { Accept: "*/*", "X-API-Key": "apitest-invalid-key" },
        "header X-API-Key",
        ["header Authorization", "query parameter api_key"],
      ],
    ]);
    // Without the document's schemes, the Authorization header is still taken away.
    expect(ignoredAuthProbes(secured([headerKey]), request({ headers: { Authorization: "Bearer t", "X-API-Key": "k" } }))[1]?.request.headers).toEqual({
      "X-API-Key": "apitest-invalid-key",
    });
  });

  it("never changes the request it is given", () => {
    const sent = request({ headers: { Authorization: "Bearer t" } });
    const copy = structuredClone(sent);
    ignoredAuthProbes(secured([bearer]), sent);
    expect(sent).toEqual(copy);
  });
});

describe("judgeIgnoredAuth", () => {
  it.each([
    ["no credentials", 200, true],
    ["invalid credentials", 204, true],
    ["no credentials", 401, false],
    ["invalid credentials", 403, false],
    ["no credentials", 302, false],
    ["no credentials", 404, false],
    ["no credentials", 500, false],
  ] as const)("%s answered %i fails: %s", (label, status, fails) => {
    expect(judgeIgnoredAuth(label, response(status)) !== undefined).toBe(fails);
  });

  it("reports the probe and keys by it", () => {
    expect(judgeIgnoredAuth("invalid credentials", response(200))).toEqual({
      check: "ignored_auth",
      title: "Authentication declared but not enforced",
      message: "Received: 200 for the request with invalid credentials\nExpected: 401 or 403",
      key: "invalid credentials",
    });
    expect(judgeIgnoredAuth("no credentials", response(201))?.key).toBe("no credentials");
    expect(judgeIgnoredAuth({ label: "invalid credentials", tried: "header X-API-Key", removed: ["header Authorization"] }, response(200))).toEqual({
      check: "ignored_auth",
      title: "Authentication declared but not enforced",
      message: "Received: 200 for the request with an invalid header X-API-Key\nRemoved: header Authorization\nExpected: 401 or 403",
      key: "invalid credentials",
    });
  });

  it("has a named check that judges nothing by itself", () => {
    expect(ignoredAuth.name).toBe("ignored_auth");
    expect(ignoredAuth.run(context(secured([bearer]), POSITIVE), response(200), caseData())).toBeUndefined();
  });
});
