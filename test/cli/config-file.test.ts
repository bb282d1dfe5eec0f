import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { inventoryHandler } from "../support/inventory-api.js";
import { memoryOutput, startServer, type TestServer } from "../support/server.js";

const TOKEN = "toml-token-987654";

async function cli(args: string[], env: Record<string, string> = {}) {
  const stdout = memoryOutput();
  const stderr = memoryOutput();
  const code = await main(args, { stdout, stderr, env });
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}

describe("apitest run with apitest.toml", () => {
  let fixed: TestServer;
  let dir: string;
  beforeAll(async () => {
    fixed = await startServer(inventoryHandler({ fixed: true, token: TOKEN }));
    dir = await mkdtemp(join(tmpdir(), "apitest-toml-"));
  });
  afterAll(async () => {
    await fixed.close();
  });

  it("takes headers from ${VAR}, settings per project and operation, and the CLI wins", async () => {
    const file = join(dir, "apitest.toml");
    await writeFile(
      file,
      [
        "seed = 5",
        "[headers]",
        'Authorization = "Bearer ${API_TOKEN}"',
        "[generation]",
        "max-examples = 3",
        "[[project]]",
        'title = "Inventory"',
        `base-url = "${fixed.url}"`,
        "[[operations]]",
        'include-name = "GET /stats"',
        "enabled = false",
      ].join("\n"),
    );
    const before = fixed.requests;
    const result = await cli(["run", `${fixed.url}/openapi.json`, "--config-file", file, "--phases", "fuzzing", "--mode", "positive"], { API_TOKEN: TOKEN });
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("Seed:       5");
    expect(result.stdout).not.toContain("GET /stats");
    expect(result.stdout).not.toContain(TOKEN);
    // 2 operations, at most 3 cases each, plus the schema request.
    expect(fixed.requests - before).toBeLessThanOrEqual(7);
    const cli2 = await cli(["run", `${fixed.url}/openapi.json`, "--config-file", file, "--seed", "9", "--phases", "fuzzing"], { API_TOKEN: TOKEN });
    expect(cli2.stdout).toContain("Seed:       9");
  });

  it("names the file, line and key of a bad value, exit 2", async () => {
    const file = join(dir, "bad.toml");
    await writeFile(file, ["seed = 1", "[generation]", "max-examples = 0"].join("\n"));
    const result = await cli(["run", `${fixed.url}/openapi.json`, "--config-file", file]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/bad\.toml:3: .*max-examples.*at least 1/);
  });

  it("names a missing environment variable", async () => {
    const file = join(dir, "env.toml");
    await writeFile(file, ["[headers]", 'Authorization = "Bearer ${NOT_SET_ANYWHERE}"'].join("\n"));
    const result = await cli(["run", `${fixed.url}/openapi.json`, "--config-file", file]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("NOT_SET_ANYWHERE");
  });

  it("runs every key it accepts: none is reported as having no effect", async () => {
    const file = join(dir, "hooks.toml");
    await writeFile(file, ['suppress-health-check = ["too_slow"]', "[generation]", "max-examples = 2", 'codec = "ascii"', 'database = "none"', "[phases.stateful]", "max-steps = 3"].join("\n"));
    const result = await cli(["run", `${fixed.url}/openapi.json`, "--config-file", file, "-H", `Authorization: Bearer ${TOKEN}`, "--phases", "fuzzing"]);
    expect(result.code).toBe(0);
    // Codecs, the example database, health checks and the stateful phase are all built.
    expect(result.stderr).not.toMatch(/not supported|ignored/);
  });
});
