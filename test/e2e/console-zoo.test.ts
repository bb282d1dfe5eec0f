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
    const some = await apitest(["run", `${zoo.url}/openapi.json`, "--seed", "1", "-n", "2", "--no-color", "--phases", "coverage", "--include-tag", "animals", "--config-file", config]);
    expect(some.stdout).toContain(`Configuration: ${config}\n`);
    expect(some.stdout).toContain("Selected:   5/30 operations\n");
    // The advice the console gives for 404 instead of 405 works: the check is off.
    expect(normal.stdout).toMatch(/Unsupported method response · 404 on \d+ operations[\s\S]*GET \/animals/);
    expect(some.stdout).toContain("Server error");
    expect(some.stdout).not.toContain("unsupported_method");
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

  it("shows a cause shared by several operations once, with the operations it hit, and framework conventions once", () => {
    const failures = section(normal.stdout, "FAILURES");
    // One cause, once: 404 instead of 405 on the six list paths.
    expect(failures.match(/^Cause \d+\. unsupported_method: .*$/gm)).toEqual(["Cause 2. unsupported_method: Unsupported method response · 404 on 6 operations"].map(() => expect.stringMatching(/^Cause \d+\. unsupported_method: Unsupported method response · 404 on 6 operations$/)));
    const crash = failures.match(/^Cause \d+\. not_a_server_error: Server error · 500 on 4 operations$/gm) ?? [];
    expect(crash).toHaveLength(1);
    const crashBlock = failures.slice(failures.indexOf(crash[0]!), failures.indexOf("\nCause ", failures.indexOf(crash[0]!) + 1));
    for (const label of CRASHING) expect(crashBlock).toContain(`     - ${label}\n`);
    expect(crashBlock.split("Reproduce with:").length - 1).toBe(1);
    expect(crashBlock).toContain("?name='");
    // Framework conventions are told once, in their own section, with the setting to change; the
    // failures only point there.
    const conventions = section(normal.stdout, "FRAMEWORK CONVENTIONS");
    expect(conventions).toMatch(/^unsupported_method · 404 on 6 operations \(cause \d+\)$/m);
    expect(conventions).toContain("[checks.unsupported_method] enabled = false");
    expect(conventions).toMatch(/^status_code_conformance · 400 on \d+ operations \(causes? [\d, ]+\)$/m);
    expect(conventions).toContain("Document 400 for these operations, or accept it in apitest.toml: [checks.status_code_conformance] enabled = false");
    expect(normal.stdout.match(/\[checks\.unsupported_method\] enabled = false/g)).toHaveLength(1);
    expect(failures).toContain("convention: see FRAMEWORK CONVENTIONS below for the setting to change.");
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
    // The lists crash in coverage already. A known failure no longer ends the search: fuzzing sends
    // its whole budget (5 cases, shared by the two modes), says "already failing" when it met that crash
    // again, and shows ✔ only when the whole budget went out and found nothing.
    for (const label of CRASHING) {
      const name = label.replace("/", "\\/");
      expect(fuzzing).toMatch(new RegExp(`  (- ${name}  \\d+ cases?, already failing: |✔ ${name}  5 cases\\n)`));
    }
    const stateful = normal.stdout.slice(normal.stdout.indexOf("Stateful phase"), normal.stdout.indexOf("FAILURES"));
    expect(stateful).toMatch(/ - \w+ \/\w+\/\{id\}  0 cases: no links reached it/);
    const summary = section(normal.stdout, "SUMMARY");
    expect(summary).toMatch(/Test phases:\n  Examples +nothing to test: 30 not applicable \(the schema gives no examples\)\n  Coverage +tested 30 operations with \d+ cases: \d+ passed, \d+ failed\n  Fuzzing +tested 30 operations with \d+ cases: .*already failing.*\n  Stateful +tested \d+ operations with \d+ cases: .*sent nothing.*not applicable \(no links to or from it\)\n/);
    expect(summary).toMatch(/Defects: +\d+ distinct defects in \d+ operations \(\d+ shared by several operations; \d+ failing requests\)/);
  });

  it("says which operations a stopped run never reached (--max-failures)", async () => {
    const stopped = await apitest(["run", `${zoo.url}/openapi.json`, "--seed", "1", "-n", "2", "--no-color", "--phases", "coverage,fuzzing", "--max-failures", "1"]);
    const summary = section(stopped.stdout, "SUMMARY");
    expect(summary).toMatch(/ {2}Coverage +tested \d+ operations? with \d+ cases?: .*\d+ stopped/);
    expect(summary).toMatch(/ {2}Fuzzing +not run: the run ended before this phase/);
    expect(summary).toMatch(/Operations: 0 passed, 1 failed, 29 not tested\n/);
    expect(summary).toMatch(/Stopped early: stopped after \d+ failures? \(--max-failures 1\)\./);
  }, 60_000);

  it("prints every failing request with output.verbosity = \"full\" in apitest.toml", async () => {
    const dir = await mkdtemp(join(tmpdir(), "zoo-verbosity-"));
    const config = join(dir, "apitest.toml");
    await writeFile(config, '[output]\nverbosity = "full"\n');
    const args = ["run", `${zoo.url}/openapi.json`, "--seed", "1", "--no-color", "--phases", "coverage", "--include-path-regex", "^/(animals|keepers|tickets)$", "--include-method", "GET"];
    const fromFile = await apitest([...args, "--config-file", config]);
    const byDefault = await apitest(args);
    expect(section(byDefault.stdout, "FAILURES")).toMatch(/^Cause \d+\. not_a_server_error: Server error · 500 on 3 operations$/m);
    expect(operationBlocks(section(byDefault.stdout, "FAILURES")).has("GET /animals")).toBe(false);
    const full = operationBlocks(section(fromFile.stdout, "FAILURES"));
    for (const label of ["GET /animals", "GET /keepers", "GET /tickets"]) expect(full.get(label)?.[0]).toContain("(cause 1, shared by 3 operations)");
  }, 60_000);

  it("prints the same text for the same seed (snapshot)", async () => {
    await expect(normalise(normal.stdout)).toMatchFileSnapshot("__snapshots__/console-zoo.normal.txt");
  });
});
