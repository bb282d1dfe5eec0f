import { describe, expect, it } from "vitest";
import { toJsonText } from "../../../src/serialization/media-types/json.js";
import { stringifyAtom } from "../../../src/serialization/stringify-value.js";

describe("toJsonText and unusual numbers", () => {
  it("keeps the sign of negative zero, at the top and at any depth", () => {
    expect(toJsonText(-0, "application/json")).toBe("-0.0");
    expect(toJsonText({ a: -0, b: [0, -0], c: "-0" }, "application/json")).toBe('{"a":-0.0,"b":[0,-0.0],"c":"-0"}');
    expect(JSON.parse(toJsonText({ a: -0 }, "application/json")).a).toBe(-0);
  });

  it("writes extreme numbers as JSON does, in exponent form where it uses one", () => {
    const text = toJsonText([1e308, 5e-324, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER, -Number.MAX_VALUE], "application/json");
    expect(text).toBe("[1e+308,5e-324,9007199254740991,-9007199254740991,-1.7976931348623157e+308]");
    expect(JSON.parse(text)).toEqual([1e308, 5e-324, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER, -Number.MAX_VALUE]);
  });

  it("leaves ordinary bodies and a string that looks like the placeholder alone", () => {
    expect(toJsonText({ a: 0, b: 1.5 }, "application/json")).toBe('{"a":0,"b":1.5}');
    expect(toJsonText({ s: "\u0000apitest:-0.0\u0000" }, "application/json")).toBe('{"s":"\\u0000apitest:-0.0\\u0000"}');
  });

  it("writes negative zero in a parameter as -0.0", () => {
    expect(stringifyAtom(-0)).toBe("-0.0");
    expect(stringifyAtom(0)).toBe("0");
    expect(stringifyAtom(1e308)).toBe("1e+308");
  });
});
