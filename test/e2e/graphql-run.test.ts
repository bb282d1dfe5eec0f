import { execFile } from "node:child_process";
import { mkdtemp, readdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { memoryOutput, type TestServer } from "../support/server.js";
import { LIBRARY_SDL, startLibraryServer } from "../support/graphql-library-server.js";

const exec = promisify(execFile);

async function cli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const stdout = memoryOutput();
  const stderr = memoryOutput();
  const code = await main(args, { stdout, stderr, env: {} });
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}

const FAST = ["--seed", "3", "--max-examples", "25"];
// Where the assertion holds at any count: a correct server passes, the fallback finds the API.
const FASTER = ["--seed", "3", "--max-examples", "10"];

describe("apitest run against a GraphQL API", () => {
  let broken: TestServer;
  let fixed: TestServer;
  let dir: string;
  // The run against the broken server, with its JUnit report: two tests read it.
  let brokenRun: ReturnType<typeof cli> | undefined;
  const reports = (): string => join(dir, "reports");
  const theBrokenRun = (): ReturnType<typeof cli> =>
    (brokenRun ??= cli(["run", `${broken.url}/graphql`, ...FAST, "--mode", "positive", "--report", "junit", "--report-dir", reports()]));
  beforeAll(async () => {
    broken = await startLibraryServer({ broken: true });
    fixed = await startLibraryServer({ broken: false });
    dir = await mkdtemp(join(tmpdir(), "apitest-graphql-run-"));
  });
  afterAll(async () => {
    await broken.close();
    await fixed.close();
  });

  it("finds the crash and the shape defect, and prints a curl command that reproduces the crash", async () => {
    const result = await theBrokenRun();
    expect(result.stderr).toBe("");
    expect(result.code).toBe(1);
    const out = result.stdout;
    expect(out).toContain("Query.divide");
    expect(out).toContain("Server error");
    expect(out).toContain("INTERNAL_SERVER_ERROR");
    expect(out).toContain("GraphQL response does not match the schema");
    expect(out).toContain("Field: latest.title");
    // User-facing errors are the API working.
    expect(out).not.toContain("NOT_FOUND");
    expect(out).not.toContain("BAD_USER_INPUT");
    const curl = out
      .split("\n")
      .map((line) => line.trim())
      .find((line) => line.startsWith("curl ") && line.includes("divide"));
    expect(curl).toBeDefined();
    expect(curl).toContain("-X POST");
    expect(curl).toContain('"query"');
    expect(curl).toContain('"variables"');
    const { stdout } = await exec("bash", ["-c", `${curl!} -s`]);
    expect(stdout).toContain("INTERNAL_SERVER_ERROR");
  });

  it("passes a correct server in both data modes", async () => {
    const result = await cli(["run", `${fixed.url}/graphql`, ...FASTER, "--mode", "all"]);
    expect(result.stderr).toBe("");
    expect(result.stdout).not.toContain("Server error");
    expect(result.code).toBe(0);
  });

  it("tests an SDL file against the endpoint given with --url, and asks for --url without it", async () => {
    const path = join(dir, "library.graphql");
    await writeFile(path, LIBRARY_SDL);
    const found = await cli(["run", path, "--url", `${broken.url}/graphql`, ...FAST, "--mode", "positive"]);
    expect(found.code).toBe(1);
    expect(found.stdout).toContain("Server error");
    const missing = await cli(["run", path]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("--url");
  });

  it("falls back to GraphQL when a URL is not OpenAPI but answers introspection", async () => {
    const result = await cli(["run", `${fixed.url}/api`, ...FASTER, "--mode", "positive"]);
    expect(result.stderr).toBe("");
    expect(result.stdout).toContain("Query.divide");
    expect(result.code).toBe(0);
  });

  it("writes a JUnit report for a GraphQL run", async () => {
    const result = await theBrokenRun();
    expect(result.code).toBe(1);
    const files = await readdir(reports());
    const junit = await readFile(join(reports(), files.find((name) => name.endsWith(".xml"))!), "utf8");
    expect(junit).toContain("Query.divide");
    expect(junit).toContain("<failure");
  });
});
