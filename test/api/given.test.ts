import * as fc from "fast-check";
import { describe, expect, test } from "vitest";
import { openapi, UsageError } from "../../src/index.js";
import { parametrize } from "../../src/integrations/parametrize.js";
import { createHonoApp } from "../support/items-api.js";

// Loaded at import, as the specification says for a non-lazy schema.
const schema = await openapi.fromFetchApp("/openapi.json", createHonoApp());
const reads = schema.include({ method: "GET" });

describe("schema.given(...) passes extra generated values to parametrized tests", () => {
  const positional: unknown[] = [];
  const named: unknown[] = [];
  const hooked: string[] = [];
  reads.hook("beforeCall", (ctx, _apiCase, kwargs) => {
    kwargs.headers["X-Hooked"] = ctx.operation.label;
  });
  parametrize(reads.given(fc.integer({ min: 1, max: 3 }), fc.constantFrom("a", "b")), { maxExamples: 10, seed: 3, mode: "positive", phases: ["fuzzing"] })("positional", async ({ case: apiCase, given }) => {
    positional.push(given);
    const response = await apiCase.call();
    hooked.push(String(response.request.headers["X-Hooked"]));
  });
  parametrize(reads.given({ retries: fc.integer({ min: 5, max: 6 }) }), { maxExamples: 5, seed: 3, mode: "positive", phases: ["fuzzing"] })("named", ({ given }) => {
    named.push(given);
  });

  test("an array for given(a, b), an object for given({ … }); schema hooks still apply", () => {
    expect(positional).toHaveLength(20);
    for (const value of positional) {
      expect(value).toEqual([expect.any(Number), expect.any(String)]);
      const [count, letter] = value as [number, string];
      expect(count).toBeGreaterThanOrEqual(1);
      expect(count).toBeLessThanOrEqual(3);
      expect(["a", "b"]).toContain(letter);
    }
    expect(named).toHaveLength(10);
    for (const value of named) expect([{ retries: 5 }, { retries: 6 }]).toContainEqual(value);
    expect(new Set(hooked)).toEqual(new Set(["GET /items", "GET /items/{id}"]));
  });

  test("given() twice, with nothing, or with a non-arbitrary is a usage error", () => {
    expect(() => reads.given(fc.nat()).given(fc.nat())).toThrow(UsageError);
    expect(() => reads.given()).toThrow(/at least one fast-check arbitrary/);
    expect(() => reads.given(42 as unknown as fc.Arbitrary<number>)).toThrow(/argument 1 is not a fast-check arbitrary/);
    expect(() => reads.given({ bad: 1 } as unknown as Record<string, fc.Arbitrary<unknown>>)).toThrow(/given\(\{ bad: … \}\)/);
  });
});
