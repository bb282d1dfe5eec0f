import { writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "../support/cli-run.js";
import { startServer, type TestServer } from "../support/server.js";

// In process: what is tested is the command's output and exit code, not its process (a spawned
// CLI costs a Node start and the bundle's load, more CPU than a dry run itself).
const cli = runCli;

/** A port nothing listens on: bound, then released. */
async function deadPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const document = {
  openapi: "3.0.3",
  info: { title: "Users", version: "1" },
  paths: {
    "/users": {
      post: {
        operationId: "createUser",
        tags: ["users"],
        requestBody: { required: true, content: { "application/json": { schema: { type: "object", required: ["name"], properties: { name: { type: "string", example: "Ann" } } } } } },
        responses: {
          "201": {
            description: "created",
            content: { "application/json": { schema: { type: "object", properties: { id: { type: "integer" } } } } },
            links: { GetUser: { operationId: "getUser", parameters: { id: "$response.body#/id" } } },
          },
        },
      },
      get: { operationId: "listUsers", tags: ["users"], parameters: [{ name: "limit", in: "query", schema: { type: "integer", minimum: 1, maximum: 10 } }], responses: { "200": { description: "ok" } } },
    },
    "/users/{id}": {
      get: { operationId: "getUser", tags: ["users"], parameters: [{ name: "id", in: "path", required: true, schema: { type: "integer" } }], responses: { "200": { description: "ok" } } },
    },
    "/health": { get: { operationId: "health", tags: ["ops"], responses: { "200": { description: "ok" } } } },
  },
};

const LABELS = ["POST /users", "GET /users", "GET /users/{id}", "GET /health"];

/** The operation headings of a dry run's output, in order. */
function operationsOf(stdout: string): string[] {
  return stdout.split("\n").filter((line) => /^(GET|POST|PUT|PATCH|DELETE) \//.test(line) || /^(Query|Mutation)\./.test(line));
}

/** The phase lines under one operation heading. */
function phasesOf(stdout: string, label: string): Record<string, string> {
  const lines = stdout.split("\n");
  const start = lines.indexOf(label);
  const out: Record<string, string> = {};
  for (const line of lines.slice(start + 1)) {
    const match = /^ {2}(\w+)\s+(.*)$/.exec(line);
    if (match === null) break;
    out[match[1] as string] = match[2] as string;
  }
  return out;
}

describe("apitest run --dry-run", () => {
  let schema: string;
  let server: TestServer;
  beforeAll(async () => {
    schema = join(process.cwd(), "users.json");
    writeFileSync(schema, JSON.stringify(document));
    server = await startServer(() => ({ status: 200, body: {} }));
  });
  afterAll(async () => {
    await server.close();
  });

  it("plans every operation and phase from a file schema while the API is down, and exits 0", async () => {
    const port = await deadPort();
    const result = await cli(["run", schema, "--url", `http://127.0.0.1:${port}`, "--dry-run"]);
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("Dry run: nothing was sent.");
    expect(result.stdout).toContain("Selected: 4/4 operations");
    expect(result.stdout).toContain("Phases: examples, coverage, fuzzing, stateful");
    expect(operationsOf(result.stdout)).toEqual(LABELS);
    const create = phasesOf(result.stdout, "POST /users");
    expect(create["examples"]).toBe("1 case");
    expect(create["coverage"]).toMatch(/^\d+ cases$/);
    expect(create["fuzzing"]).toBe("up to 100 cases (positive, negative)");
    expect(create["stateful"]).toBe("leads to GET /users/{id}");
    expect(phasesOf(result.stdout, "GET /users/{id}")["stateful"]).toBe("reached from POST /users");
    expect(phasesOf(result.stdout, "GET /users/{id}")["examples"]).toBe("skipped: the schema gives no examples");
    expect(phasesOf(result.stdout, "GET /health")["stateful"]).toBe("skipped: no link reaches it");
    const planned = operationsOf(result.stdout)
      .flatMap((label) => [phasesOf(result.stdout, label)["examples"], phasesOf(result.stdout, label)["coverage"]])
      .reduce((sum, line) => sum + Number(/^(\d+) cases?$/.exec(line ?? "")?.[1] ?? 0), 0);
    expect(result.stdout).toContain(`Would send: ${planned} planned cases (examples and coverage), up to 400 fuzzing cases, and the stateful sequences.`);
  });

  it("sends nothing to a live API", async () => {
    const before = server.requests;
    const result = await cli(["run", schema, "--url", server.url, "--dry-run", "-n", "7", "--mode", "positive"]);
    expect(result.code).toBe(0);
    expect(phasesOf(result.stdout, "GET /health")["fuzzing"]).toBe("up to 7 cases (positive)");
    expect(server.requests).toBe(before);
    // The same command without --dry-run does reach it: the comparison above means something.
    await cli(["run", schema, "--url", server.url, "-n", "2", "--phases", "fuzzing", "--generation-database", "none"]);
    expect(server.requests).toBeGreaterThan(before);
  });

  it("applies the filters, --phases and --shard: the shards split the filtered operations", async () => {
    const port = await deadPort();
    const common = ["run", schema, "--url", `http://127.0.0.1:${port}`, "--dry-run", "--exclude-tag", "ops", "--phases", "coverage,stateful"];
    const whole = await cli(common);
    expect(operationsOf(whole.stdout)).toEqual(["POST /users", "GET /users", "GET /users/{id}"]);
    expect(Object.keys(phasesOf(whole.stdout, "GET /users"))).toEqual(["coverage", "stateful"]);
    const first = await cli([...common, "--shard", "1/2"]);
    const second = await cli([...common, "--shard", "2/2"]);
    expect(first.code).toBe(0);
    expect(second.code).toBe(0);
    expect(first.stdout).toMatch(/Selected: \d\/4 operations \(shard 1\/2\)/);
    // The console says so: a shard's stateful phase follows only the links inside it.
    expect(whole.stderr).not.toContain("stateful phase follows only");
    for (const part of [first, second]) expect(part.stderr).toMatch(/Note: shard [12]\/2: the stateful phase follows only the links between this shard's operations/);
    // The stateful phase only chains operations of one shard: a shard without both ends of the link has no sequences.
    for (const part of [first.stdout, second.stdout]) {
      const both = ["POST /users", "GET /users/{id}"].every((label) => operationsOf(part).includes(label));
      expect(part.includes("and the stateful sequences")).toBe(both);
    }
    const parts = [operationsOf(first.stdout), operationsOf(second.stdout)];
    expect(parts[0]?.filter((label) => parts[1]?.includes(label))).toEqual([]);
    expect([...(parts[0] ?? []), ...(parts[1] ?? [])].sort()).toEqual(operationsOf(whole.stdout).sort());
  });

  it("plans a GraphQL schema file's root fields without an endpoint answering", async () => {
    const sdl = join(process.cwd(), "schema.graphql");
    writeFileSync(sdl, "type Query {\n  hello(name: String = \"x\"): String\n  count(min: Int!): Int\n}\ntype Mutation {\n  reset: Boolean\n}\n");
    const port = await deadPort();
    const result = await cli(["run", sdl, "--url", `http://bob:hunter2@127.0.0.1:${port}/graphql`, "--dry-run", "--exclude-name", "Mutation.reset"]);
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("Selected: 2/3 operations");
    expect(result.stdout).toContain(`Base URL: http://`);
    expect(result.stdout).not.toContain("hunter2");
    expect(operationsOf(result.stdout)).toEqual(["Query.hello", "Query.count"]);
    expect(phasesOf(result.stdout, "Query.hello")["examples"]).toMatch(/^\d+ cases?$/);
    expect(phasesOf(result.stdout, "Query.count")["examples"]).toBe("skipped: no argument has a default value");
    expect(phasesOf(result.stdout, "Query.count")["coverage"]).toMatch(/^\d+ cases$/);
  });
});
