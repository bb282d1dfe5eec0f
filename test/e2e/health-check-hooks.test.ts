import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cli } from "../support/database-support.js";
import { buildSchema } from "graphql";
import { startGraphqlServer } from "../support/graphql-server.js";
import { startServer, type TestServer } from "../support/server.js";

const HOOKS = fileURLToPath(new URL("../fixtures/hooks/health-hooks.mjs", import.meta.url));
const GRAPHQL_HOOKS = fileURLToPath(new URL("../fixtures/hooks/graphql-health-hooks.mjs", import.meta.url));
const ok = { "200": { description: "ok" } };
const document = {
  openapi: "3.0.3",
  info: { title: "Unhealthy", version: "1.0" },
  paths: {
    "/narrow": { get: { parameters: [{ name: "limit", in: "query", required: true, schema: { type: "integer", minimum: 1, maximum: 50 } }], responses: ok } },
    "/bloated": { post: { requestBody: { required: true, content: { "application/json": { schema: { type: "object", required: ["note"], properties: { note: { type: "string", maxLength: 10 } } } } } }, responses: ok } },
    "/fine": { get: { parameters: [{ name: "id", in: "query", required: true, schema: { type: "integer" } }], responses: ok } },
  },
};

describe("health checks triggered by hooks", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer((request) => (request.url.pathname === "/openapi.json" ? { status: 200, body: document } : { status: 200, body: {} }));
  });
  afterAll(async () => {
    await server.close();
  });

  it("filter_too_much warns about the operation whose filter hook rejects most cases; data_too_large fails the one a map hook bloats", async () => {
    const args = ["run", `${server.url}/openapi.json`, "--hooks", HOOKS, "--seed", "3", "-n", "20", "--phases", "fuzzing", "--mode", "positive", "--checks", "not_a_server_error", "--generation-database", "none"];
    const run = await cli(args);
    expect(run.stdout).toMatch(/filter_too_much: Most generated cases were rejected before sending \(filter hooks rejected them[^\n]*\n  - GET \/narrow\n  Hint: [^\n]*--suppress-health-check filter_too_much/);
    expect(run.stdout).toMatch(/POST \/bloated _+\n\nFailed health check: data_too_large\n\n\s+Generated cases are too large/);
    expect(run.stdout).not.toMatch(/GET \/fine _+\n\nFailed health check/);
    expect(run.stdout).not.toMatch(/filter_too_much[^\n]*\n(  - [^\n]*\n)*  - GET \/fine/);
    expect(run.code).toBe(1);
    const quiet = await cli([...args, "--suppress-health-check", "filter_too_much,data_too_large"]);
    expect(quiet.stdout).not.toContain("filter_too_much");
    expect(quiet.stdout).not.toContain("data_too_large");
    expect(quiet.code).toBe(0);
  });

  it("filter_too_much counts what a filter hook rejects in GraphQL fuzzing too", async () => {
    const graphqlServer = await startGraphqlServer(buildSchema("type Query { item(id: Int!): String }"), { rootValue: { item: () => "x" } });
    try {
      const run = await cli(["run", `${graphqlServer.url}/graphql`, "--hooks", GRAPHQL_HOOKS, "--seed", "3", "-n", "5", "--phases", "fuzzing", "--mode", "positive", "--generation-database", "none"]);
      expect(run.stdout).toMatch(/filter_too_much: Most generated cases were rejected before sending[^\n]*\n  - Query\.item\n/);
    } finally {
      await graphqlServer.close();
    }
  });
});
