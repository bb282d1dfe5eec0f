import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../support/server.js";
import { buggyApi, cli, cliIn, tempDir } from "../support/database-support.js";

/** Only the positive fuzzing cases and the server-error check: every failure is the seeded defect. */
const ARGS = ["--mode", "positive", "--checks", "not_a_server_error", "-n", "60"];
const TOKEN = "tok-5ecret-db-2718";
const API_KEY = "key-5ecret-db-3141";
const PASSWORD = "pw-5ecret-db-1618";

function storedFiles(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir).map((name) => join(dir, name)) : [];
}

describe("generation.database: failing cases are stored and replayed first", () => {
  let server: TestServer;
  const api = buggyApi();
  const dir = join(tempDir(), "examples");

  beforeAll(async () => {
    server = await startServer(api.handler);
  });
  afterAll(async () => {
    await server.close();
  });

  it("stores the minimal failing case of a random run, without the user's credentials", async () => {
    const first = await cli([
      "run", `${server.url}/openapi.json`, ...ARGS, "--generation-database", dir,
      "-H", `Authorization: Bearer ${TOKEN}`, "-H", `X-Api-Key: ${API_KEY}`,
    ]);
    expect(first.code).toBe(1);
    expect(first.stdout).toContain("Server error");
    expect(first.stdout).not.toContain("replayed");
    const files = storedFiles(dir);
    expect(files).toHaveLength(1);
    const text = readFileSync(files[0]!, "utf8");
    const stored = JSON.parse(text.trim().split("\n")[0]!) as { data: { query: { n: number }; headers: Record<string, unknown> }; meta: { mode: string } };
    expect(stored.data.query.n).toBeGreaterThan(1000);
    expect(stored.meta.mode).toBe("positive");
    // The case data only: neither the header values nor the names the user added.
    expect(text).not.toContain(TOKEN);
    expect(text).not.toContain(API_KEY);
    expect(text).not.toMatch(/authorization|x-api-key/i);
    // No temporary file is left behind by the atomic write.
    expect(readdirSync(dir).every((name) => name.endsWith(".jsonl"))).toBe(true);
  });

  it("replays the stored case before anything else on the next run, and finds the defect with no generation", async () => {
    const stored = JSON.parse(readFileSync(storedFiles(dir)[0]!, "utf8").split("\n")[0]!) as { data: { query: { n: number } } };
    api.log.length = 0;
    // The examples phase alone generates nothing here (the schema has no examples): only the replay sends.
    const second = await cli(["run", `${server.url}/openapi.json`, ...ARGS, "--phases", "examples", "--generation-database", dir]);
    expect(second.code).toBe(1);
    expect(second.stdout).toContain("GET /items  replayed 1 stored example (1 still failing)");
    expect(second.stdout).toContain("Server error");
    // The replay is what the phase ran: not reported as skipped for having no examples of its own.
    expect(second.stdout).not.toContain("the schema gives no examples");
    expect(api.log.map((entry) => entry.n)).toEqual([String(stored.data.query.n)]);
    // Still failing, so still stored.
    expect(storedFiles(dir)).toHaveLength(1);
  });

  it("sends the stored case first in a full run too", async () => {
    const stored = JSON.parse(readFileSync(storedFiles(dir)[0]!, "utf8").split("\n")[0]!) as { data: { query: { n: number } } };
    api.log.length = 0;
    const third = await cli(["run", `${server.url}/openapi.json`, ...ARGS, "--generation-database", dir]);
    expect(third.code).toBe(1);
    expect(api.log[0]?.n).toBe(String(stored.data.query.n));
  });

  it("confirms a fixed bug at once and forgets the case", async () => {
    api.bug.on = false;
    try {
      api.log.length = 0;
      const fixed = await cli(["run", `${server.url}/openapi.json`, ...ARGS, "--phases", "examples", "--generation-database", dir]);
      expect(fixed.code).toBe(0);
      expect(fixed.stdout).toContain("GET /items  replayed 1 stored example (none fails any more)");
      expect(api.log).toHaveLength(1);
      expect(storedFiles(dir)).toHaveLength(0);
      const again = await cli(["run", `${server.url}/openapi.json`, ...ARGS, "--phases", "examples", "--generation-database", dir]);
      expect(again.stdout).not.toContain("replayed");
    } finally {
      api.bug.on = true;
    }
  });

  it("never stores --auth credentials or values of the configuration's headers", async () => {
    const root = tempDir();
    const target = join(root, "store");
    const config = join(root, "apitest.toml");
    writeFileSync(config, ["[headers]", `X-Session = "${TOKEN}"`, "[parameters]", `"header.X-Trace" = "${API_KEY}"`, "[generation]", `database = "${target}"`].join("\n"));
    const run = await cli(["run", `${server.url}/openapi.json`, ...ARGS, "--config-file", config, "--auth", `alice:${PASSWORD}`]);
    expect(run.code).toBe(1);
    const text = storedFiles(target).map((file) => readFileSync(file, "utf8")).join("");
    expect(text).toContain('"n":');
    for (const secret of [TOKEN, API_KEY, PASSWORD, Buffer.from(`alice:${PASSWORD}`).toString("base64"), "alice"]) expect(text).not.toContain(secret);
    // The credentials were really sent, so the grep above is not vacuous.
    expect(api.log.some((entry) => entry.headers["x-session"] === TOKEN && entry.headers["x-trace"] === API_KEY && String(entry.headers["authorization"]).startsWith("Basic "))).toBe(true);
  });

  it("does not store or replay in a seeded run (it stays reproducible)", async () => {
    const target = join(tempDir(), "seeded");
    const run = await cli(["run", `${server.url}/openapi.json`, ...ARGS, "--seed", "5", "--generation-database", target]);
    expect(run.code).toBe(1);
    expect(existsSync(target)).toBe(false);
  });
});

describe("generation.database locations", () => {
  let server: TestServer;
  const api = buggyApi();

  beforeAll(async () => {
    server = await startServer(api.handler);
  });
  afterAll(async () => {
    await server.close();
  });

  it("defaults to .proptest/examples in the working directory, and replays from it", async () => {
    const cwd = tempDir();
    const first = await cliIn(cwd, ["run", `${server.url}/openapi.json`, ...ARGS]);
    expect(first.code).toBe(1);
    expect(storedFiles(join(cwd, ".proptest", "examples"))).toHaveLength(1);
    const second = await cliIn(cwd, ["run", `${server.url}/openapi.json`, ...ARGS, "--phases", "examples"]);
    expect(second.code).toBe(1);
    expect(second.stdout).toContain("replayed 1 stored example");
  });

  it("keeps :memory: examples for the run only, and none stores nothing", async () => {
    for (const setting of [":memory:", "none"]) {
      const cwd = tempDir();
      const run = await cliIn(cwd, ["run", `${server.url}/openapi.json`, ...ARGS, "--generation-database", setting]);
      expect(run.code).toBe(1);
      expect(readdirSync(cwd)).toEqual([]);
    }
  });

  it("warns and falls back to memory when a file is in the way of the default", async () => {
    const cwd = tempDir();
    writeFileSync(join(cwd, ".proptest"), "not a directory");
    const run = await cliIn(cwd, ["run", `${server.url}/openapi.json`, ...ARGS]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/Warning: the example database .*\.proptest\/examples is unusable \(a file is in the way\): failing cases are kept in memory for this run only/);
    expect(run.stdout).toContain("Server error");
  });

  it("rejects an unusable explicit path with a clear error, exit 2, no stack trace", async () => {
    const cwd = tempDir();
    const blocker = join(cwd, "blocker");
    writeFileSync(blocker, "a file");
    const flag = await cliIn(cwd, ["run", `${server.url}/openapi.json`, ...ARGS, "--generation-database", join(blocker, "examples")]);
    expect(flag.code).toBe(2);
    expect(flag.stderr).toContain(`The example database ${join(blocker, "examples")} (generation.database / --generation-database) is unusable: a file is in the way.`);
    expect(flag.stderr).not.toMatch(/\n\s+at /);
    writeFileSync(join(cwd, "apitest.toml"), ["[generation]", `database = "blocker"`].join("\n"));
    const config = await cliIn(cwd, ["run", `${server.url}/openapi.json`, ...ARGS]);
    expect(config.code).toBe(2);
    expect(config.stderr).toContain("is unusable: a file is in the way");
  });
});
