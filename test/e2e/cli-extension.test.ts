import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../support/server.js";
import { cli } from "../support/database-support.js";

const HOOKS = fileURLToPath(new URL("../fixtures/hooks/cli-extension.mjs", import.meta.url));
const document = {
  openapi: "3.0.3",
  info: { title: "Two", version: "1" },
  paths: {
    "/fine": { get: { responses: { "200": { description: "ok" } } } },
    "/broken": { get: { responses: { "200": { description: "ok" } } } },
  },
};
const BASE = ["--phases", "fuzzing", "-n", "3", "--seed", "1", "--generation-database", "none", "--checks", "not_a_server_error"];

/** The `event` of every line of an NDJSON file. */
const eventsOf = (file: string): string[] => readFileSync(file, "utf8").trim().split("\n").map((line) => (JSON.parse(line) as { event: string }).event);

// In process: the CLI imports the hooks module once (ESM caches it) and its extension stays
// registered for the file's runs; without --hooks or a configuration file the CLI loads no
// extension at all, as a fresh process would.
describe("a hooks module extends the CLI (extendCli)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer((request) => {
      if (request.url.pathname === "/openapi.json") return { status: 200, body: document };
      return request.url.pathname === "/broken" ? { status: 500, body: { error: "boom" } } : { status: 200, body: {} };
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it("its options are listed by --help, with the extension's name", async () => {
    const help = await cli(["run", "--hooks", HOOKS, "--help"]);
    expect(help.code).toBe(0);
    // Wrapped to the help's width: the description, then the extension's name.
    expect(help.stdout).toMatch(/--tally-file <path>\s+append one line per engine event to this file\s+\[tally\]/);
    expect(help.stdout).toMatch(/--tally-label <text>\s+the first word of every line \(default: run\)\s+\[tally\]/);
    const without = await cli(["run", "--help"]);
    expect(without.stdout).not.toContain("--tally-file");
  });

  it("its event handler sees every engine event the NDJSON report records; --report picks its report next to the built-in ones", async () => {
    const dir = mkdtempSync(join(tmpdir(), "apitest-extension-"));
    const tally = join(dir, "tally.txt");
    const result = await cli(["run", `${server.url}/openapi.json`, ...BASE, "--hooks", HOOKS, "--tally-file", tally, "--report", "failure-list,junit", "--report-dir", dir, "--report-ndjson-path", join(dir, "events.ndjson")]);
    expect(result.stderr).toBe("");
    expect(result.code).toBe(1);
    const lines = readFileSync(tally, "utf8").trim().split("\n");
    expect(lines.every((line) => line.startsWith("run "))).toBe(true);
    expect(lines.map((line) => line.slice("run ".length))).toEqual(eventsOf(join(dir, "events.ndjson")));
    expect(lines).toContain("run failure");
    expect(readFileSync(join(dir, "failures.txt"), "utf8")).toBe("GET /broken: not_a_server_error\n");
    expect(existsSync(join(dir, "junit.xml"))).toBe(true);
  });

  it("reads its options from its apitest.toml section, under the command line's", async () => {
    const dir = mkdtempSync(join(tmpdir(), "apitest-extension-"));
    const tally = join(dir, "tally.txt");
    const config = join(dir, "apitest.toml");
    writeFileSync(config, `hooks = ${JSON.stringify(HOOKS)}\n\n[tally]\ntally-file = ${JSON.stringify(tally)}\ntally-label = "toml"\n`);
    const result = await cli(["run", `${server.url}/openapi.json`, ...BASE, "--config-file", config]);
    expect(result.stderr).toBe("");
    expect(result.code).toBe(1);
    expect(readFileSync(tally, "utf8").split("\n")[0]).toBe("toml run-started");
    const flagWins = await cli(["run", `${server.url}/openapi.json`, ...BASE, "--config-file", config, "--tally-label", "flag"]);
    expect(flagWins.code).toBe(1);
    expect(readFileSync(tally, "utf8").trim().split("\n").at(-1)).toBe("flag run-finished");
  });

  it("an unknown --report name still fails, naming the formats", async () => {
    const result = await cli(["run", `${server.url}/openapi.json`, ...BASE, "--hooks", HOOKS, "--report", "failure-lst"]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Unknown report format "failure-lst"');
  });
});
