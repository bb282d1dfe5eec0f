import { describe, expect, it } from "vitest";
import { CoverageUnion } from "../../src/greybox/coverage-union.js";
import type { ScriptCoverage } from "../../src/greybox/protocol.js";

const SOURCE = ["function f(x) {", "  if (x) {", "    return 1;", "  }", "  return 2;", "}", ""].join("\n");
const URL = "file:///app/f.js";
const at = (text: string): number => SOURCE.indexOf(text);
const fnRange = { startOffset: at("function"), endOffset: SOURCE.lastIndexOf("}") + 1 };
const thenBlock = { startOffset: at("{\n    return 1"), endOffset: at("  }\n") + 3 };

/** One take in which f ran, the `if` block run or not. */
function take(thenRan: boolean, url = URL): ScriptCoverage[] {
  return [{ scriptId: "7", url, functions: [{ functionName: "f", isBlockCoverage: true, ranges: [{ ...fnRange, count: 1 }, { ...thenBlock, count: thenRan ? 1 : 0 }] }] }];
}

describe("CoverageUnion", () => {
  it("tells a take that reached new code from one that reached nothing new, in characters and lines", () => {
    const union = new CoverageUnion((url) => url.startsWith("file:///app/"));
    union.addSource("7", URL, SOURCE);
    const first = union.add(take(false));
    expect(first.fresh).toBeGreaterThan(0);
    // `function f`, `if`, `return 2` and the closing `}`: the if's block (`return 1` and its `}`) did not run.
    expect(first.freshLines).toBe(4);
    expect(union.add(take(false))).toEqual({ fresh: 0, freshLines: 0 });
    expect(union.add(take(true)).freshLines).toBe(2);
    expect(union.report()).toEqual({ linesReached: 6, lines: 6, files: 1 });
  });

  it("leaves out scripts that are not the API's own, and tells what ran", () => {
    const union = new CoverageUnion((url) => url.startsWith("file:///app/"));
    const reached: string[] = [];
    expect(union.add(take(true, "file:///app/node_modules/x.js".replace("/app/", "/other/")), (url) => reached.push(url)).fresh).toBe(0);
    union.add(take(true), (url, ranges) => reached.push(`${url} ${ranges.length}`));
    expect(reached).toEqual([`${URL} 1`]);
  });

  it("counts a script's lines once its source is known, reached or not", () => {
    const union = new CoverageUnion(() => true);
    union.addSource("9", "file:///app/never.js", "const a = 1;\n\nexport { a };\n");
    expect(union.report()).toEqual({ linesReached: 0, lines: 2, files: 1 });
  });

  it("writes V8's format: one range over the script, the stretches never reached at count 0", () => {
    const union = new CoverageUnion(() => true);
    union.addSource("7", URL, SOURCE);
    union.add(take(false));
    const [script] = union.toV8().result;
    expect(script?.url).toBe(URL);
    const ranges = script?.functions[0]?.ranges ?? [];
    expect(ranges[0]).toEqual({ startOffset: 0, endOffset: SOURCE.length, count: 1 });
    const unreached = ranges.slice(1).map((range) => SOURCE.slice(range.startOffset, range.endOffset));
    expect(unreached.some((text) => text.includes("return 1"))).toBe(true);
    expect(unreached.some((text) => text.includes("return 2"))).toBe(false);
  });
});
