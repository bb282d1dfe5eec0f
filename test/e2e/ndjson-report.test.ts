import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { inventoryHandler } from "../support/inventory-api.js";
import { memoryOutput, startServer, type TestServer } from "../support/server.js";

const TOKEN = "ndjson-secret-token-5d1c";

async function cli(args: string[]): Promise<{ code: number; stdout: string }> {
  const stdout = memoryOutput();
  const code = await main(args, { stdout, stderr: memoryOutput(), env: {} });
  return { code, stdout: stdout.text() };
}

type Record = { readonly event: string } & { readonly [key: string]: unknown };

function records(path: string): Record[] {
  return readFileSync(path, "utf8")
    .trimEnd()
    .split("\n")
    .map((line) => JSON.parse(line) as Record);
}

describe("apitest run --report ndjson,html (CLI and apitest.toml)", () => {
  let server: TestServer;
  let dir: string;
  beforeAll(async () => {
    server = await startServer(inventoryHandler({ token: TOKEN }));
    dir = await mkdtemp(join(tmpdir(), "apitest-ndjson-"));
  });
  afterAll(async () => {
    await server.close();
  });

  it("writes events.ndjson and report.html into --report-dir; the stream parses line by line and adds up", async () => {
    const out = join(dir, "cli");
    const run = await cli(["run", `${server.url}/openapi.json`, "-H", `Authorization: Bearer ${TOKEN}`, "--seed", "3", "-n", "20", "--report", "ndjson,html", "--report-dir", out]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(`ndjson: ${join(out, "events.ndjson")}`);
    expect(run.stdout).toContain(`html: ${join(out, "report.html")}`);
    expect(readFileSync(join(out, "report.html"), "utf8")).not.toContain(TOKEN);
    expect(readFileSync(join(out, "events.ndjson"), "utf8")).not.toContain(TOKEN);

    const lines = records(join(out, "events.ndjson"));
    expect(lines[0]).toMatchObject({ event: "run-started", version: 1, title: "Inventory", seed: 3 });
    const last = lines.at(-1)!;
    expect(last.event).toBe("run-finished");
    const count = (event: string): number => lines.filter((line) => line.event === event).length;
    expect(last["counts"]).toMatchObject({ operations: 3, interactions: count("interaction"), failures: count("failure"), errors: count("error") });
    expect(count("interaction")).toBeGreaterThan(20);
    // Every operation record of a phase follows its operation-started; every phase is opened and closed.
    const open = new Set<string>();
    for (const line of lines) {
      if (line.event === "phase-started") open.clear();
      if (line.event === "operation-started") open.add(line["operation"] as string);
      if (["interaction", "failure", "error", "operation-finished", "examples-replayed"].includes(line.event)) expect(open.has(line["operation"] as string), JSON.stringify(line)).toBe(true);
    }
    expect(count("phase-started")).toBe(count("phase-finished"));
    // The seeded defects, each found.
    const checks = lines.filter((line) => line.event === "failure").map((line) => `${line["operation"] as string} ${line["check"] as string}`);
    expect(checks).toEqual(expect.arrayContaining(["POST /items not_a_server_error", "GET /stats response_schema_conformance"]));
    for (const line of lines.filter((each) => each.event === "interaction")) {
      expect(Object.keys(line)).toEqual(expect.arrayContaining(["time", "phase", "operation", "caseId", "mode", "method", "url", "status", "elapsedMs", "failed"]));
    }
  });

  it("takes reports.ndjson and reports.html from apitest.toml", async () => {
    const file = join(dir, "apitest.toml");
    const html = join(dir, "toml", "page.html");
    await writeFile(file, ["[reports]", `directory = ${JSON.stringify(join(dir, "toml"))}`, "ndjson.enabled = true", `html.path = ${JSON.stringify(html)}`].join("\n"));
    const run = await cli(["run", `${server.url}/openapi.json`, "--config-file", file, "-H", `Authorization: Bearer ${TOKEN}`, "--seed", "3", "-n", "5", "--phases", "fuzzing"]);
    expect(run.code).toBe(1);
    expect(existsSync(join(dir, "toml", "events.ndjson"))).toBe(true);
    expect(readFileSync(html, "utf8")).toContain(`<h1>Inventory<span class="verdict failed">failed</span></h1>`);
    expect(records(join(dir, "toml", "events.ndjson")).at(-1)).toMatchObject({ event: "run-finished" });
  });
});
