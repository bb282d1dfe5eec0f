import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { memoryOutput, startServer, type TestRequest, type TestServer } from "../support/server.js";

const document = {
  openapi: "3.0.3",
  info: { title: "Search", version: "1" },
  paths: {
    "/search": {
      get: {
        parameters: [
          { name: "q", in: "query", required: true, schema: { type: "string", minLength: 1, maxLength: 20 } },
          { name: "limit", in: "query", schema: { type: "integer", minimum: 1, maximum: 50 } },
        ],
        responses: { "200": { description: "ok" }, "400": { description: "bad input" } },
      },
    },
  },
};

/** Validates what the schema says, so a positive request gets 200 and a negative one 400. */
function strict(request: TestRequest) {
  const q = request.url.searchParams.getAll("q");
  const limit = request.url.searchParams.getAll("limit");
  const validQ = q.length === 1 && q[0]!.length >= 1 && q[0]!.length <= 20;
  const validLimit = limit.length === 0 || (limit.length === 1 && /^\d+$/.test(limit[0]!) && Number(limit[0]) >= 1 && Number(limit[0]) <= 50);
  return validQ && validLimit ? { status: 200, body: {} } : { status: 400, body: { detail: "invalid" } };
}

describe("max-examples caps the fuzzing cases of an operation across data modes", () => {
  let server: TestServer;
  const statuses: number[] = [];
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "apitest-max-examples-"));
    server = await startServer((request) => {
      if (request.url.pathname === "/openapi.json") return { status: 200, body: document };
      const reply = strict(request);
      statuses.push(reply.status);
      return reply;
    });
  });
  afterAll(async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  const run = async (args: string[]): Promise<number> => {
    statuses.length = 0;
    const stdout = memoryOutput();
    const code = await main(["run", `${server.url}/openapi.json`, "--phases", "fuzzing", "--seed", "1", "--generation-database", "none", ...args], { stdout, stderr: memoryOutput(), env: {} });
    expect(code, stdout.text()).toBe(0);
    return statuses.length;
  };

  it("-n 10 under mode all sends at most 10, both positive (200) and negative (400)", async () => {
    expect(await run(["-n", "10"])).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status === 200).length).toBe(5);
    expect(statuses.filter((status) => status === 400).length).toBeGreaterThan(0);
  });

  it("one mode gets the whole budget", async () => {
    expect(await run(["-n", "10", "--mode", "positive"])).toBe(10);
  });

  it("generation.max-examples in apitest.toml is per operation too", async () => {
    const config = join(dir, "apitest.toml");
    await writeFile(config, "[generation]\nmax-examples = 4\nmode = \"all\"\n");
    expect(await run(["--config-file", config])).toBeLessThanOrEqual(4);
    expect(statuses.filter((status) => status === 200).length).toBe(2);
    expect(statuses.filter((status) => status === 400).length).toBeGreaterThan(0);
  });
});
