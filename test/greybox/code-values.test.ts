import { describe, expect, it } from "vitest";
import { CodeValues } from "../../src/greybox/code-values.js";

const SOURCE = `"use strict";
const handlers = { sqrt: Math.sqrt, abs: Math.abs };
function calc(op, x) {
  if (op === "sqrt") return handlers[op](x);
  return x > 10 ? "big" : "small";
}
function day(d) {
  switch (d) { case "mon": return 1; case "tue": return 2.5; default: return 0; }
}
module.exports = { calc, day };
`;

function rangeOf(source: string, text: string): { startOffset: number; endOffset: number } {
  const startOffset = source.indexOf(text);
  let depth = 0;
  for (let at = source.indexOf("{", startOffset); at < source.length; at++) {
    if (source[at] === "{") depth++;
    if (source[at] === "}" && --depth === 0) return { startOffset, endOffset: at + 1 };
  }
  throw new Error(text);
}

describe("CodeValues", () => {
  it("parses a script once per URL and ignores what does not parse", () => {
    const values = new CodeValues();
    values.addScript("file:///app.js", SOURCE);
    const size = values.size;
    expect(size).toBeGreaterThan(0);
    values.addScript("file:///app.js", SOURCE + "\nconst more = 'x' === y;");
    values.addScript("file:///broken.ts", "let x: number = ;");
    expect(values.size).toBe(size);
  });

  it("gives strings compared with the asked name first, then compared ones, then literals", () => {
    const values = new CodeValues();
    values.addScript("file:///app.js", SOURCE);
    expect(values.strings({ name: "op" })).toEqual(["sqrt", "abs", "mon", "tue", "big", "small"]);
    expect(values.strings({ name: "D" })).toEqual(["mon", "tue", "sqrt", "abs", "big", "small"]);
    expect(values.candidates({ type: "string", name: "op" }).preferred).toBe(2);
    expect(values.candidates({ type: "string" }).preferred).toBe(0);
  });

  it("gives the neighbours of compared numbers, and whole numbers for integers", () => {
    const values = new CodeValues();
    values.addScript("file:///app.js", SOURCE);
    expect(values.numbers({ name: "x", integer: true })).toEqual([10, 9, 11, 1, 0]);
    expect(values.numbers({})).toEqual([10, 9, 11, 1, 2.5, 0]);
    // A string parameter named like the compared number gets it as text (`Number(req.query.x) > 10`).
    expect(values.strings({ name: "x" })).toEqual(["10", "9", "11", "sqrt", "mon", "tue", "abs", "big", "small"]);
    const fractions = new CodeValues();
    fractions.addScript("file:///f.js", "module.exports = (r) => r < 2.5;");
    expect(fractions.numbers({ integer: true })).toEqual([2, 3]);
    expect(fractions.numbers({})).toEqual([2.5, 1.5, 3.5]);
  });

  it("prefers constants in functions the operation's requests reached", () => {
    const values = new CodeValues();
    values.addScript("file:///app.js", SOURCE);
    values.markReached("file:///app.js", [{ startOffset: 0, endOffset: SOURCE.length }, rangeOf(SOURCE, "function day")], "GET /day");
    values.markReached("file:///app.js", [rangeOf(SOURCE, "function calc")], "GET /calc");
    values.markReached("file:///other.js", [{ startOffset: 0, endOffset: 10 }], "GET /day");
    expect(values.strings({ operation: "GET /day" })).toEqual(["mon", "tue", "sqrt", "abs", "big", "small"]);
    expect(values.candidates({ type: "string", operation: "GET /day" }).preferred).toBe(2);
    // "abs" is a key of a table at the top level, which runs on load: not credited to GET /calc.
    expect(values.strings({ operation: "GET /calc" })).toEqual(["sqrt", "mon", "tue", "abs", "big", "small"]);
    expect(values.strings({ operation: "GET /calc", limit: 3 })).toEqual(["sqrt", "mon", "tue"]);
  });

  it("matches coverage ranges of methods, which V8 starts at their name", () => {
    const source = `class A {\n  static check(day) { return day === "sun"; }\n  other(x) { return x === "moon"; }\n}`;
    const values = new CodeValues();
    values.addScript("file:///a.js", source);
    const start = source.indexOf("check(");
    values.markReached("file:///a.js", [{ startOffset: start, endOffset: source.indexOf("}") + 1 }], "GET /sky");
    expect(values.strings({ operation: "GET /sky" })).toEqual(["sun", "moon"]);
    expect(values.candidates({ type: "string", operation: "GET /sky" }).preferred).toBe(1);
  });

  it("reads the same values for the same scripts and ranges", () => {
    const read = (): unknown => {
      const values = new CodeValues();
      values.addScript("file:///app.js", SOURCE);
      values.markReached("file:///app.js", [rangeOf(SOURCE, "function day")]);
      return [values.strings(), values.numbers({ integer: true })];
    };
    expect(read()).toEqual(read());
    const values = new CodeValues();
    values.addScript("file:///app.js", SOURCE);
    values.markReached("file:///app.js", [rangeOf(SOURCE, "function day")]);
    expect(values.strings()).toEqual(["mon", "tue", "sqrt", "abs", "big", "small"]);
  });
});

describe("CodeValues with V8's own coverage", () => {
  it("credits the functions a request ran, from the ranges node:inspector reports", async () => {
    const { execFile } = await import("node:child_process");
    const { readFileSync } = await import("node:fs");
    const app = new URL("../fixtures/greybox-api/app.js", import.meta.url);
    // A real Node process loads the app under precise coverage, sends it GET /opening?day=mon,
    // and prints the coverage of that request (V8's ranges over the file as it is).
    const program = `
      import { Session } from "node:inspector/promises";
      const session = new Session();
      session.connect();
      await session.post("Profiler.enable");
      await session.post("Profiler.startPreciseCoverage", { callCount: true, detailed: true });
      const { handler } = await import(${JSON.stringify(app.href)});
      await session.post("Profiler.takePreciseCoverage");
      handler({ method: "GET", url: "/opening?day=mon" }, { writeHead() {}, end() {} });
      const { result } = await session.post("Profiler.takePreciseCoverage");
      console.log(JSON.stringify(result.find((script) => script.url === ${JSON.stringify(app.href)})));`;
    const stdout = await new Promise<string>((resolve, reject) => {
      execFile(process.execPath, ["--input-type=module", "-e", program], (error, out) => (error === null ? resolve(out) : reject(error)));
    });
    const script = JSON.parse(stdout) as { functions: { ranges: { startOffset: number; endOffset: number; count: number }[] }[] };
    const values = new CodeValues();
    values.addScript(app.href, readFileSync(app, "utf8"));
    const ran = script.functions.filter((fn) => (fn.ranges[0]?.count ?? 0) > 0).map((fn) => fn.ranges[0]!);
    values.markReached(app.href, ran, "GET /opening");
    const { values: strings, preferred } = values.candidates({ type: "string", operation: "GET /opening" });
    const best = strings.slice(0, preferred);
    expect(best).toEqual(expect.arrayContaining(["mon", "sat", "sun"]));
    expect(best).not.toContain("sqrt");
    // Another operation's requests reached none of those functions: nothing is preferred for it.
    expect(values.candidates({ type: "string", operation: "GET /calc" }).preferred).toBe(0);
  });
});
