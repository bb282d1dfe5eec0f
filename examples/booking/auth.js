import { timingSafeEqual } from "node:crypto";

/**
 * Whether an `Authorization` header carries `Bearer <token>` (scheme case-insensitive, as RFC 6750).
 *
 * @param {string | undefined} header
 * @param {string} token the expected token
 * @returns {boolean}
 */
export function hasBearerToken(header, token) {
  if (header === undefined) return false;
  const match = /^bearer\s+(\S+)\s*$/i.exec(header);
  if (match === null || match[1] === undefined) return false;
  const given = Buffer.from(match[1]);
  const expected = Buffer.from(token);
  // Constant-time comparison, so response timing does not leak how much of the token matched.
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * A Fastify `onRequest` hook rejecting requests without the bearer token with FastAPI's 401.
 *
 * @param {string} token
 * @returns {(request: import("fastify").FastifyRequest, reply: import("fastify").FastifyReply) => Promise<void>}
 */
export function requireBearer(token) {
  return async (request, reply) => {
    if (hasBearerToken(request.headers.authorization, token)) return;
    await sendUnauthorized(reply);
  };
}

/**
 * Sends FastAPI's answer to a missing or wrong bearer token.
 *
 * @param {import("fastify").FastifyReply} reply
 * @returns {import("fastify").FastifyReply}
 */
export function sendUnauthorized(reply) {
  return reply.code(401).header("www-authenticate", "Bearer").send({ detail: "Not authenticated" });
}
