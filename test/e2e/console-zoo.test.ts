import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { memoryOutput, startServer, type TestServer } from "../support/server.js";
import { ZOO_RESOURCES, zooHandler } from "../support/zoo-api.js";

async function apitest(args: string[]): Promise<{ code: number; stdout: string }> {
  const stdout = memoryOutput();
  const stderr = memoryOutput();
  const code = await main(args, { stdout, stderr, env: {} });
  return { code, stdout: stdout.text() };
}

/** The section from `=== NAME ===` to the next `===` rule. */
function section(out: string, name: string): string {
  const start = out.indexOf(` ${name} ===`);
  if (start === -1) return "";
  const next = out.indexOf("\n=====", start + name.length + 5);
  return out.slice(start, next === -1 ? undefined : next);
}

/** Operation blocks of the FAILURES section: label -> text. */
function operationBlocks(failures: string): Map<string, string[]> {
  const blocks = new Map<string, string[]>();
  const parts = failures.split(/\n_+ (.+?) _+\n/);
  for (let at = 1; at + 1 < parts.length; at += 2) if (!parts[at]!.startsWith("Shared by ")) blocks.set(parts[at]!, [...(blocks.get(parts[at]!) ?? []), parts[at + 1]!]);
  return blocks;
}

/** What changes from run to run: ports, case ids, durations. */
export function normalise(out: string): string {
  return out
    .replace(/127\.0\.0\.1:\d+/g, "127.0.0.1:PORT")
    .replace(/X-Apitest-Case-Id: \w+/g, "X-Apitest-Case-Id: CASE")
    .replace(/\d+\.\d\ds\b/g, "T.TTs")
    .replace(/Configuration: .*/g, "Configuration: CONFIG");
}

const LISTS = ZOO_RESOURCES.map((resource) => `GET /${resource}`);
const CRASHING = ["GET /animals", "GET /keepers", "GET /tickets", "GET /visitors"];

describe("the console report of a run over the zoo API (30 operations, shared and own defects)", () => {
  let zoo: TestServer;
  let normal: { code: number; stdout: string };
  let full: { code: number; stdout: string };
  beforeAll(async () => {
    zoo = await startServer(zooHandler());
    const args = ["run", `${zoo.url}/openapi.json`, "--seed", "1", "-n", "5", "--no-color"];
    normal = await apitest(args);
    full = await apitest([...args, "--output-verbosity", "full"]);
  }, 120_000);
  afterAll(async () => {
    await zoo.close();
  });

  it("says which configuration was read and how many operations were selected", async () => {
    expect(normal.code).toBe(1);
    expect(normal.stdout).toContain("Configuration: none (no apitest.toml found; defaults and flags only)\n");
    expect(normal.stdout).toContain("Selected:   30/30 operations\n");
    const dir = await mkdtemp(join(tmpdir(), "zoo-config-"));
    const config = join(dir, "apitest.toml");
    await writeFile(config, "[checks.unsupported_method]\nenabled = false\n");
    const some = await apitest(["run", `${zoo.url}/openapi.json`, "--seed", "1", "-n", "2", "--no-color", "--phases", "examples", "--include-tag", "animals", "--config-file", config]);
    expect(some.stdout).toContain(`Configuration: ${config}\n`);
    expect(some.stdout).toContain("Selected:   5/30 operations\n");
  }, 60_000);

  it("gives each operation one heading for the whole run, and each failing request one numbered entry", () => {
    for (const run of [normal, full]) {
      const blocks = operationBlocks(section(run.stdout, "FAILURES"));
      expect(blocks.size).toBeGreaterThan(0);
      for (const [label, texts] of blocks) {
        expect(texts, label).toHaveLength(1);
        const text = texts[0]!;
        const numbers = [...text.matchAll(/^(\d+)\. /gm)].map((match) => Number(match[1]));
        expect(numbers, label).toEqual(numbers.map((_, at) => at + 1));
        // The response and the reproduction once per failing request, never per check.
        expect(text.split("Reproduce with:").length - 1, label).toBe(numbers.length);
      }
    }
    // At full verbosity every operation that failed has its block.
    const fullBlocks = operationBlocks(section(full.stdout, "FAILURES"));
    expect(fullBlocks.size).toBeGreaterThanOrEqual(20);
    for (const label of [...LISTS, "POST /feedings", "DELETE /tickets/{id}", "GET /visitors/{id}"]) expect(fullBlocks.has(label), label).toBe(true);
  });

  it("lists the checks of one request as bullets, with their names", () => {
    const blocks = operationBlocks(section(full.stdout, "FAILURES"));
    const animals = blocks.get("GET /animals")![0]!;
    // The empty-name crash fails two checks on one request: one entry, two bullets.
    expect(animals).toMatch(/\d+\. Server error · Undocumented HTTP status code\n {3}\((coverage|fuzzing) phase\)\n {3}- not_a_server_error: Server error\n[\s\S]*?\n {3}- status_code_conformance: Undocumented HTTP status code\n/);
  });

  it("shows a cause shared by several operations once, with the operations it hit and how to silence it", () => {
    const failures = section(normal.stdout, "FAILURES");
    // One cause, once: 404 instead of 405 on the six list paths.
    expect(failures.match(/^Cause \d+\. unsupported_method: .*$/gm)).toEqual(["Cause 2. unsupported_method: Unsupported method response · 404 on 6 operations"].map(() => expect.stringMatching(/^Cause \d+\. unsupported_method: Unsupported method response · 404 on 6 operations$/)));
    const crash = failures.match(/^Cause \d+\. not_a_server_error: Server error · 500 on 4 operations$/gm) ?? [];
    expect(crash).toHaveLength(1);
    const crashBlock = failures.slice(failures.indexOf(crash[0]!), failures.indexOf("\nCause ", failures.indexOf(crash[0]!) + 1));
    for (const label of CRASHING) expect(crashBlock).toContain(`     - ${label}\n`);
    expect(crashBlock.split("Reproduce with:").length - 1).toBe(1);
    expect(crashBlock).toContain("?name='");
    // Convention checks say how to turn them off in apitest.toml.
    expect(failures).toContain("[checks.unsupported_method] enabled = false");
    expect(failures).toMatch(/\[checks\.status_code_conformance\] expected-statuses = \[400\]/);
    // Elsewhere a shared cause is a one-line pointer, never printed again in full.
    expect(failures.match(/^ {3}- not_a_server_error: Server error$/gm)).toBeNull();
    // At full verbosity each crashing operation has its entry, pointing at the shared cause.
    const blocks = operationBlocks(section(full.stdout, "FAILURES"));
    for (const label of CRASHING) expect(blocks.get(label)![0]).toMatch(/^ {3}- not_a_server_error: Server error\n {7}Received: 500 Internal Server Error\n {7}\(cause \d+, shared by 4 operations\)$/m);
  });

  it("never shows ✔ for an operation that stopped at an old failure or sent nothing, and sums the phases up", () => {
    for (const line of normal.stdout.split("\n")) {
      if (line.includes("✔")) expect(line).not.toMatch(/ 0 cases/);
    }
    const fuzzing = normal.stdout.slice(normal.stdout.indexOf("Fuzzing phase"), normal.stdout.indexOf("Stateful phase"));
    // The lists crash in coverage already: fuzzing stops at that crash again, and says so.
    for (const label of CRASHING) expect(fuzzing).toMatch(new RegExp(`  - ${label.replace("/", "\\/")}  \\d+ cases?, already failing: `));
    const stateful = normal.stdout.slice(normal.stdout.indexOf("Stateful phase"), normal.stdout.indexOf("FAILURES"));
    expect(stateful).toMatch(/ - \w+ \/\w+\/\{id\}  0 cases: no links reached it/);
    const summary = section(normal.stdout, "SUMMARY");
    expect(summary).toMatch(/Test phases:\n  Examples +nothing to test: 30 not applicable \(the schema gives no examples\)\n  Coverage +tested 30 operations with \d+ cases: \d+ passed, \d+ failed\n  Fuzzing +tested 30 operations with \d+ cases: .*already failing.*\n  Stateful +tested \d+ operations with \d+ cases: .*sent nothing.*not applicable \(no links to or from it\)\n/);
    expect(summary).toMatch(/Causes: +\d+ distinct causes \(\d+ shared by several operations\) in \d+ failing requests/);
  });

  it("prints the same text for the same seed (snapshot)", async () => {
    await expect(normalise(normal.stdout)).toMatchFileSnapshot("__snapshots__/console-zoo.normal.txt");
  });
});
