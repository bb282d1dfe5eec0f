import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli as apitest } from "../support/cli-run.js";
import { selfSigned, startHttpsServer, type HttpsServer, type SelfSigned } from "../support/self-signed.js";

const DOCUMENT = {
  openapi: "3.0.3",
  info: { title: "TLS", version: "1.0" },
  paths: { "/ping": { get: { responses: { "200": { description: "ok", content: { "application/json": { schema: { type: "object" } } } } } } } },
};

/** A GraphQL endpoint answering the introspection query of a one-field schema. */
async function introspection(): Promise<object> {
  const { buildSchema, graphqlSync, getIntrospectionQuery } = await import("graphql");
  return graphqlSync({ schema: buildSchema("type Query { ping: String }"), source: getIntrospectionQuery() });
}

describe("TLS settings apply to every request apitest makes, the schema fetch included", () => {
  let tls: SelfSigned;
  let server: HttpsServer;
  let graphqlAnswer: object;

  beforeAll(async () => {
    tls = selfSigned();
    graphqlAnswer = await introspection();
    server = await startHttpsServer(tls, (url) => {
      if (url === "/openapi.json") return { status: 200, body: DOCUMENT };
      if (url.startsWith("/graphql")) return { status: 200, body: graphqlAnswer };
      return { status: 200, body: {} };
    });
  });
  afterAll(async () => {
    await server.close();
  });

  const run = (location: string, ...extra: string[]) =>
    apitest(["run", location, "--phases", "examples,fuzzing", "-n", "3", "--generation-database", "none", ...extra]);

  it("a self-signed server: the schema fetch fails at once with a message naming --tls-verify, not wait-for-schema", async () => {
    const before = server.requests();
    const result = await run(`${server.url}/openapi.json`);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("TLS certificate verification failed");
    expect(result.stderr).toContain("--tls-verify=false");
    expect(result.stderr).not.toContain("wait-for-schema");
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(server.requests()).toBe(before);
  });

  it("with --wait-for-schema, a certificate error is not retried for the whole wait", async () => {
    const result = await run(`${server.url}/openapi.json`, "--wait-for-schema", "30");
    expect(result.code).toBe(2);
    expect(result.seconds).toBeLessThan(10);
    expect(result.stderr).toContain("--tls-verify");
  });

  it("--tls-verify false: the schema is fetched and the API tested", async () => {
    const before = server.requests();
    const result = await run(`${server.url}/openapi.json`, "--tls-verify", "false", "--wait-for-schema", "5");
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("GET /ping");
    // The schema and at least one test request.
    expect(server.requests() - before).toBeGreaterThan(1);
  });

  it("--tls-verify <CA bundle path>: the schema is fetched and the API tested", async () => {
    const result = await run(`${server.url}/openapi.json`, "--tls-verify", tls.certPath);
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("GET /ping");
  });

  it("GraphQL introspection: fails naming --tls-verify without it, works with the CA bundle", async () => {
    const refused = await run(`${server.url}/graphql`);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain("TLS certificate verification failed");
    expect(refused.stderr).toContain("--tls-verify");
    const trusted = await run(`${server.url}/graphql`, "--tls-verify", tls.certPath);
    expect(trusted.stderr).toBe("");
    expect(trusted.stdout).toContain("Query.ping");
  });

  it("the client certificate (--request-cert, --request-cert-key) is presented on the schema fetch and the test requests", async () => {
    const client = selfSigned();
    server.withClientCert.length = 0;
    const result = await run(`${server.url}/openapi.json`, "--tls-verify", tls.certPath, "--request-cert", client.certPath, "--request-cert-key", client.keyPath);
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(server.withClientCert).toContain("/openapi.json");
    expect(server.withClientCert).toContain("/ping");
  });
});
