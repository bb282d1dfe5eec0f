import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { extractConstants, type ScriptConstants } from "../../src/greybox/code-constants.js";

function compared(found: ScriptConstants | undefined): Array<[string | number, string | undefined]> {
  return (found?.constants ?? []).filter((constant) => constant.rank === "compared").map((constant) => [constant.value, constant.name]);
}

describe("extractConstants", () => {
  it("takes switch cases on a day name with the switched name", () => {
    const found = extractConstants(`
      export function open(req) {
        switch (req.query.day.toLowerCase()) {
          case "mon": return 9;
          case "sat": throw new Error("closed on saturdays");
          default: return 0;
        }
      }`);
    expect(compared(found)).toEqual([["mon", "day"], ["sat", "day"]]);
    const literals = found?.constants.filter((constant) => constant.rank === "literal").map((constant) => constant.value);
    expect(literals).toEqual([9, 0]);
  });

  it("takes the members of an array whose includes() is called, and of a Set", () => {
    const found = extractConstants(`
      const units = new Set(["kg", "lb"]);
      function calc(op, unit) {
        if (!["sqrt", "abs"].includes(op)) return null;
        if (["x", "y"].indexOf(unit) >= 0) return 1;
        return units.has(unit);
      }`);
    expect(compared(found)).toEqual([["kg", undefined], ["lb", undefined], ["sqrt", "op"], ["abs", "op"], [0, undefined], ["x", "unit"], ["y", "unit"], ["kg", "unit"], ["lb", "unit"]]);
  });

  it("takes both bounds of a range with the compared name, and negative numbers", () => {
    const found = extractConstants(`const check = (n) => Number(n) >= 3 && n <= 7 && n !== -1;`);
    expect(compared(found)).toEqual([[3, "n"], [7, "n"], [-1, "n"]]);
  });

  it("reads TypeScript's CommonJS output and leaves its helpers and boilerplate out", () => {
    const found = extractConstants(`"use strict";
var __awaiter = (this && this.__awaiter) || function (thisArg, _arguments, P, generator) {
    return new (P || (P = Promise))(function (resolve, reject) { step((generator = generator.apply(thisArg, _arguments || [])).next()); });
};
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.handler = void 0;
const express_1 = __importDefault(require("express"));
function handler(req, res) {
    return __awaiter(this, void 0, void 0, function* () {
        if (typeof req.query.gender !== "string") return;
        if (req.query.gender === "male") res.status(500);
    });
}
exports.handler = handler;
//# ${"sourceMappingURL"}=app.js.map
`);
    expect(compared(found)).toEqual([["male", "gender"]]);
    const values = found?.constants.map((constant) => constant.value);
    expect(values).not.toContain("express");
    expect(values).not.toContain("__esModule");
    expect(values).not.toContain("string");
    expect(values).toContain(500);
  });

  it("takes the keys of an object used as a lookup table", () => {
    const found = extractConstants(`
      const handlers = { sqrt: Math.sqrt, "abs": Math.abs };
      module.exports = (op, x) => handlers[op](x);`);
    expect(compared(found)).toEqual([["sqrt", "op"], ["abs", "op"]]);
  });

  it("records the enclosing function's range as V8 reports it (methods from their name)", () => {
    const source = `class A {\n  static check(day) { return day === "sun"; }\n}\nconst f = (x) => x === 4;`;
    const found = extractConstants(source);
    expect(found?.functions[0]).toEqual({ start: 0, from: 0, end: source.length });
    const sun = found?.constants.find((constant) => constant.value === "sun");
    const method = found?.functions[sun?.fn ?? 0];
    expect(source.slice(method?.from, method?.end)).toBe(`static check(day) { return day === "sun"; }`);
    expect(source.slice(method?.start, method?.end)).toBe(`(day) { return day === "sun"; }`);
    const four = found?.constants.find((constant) => constant.value === 4);
    const arrow = found?.functions[four?.fn ?? 0];
    expect(source.slice(arrow?.start, arrow?.end)).toBe("(x) => x === 4");
  });

  it("parses ES modules and CommonJS with a top-level return; gives up on what is not JavaScript", () => {
    expect(compared(extractConstants(`import x from "y"; export const z = x === "q";`))).toEqual([["q", "x"]]);
    expect(compared(extractConstants(`if (process.env.A === "1") return; module.exports = 2;`))).toEqual([["1", "a"]]);
    expect(extractConstants(`interface A { b: string }`)).toBeUndefined();
    expect(extractConstants(`{"not": "javascript"`)).toBeUndefined();
  });

  it("gives up, without throwing, on nesting deeper than the stack", () => {
    const deep = `x === ${"[".repeat(200_000)}1${"]".repeat(200_000)};`;
    expect(() => extractConstants(deep)).not.toThrow();
  });

  it("stays bounded: long strings, long scripts and many constants", () => {
    const long = "x".repeat(81);
    expect(extractConstants(`a === "${long}"`)?.constants).toEqual([]);
    expect(extractConstants(`a === 1;`, { maxSource: 3, maxString: 80, maxConstants: 10 })).toBeUndefined();
    const many = Array.from({ length: 50 }, (_, index) => `a === ${index};`).join("\n");
    expect(extractConstants(many, { maxSource: 10_000, maxString: 80, maxConstants: 10 })?.constants).toHaveLength(10);
  });
});

describe("extractConstants on TypeScript's own output", () => {
  // tsc's output for one Express handler, as CommonJS and as an ES module (the source and the
  // options are in the fixtures' README).
  const emitted = (name: string): string => readFileSync(fileURLToPath(new URL(`../fixtures/greybox-tsc/convert.${name}.js`, import.meta.url)), "utf8");

  it("reads what tsc emits for CommonJS and for ES modules, with the names compared", () => {
    for (const outputText of [emitted("commonjs"), emitted("es2022")]) {
      const found = compared(extractConstants(outputText));
      expect(found).toEqual(expect.arrayContaining([["stone", "unit"], [3, "n"], [7, "n"]]));
      const values = extractConstants(outputText)?.constants.map((constant) => constant.value);
      expect(values).toEqual(expect.arrayContaining(["kg", "lb"]));
      expect(values).not.toContain("bad amount ");
      expect(values).not.toContain("__esModule");
    }
  });
});
