import { afterEach, describe, expect, it } from "vitest";
import { apitest } from "../support/cli-output.js";
import { startServer, type TestServer } from "../support/server.js";
import { usersHandler } from "../support/users-api.js";

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** The users API whose POST answers a body that breaks its schema (but carries the id the links read); counts the calls, those on a created user apart. */
async function serve(calls: Map<string, number>): Promise<string> {
  const handle = usersHandler(["undocumented-status"]);
  const created = new Set<string>();
  server = await startServer((request) => {
    const path = request.url.pathname;
    const reply = handle(request);
    if (path === "/users" && reply.status === 201) created.add((reply.body as { id: string }).id);
    // Calls on a user a creation returned: only a followed link gets such an id.
    const id = /^\/users\/([^/]+)$/.exec(path)?.[1];
    const key = id === undefined ? `${request.method} ${path}` : created.has(decodeURIComponent(id)) ? `${request.method} /users/{created}` : `${request.method} /users/{other}`;
    if (path !== "/openapi.json") calls.set(key, (calls.get(key) ?? 0) + 1);
    return reply;
  });
  return `${server.url}/openapi.json`;
}

const linked = (calls: ReadonlyMap<string, number>): number => ["GET", "DELETE", "PATCH"].reduce((sum, method) => sum + (calls.get(`${method} /users/{created}`) ?? 0), 0);

describe("stateful sequences under continue-on-failure", () => {
  const args = ["--phases", "stateful", "--seed", "3", "-n", "20", "--generation-database", "none", "--checks", "response_schema_conformance,not_a_server_error"];

  it("go on past a failing step whose response carries the link's values", async () => {
    const calls = new Map<string, number>();
    const result = await apitest(["run", await serve(calls), ...args, "--continue-on-failure"]);
    expect(result.code).toBe(1);
    // The creation's response breaks its schema: reported once, under POST /users.
    expect(result.stdout).toMatch(/Response violates schema/);
    expect(Number(/Found (\d+) distinct defects?/.exec(result.stdout)?.[1])).toBeGreaterThanOrEqual(1);
    // Its id still fed the linked calls.
    expect(calls.get("GET /users/{created}") ?? 0).toBeGreaterThan(0);
    expect(linked(calls)).toBeGreaterThan(5);
  });

  it("under --fail-fast, a sequence still ends at its first failing step", async () => {
    const calls = new Map<string, number>();
    const result = await apitest(["run", await serve(calls), ...args, "--fail-fast"]);
    expect(result.code).toBe(1);
    expect(calls.get("POST /users") ?? 0).toBeGreaterThan(0);
    expect(linked(calls)).toBe(0);
  });
});
