import * as fc from "fast-check";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import { describe, expect, it } from "vitest";
import type { CaseData } from "../../src/core/case.js";
import { shrinkValue } from "../../src/engine/shrink.js";
import { caseArbitrary } from "../../src/generation/case-arbitrary.js";
import type { GenerationContext } from "../../src/generation/context.js";
import { buildOpenApiSpec } from "../../src/specs/openapi/load-spec.js";

/** Milliseconds a `format: slow` string costs to make, on the test's clock. */
const SLOW_MS = 50;

/**
 * A big nested body whose shrink steps are slow: objects with `minProperties` are built with a
 * `chain`, so shrinking their required part regenerates all 30 optional properties — every one a
 * `format: slow` string that advances the test's clock when made. One step costs up to 1.5 s.
 */
function bigBodyDocument(): Record<string, unknown> {
  const slow = { type: "string", format: "slow" };
  const optional = Object.fromEntries(Array.from({ length: 30 }, (_, index) => [`p${index}`, slow]));
  const item = { type: "object", required: ["r"], minProperties: 20, additionalProperties: false, properties: { r: slow, ...optional } };
  const body = { type: "object", required: ["items"], properties: { items: { type: "array", minItems: 4, maxItems: 4, items: item } } };
  return {
    openapi: "3.0.3",
    info: { title: "Big", version: "1" },
    paths: { "/big": { post: { requestBody: { required: true, content: { "application/json": { schema: body } } }, responses: { "200": { description: "OK" } } } } },
  };
}

async function slowCase(clock: { now: number }): Promise<{ arbitrary: fc.Arbitrary<CaseData>; failing: fc.Value<CaseData> }> {
  const spec = await buildOpenApiSpec({ document: bigBodyDocument(), location: "big.json" } as never);
  const slowString = fc.string({ minLength: 3, maxLength: 12 }).map((value) => {
    clock.now += SLOW_MS;
    return value;
  });
  const ctx: GenerationContext = { resolver: spec.resolver, allowX00: true, excludeHeaderCharacters: "\r\n", formats: new Map([["slow", slowString]]) };
  const arbitrary = caseArbitrary(spec.operations[0]!, ctx);
  return { arbitrary, failing: arbitrary.generate(new fc.Random(xoroshiro128plus(7)), undefined) };
}

describe("the shrink budget against slow shrink steps (fuzzing phase's shrinkValue)", () => {
  it("no candidate is sent, or finishes computing, after the time budget: one slow step cannot overrun it", async () => {
    const clock = { now: 0 };
    const { arbitrary, failing } = await slowCase(clock);
    const maxMillis = 3_000;
    const start = clock.now;
    const sentAt: number[] = [];
    await shrinkValue(
      arbitrary,
      failing,
      async () => {
        sentAt.push(clock.now - start);
        // Half the candidates still fail: the search goes on both across and down the tree.
        return sentAt.length % 2 === 0 ? "still-fails" : "passes";
      },
      { maxAttempts: 150, maxMillis, now: () => clock.now },
    );
    // Requests: some were sent, none after the deadline.
    expect(sentAt.length).toBeGreaterThan(0);
    expect(sentAt.every((at) => at <= maxMillis)).toBe(true);
    // The step in progress at the deadline stopped at the next value it made, not at its end
    // (a whole step regenerates up to 4 × 30 slow strings: 6 s on this clock).
    expect(clock.now - start).toBeLessThanOrEqual(maxMillis + SLOW_MS);
  });

  it("the request budget holds whatever the time: at most 150 candidates are sent", async () => {
    const clock = { now: 0 };
    const { arbitrary, failing } = await slowCase(clock);
    let sent = 0;
    await shrinkValue(
      arbitrary,
      failing,
      async () => {
        sent++;
        return "passes";
      },
      { maxAttempts: 150, maxMillis: Number.POSITIVE_INFINITY, now: () => clock.now },
    );
    expect(sent).toBe(150);
  });

  it("with time to spare it shrinks to the minimal value, unchanged by the deadline checks", async () => {
    const clock = { now: 0 };
    const { arbitrary, failing } = await slowCase(clock);
    let sent = 0;
    const minimal = await shrinkValue(
      arbitrary,
      failing,
      async () => {
        sent++;
        return "still-fails";
      },
      { maxAttempts: 10_000, maxMillis: Number.POSITIVE_INFINITY, now: () => clock.now },
    );
    const items = (minimal.value.body as { items: Record<string, string>[] }).items;
    expect(items).toHaveLength(4);
    for (const item of items) {
      expect(Object.keys(item).length).toBeGreaterThanOrEqual(20);
      for (const value of Object.values(item)) expect(value).toHaveLength(3);
    }
    expect(sent).toBeGreaterThan(0);
  });
});
