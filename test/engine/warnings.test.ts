import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../support/server.js";
import { cli, QUICK } from "../support/catalog-api.js";

// Four operations in this schema order; the first ones answer last, so with four workers they
// finish in the reverse of the schema's order.
const ROUTES: Record<string, { status: number; delay: number }> = {
  "/slow-missing": { status: 404, delay: 400 },
  "/slow-guarded": { status: 401, delay: 250 },
  "/fast-missing": { status: 404, delay: 0 },
  "/fast-guarded": { status: 401, delay: 0 },
};

const document = {
  openapi: "3.0.3",
  info: { title: "warning order", version: "1" },
  paths: Object.fromEntries(
    Object.entries(ROUTES).map(([path, { status }]) => [path, { get: { responses: { [status]: { description: "as declared" } } } }]),
  ),
};

let api: TestServer;
beforeAll(async () => {
  api = await startServer(async (request) => {
    if (request.url.pathname === "/openapi.json") return { status: 200, body: document };
    const route = ROUTES[request.url.pathname];
    if (route === undefined) return { status: 500 };
    await new Promise((resolve) => setTimeout(resolve, route.delay));
    return { status: route.status, headers: { "content-type": "text/plain" }, body: "" };
  });
});
afterAll(async () => {
  await api.close();
});

describe("run warnings come in a fixed order", () => {
  it("warnings in their documented order and operations in schema order, whatever order the workers finished in", async () => {
    const run = await cli(["run", `${api.url}/openapi.json`, ...QUICK, "--workers", "4"]);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    const warnings = run.stdout.slice(run.stdout.indexOf("WARNINGS"));
    const auth = warnings.indexOf("missing_auth:");
    const missing = warnings.indexOf("missing_test_data:");
    expect(auth).toBeGreaterThan(-1);
    expect(missing).toBeGreaterThan(auth);
    expect(warnings.slice(auth, missing)).toMatch(/- GET \/slow-guarded\n\s+- GET \/fast-guarded\n/);
    expect(warnings.slice(missing)).toMatch(/- GET \/slow-missing\n\s+- GET \/fast-missing\n/);
  });
});
