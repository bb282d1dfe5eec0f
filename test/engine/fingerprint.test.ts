import { describe, expect, it } from "vitest";
import { CASE_ID_HEADER } from "../../src/core/request.js";
import { FingerprintSet } from "../../src/engine/fingerprint-set.js";
import { requestFingerprint, textFingerprint } from "../../src/engine/fingerprint.js";

// A reproducible stream of 53-bit integers (xorshift on two 32-bit halves).
function* fingerprints(count: number, seed = 7): Generator<number> {
  let a = seed | 0;
  let b = (seed * 2654435761) | 0;
  for (let i = 0; i < count; i++) {
    a ^= a << 13;
    a ^= a >>> 17;
    a ^= a << 5;
    b ^= b << 11;
    b ^= b >>> 19;
    b ^= b << 7;
    yield 4294967296 * ((b >>> 0) & 0x1fffff) + (a >>> 0);
  }
}

describe("FingerprintSet", () => {
  it("agrees with a Set<number> over 100,000 fingerprints, through many growths", () => {
    const set = new FingerprintSet();
    const reference = new Set<number>();
    const values = [...fingerprints(100_000)];
    for (const [index, value] of values.entries()) {
      // Every third value is added twice: a second add changes nothing.
      set.add(value);
      reference.add(value);
      if (index % 3 === 0) set.add(value);
    }
    expect(set.size).toBe(reference.size);
    expect(values.filter((value) => !set.has(value))).toEqual([]);
    const others = [...fingerprints(20_000, 99)];
    expect(others.filter((value) => set.has(value) !== reference.has(value))).toEqual([]);
    expect(others.filter((value) => !reference.has(value)).length).toBeGreaterThan(19_000);
  });

  it("holds fingerprints that share their low 32 bits (they probe past each other)", () => {
    const set = new FingerprintSet();
    const sameLow = Array.from({ length: 50 }, (_, high) => high * 4294967296 + 12345);
    for (const value of sameLow) set.add(value);
    expect(set.size).toBe(50);
    for (const value of sameLow) expect(set.has(value)).toBe(true);
    expect(set.has(50 * 4294967296 + 12345)).toBe(false);
  });

  it("holds the extremes 0 and 2^53 - 1 and refuses what no fingerprint can be", () => {
    const set = new FingerprintSet();
    expect(set.has(0)).toBe(false);
    set.add(0);
    set.add(Number.MAX_SAFE_INTEGER);
    expect(set.has(0)).toBe(true);
    expect(set.has(Number.MAX_SAFE_INTEGER)).toBe(true);
    expect(set.size).toBe(2);
    expect(() => set.add(-1)).toThrow(RangeError);
    expect(() => set.add(1.5)).toThrow(RangeError);
    expect(() => set.add(2 ** 53)).toThrow(RangeError);
  });
});

describe("request and text fingerprints", () => {
  const request = (headers: Record<string, string>, body?: string) => ({
    method: "POST",
    url: "http://127.0.0.1/items?a=1",
    headers,
    ...(body === undefined ? {} : { body: new TextEncoder().encode(body) }),
  });

  it("ignore the case id and see every other byte of the request", () => {
    const base = requestFingerprint(request({ "Content-Type": "application/json", [CASE_ID_HEADER]: "aaaa" }, '{"a":1}'));
    expect(requestFingerprint(request({ "Content-Type": "application/json", [CASE_ID_HEADER]: "bbbb" }, '{"a":1}'))).toBe(base);
    expect(requestFingerprint(request({ "Content-Type": "application/json" }, '{"a":2}'))).not.toBe(base);
    expect(requestFingerprint(request({ "Content-Type": "application/xml" }, '{"a":1}'))).not.toBe(base);
    expect(requestFingerprint(request({ "Content-Type": "application/json" }))).not.toBe(base);
    expect(Number.isSafeInteger(base) && base >= 0).toBe(true);
  });

  it("give equal texts one value and 10,000 distinct texts distinct values", () => {
    expect(textFingerprint('{"query":"{ a }"}')).toBe(textFingerprint('{"query":"{ a }"}'));
    const seen = new Set<number>();
    for (let i = 0; i < 10_000; i++) seen.add(textFingerprint(`{"query":"{ item(id: ${i}) }"}`));
    expect(seen.size).toBe(10_000);
  });
});
