import { ROOM_TYPES } from "./pricing.js";

/**
 * One entry of a 422 `detail` list, shaped like FastAPI's (pydantic) validation errors.
 * @typedef {{ type: string, loc: (string | number)[], msg: string }} ValidationIssue
 */

/**
 * A booking request that passed validation.
 * @typedef {{ guest_name: string, nights: number, room_type: string }} NewBooking
 */

/** Fewest nights a booking may cover. */
export const NIGHTS_MIN = 1;
/** Most nights a booking may cover. */
export const NIGHTS_MAX = 365;
/** Longest guest name, in characters (code points, as JSON Schema counts them). */
export const GUEST_NAME_MAX = 100;

/**
 * Validates a `POST /bookings` body against the same constraints the OpenAPI document states.
 * With `fixed`, `room_type` must also be one of the priced room types.
 *
 * @param {unknown} body the parsed request body (undefined when none was sent)
 * @param {{ fixed: boolean }} options
 * @returns {{ ok: true, value: NewBooking } | { ok: false, detail: ValidationIssue[] }}
 */
export function validateNewBooking(body, { fixed }) {
  if (body === undefined) {
    return { ok: false, detail: [{ type: "missing", loc: ["body"], msg: "Field required" }] };
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return {
      ok: false,
      detail: [{ type: "model_attributes_type", loc: ["body"], msg: "Input should be a valid dictionary or object" }],
    };
  }
  const record = /** @type {Record<string, unknown>} */ (body);
  /** @type {ValidationIssue[]} */
  const detail = [];
  const guestName = record["guest_name"];
  const nights = record["nights"];
  const roomType = record["room_type"];
  checkGuestName(guestName, detail);
  checkNights(nights, detail);
  checkRoomType(roomType, fixed, detail);
  if (detail.length > 0) return { ok: false, detail };
  return {
    ok: true,
    value: {
      guest_name: /** @type {string} */ (guestName),
      nights: /** @type {number} */ (nights),
      room_type: /** @type {string} */ (roomType),
    },
  };
}

/** The 422 issue for a `booking_id` that is not an integer. */
export const BOOKING_ID_ISSUE = Object.freeze({
  type: "int_parsing",
  loc: ["path", "booking_id"],
  msg: "Input should be a valid integer, unable to parse string as an integer",
});

/**
 * Parses the `booking_id` path parameter. Only a plain decimal integer is accepted, as the
 * schema says `type: integer`; "1.5", "abc" or "" are rejected.
 *
 * @param {string} raw
 * @returns {{ ok: true, value: number } | { ok: false, detail: ValidationIssue[] }}
 */
export function parseBookingId(raw) {
  if (/^-?\d+$/.test(raw)) return { ok: true, value: Number(raw) };
  return { ok: false, detail: [BOOKING_ID_ISSUE] };
}

/**
 * @param {unknown} value
 * @param {ValidationIssue[]} detail
 */
function checkGuestName(value, detail) {
  const loc = ["body", "guest_name"];
  if (value === undefined) return void detail.push({ type: "missing", loc, msg: "Field required" });
  if (typeof value !== "string") return void detail.push({ type: "string_type", loc, msg: "Input should be a valid string" });
  // JSON Schema counts code points, not UTF-16 units: an emoji is one character.
  const length = [...value].length;
  if (length < 1) detail.push({ type: "string_too_short", loc, msg: "String should have at least 1 character" });
  if (length > GUEST_NAME_MAX) {
    detail.push({ type: "string_too_long", loc, msg: `String should have at most ${GUEST_NAME_MAX} characters` });
  }
}

/**
 * @param {unknown} value
 * @param {ValidationIssue[]} detail
 */
function checkNights(value, detail) {
  const loc = ["body", "nights"];
  if (value === undefined) return void detail.push({ type: "missing", loc, msg: "Field required" });
  if (typeof value !== "number" || !Number.isInteger(value)) {
    return void detail.push({ type: "int_type", loc, msg: "Input should be a valid integer" });
  }
  if (value < NIGHTS_MIN) {
    detail.push({ type: "greater_than_equal", loc, msg: `Input should be greater than or equal to ${NIGHTS_MIN}` });
  }
  if (value > NIGHTS_MAX) {
    detail.push({ type: "less_than_equal", loc, msg: `Input should be less than or equal to ${NIGHTS_MAX}` });
  }
}

/**
 * @param {unknown} value
 * @param {boolean} fixed
 * @param {ValidationIssue[]} detail
 */
function checkRoomType(value, fixed, detail) {
  const loc = ["body", "room_type"];
  if (value === undefined) return void detail.push({ type: "missing", loc, msg: "Field required" });
  if (typeof value !== "string") return void detail.push({ type: "string_type", loc, msg: "Input should be a valid string" });
  if (fixed && !ROOM_TYPES.includes(/** @type {typeof ROOM_TYPES[number]} */ (value))) {
    detail.push({ type: "enum", loc, msg: `Input should be ${describeRoomTypes()}` });
  }
}

/**
 * The room types as a FastAPI enum message lists them.
 * @returns {string} "'standard', 'deluxe' or 'suite'"
 */
export function describeRoomTypes() {
  const quoted = ROOM_TYPES.map((name) => `'${name}'`);
  return `${quoted.slice(0, -1).join(", ")} or ${quoted.at(-1)}`;
}
