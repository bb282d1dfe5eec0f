import * as fc from "fast-check";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import { describe, expect, it } from "vitest";
import { fieldsArbitrary, type Entry, type Field } from "../../src/generation/fields.js";

const OPTIONAL = { absent: 1, present: 2 };
const FIELDS: Field[] = [
  { key: "id", arbitrary: fc.integer({ min: 0, max: 1000 }) },
  { key: "name", arbitrary: fc.string({ maxLength: 5 }), presence: OPTIONAL },
  { key: "tags", arbitrary: fc.array(fc.integer({ min: 0, max: 9 }), { maxLength: 4 }), presence: OPTIONAL },
];

function generated(arb: fc.Arbitrary<Record<string, unknown>>, count: number, seed = 1): Record<string, unknown>[] {
  const random = new fc.Random(xoroshiro128plus(seed));
  return Array.from({ length: count }, () => arb.generate(random, undefined).value);
}

function minimal(arb: fc.Arbitrary<Record<string, unknown>>, fails: (value: Record<string, unknown>) => boolean): Record<string, unknown> {
  const details = fc.check(fc.property(arb, (value) => !fails(value)), { seed: 4, numRuns: 100 });
  expect(details.failed).toBe(true);
  return (details.counterexample as [Record<string, unknown>])[0];
}

describe("fieldsArbitrary", () => {
  it("always draws required fields, optional ones by their weights, in field order", () => {
    const values = generated(fieldsArbitrary(FIELDS), 3000);
    let named = 0;
    for (const value of values) {
      expect(typeof value.id).toBe("number");
      expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
      const keys = Object.keys(value);
      expect(keys).toEqual(["id", "name", "tags"].filter((key) => keys.includes(key)));
      if ("name" in value) named++;
    }
    expect(named / values.length).toBeGreaterThan(0.6);
    expect(named / values.length).toBeLessThan(0.73);
  });

  it("keeps a __proto__ key an own property", () => {
    const arb = fieldsArbitrary([{ key: "__proto__", arbitrary: fc.constant({ polluted: true }) }]);
    const [value] = generated(arb, 1) as [Record<string, unknown>];
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.keys(value)).toEqual(["__proto__"]);
    expect(JSON.stringify(value)).toBe('{"__proto__":{"polluted":true}}');
  });

  it("leaves optional fields out more often the deeper the object sits", () => {
    const depthIdentifier = fc.createDepthIdentifier();
    const arb = fieldsArbitrary(FIELDS, { depthIdentifier });
    const share = (depth: number): number => {
      (depthIdentifier as { depth: number }).depth = depth;
      const values = generated(arb, 2000, depth + 7);
      return values.filter((value) => "name" in value).length / values.length;
    };
    const [top, deep] = [share(0), share(4)];
    (depthIdentifier as { depth: number }).depth = 0;
    expect(top).toBeGreaterThan(0.6);
    expect(deep).toBeLessThan(top / 2);
  });

  it("adds extra entries after the fields in about one object in `rarity`", () => {
    const extras = fc.array(fc.tuple(fc.constantFrom("x1", "x2"), fc.integer()), { minLength: 1, maxLength: 1 }) as fc.Arbitrary<readonly Entry[]>;
    const values = generated(fieldsArbitrary(FIELDS, { extras: { arbitrary: extras, rarity: 10 } }), 4000);
    const withExtras = values.filter((value) => "x1" in value || "x2" in value);
    expect(withExtras.length / values.length).toBeGreaterThan(0.07);
    expect(withExtras.length / values.length).toBeLessThan(0.13);
    for (const value of withExtras) expect(Object.keys(value).at(-1)).toMatch(/^x[12]$/);
  });

  it("shrinks away the optional fields and extras a failure does not need", () => {
    const extras = { arbitrary: fc.constant<readonly Entry[]>([["extra", 1]]), rarity: 2 };
    const arb = fieldsArbitrary(FIELDS, { extras });
    expect(minimal(arb, (value) => (value.id as number) >= 5)).toEqual({ id: 5 });
    expect(minimal(arb, (value) => Array.isArray(value.tags) && value.tags.length >= 2)).toEqual({ id: 0, tags: [0, 0] });
    expect(minimal(arb, (value) => "extra" in value)).toEqual({ id: 0, extra: 1 });
  });

  it("does not shrink a value it did not generate", () => {
    expect(fieldsArbitrary(FIELDS).canShrinkWithoutContext({ id: 1 })).toBe(false);
    expect([...fieldsArbitrary(FIELDS).shrink({ id: 1 }, undefined)]).toEqual([]);
  });
});
