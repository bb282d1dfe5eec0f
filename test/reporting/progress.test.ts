import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import type { EngineEvent } from "../../src/core/events.js";
import { createProgressDisplay, formatProgress } from "../../src/reporting/progress.js";
import { memoryOutput, startServer, type TestServer } from "../support/server.js";
import { catalogApi, QUICK } from "../support/catalog-api.js";

const CLEAR = "\r\u001b[2K";

/** A fake terminal: what was written, and a clock the test moves. */
function fakeTerminal() {
  const writes: string[] = [];
  const clock = { now: 0 };
  const display = createProgressDisplay({ output: { write: (text: string) => writes.push(text) }, now: () => clock.now, ticker: false, columns: 200 });
  const send = (event: EngineEvent) => display.sink.handle(event);
  return { writes, clock, display, send };
}

const finished = (operation: string, failures = 0): EngineEvent => ({
  type: "operation-finished",
  phase: "coverage",
  operation,
  status: failures > 0 ? "failed" : "passed",
  failures: Array.from({ length: failures }, () => ({}) as never),
  errors: [],
  stats: { cases: 1, statuses: {} },
});

const interaction = { type: "interaction", phase: "coverage", operation: "GET /a", caseId: "x", meta: {}, request: {}, failures: [] } as unknown as EngineEvent;

describe("the live progress line", () => {
  it("formats the phase, operations done, requests, failures and time", () => {
    expect(formatProgress({ phase: "coverage", operationsDone: 12, operationsTotal: 40, requests: 310, failures: 2, elapsedSeconds: 3.14 })).toBe(
      "Coverage  12/40 operations · 310 requests · 2 failures · 3.1s",
    );
    expect(formatProgress({ phase: "fuzzing", operationsDone: 0, operationsTotal: 1, requests: 1, failures: 1, elapsedSeconds: 0 })).toBe(
      "Fuzzing  0/1 operations · 1 request · 1 failure · 0.0s",
    );
  });

  it("redraws in place at most once per 100 ms, and is erased before anything else is printed", () => {
    const { writes, clock, display, send } = fakeTerminal();
    send({ type: "phase-started", phase: "coverage", operations: 2 });
    expect(writes).toEqual([`${CLEAR}Coverage  0/2 operations · 0 requests · 0 failures · 0.0s`]);
    clock.now = 50;
    send(interaction);
    send(interaction);
    expect(writes).toHaveLength(1);
    clock.now = 150;
    send(interaction);
    expect(writes.at(-1)).toBe(`${CLEAR}Coverage  0/2 operations · 3 requests · 0 failures · 0.1s`);
    display.output.write("  ✔ GET /a  3 cases\n");
    expect(writes.slice(-2)).toEqual([CLEAR, "  ✔ GET /a  3 cases\n"]);
    // Nothing shown: nothing to erase.
    display.output.write("more\n");
    expect(writes.at(-1)).toBe("more\n");
    clock.now = 400;
    send(finished("GET /b", 2));
    expect(writes.at(-1)).toBe(`${CLEAR}Coverage  1/2 operations · 3 requests · 2 failures · 0.4s`);
    send({ type: "phase-finished", phase: "coverage" });
    expect(writes.at(-1)).toBe(CLEAR);
    const count = writes.length;
    clock.now = 1000;
    send(interaction);
    expect(writes).toHaveLength(count);
  });

  it("never wraps: the line is cut to the terminal width", () => {
    const writes: string[] = [];
    const display = createProgressDisplay({ output: { write: (text: string) => writes.push(text) }, now: () => 0, ticker: false, columns: 21 });
    display.sink.handle({ type: "phase-started", phase: "examples", operations: 40 });
    expect(writes[0]).toBe(`${CLEAR}Examples  0/40 oper…`);
  });

  it("a terminal that reports 0 columns gets the whole line, as on an 80-column one", () => {
    const draw = (columns: number | undefined): string => {
      const writes: string[] = [];
      const display = createProgressDisplay({ output: { write: (text: string) => writes.push(text) }, now: () => 0, ticker: false, columns });
      display.sink.handle({ type: "phase-started", phase: "examples", operations: 40 });
      return writes[0] ?? "";
    };
    expect(draw(0)).toBe(`${CLEAR}Examples  0/40 operations · 0 requests · 0 failures · 0.0s`);
    expect(draw(0)).toBe(draw(80));
  });
});

describe("apitest run on a terminal and off it", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(catalogApi().handler);
  });
  afterAll(async () => {
    await server.close();
  });

  async function run(isTTY: boolean, env: Record<string, string> = {}, args: string[] = []): Promise<string> {
    const stdout = { ...memoryOutput(), isTTY, columns: 120 };
    const stderr = memoryOutput();
    const code = await main(["run", `${server.url}/openapi.json`, ...QUICK, ...args], { stdout, stderr, env });
    expect(code, stderr.text()).toBe(0);
    return stdout.text();
  }

  it("on a terminal shows the live line, erased before each printed line, and never leaves it on screen", async () => {
    const out = await run(true);
    expect(out).toContain(`${CLEAR}Fuzzing  0/13 operations · 0 requests · 0 failures`);
    // What remains once the control sequences are applied is what a pipe gets, minus colour.
    const screen = out.split("\n").map((line) => line.split("\r").at(-1)!.replace(/\u001b\[[\d;]*[A-Za-z]/g, ""));
    const plain = (await run(false)).replace(/in [\d.]+s/g, "").split("\n");
    expect(screen.map((line) => line.replace(/in [\d.]+s/g, ""))).toEqual(plain);
  });

  it("off a terminal, or with --no-color / NO_COLOR, prints plain lines with no control codes", async () => {
    for (const out of [await run(false), await run(true, {}, ["--no-color"]), await run(true, { NO_COLOR: "1" })]) {
      expect(out).not.toMatch(/[\r\u001b]/);
      expect(out).toContain("GET /books");
    }
  });
});
