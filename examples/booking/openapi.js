import { ROOM_TYPES } from "./pricing.js";
import { GUEST_NAME_MAX, NIGHTS_MAX, NIGHTS_MIN } from "./validation.js";

/** @typedef {Record<string, unknown>} JsonObject */

/**
 * The booking API's OpenAPI 3.1 document, written the way FastAPI would generate it
 * (operationIds `<function>_<path>_<method>`, `HTTPValidationError` for 422).
 *
 * `fixed: false` is the schema with the defect reachable: `room_type` is any string.
 * `fixed: true` constrains `room_type` to the priced room types, which is the fix.
 *
 * @param {{ fixed?: boolean }} [options]
 * @returns {JsonObject}
 */
export function openapiDocument({ fixed = false } = {}) {
  const roomType = fixed
    ? { $ref: "#/components/schemas/RoomType" }
    : { type: "string", title: "Room Type" };
  return {
    openapi: "3.1.0",
    info: {
      title: "Booking API",
      version: "1.0.0",
      description: "Hotel room bookings: the example API bundled with apitest. Authenticate with `Authorization: Bearer <token>`.",
    },
    paths: {
      "/bookings": {
        post: {
          tags: ["bookings"],
          summary: "Create Booking",
          operationId: "create_booking_bookings_post",
          security: [{ bearerAuth: [] }],
          requestBody: {
            required: true,
            content: { "application/json": { schema: { $ref: "#/components/schemas/BookingCreate" } } },
          },
          responses: {
            200: {
              ...jsonResponse("Successful Response", "Booking"),
              links: {
                GetBookingById: {
                  operationId: "get_booking_bookings__booking_id__get",
                  parameters: { booking_id: "$response.body#/id" },
                  description: "The `id` of the created booking can be used to read it back.",
                },
              },
            },
            401: unauthorized(),
            422: jsonResponse("Validation Error", "HTTPValidationError"),
          },
        },
      },
      "/bookings/{booking_id}": {
        get: {
          tags: ["bookings"],
          summary: "Get Booking",
          operationId: "get_booking_bookings__booking_id__get",
          security: [{ bearerAuth: [] }],
          parameters: [
            { name: "booking_id", in: "path", required: true, schema: { type: "integer", title: "Booking Id" } },
          ],
          responses: {
            200: jsonResponse("Successful Response", "Booking"),
            401: unauthorized(),
            404: jsonResponse("Booking not found", "ErrorMessage"),
            422: jsonResponse("Validation Error", "HTTPValidationError"),
          },
        },
      },
      "/health": {
        get: {
          tags: ["health"],
          summary: "Health",
          operationId: "health_health_get",
          security: [],
          responses: { 200: jsonResponse("Successful Response", "Health") },
        },
      },
    },
    components: {
      schemas: schemas(roomType, fixed),
      securitySchemes: { bearerAuth: { type: "http", scheme: "bearer" } },
    },
  };
}

/**
 * @param {JsonObject} roomType
 * @param {boolean} fixed
 * @returns {JsonObject}
 */
function schemas(roomType, fixed) {
  const guestName = { type: "string", minLength: 1, maxLength: GUEST_NAME_MAX, title: "Guest Name" };
  const nights = { type: "integer", minimum: NIGHTS_MIN, maximum: NIGHTS_MAX, title: "Nights" };
  return {
    BookingCreate: {
      type: "object",
      title: "BookingCreate",
      required: ["guest_name", "nights", "room_type"],
      properties: { guest_name: guestName, nights, room_type: roomType },
    },
    Booking: {
      type: "object",
      title: "Booking",
      required: ["id", "guest_name", "nights", "room_type", "price"],
      properties: {
        id: { type: "integer", minimum: 1, title: "Id" },
        guest_name: guestName,
        nights,
        room_type: roomType,
        price: { type: "integer", minimum: 0, title: "Price" },
      },
    },
    ...(fixed ? { RoomType: { type: "string", enum: [...ROOM_TYPES], title: "RoomType" } } : {}),
    Health: {
      type: "object",
      title: "Health",
      required: ["status"],
      properties: { status: { type: "string", const: "ok", title: "Status" } },
    },
    ErrorMessage: {
      type: "object",
      title: "ErrorMessage",
      required: ["detail"],
      properties: { detail: { type: "string", title: "Detail" } },
    },
    HTTPValidationError: {
      type: "object",
      title: "HTTPValidationError",
      required: ["detail"],
      properties: { detail: { type: "array", items: { $ref: "#/components/schemas/ValidationError" }, title: "Detail" } },
    },
    ValidationError: {
      type: "object",
      title: "ValidationError",
      required: ["loc", "msg", "type"],
      properties: {
        loc: { type: "array", items: { anyOf: [{ type: "string" }, { type: "integer" }] }, title: "Location" },
        msg: { type: "string", title: "Message" },
        type: { type: "string", title: "Error Type" },
      },
    },
  };
}

/**
 * @param {string} description
 * @param {string} schemaName
 * @returns {JsonObject}
 */
function jsonResponse(description, schemaName) {
  return { description, content: { "application/json": { schema: { $ref: `#/components/schemas/${schemaName}` } } } };
}

/** @returns {JsonObject} */
function unauthorized() {
  return {
    ...jsonResponse("Missing or invalid bearer token", "ErrorMessage"),
    headers: { "WWW-Authenticate": { description: "The expected scheme", schema: { type: "string" } } },
  };
}
