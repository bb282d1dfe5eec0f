import { execFile } from "node:child_process";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { inventoryHandler } from "../support/inventory-api.js";
import { memoryOutput, startServer, type TestServer } from "../support/server.js";

const run = promisify(execFile);
const BIN = new URL("../../bin/apitest.js", import.meta.url).pathname;
const TOKEN = "s3cr3t-token-value";

async function cli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const stdout = memoryOutput();
  const stderr = memoryOutput();
  const code = await main(args, { stdout, stderr, env: {} });
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}

describe("apitest run against a real API with seeded defects", () => {
  let broken: TestServer;
  let fixed: TestServer;
  beforeAll(async () => {
    broken = await startServer(inventoryHandler({ token: TOKEN }));
    fixed = await startServer(inventoryHandler({ fixed: true, token: TOKEN }));
  });
  afterAll(async () => {
    await broken.close();
    await fixed.close();
  });

  it("finds each defect, shrinks it, and prints a curl command that reproduces it", async () => {
    // Fuzzing alone, so the reported case is the shrunk one (coverage cases are minimal by construction).
    const result = await cli(["run", `${broken.url}/openapi.json`, "-H", `Authorization: Bearer ${TOKEN}`, "--seed", "7", "--phases", "fuzzing", "--mode", "positive", "-n", "20"]);
    expect(result.code).toBe(1);
    const out = result.stdout;
    expect(out).toContain("Server error");
    expect(out).toContain("Undocumented HTTP status code");
    expect(out).toMatch(/Received: 418/);
    expect(out).toMatch(/Documented: 200, 404/);
    expect(out).toContain("Response violates schema");
    expect(out).toContain("Reproduce with:");
    // Shrinking reaches the smallest crashing body: an empty name and quantity -1.
    expect(out).toContain(`{"name":"","quantity":-1}`);
    // The token never appears; the masked form does.
    expect(out).not.toContain(TOKEN);
    expect(out).toContain("[Filtered]");
    expect(out).toMatch(/Found \d+ distinct defects? in \d+ operations?/);

    // The printed curl command really reproduces the 500 (with the real token put back).
    const curl = out
      .split("\n")
      .map((line) => line.trim())
      .find((line) => line.startsWith("curl ") && /\/items'?$/.test(line) && line.includes("-X POST"));
    expect(curl).toBeDefined();
    const command = `${curl!.replaceAll("[Filtered]", `Bearer ${TOKEN}`)} -s -o /dev/null -w '%{http_code}'`;
    const { stdout } = await run("bash", ["-c", command]);
    expect(stdout).toBe("500");
  });

  it("finds the defects with every phase and mode by default, and negative data the API accepts", async () => {
    // Every phase and mode, as by default; 20 examples find what the test names.
    const result = await cli(["run", `${broken.url}/openapi.json`, "-H", `Authorization: Bearer ${TOKEN}`, "--seed", "7", "-n", "20"]);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain("Phases:     examples, coverage, fuzzing");
    expect(result.stdout).toContain("Server error");
    expect(result.stdout).toContain("Undocumented HTTP status code");
    // The broken API accepts a body with a property the schema forbids.
    expect(result.stdout).toContain("Accepted negative data");
  });

  it("exits 0 and reports no issues when the API conforms", async () => {
    const result = await cli(["run", `${fixed.url}/openapi.json`, "-H", `Authorization: Bearer ${TOKEN}`, "-n", "10"]);
    expect(result.stdout).toContain("No issues found");
    expect(result.code).toBe(0);
  });

  it("is reproducible with --seed", async () => {
    const args = ["run", `${broken.url}/openapi.json`, "-H", `Authorization: Bearer ${TOKEN}`, "--seed", "99", "--checks", "not_a_server_error", "-n", "20"];
    const first = await cli(args);
    const second = await cli(args);
    const strip = (text: string) => text.replace(/X-Apitest-Case-Id: \w+/g, "").replace(/in [\d.]+s|\([\d.]+s\)/g, "");
    expect(strip(first.stdout)).toBe(strip(second.stdout));
  });

  it("respects --max-examples and --checks", async () => {
    broken.requests = 0;
    const result = await cli([
      "run", `${broken.url}/openapi.json`, "-H", `Authorization: Bearer ${TOKEN}`,
      "-n", "5", "--checks", "status_code_conformance", "--no-shrink", "--phases", "fuzzing",
    ]);
    expect(result.stdout).not.toContain("Server error");
    // 3 operations, at most 5 cases each, plus the schema request.
    expect(broken.requests).toBeLessThanOrEqual(16);
  });

  it("warns when most responses are 401 (missing credentials)", async () => {
    const result = await cli(["run", `${fixed.url}/openapi.json`, "-n", "10"]);
    expect(result.stdout).toContain("missing_auth");
    expect(result.stdout).toContain("Hint:");
  });

  it("needs --url for a file schema and uses it", async () => {
    const dir = await mkdtemp(join(tmpdir(), "apitest-cli-"));
    const file = join(dir, "inventory.json");
    const response = await fetch(`${fixed.url}/openapi.json`, { headers: { authorization: `Bearer ${TOKEN}` } });
    await writeFile(file, await response.text());
    const missing = await cli(["run", file]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("--url");
    const ok = await cli(["run", file, "--url", fixed.url, "-H", `Authorization: Bearer ${TOKEN}`, "-n", "10"]);
    expect(ok.code).toBe(0);
  });
});

describe("apitest run with bad input: one clear paragraph, exit code 2, no stack trace", () => {
  const cases: [string, string[], RegExp][] = [
    ["missing schema file", ["run", "/nonexistent/openapi.yaml", "--url", "http://127.0.0.1:9"], /nonexistent\/openapi\.yaml/],
    ["header without a colon", ["run", "x.json", "-H", "Authorization Bearer x"], /Invalid header 'Authorization Bearer x'/],
    ["--max-examples 0", ["run", "x.json", "--max-examples", "0"], /--max-examples: 0 is less than the minimum of 1/],
    ["unknown check", ["run", "x.json", "--checks", "no_such_check"], /no_such_check/],
    ["unreachable schema URL", ["run", "http://127.0.0.1:9/openapi.json"], /127\.0\.0\.1:9/],
    ["unknown option", ["run", "x.json", "--frobnicate"], /unknown option/],
    ["unknown phase", ["run", "x.json", "--phases", "fuzzing,explode"], /Invalid phase 'explode'/],
    ["unknown mode", ["run", "x.json", "--mode", "sideways"], /Invalid --mode 'sideways'/],
  ];
  for (const [name, args, message] of cases) {
    it(name, async () => {
      const result = await cli(args);
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(message);
      expect(result.stderr).not.toMatch(/\n\s+at .+:\d+:\d+/);
    });
  }

  it("the installed bin exits 2 with a clear message for a non-OpenAPI file", async () => {
    const dir = await mkdtemp(join(tmpdir(), "apitest-bin-"));
    const file = join(dir, "not-openapi.yaml");
    await writeFile(file, "hello: world\n");
    const error = await run("node", [BIN, "run", file, "--url", "http://127.0.0.1:9"]).catch((e: unknown) => e as { code: number; stderr: string });
    expect((error as { code: number }).code).toBe(2);
    expect((error as { stderr: string }).stderr).toMatch(/not an OpenAPI document/);
    expect((error as { stderr: string }).stderr).not.toMatch(/\n\s+at /);
  });

  it("prints the version", async () => {
    const { stdout } = await run("node", [BIN, "--version"]);
    expect(stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
