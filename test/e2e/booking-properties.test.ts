// Property tests: the fixed app conforms to its own document for any input; the defective one
// does not, and the smallest counterexample fast-check finds is the empty room type.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openapiDocument } from "../../examples/booking/openapi.js";
import { JSON_AUTH, AUTH, type RunningApp, documentValidator, startApp } from "../support/booking-harness.js";

const validBooking = fc.record({
  guest_name: fc.string({ minLength: 1, maxLength: 100, unit: "grapheme" }).filter((s) => [...s].length <= 100),
  nights: fc.integer({ min: 1, max: 365 }),
  room_type: fc.constantFrom("standard", "deluxe", "suite"),
});

// Near-valid bodies: every field may be right, wrong-typed, out of range or missing.
const anyBooking = fc.record(
  {
    guest_name: fc.oneof(fc.string({ maxLength: 110 }), fc.jsonValue()),
    nights: fc.oneof(fc.integer({ min: -5, max: 400 }), fc.double(), fc.jsonValue()),
    room_type: fc.oneof(fc.constantFrom("standard", "deluxe", "suite", "Suite", "DELUXE"), fc.string(), fc.jsonValue()),
    extra: fc.jsonValue(),
  },
  { requiredKeys: [] },
);

describe("fixed booking app conforms to its own schema", () => {
  let running: RunningApp;
  const checker = documentValidator(openapiDocument({ fixed: true }));
  beforeAll(async () => {
    running = await startApp(true);
  });
  afterAll(() => running.close());

  async function postProblems(body: string): Promise<{ status: number; problems: string[] }> {
    const response = await fetch(`${running.base}/bookings`, { method: "POST", headers: JSON_AUTH, body });
    const text = await response.text();
    return { status: response.status, problems: checker.problems("/bookings", "post", response.status, response.headers.get("content-type"), text) };
  }

  it("accepts every schema-valid booking with a conforming 200", async () => {
    await fc.assert(
      fc.asyncProperty(validBooking, async (booking) => {
        const { status, problems } = await postProblems(JSON.stringify(booking));
        expect(problems).toEqual([]);
        expect(status).toBe(200);
      }),
      { numRuns: 60, seed: 1 },
    );
  });

  it("answers any body, valid or not, with a documented status and a conforming JSON body", async () => {
    const body = fc.oneof(anyBooking.map((value) => JSON.stringify(value)), fc.jsonValue().map((v) => JSON.stringify(v)), fc.string());
    await fc.assert(
      fc.asyncProperty(body, async (text) => {
        const { status, problems } = await postProblems(text);
        expect(problems).toEqual([]);
        expect([200, 422]).toContain(status);
      }),
      { numRuns: 100, seed: 2 },
    );
  });

  it("answers any booking_id path segment with a documented status", async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.integer().map(String), fc.string({ maxLength: 40 })), async (raw) => {
        const response = await fetch(`${running.base}/bookings/${encodeURIComponent(raw)}`, { headers: AUTH });
        const text = await response.text();
        expect(checker.problems("/bookings/{booking_id}", "get", response.status, response.headers.get("content-type"), text)).toEqual([]);
      }),
      { numRuns: 100, seed: 3 },
    );
  });
});

describe("defective booking app", () => {
  let running: RunningApp;
  beforeAll(async () => {
    running = await startApp(false);
  });
  afterAll(() => running.close());

  it("lets a generator that follows the unfixed schema find the 500, shrunk to room_type \"\"", async () => {
    const unfixedBooking = validBooking.chain((booking) => fc.string().map((room_type) => ({ ...booking, room_type })));
    const result = await fc.check(
      fc.asyncProperty(unfixedBooking, async (booking) => {
        const response = await fetch(`${running.base}/bookings`, { method: "POST", headers: JSON_AUTH, body: JSON.stringify(booking) });
        await response.arrayBuffer();
        return response.status < 500;
      }),
      { numRuns: 200, seed: 4 },
    );
    expect(result.failed).toBe(true);
    expect(result.counterexample?.[0].room_type).toBe("");
  });
});
