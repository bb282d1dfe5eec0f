import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../support/server.js";
import { cli, tempDir } from "../support/database-support.js";
import { bulkyApi } from "../support/bulky-api.js";

const ARGS = ["--seed", "3", "-n", "6", "--phases", "fuzzing", "--mode", "positive", "--checks", "not_a_server_error"];

/** The lines of the console report between a heading and the next one. */
function section(stdout: string, heading: string): string {
  const start = stdout.indexOf(` ${heading} `);
  if (start < 0) return "";
  const rest = stdout.slice(start + heading.length + 2);
  const next = rest.search(/\n=+ [A-Z]+ =+\n/);
  return next < 0 ? rest : rest.slice(0, next);
}

describe("generator health checks", () => {
  let server: TestServer;
  const api = bulkyApi();

  beforeAll(async () => {
    server = await startServer(api.handler);
  });
  afterAll(async () => {
    await server.close();
  });

  it("fail an operation whose data is too large, warn about rejected cases, and leave healthy operations alone", async () => {
    const run = await cli(["run", `${server.url}/openapi.json`, ...ARGS]);
    expect(run.code).toBe(1);
    const errors = section(run.stdout, "ERRORS");
    expect(errors).toMatch(/POST \/big _+\n\nFailed health check: large_base_example\n\n\s+Even the smallest generated case exceeds 100 KiB/);
    expect(errors).toMatch(/POST \/sometimes-big _+\n\nFailed health check: data_too_large\n/);
    expect(errors).toContain("Hint: fix the schema, or silence this check with --suppress-health-check large_base_example");
    expect(errors).not.toMatch(/sometimes-big _+\n\nFailed health check: large_base_example/);
    const warnings = section(run.stdout, "WARNINGS");
    expect(warnings).toMatch(/filter_too_much: Most generated cases were rejected before sending[^\n]*\n  - POST \/raw\n  Hint: [^\n]*--suppress-health-check filter_too_much/);
    expect(run.stdout).toMatch(/✔ GET \/fine/);
    expect(errors + warnings).not.toContain("GET /fine");
    // The checks run only while generating: every case was still sent.
    expect(api.hits.get("/big")).toBe(6);
  });

  it("are silenced one by one with --suppress-health-check", async () => {
    const run = await cli(["run", `${server.url}/openapi.json`, ...ARGS, "--suppress-health-check", "large_base_example,data_too_large"]);
    expect(run.code).toBe(0);
    expect(run.stdout).not.toContain("Failed health check");
    expect(section(run.stdout, "WARNINGS")).toContain("filter_too_much");
  });

  it("are all silenced with --suppress-health-check all", async () => {
    const run = await cli(["run", `${server.url}/openapi.json`, ...ARGS, "--suppress-health-check", "all"]);
    expect(run.code).toBe(0);
    for (const name of ["data_too_large", "filter_too_much", "too_slow", "large_base_example"]) expect(run.stdout).not.toContain(name);
  });

  it("are silenced by suppress-health-check in apitest.toml, which is no longer reported as having no effect", async () => {
    const config = join(tempDir(), "apitest.toml");
    writeFileSync(config, 'suppress-health-check = ["filter_too_much", "large_base_example"]\n');
    const run = await cli(["run", `${server.url}/openapi.json`, ...ARGS, "--config-file", config]);
    expect(run.stderr).toBe("");
    expect(run.stdout).not.toContain("filter_too_much");
    expect(run.stdout).not.toContain("large_base_example");
    expect(run.stdout).toContain("Failed health check: data_too_large");
    // The command line beats the file.
    const cliWins = await cli(["run", `${server.url}/openapi.json`, ...ARGS, "--config-file", config, "--suppress-health-check", "data_too_large"]);
    expect(cliWins.stdout).toContain("Failed health check: large_base_example");
    expect(cliWins.stdout).not.toContain("Failed health check: data_too_large");
  });

  it("reject an unknown name with a clear error, exit 2", async () => {
    const run = await cli(["run", `${server.url}/openapi.json`, ...ARGS, "--suppress-health-check", "too_slo"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("Invalid health check 'too_slo' in --suppress-health-check: use a comma-separated list of data_too_large, filter_too_much, too_slow, large_base_example, all.");
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });
});
