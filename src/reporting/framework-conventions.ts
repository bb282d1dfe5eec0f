import type { Response } from "../core/response.js";

/** A web framework whose default answers some checks flag, recognized from the API's responses. */
export type Framework = "Express" | "Fastify" | "Hono";

/** Which default answer: an undeclared method answered 404, or a request validator's own 400/422. */
export type ConventionKind = "undeclared-method" | "validator-status";

/**
 * A framework's convention the run's failures follow, told once for the whole run: what the
 * framework does, which causes (findings) it explains, and the setting to change — the
 * framework's own, then apitest's.
 */
export interface FrameworkConvention {
  readonly kind: ConventionKind;
  /** Undefined when no response named the framework (the advice is then generic). */
  readonly framework?: Framework;
  readonly check: string;
  readonly status: number;
  /** Ids of the findings it explains. */
  readonly findings: readonly number[];
  /** Operations those findings hit. */
  readonly operations: number;
  /** What the app does, one sentence. */
  readonly what: string;
  /** What to change: the framework's setting, then how to accept it in apitest.toml. */
  readonly change: string;
}

/** What a response needs to be read here (a stored response is rebuilt as a {@link Response}). */
type Answer = Pick<Response, "statusCode" | "headers" | "content">;

/** The convention a cause follows: only `unsupported_method` answered 404, and undocumented 400/422 statuses. */
export function conventionKind(check: string, status: number | undefined): ConventionKind | undefined {
  if (check === "unsupported_method" && status === 404) return "undeclared-method";
  if (check === "status_code_conformance" && (status === 400 || status === 422)) return "validator-status";
  return undefined;
}

/**
 * The framework a response comes from, when it says so: Express's `X-Powered-By` or its
 * `Cannot PUT /path` page, Fastify's `{statusCode, error, message}` errors (`FST_…` codes,
 * `Route PUT:/path not found`), Hono's plain `404 Not Found` or `@hono/zod-validator`'s
 * `{success: false, error: ZodError}`.
 */
export function recognizeFramework(response: Answer | undefined): Framework | undefined {
  if (response === undefined) return undefined;
  const header = (name: string): string => (response.headers[name] ?? []).join(", ");
  if (/\bexpress\b/i.test(header("x-powered-by"))) return "Express";
  if (/\bhono\b/i.test(header("x-powered-by"))) return "Hono";
  const text = Buffer.from(response.content.buffer, response.content.byteOffset, Math.min(response.content.byteLength, 4096)).toString("utf8");
  if (/<pre>Cannot [A-Z]+ \/[^<]*<\/pre>/.test(text)) return "Express";
  if (text === "404 Not Found" && header("content-type").startsWith("text/plain")) return "Hono";
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (body === null || typeof body !== "object" || Array.isArray(body)) return undefined;
  const record = body as Record<string, unknown>;
  if (typeof record["code"] === "string" && record["code"].startsWith("FST_")) return "Fastify";
  if (typeof record["message"] === "string" && /^Route [A-Z]+:\/\S* not found$/.test(record["message"])) return "Fastify";
  const error = record["error"];
  if (record["success"] === false && error !== null && typeof error === "object" && (error as Record<string, unknown>)["name"] === "ZodError") return "Hono";
  return undefined;
}

/** What a framework does and what to change, for one convention and status. */
export function describeConvention(kind: ConventionKind, framework: Framework | undefined, status: number): { what: string; change: string } {
  if (kind === "undeclared-method") {
    const accept = "or accept it in apitest.toml: [checks.unsupported_method] enabled = false";
    switch (framework) {
      case "Express":
        return {
          what: "Express answers a method a path does not declare with 404 (`Cannot PUT /path`): it has no 405 of its own.",
          change: `Add after each path's routes \`app.all(path, (req, res) => res.set("Allow", "GET, POST").sendStatus(405))\`, ${accept}`,
        };
      case "Fastify":
        return {
          what: "Fastify's router answers a method a path does not declare with 404 (`Route PUT:/path not found`), not 405.",
          change: `Answer 405 with an \`Allow\` header from \`fastify.setNotFoundHandler()\` when \`fastify.hasRoute()\` knows the path with another method, ${accept}`,
        };
      case "Hono":
        return {
          what: "Hono answers a method a path does not declare with its not-found response (404), not 405.",
          change: `Add after each path's routes \`app.all(path, (c) => c.body(null, 405, { Allow: "GET, POST" }))\`, ${accept}`,
        };
      default:
        return {
          what: "The API answers a method a path does not declare with 404, as Express, Fastify, Hono and many frameworks do by default (RFC 9110 asks for 405 with `Allow`).",
          change: `Answer 405 with an \`Allow\` header for the paths' other methods, ${accept}`,
        };
    }
  }
  const accept = `or accept it in apitest.toml: [checks.status_code_conformance] enabled = false`;
  switch (framework) {
    case "Fastify":
      return {
        what: `Fastify's schema validation answers ${status} (\`FST_ERR_VALIDATION\`) before the handler runs, whatever the OpenAPI document lists.`,
        change: `Document ${status} for these operations, or set \`attachValidation: true\` on the routes and answer a documented status, ${accept}`,
      };
    case "Hono":
      return {
        what: `\`@hono/zod-validator\` answers ${status} with the ZodError when a request fails validation, whatever the OpenAPI document lists.`,
        change: `Document ${status} for these operations, or pass a hook as \`zValidator\`'s third argument that answers a documented status, ${accept}`,
      };
    case "Express":
      return {
        what: `The Express app's request validator (e.g. express-openapi-validator) answers ${status}, which the OpenAPI document does not list.`,
        change: `Document ${status} for these operations, or map the validator's errors to a documented status in the error handler, ${accept}`,
      };
    default:
      return {
        what: `A framework's request validator answers ${status}, which the OpenAPI document does not list for these operations.`,
        change: `Document ${status} for these operations, ${accept}`,
      };
  }
}
