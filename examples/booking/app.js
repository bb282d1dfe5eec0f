import Fastify from "fastify";
import { hasBearerToken, requireBearer, sendUnauthorized } from "./auth.js";
import { docsPage } from "./docs-page.js";
import { openapiDocument } from "./openapi.js";
import { quote, ROOM_TYPES } from "./pricing.js";
import { createBookingStore } from "./store.js";
import { BOOKING_ID_ISSUE, parseBookingId, validateNewBooking } from "./validation.js";

/** Methods answered with 405 on a known path; HEAD comes with GET automatically. */
const ALL_METHODS = /** @type {const} */ (["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE"]);

/**
 * Builds the booking API: a Fastify 5 instance, not yet listening.
 *
 * `fixed: false` serves the API with its defect (an empty `room_type` crashes the pricing code
 * with a 500). `fixed: true` constrains `room_type` to the priced values in both the schema and
 * the server, so every response then conforms to the OpenAPI document.
 *
 * @param {{ token?: string, fixed?: boolean }} [options]
 * @returns {import("fastify").FastifyInstance}
 * @example
 * const app = buildApp({ fixed: true });
 * await app.listen({ port: 0, host: "127.0.0.1" });
 */
export function buildApp({ token = "demo-token", fixed = false } = {}) {
  const app = Fastify({
    logger: false,
    // Long generated path parameters must reach the handler (422), not fall through to a 404.
    routerOptions: { maxParamLength: 10_000 },
    // FastAPI accepts any key; Fastify's default rejects "__proto__" with a 400.
    onProtoPoisoning: "remove",
    onConstructorPoisoning: "remove",
    // Invalid percent-encoding ("/bookings/%E0") never reaches a route; answer as the route would.
    frameworkErrors: (error, request, reply) =>
      answerFrameworkError(error, request, /** @type {import("fastify").FastifyReply} */ (reply), token),
  });
  const store = createBookingStore();
  const document = openapiDocument({ fixed });
  const guard = requireBearer(token);

  app.setNotFoundHandler(async (_request, reply) => reply.code(404).send({ detail: "Not Found" }));
  app.setErrorHandler(async (/** @type {import("fastify").FastifyError} */ error, request, reply) => {
    const { allow } = /** @type {{ allow?: unknown }} */ (request.routeOptions.config);
    if (typeof allow === "string") return methodNotAllowed(reply, allow);
    const status = typeof error.statusCode === "number" ? error.statusCode : 500;
    // Fastify's own client errors (malformed JSON, unsupported media type, body too large) are
    // undocumented 400/413/415s; answer with the documented validation error like FastAPI does.
    if (status >= 400 && status < 500) {
      return reply.code(422).send({ detail: [{ type: "body_error", loc: ["body"], msg: error.message }] });
    }
    // Anything else is a real crash: Fastify's default handler answers the usual 500 JSON.
    throw error;
  });

  app.get("/health", async () => ({ status: "ok" }));
  app.get("/openapi.json", async () => document);
  app.get("/docs", async (_request, reply) => reply.type("text/html; charset=utf-8").send(docsPage()));

  app.post("/bookings", { onRequest: guard }, async (request, reply) => {
    const result = validateNewBooking(request.body, { fixed });
    if (!result.ok) return reply.code(422).send({ detail: result.detail });
    const { guest_name, nights, room_type } = result.value;
    const priced = quote(room_type, nights);
    if (priced === undefined) {
      const msg = `Unknown room type '${room_type}': choose one of ${ROOM_TYPES.join(", ")}`;
      return reply.code(422).send({ detail: [{ type: "value_error", loc: ["body", "room_type"], msg }] });
    }
    return store.add({ guest_name, nights, room_type: priced.roomType, price: priced.price });
  });

  app.get("/bookings/:booking_id", { onRequest: guard }, async (request, reply) => {
    const { booking_id } = /** @type {{ booking_id: string }} */ (request.params);
    const id = parseBookingId(booking_id);
    if (!id.ok) return reply.code(422).send({ detail: id.detail });
    const booking = store.get(id.value);
    if (booking === undefined) return reply.code(404).send({ detail: "Booking not found" });
    return booking;
  });

  rejectOtherMethods(app, "/health", ["GET"]);
  rejectOtherMethods(app, "/bookings", ["POST"]);
  rejectOtherMethods(app, "/bookings/:booking_id", ["GET"]);
  return app;
}

/**
 * Answers every method a path does not serve with 405 and an `Allow` header, as Starlette does,
 * instead of Fastify's 404 (which would claim the resource does not exist).
 *
 * @param {import("fastify").FastifyInstance} app
 * @param {string} url
 * @param {readonly string[]} served
 */
function rejectOtherMethods(app, url, served) {
  const allow = [...served, ...(served.includes("GET") ? ["HEAD"] : [])].join(", ");
  const others = ALL_METHODS.filter((method) => !served.includes(method));
  app.route({ method: others, url, config: { allow }, handler: async (_request, reply) => methodNotAllowed(reply, allow) });
}

/**
 * Answers a request Fastify rejected before routing. Invalid percent-encoding ("/bookings/%E0")
 * on the booking path gets what the route would answer for a non-integer id.
 *
 * @param {import("fastify").FastifyError} error
 * @param {import("fastify").FastifyRequest} request
 * @param {import("fastify").FastifyReply} reply
 * @param {string} token
 */
function answerFrameworkError(error, request, reply, token) {
  if (error.code !== "FST_ERR_BAD_URL" || !request.url.startsWith("/bookings/")) {
    return void reply.code(404).send({ detail: "Not Found" });
  }
  if (!hasBearerToken(request.headers.authorization, token)) return void sendUnauthorized(reply);
  reply.code(422).send({ detail: [BOOKING_ID_ISSUE] });
}

/**
 * @param {import("fastify").FastifyReply} reply
 * @param {string} allow
 */
function methodNotAllowed(reply, allow) {
  return reply.code(405).header("allow", allow).send({ detail: "Method Not Allowed" });
}
