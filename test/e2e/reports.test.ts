import { mkdtemp, readdir, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { load } from "js-yaml";
import { main } from "../../src/cli/main.js";
import { inventoryHandler } from "../support/inventory-api.js";
import { memoryOutput, startServer, type TestServer } from "../support/server.js";

const TOKEN = "report-secret-token-42";

async function cli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const stdout = memoryOutput();
  const stderr = memoryOutput();
  const code = await main(args, { stdout, stderr, env: {} });
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}

describe("apitest run --report and apitest replay", () => {
  let broken: TestServer;
  let fixed: TestServer;
  let dir: string;
  beforeAll(async () => {
    broken = await startServer(inventoryHandler({ token: TOKEN }));
    fixed = await startServer(inventoryHandler({ fixed: true, token: TOKEN }));
    dir = await mkdtemp(join(tmpdir(), "apitest-reports-"));
  });
  afterAll(async () => {
    await broken.close();
    await fixed.close();
  });

  it("writes JUnit, VCR and HAR reports without secrets, and replay confirms the fix", async () => {
    // 20 examples find each operation's defects (coverage finds most); the default 100 only took longer.
    const run = await cli([
      "run", `${broken.url}/openapi.json`, "-H", `Authorization: Bearer ${TOKEN}`, "--seed", "3", "-n", "20",
      "--report", "junit,vcr,har", "--report-dir", dir,
    ]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain("Reports:");
    const files = await readdir(dir);
    expect(files.some((name) => name.endsWith(".xml"))).toBe(true);
    const cassetteName = files.find((name) => name.startsWith("vcr"))!;
    const harName = files.find((name) => name.startsWith("har"))!;
    for (const name of files) {
      const text = await readFile(join(dir, name), "utf8");
      expect(text, name).not.toContain(TOKEN);
    }
    const junit = await readFile(join(dir, files.find((name) => name.endsWith(".xml"))!), "utf8");
    expect(junit).toMatch(/<testsuite [^>]*tests="3"/);
    expect(junit).toMatch(/<testsuite [^>]*failures="3"/);
    expect(junit).toContain("Server error");
    const cassette = load(await readFile(join(dir, cassetteName), "utf8")) as { http_interactions: unknown[] };
    const har = JSON.parse(await readFile(join(dir, harName), "utf8")) as { log: { entries: unknown[] } };
    expect(cassette.http_interactions.length).toBe(har.log.entries.length);
    expect(har.log.entries.length).toBeGreaterThan(3);

    const stillBroken = await cli(["replay", join(dir, cassetteName), "-H", `Authorization: Bearer ${TOKEN}`]);
    expect(stillBroken.code).toBe(1);
    expect(stillBroken.stdout).toContain("still fails");
    const afterFix = await cli(["replay", join(dir, cassetteName), "--base-url", fixed.url, "-H", `Authorization: Bearer ${TOKEN}`]);
    expect(afterFix.code).toBe(0);
    expect(afterFix.stdout).toContain("fixed");
    expect(afterFix.stdout).not.toContain(TOKEN);
  });

  it("writes complete reports when the run stops early on --max-failures", async () => {
    const early = await mkdtemp(join(tmpdir(), "apitest-reports-early-"));
    const run = await cli([
      "run", `${broken.url}/openapi.json`, "-H", `Authorization: Bearer ${TOKEN}`, "--seed", "3",
      "--max-failures", "1", "--report", "all", "--report-dir", early,
    ]);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/Stopped early: stopped after \d+ failures? \(--max-failures 1\)/);
    const files = await readdir(early);
    expect(files.sort()).toEqual(["events.ndjson", "har.json", "junit.xml", "report.html", "vcr.yaml"]);
    expect((await readFile(join(early, "report.html"), "utf8")).trimEnd().endsWith("</html>")).toBe(true);
    const events = (await readFile(join(early, "events.ndjson"), "utf8")).trimEnd().split("\n").map((line) => JSON.parse(line) as { event: string; stopReason?: string });
    expect(events.at(-1)).toMatchObject({ event: "run-finished", stopReason: expect.stringContaining("--max-failures 1") });
    const junit = await readFile(join(early, files.find((name) => name.endsWith(".xml"))!), "utf8");
    expect(junit.trimEnd().endsWith("</testsuites>")).toBe(true);
    expect(junit).toContain("Stopped early");
    const har = JSON.parse(await readFile(join(early, files.find((name) => name.startsWith("har"))!), "utf8")) as { log: { entries: unknown[] } };
    expect(har.log.entries.length).toBeGreaterThan(0);
    const cassette = load(await readFile(join(early, files.find((name) => name.startsWith("vcr"))!), "utf8")) as { http_interactions: unknown[] };
    expect(cassette.http_interactions.length).toBe(har.log.entries.length);
  });

  it("rejects an unknown report format clearly", async () => {
    const result = await cli(["run", `${broken.url}/openapi.json`, "--report", "pdf"]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/pdf/);
  });
});
