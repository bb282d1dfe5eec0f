import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSchema, getIntrospectionQuery, graphqlSync } from "graphql";
import { Config, graphql, openapi, UsageError } from "../../src/index.js";
import { selfSigned, startHttpsServer, type HttpsServer, type SelfSigned } from "../support/self-signed.js";
import { startForwardProxy, type ForwardProxy } from "../support/forward-proxy.js";
import { startServer, type TestServer } from "../support/server.js";

const document = {
  openapi: "3.0.3",
  info: { title: "Items", version: "1" },
  paths: {
    "/items": { get: { responses: { "200": { description: "ok", content: { "application/json": { schema: { type: "object" } } } } } } },
    "/slow": { get: { responses: { "200": { description: "ok" } } } },
  },
};
const sdl = buildSchema("type Query { hello: String }");
const introspection = graphqlSync({ schema: sdl, source: getIntrospectionQuery() });

/** The API over HTTPS: the schema, /items and a GraphQL endpoint answering introspection. */
function answer(url: string): { status: number; body: object } {
  if (url.startsWith("/openapi.json")) return { status: 200, body: document };
  if (url.startsWith("/graphql")) return { status: 200, body: introspection };
  return { status: 200, body: {} };
}

describe("loaders take the CLI's network options, for the schema request and every later call", () => {
  let tls: SelfSigned;
  let https: HttpsServer;
  let plain: TestServer;
  let proxy: ForwardProxy;
  beforeAll(async () => {
    tls = selfSigned();
    https = await startHttpsServer(tls, answer);
    plain = await startServer(async (request) => {
      if (request.url.pathname === "/slow") await new Promise((resolve) => setTimeout(resolve, 3000));
      return { status: 200, body: request.url.pathname === "/openapi.json" ? document : {} };
    });
    proxy = await startForwardProxy();
  });
  afterAll(async () => {
    await Promise.all([https.close(), plain.close(), proxy.close()]);
  });

  it("a self-signed certificate fails the schema request with the library's words, not a CLI flag", async () => {
    const error = await openapi.fromUrl(`${https.url}/openapi.json`).catch((e: unknown) => e as Error);
    expect(error.message).toContain("TLS certificate verification failed");
    expect(error.message).toContain("tlsVerify");
    expect(error.message).not.toContain("--tls-verify");
    const introspected = await graphql.fromUrl(`${https.url}/graphql`).catch((e: unknown) => e as Error);
    expect(introspected.message).toContain("tlsVerify");
    expect(introspected.message).not.toContain("--tls-verify");
  });

  it("tlsVerify (a CA path, or false), directly or from the config, reaches the schema request and the calls", async () => {
    for (const options of [{ tlsVerify: tls.certPath }, { tlsVerify: false }, { config: Config.fromObject({ "tls-verify": tls.certPath }, {}) }, { config: Config.fromObject({ "tls-verify": false }, {}) }]) {
      const schema = await openapi.fromUrl(`${https.url}/openapi.json`, options);
      const response = await schema.get("/items", "GET").makeCase().callAndValidate();
      expect(response.statusCode).toBe(200);
      await schema.close();
    }
    const gql = await graphql.fromUrl(`${https.url}/graphql`, { tlsVerify: tls.certPath });
    const before = https.requests();
    expect((await gql.operations[0]!.makeCase().call()).statusCode).toBe(200);
    expect(https.requests()).toBe(before + 1);
    await gql.close();
  });

  it("a client certificate and key go with the schema request and the calls", async () => {
    https.withClientCert.length = 0;
    const schema = await openapi.fromUrl(`${https.url}/openapi.json`, { tlsVerify: tls.certPath, requestCert: tls.certPath, requestCertKey: tls.keyPath });
    await schema.get("/items", "GET").makeCase().call();
    expect(https.withClientCert).toEqual(["/openapi.json", "/items"]);
    await schema.close();
  });

  it("a proxy, directly or from the config, carries the schema request and the calls", async () => {
    for (const options of [{ proxy: proxy.url }, { config: Config.fromObject({ proxy: proxy.url }, {}) }]) {
      proxy.seen.length = 0;
      const schema = await openapi.fromUrl(`${plain.url}/openapi.json`, options);
      await schema.get("/items", "GET").makeCase().call();
      // The schema request and the call go out on two agents: two tunnels (or forwarded requests), one each.
      expect(proxy.seen.length).toBeGreaterThanOrEqual(2);
      expect(proxy.seen.every((line) => line.includes(new URL(plain.url).host))).toBe(true);
      await schema.close();
    }
    proxy.seen.length = 0;
    const over = await openapi.fromUrl(`${https.url}/openapi.json`, { proxy: proxy.url, tlsVerify: tls.certPath });
    await over.get("/items", "GET").makeCase().call();
    expect(proxy.seen.filter((line) => line === `CONNECT ${new URL(https.url).host}`).length).toBeGreaterThanOrEqual(2);
    await over.close();
  });

  it("requestTimeout bounds every call, and its error names the option", async () => {
    const schema = await openapi.fromUrl(`${plain.url}/openapi.json`, { requestTimeout: 0.3 });
    const error = await schema.get("/slow", "GET").makeCase().call().catch((e: unknown) => e as Error);
    expect(error.message).toMatch(/did not answer within 0\.3 ?s/);
    expect(error.message).toContain("requestTimeout");
    expect(error.message).not.toContain("--request-timeout");
    await schema.close();
  });

  it("in-process loaders refuse socket options", async () => {
    const app = (request: Request): Response => new Response(JSON.stringify(new URL(request.url).pathname === "/openapi.json" ? document : {}), { headers: { "content-type": "application/json" } });
    await expect(openapi.fromFetchApp("/openapi.json", app, { proxy: proxy.url })).rejects.toThrow(UsageError);
    const schema = await openapi.fromFetchApp("/openapi.json", app, { requestTimeout: 5 });
    expect(schema.requestTimeout).toBe(5);
  });
});
