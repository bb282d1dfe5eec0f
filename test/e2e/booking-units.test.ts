import { describe, expect, it } from "vitest";
import { hasBearerToken } from "../../examples/booking/auth.js";
import { quote } from "../../examples/booking/pricing.js";
import { createBookingStore } from "../../examples/booking/store.js";
import { parseBookingId, validateNewBooking } from "../../examples/booking/validation.js";

describe("booking store", () => {
  it("assigns increasing ids and evicts the oldest booking beyond its capacity", () => {
    const store = createBookingStore({ capacity: 3 });
    const ids = [1, 2, 3, 4, 5].map((n) => store.add({ guest_name: `g${n}`, nights: n, room_type: "suite", price: 300 * n }).id);
    expect(ids).toEqual([1, 2, 3, 4, 5]);
    expect(store.size).toBe(3);
    expect(store.get(1)).toBeUndefined();
    expect(store.get(2)).toBeUndefined();
    expect(store.get(5)).toMatchObject({ id: 5, guest_name: "g5" });
  });

  it("defaults to 10,000 bookings", () => {
    const store = createBookingStore();
    for (let n = 0; n < 10_001; n++) store.add({ guest_name: "g", nights: 1, room_type: "suite", price: 300 });
    expect(store.size).toBe(10_000);
    expect(store.get(1)).toBeUndefined();
    expect(store.get(10_001)).toBeDefined();
  });
});

describe("pricing", () => {
  it("prices case-insensitively and rejects unknown or inherited names", () => {
    expect(quote("Deluxe", 2)).toEqual({ roomType: "deluxe", price: 360 });
    expect(quote("SUITE", 1)).toEqual({ roomType: "suite", price: 300 });
    expect(quote("penthouse", 1)).toBeUndefined();
    expect(quote("constructor", 1)).toBeUndefined();
  });

  it("keeps the planted defect: an empty room type throws", () => {
    expect(() => quote("", 1)).toThrow("Cannot read properties of undefined (reading 'toUpperCase')");
  });
});

describe("validation", () => {
  it("collects every invalid field, FastAPI-style", () => {
    const result = validateNewBooking({ guest_name: "", nights: true }, { fixed: false });
    expect(result).toEqual({
      ok: false,
      detail: [
        { type: "string_too_short", loc: ["body", "guest_name"], msg: "String should have at least 1 character" },
        { type: "int_type", loc: ["body", "nights"], msg: "Input should be a valid integer" },
        { type: "missing", loc: ["body", "room_type"], msg: "Field required" },
      ],
    });
  });

  it("checks the room type enum only when fixed", () => {
    const body = { guest_name: "A", nights: 1, room_type: "" };
    expect(validateNewBooking(body, { fixed: false }).ok).toBe(true);
    expect(validateNewBooking(body, { fixed: true })).toMatchObject({ ok: false, detail: [{ type: "enum" }] });
  });

  it("parses only plain decimal integers as booking ids", () => {
    expect(parseBookingId("42")).toEqual({ ok: true, value: 42 });
    expect(parseBookingId("-3")).toEqual({ ok: true, value: -3 });
    for (const raw of ["", "1.0", "0x1", " 1", "1e2", "abc"]) expect(parseBookingId(raw).ok, raw).toBe(false);
  });
});

describe("bearer auth", () => {
  it("accepts only the exact token with the Bearer scheme", () => {
    expect(hasBearerToken("Bearer t0k", "t0k")).toBe(true);
    expect(hasBearerToken("bearer t0k", "t0k")).toBe(true);
    expect(hasBearerToken("Bearer t0", "t0k")).toBe(false);
    expect(hasBearerToken("Bearer t0kk", "t0k")).toBe(false);
    expect(hasBearerToken("Basic t0k", "t0k")).toBe(false);
    expect(hasBearerToken("t0k", "t0k")).toBe(false);
    expect(hasBearerToken(undefined, "t0k")).toBe(false);
  });
});
