import { describe, expect, it } from "vitest";
import { ownCopy, setOwn } from "../../src/core/own-property.js";

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

describe("ownCopy", () => {
  it("copies own keys in order, __proto__ included as a key, and nothing inherited; the copy is separate", () => {
    const source = JSON.parse('{"User-Agent":"apitest","__proto__":"p","X-One":"1"}') as Record<string, string>;
    const inheriting = Object.create({ inherited: "no" }) as Record<string, string>;
    for (const key of Object.keys(source)) setOwn(inheriting, key, source[key]);
    const copy = ownCopy(inheriting);
    expect(Object.keys(copy)).toEqual(["User-Agent", "__proto__", "X-One"]);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(copy.inherited).toBeUndefined();
    copy["X-Apitest-Case-Id"] = "abc";
    expect(Object.keys(inheriting)).not.toContain("X-Apitest-Case-Id");
    expect(JSON.stringify(copy)).toBe('{"User-Agent":"apitest","__proto__":"p","X-One":"1","X-Apitest-Case-Id":"abc"}');
  });
});
