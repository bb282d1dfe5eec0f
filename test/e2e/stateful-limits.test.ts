import { mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../support/server.js";
import { apitest, bodyOf, failuresShape, stepsOf } from "../support/cli-output.js";
import { notesHandler, type NoteDefect, type Received } from "../support/notes-api.js";

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const ALL_DEFECTS: NoteDefect[] = ["tags-crash", "use-after-free", "pin-crash"];
const sum = (received: Received): number => [...received.values()].reduce((total, count) => total + count, 0);

async function serve(defects: readonly NoteDefect[], received: Received = new Map(), delayMs = 0): Promise<string> {
  const handle = notesHandler(defects, received);
  server = await startServer(async (request) => {
    if (delayMs > 0 && request.url.pathname !== "/openapi.json") await new Promise((resolve) => setTimeout(resolve, delayMs));
    return handle(request);
  });
  return `${server.url}/openapi.json`;
}

describe("--max-failures in the stateful phase", () => {
  it("stops the sequences as soon as the run has that many failures, and says so", async () => {
    const full = new Map<string, number>();
    const unlimited = await apitest(["run", await serve(ALL_DEFECTS, full), "--phases", "stateful", "--seed", "5", "-n", "40"]);
    expect(unlimited.code).toBe(1);
    await server?.close();
    const limited = new Map<string, number>();
    const stopped = await apitest(["run", await serve(ALL_DEFECTS, limited), "--phases", "stateful", "--seed", "5", "-n", "40", "--max-failures", "1"]);
    expect(stopped.code).toBe(1);
    expect(stopped.stdout).toMatch(/Stopped early: stopped after [1-3] failures? \(--max-failures 1\)\./);
    // One failing sequence (its failures, shrunk) and no more: the unlimited run found more.
    const distinct = (out: string): number => Number(/Found (\d+) distinct defects?/.exec(out)?.[1] ?? "0");
    expect(distinct(stopped.stdout)).toBeLessThanOrEqual(3);
    expect(distinct(unlimited.stdout)).toBeGreaterThan(distinct(stopped.stdout));
    // Far fewer calls: the phase did not run its 40 sequences first.
    expect(sum(limited)).toBeLessThan(sum(full) / 2);
  });

  it("counts the failures earlier phases found: the stateful phase only gets what is left", async () => {
    // The fuzzing phase finds GET /health's crash (a server error and an undocumented status): 2 of 3.
    const run = await apitest(["run", await serve(["health-crash", ...ALL_DEFECTS]), "--phases", "fuzzing,stateful", "--seed", "5", "-n", "40", "--max-failures", "3"]);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/GET \/health\s+1 case, 2 failures/);
    expect(run.stdout).toMatch(/Stopped early: stopped after [3-5] failures \(--max-failures 3\)\./);
    // The stateful phase stopped at its first failing sequence: a few calls, not 40 sequences' worth.
    const stateful = run.stdout.slice(run.stdout.indexOf("Stateful phase"), run.stdout.indexOf("FAILURES"));
    const total = (pattern: RegExp): number => [...stateful.matchAll(pattern)].reduce((sum, match) => sum + Number(match[1]), 0);
    expect(total(/, (\d+) failures?/g)).toBeGreaterThanOrEqual(1);
    expect(total(/, (\d+) failures?/g)).toBeLessThanOrEqual(3);
    expect(total(/ (\d+) cases?/g)).toBeLessThan(30);
  });
});

describe("Ctrl-C during the stateful phase", () => {
  it("stops soon, prints the results so far and writes the reports", async () => {
    const received = new Map<string, number>();
    const url = await serve(["use-after-free"], received, 15);
    const controller = new AbortController();
    const watcher = setInterval(() => {
      if (sum(received) >= 20) controller.abort();
    }, 5);
    const dir = await mkdtemp(join(tmpdir(), "apitest-stateful-interrupt-"));
    try {
      const run = await apitest(["run", url, "--phases", "stateful", "--seed", "1", "-n", "100", "--report", "junit,har", "--report-dir", dir], {
        signal: controller.signal,
      });
      expect(controller.signal.aborted).toBe(true);
      // 100 sequences would take hundreds of calls; it stopped right after the abort.
      expect(sum(received)).toBeLessThan(40);
      expect(run.stdout).toContain("Stateful phase");
      expect(run.stdout).toMatch(/POST \/notes\s+[1-9]\d* cases?/);
      expect(run.stdout).toContain("Interrupted: the results above are what was found before the run was stopped.");
      const junit = await readFile(join(dir, "junit.xml"), "utf8");
      expect(junit).toContain("POST /notes");
      const har = JSON.parse(await readFile(join(dir, "har.json"), "utf8")) as { log: { entries: unknown[] } };
      expect(har.log.entries.length).toBeGreaterThan(0);
    } finally {
      clearInterval(watcher);
    }
  });
});

describe("--workers in the stateful phase", () => {
  /** Runs against a server that notes the most calls it had in flight at once. */
  async function runWith(workers: number): Promise<{ stdout: string; inFlight: number }> {
    const handle = notesHandler(["tags-crash", "use-after-free"]);
    let current = 0;
    let most = 0;
    server = await startServer(async (request) => {
      if (request.url.pathname === "/openapi.json") return handle(request);
      current++;
      most = Math.max(most, current);
      await new Promise((resolve) => setTimeout(resolve, 3));
      current--;
      return handle(request);
    });
    const run = await apitest(["run", `${server.url}/openapi.json`, "--phases", "stateful", "--seed", "11", "-n", "12", "--workers", String(workers)]);
    await server.close();
    server = undefined;
    expect(run.code).toBe(1);
    return { stdout: run.stdout, inFlight: most };
  }

  it("runs sequences side by side, and a seeded run reports the same failures, in the same order, as with one worker", async () => {
    const one = await runWith(1);
    const four = await runWith(4);
    expect(one.inFlight).toBe(1);
    expect(four.inFlight).toBeGreaterThan(1);
    expect(failuresShape(four.stdout)).toBe(failuresShape(one.stdout));
    expect(failuresShape(one.stdout)).toContain("Use after free");
    // The same responses counted too: the status lines match.
    const lines = (out: string): string[] => out.split("\n").filter((line) => /^ {2}[✔✘]/.test(line));
    expect(lines(four.stdout)).toEqual(lines(one.stdout));
  });
});

describe("shrinking a linked step", () => {
  it("makes the data its link does not set minimal too; the linked id stays the created one", async () => {
    const run = await apitest(["run", await serve(["tags-crash"]), "--phases", "stateful", "--seed", "1", "-n", "15"]);
    expect(run.code).toBe(1);
    const steps = stepsOf(run.stdout, "Server error");
    expect(steps.map((step) => step.label)).toEqual(["POST /notes", "PATCH /notes/{id}", "GET /notes/{id}"]);
    expect(bodyOf(steps[0]!.curl)).toEqual({ title: "" });
    // The PATCH follows a link (its path id): its body is still shrunk to the smallest crashing one.
    const patch = bodyOf(steps[1]!.curl) as Record<string, unknown>;
    expect(patch["tags"]).toEqual([""]);
    expect(patch["title"] ?? "").toBe("");
    expect(patch["pinned"] ?? false).toBe(false);
    // The GET's optional query parameter is gone; its id is the one POST created.
    expect(steps[2]!.curl).not.toContain("verbose");
    const ids = steps.slice(1).map((step) => /\/notes\/([0-9a-f-]{36})/.exec(step.curl)?.[1]);
    expect(ids[0]).toBeDefined();
    expect(ids[1]).toBe(ids[0]);
  });
});
