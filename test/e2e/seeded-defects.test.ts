import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { readHtmlData } from "../../src/reporting/html-data-read.js";
import { readJunit } from "../../src/reporting/junit-document.js";
import { resultOf } from "../../src/reporting/run-fold.js";
import { SEEDED_CONTROLS, SEEDED_DEFECTS, startSeededApi, startSeededControls, type SeededControls } from "../support/seeded-api.js";
import { memoryOutput } from "../support/server.js";

// Issue 35's acceptance test: the default `apitest run` (default budget, every phase) over an API
// of 41 operations with 33 seeded defects of different kinds and five correct controls, at three
// seeds. Each seed's run takes a few seconds of CPU (client and server together).

/** Two operations that ignore their declared security answer the same probe the same way: one cause, shown once. */
const SHARED = [{ check: "ignored_auth", operations: ["GET /secrets", "GET /vault"] }];
const EXPECTED_DEFECTS = SEEDED_DEFECTS.length - SHARED.reduce((sum, cause) => sum + cause.operations.length - 1, 0);
const DEFECT_OPERATIONS = new Set(SEEDED_DEFECTS.map((defect) => defect.operation)).size;

interface FailureEvent {
  readonly operation: string;
  readonly check: string;
  readonly status?: number;
}

interface SeededRun {
  readonly code: number;
  readonly stdout: string;
  readonly dir: string;
  readonly events: readonly Record<string, unknown>[];
  readonly failures: readonly FailureEvent[];
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/** Whether the console names `check` on `operation`: in its own block, on a one-line entry, or in a shared cause that lists it. */
function named(stdout: string, operation: string, check: string): boolean {
  if (new RegExp(`^\\s+\\d+\\. ${escape(operation)} · ${check} · `, "m").test(stdout)) return true;
  const heading = new RegExp(`^_+ ${escape(operation)} _+$`, "m").exec(stdout);
  if (heading !== null) {
    const rest = stdout.slice(heading.index + heading[0].length);
    const end = rest.search(/^_{3,} /m);
    if ((end === -1 ? rest : rest.slice(0, end)).includes(`- ${check}: `)) return true;
  }
  for (const cause of stdout.matchAll(new RegExp(`^Cause \\d+\\. ${check}: [^\\n]*\\n([\\s\\S]*?)(?=^Cause \\d+\\.|^_{3,} )`, "gm"))) {
    if (cause[1]!.includes(`     - ${operation}\n`)) return true;
  }
  return false;
}

// One strict server answers the three seeds' controls (it answers a request the same way whatever it saw before).
let controls: SeededControls;
beforeAll(async () => {
  controls = await startSeededControls();
});
afterAll(async () => {
  await controls?.close();
});

describe.each(["1", "2", "3"])("seed %s: the default run over a seeded API (41 operations, 33 defects, 5 controls)", (seed) => {
  let api: Awaited<ReturnType<typeof startSeededApi>>;
  let run: SeededRun;

  beforeAll(async () => {
    api = await startSeededApi(controls);
    const dir = mkdtempSync(join(tmpdir(), "apitest-seeded-"));
    const stdout = memoryOutput();
    const args = ["run", `${api.url}/openapi.json`, "--seed", seed, "--no-color", "--generation-database", "none", "--report", "junit,html,ndjson", "--report-dir", dir];
    const code = await main(args, { stdout, stderr: memoryOutput(), env: {} });
    const events = readFileSync(join(dir, "events.ndjson"), "utf8")
      .trimEnd()
      .split("\n")
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const failures = events.filter((event) => event["event"] === "failure") as unknown as FailureEvent[];
    run = { code, stdout: stdout.text(), dir, events, failures };
  }, 240_000);
  afterAll(async () => {
    await api.close();
    if (run !== undefined) rmSync(run.dir, { recursive: true, force: true });
  });

  it("finds every seeded defect, each on its operation by its check", () => {
    expect(run.code).toBe(1);
    const found = new Set(run.failures.map((failure) => `${failure.operation} · ${failure.check}`));
    const missed = SEEDED_DEFECTS.filter((defect) => !found.has(`${defect.operation} · ${defect.check}`)).map((defect) => `${defect.operation} · ${defect.check} (${defect.kind})`);
    expect(missed).toEqual([]);
  });

  it("raises no false alarm: nothing on the controls, nothing beyond the seeded defects", () => {
    const controls = new Set<string>(SEEDED_CONTROLS);
    expect(run.failures.filter((failure) => controls.has(failure.operation))).toEqual([]);
    for (const control of SEEDED_CONTROLS) expect(run.stdout).toMatch(new RegExp(`✔ ${escape(control)} `));
    const seeded = new Set(SEEDED_DEFECTS.map((defect) => `${defect.operation} · ${defect.check}`));
    const crashes = new Set(SEEDED_DEFECTS.filter((defect) => defect.check === "not_a_server_error").map((defect) => defect.operation));
    // A crash's undocumented 500 goes with its server error: not a defect of its own.
    const extra = run.failures.filter(
      (failure) => !seeded.has(`${failure.operation} · ${failure.check}`) && !(failure.check === "status_code_conformance" && failure.status === 500 && crashes.has(failure.operation)),
    );
    expect(extra.map((failure) => `${failure.operation} · ${failure.check}`)).toEqual([]);
  });

  it("names every defect on the console at the default verbosity; similar crashes stay apart", () => {
    const unnamed = SEEDED_DEFECTS.filter((defect) => !named(run.stdout, defect.operation, defect.check)).map((defect) => `${defect.operation} · ${defect.check}`);
    expect(unnamed).toEqual([]);
    expect(run.stdout).not.toMatch(/^Cause \d+\. not_a_server_error: /m);
    for (const defect of SEEDED_DEFECTS) {
      const property = /^crash reading '(\w+)'$/.exec(defect.kind)?.[1];
      if (property !== undefined) expect(run.stdout).toContain(`Cannot read properties of undefined (reading '${property}')`);
    }
    for (const { check, operations } of SHARED) expect(run.stdout).toMatch(new RegExp(`^Cause \\d+\\. ${check}: .* on ${operations.length} operations$`, "m"));
  });

  it("gives one count of distinct defects in the console, the HTML report's data, JUnit and NDJSON", () => {
    const found = /^Found (\d+) distinct defects? in (\d+) operations?/m.exec(run.stdout);
    expect(found).not.toBeNull();
    const [defects, operations] = [Number(found![1]), Number(found![2])];
    expect({ defects, operations }).toEqual({ defects: EXPECTED_DEFECTS, operations: DEFECT_OPERATIONS });

    const html = readFileSync(join(run.dir, "report.html"), "utf8");
    expect(resultOf(readHtmlData(html).state).totals).toMatchObject({ defects, defectOperations: operations });
    const junit = readJunit(readFileSync(join(run.dir, "junit.xml"), "utf8"));
    expect(Object.fromEntries(junit.properties)).toMatchObject({ defects: String(defects), defect_operations: String(operations) });
    expect(run.events.at(-1)!["counts"]).toMatchObject({ defects, defectOperations: operations });
  });
});
