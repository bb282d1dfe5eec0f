import { describe, expect, it } from "vitest";
import { setOwn } from "../../src/core/own-property.js";

describe("setOwn", () => {
  it("sets ordinary keys and keeps __proto__ an own key, not the prototype", () => {
    const target: Record<string, unknown> = {};
    setOwn(target, "a", 1);
    setOwn(target, "__proto__", { polluted: true });
    setOwn(target, "constructor", "c");
    setOwn(target, "a", 2);
    expect(Object.getPrototypeOf(target)).toBe(Object.prototype);
    expect(Object.keys(target)).toEqual(["a", "__proto__", "constructor"]);
    expect(JSON.stringify(target)).toBe('{"a":2,"__proto__":{"polluted":true},"constructor":"c"}');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
