/**
 * A small users/orders API whose defects only a sequence of linked calls shows, and the
 * schemas that describe it with OpenAPI 3 links or OpenAPI 2.0 x-links.
 */
import { randomUUID } from "node:crypto";
import type { TestReply, TestRequest } from "./server.js";

/** A defect the API can be built with. */
export type Defect =
  /** DELETE answers 204 but the user stays readable (create → delete → get = 200). */
  | "use-after-free"
  /** POST answers 201 with an id but stores nothing (create → get = 404). */
  | "unavailable"
  /** GET of an archived user crashes (create → patch {status: archived} → get = 500). */
  | "archived-crash"
  /** An order for an existing user crashes (create → order with the user's id nested in the body). */
  | "order-crash"
  /** POST answers 201 with the user's id but a status the schema does not allow ("pending"). */
  | "undocumented-status";

/** How the schema writes its links. */
export type LinkStyle = "openapi3" | "swagger2" | "regex" | "none" | "broken";

interface User {
  id: string;
  name: string;
  status: string;
}

const STATUSES = ["active", "suspended", "archived"];
const JSON_TYPE = { "Content-Type": "application/json" };

/** The API's request handler; `/openapi.json` serves the schema in the given link style. */
export function usersHandler(defects: readonly Defect[], style: LinkStyle = "openapi3"): (request: TestRequest) => TestReply {
  const users = new Map<string, User>();
  const deleted = new Set<string>();
  const has = (defect: Defect): boolean => defects.includes(defect);
  return (request) => {
    const path = request.url.pathname;
    if (path === "/openapi.json") return { status: 200, headers: JSON_TYPE, body: style === "swagger2" ? swagger2Schema() : openapi3Schema(style) };
    const body = parse(request.body);
    if (path === "/users") {
      if (request.method !== "POST") return notAllowed("POST");
      if (!isObject(body) || typeof body["name"] !== "string" || !onlyKeys(body, ["name"])) return invalid();
      const user = { id: randomUUID(), name: body["name"], status: has("undocumented-status") ? "pending" : "active" };
      if (!has("unavailable")) users.set(user.id, user);
      return { status: 201, headers: { ...JSON_TYPE, Location: `/users/${user.id}` }, body: user };
    }
    if (path === "/orders") {
      if (request.method !== "POST") return notAllowed("POST");
      const user = isObject(body) ? body["user"] : undefined;
      if (!isObject(body) || !isObject(user) || typeof user["id"] !== "string" || !onlyKeys(body, ["user", "note"]) || ("note" in body && typeof body["note"] !== "string")) {
        return invalid();
      }
      if (has("order-crash") && users.has(user["id"])) return { status: 500, headers: JSON_TYPE, body: { error: "order total overflow" } };
      return { status: 201, headers: JSON_TYPE, body: { id: randomUUID(), user: { id: user["id"] } } };
    }
    const match = /^\/users\/([^/]+)$/.exec(path);
    if (match === null) return { status: 404, headers: JSON_TYPE, body: { error: "no such path" } };
    const id = decodeURIComponent(match[1]!);
    const user = users.get(id);
    const gone = user === undefined || (deleted.has(id) && !has("use-after-free"));
    switch (request.method) {
      case "GET":
        if (gone) return missing();
        if (has("archived-crash") && user.status === "archived") return { status: 500, headers: JSON_TYPE, body: { error: "archived users cannot be rendered" } };
        return { status: 200, headers: JSON_TYPE, body: user };
      case "PATCH":
        if (!isObject(body) || typeof body["status"] !== "string" || !STATUSES.includes(body["status"]) || !onlyKeys(body, ["status"])) return invalid();
        if (gone) return missing();
        user.status = body["status"];
        return { status: 200, headers: JSON_TYPE, body: user };
      case "DELETE":
        if (gone) return missing();
        deleted.add(id);
        if (!has("use-after-free")) users.delete(id);
        return { status: 204 };
      default:
        return notAllowed("GET, PATCH, DELETE");
    }
  };
}

/** A JSON request body, or undefined when it is not JSON. */
export function parse(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString("utf8")) as unknown;
  } catch {
    return undefined;
  }
}

/** Whether a parsed body is a JSON object. */
export function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

function onlyKeys(value: Record<string, unknown>, keys: readonly string[]): boolean {
  return Object.keys(value).every((key) => keys.includes(key));
}

const invalid = (): TestReply => ({ status: 422, headers: JSON_TYPE, body: { error: "invalid input" } });
const missing = (): TestReply => ({ status: 404, headers: JSON_TYPE, body: { error: "not found" } });
const notAllowed = (allow: string): TestReply => ({ status: 405, headers: { ...JSON_TYPE, Allow: allow }, body: { error: "method not allowed" } });

const USER = {
  type: "object",
  required: ["id", "name", "status"],
  properties: { id: { type: "string" }, name: { type: "string" }, status: { type: "string", enum: STATUSES } },
};
const NEW_USER = { type: "object", required: ["name"], properties: { name: { type: "string" } }, additionalProperties: false };
const PATCH = { type: "object", required: ["status"], properties: { status: { type: "string", enum: STATUSES } }, additionalProperties: false };
const ORDER = {
  type: "object",
  required: ["user"],
  properties: {
    user: { type: "object", required: ["id"], properties: { id: { type: "string" } } },
    note: { type: "string" },
  },
  additionalProperties: false,
};
const ERROR = { type: "object", properties: { error: { type: "string" } } };

/** The links of `POST /users` 201: the id read from the body, or (regex style) from `Location`. */
function creationLinks(style: LinkStyle): Record<string, unknown> {
  const id = style === "regex" ? "$response.header.Location#regex:/users/([^/]+)$" : "$response.body#/id";
  return {
    GetUser: { operationId: "getUser", parameters: { id } },
    UpdateUser: { operationId: "updateUser", parameters: { "path.id": id } },
    DeleteUser: { operationId: "deleteUser", parameters: { id } },
    // The nested requestBody extension: the user's id inside an object, its name as a note.
    OrderForUser: { operationId: "createOrder", requestBody: { user: { id: "$response.body#/id" }, note: "$response.body#/name" } },
    ...(style === "broken" ? { RemoveUser: { operationId: "removeUser", parameters: { id } } } : {}),
  };
}

/** The OpenAPI 3.0 schema; `none` declares no links (apitest infers them). */
export function openapi3Schema(style: LinkStyle = "openapi3"): object {
  const json = (schema: object) => ({ "application/json": { schema } });
  const links = (value: Record<string, unknown>) => (style === "none" ? {} : { links: value });
  const errors = { "404": { description: "Not found", content: json(ERROR) }, "422": { description: "Invalid", content: json(ERROR) } };
  const again = { GetAgain: { operationId: "getUser", parameters: { id: "$request.path.id" } } };
  return {
    openapi: "3.0.3",
    info: { title: "Users", version: "1.0" },
    paths: {
      "/users": {
        post: {
          operationId: "createUser",
          requestBody: { required: true, content: json(NEW_USER) },
          responses: {
            "201": { description: "Created", headers: { Location: { schema: { type: "string" } } }, content: json(USER), ...links(creationLinks(style)) },
            "422": errors["422"],
          },
        },
      },
      "/users/{id}": {
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
        get: { operationId: "getUser", responses: { "200": { description: "A user", content: json(USER) }, ...errors } },
        patch: {
          operationId: "updateUser",
          requestBody: { required: true, content: json(PATCH) },
          responses: { "200": { description: "Updated", content: json(USER), ...links(again) }, ...errors },
        },
        delete: { operationId: "deleteUser", responses: { "204": { description: "Deleted", ...links(again) }, ...errors } },
      },
      "/orders": {
        post: {
          operationId: "createOrder",
          requestBody: { required: true, content: json(ORDER) },
          responses: { "201": { description: "Created", content: json({ type: "object" }) }, "422": errors["422"] },
        },
      },
    },
  };
}

/** The same API as Swagger 2.0, its links under `x-links`. */
export function swagger2Schema(): object {
  const again = { GetAgain: { operationId: "getUser", parameters: { id: "$request.path.id" } } };
  const errors = { "404": { description: "Not found", schema: ERROR }, "422": { description: "Invalid", schema: ERROR } };
  const body = (schema: object) => ({ name: "body", in: "body", required: true, schema });
  return {
    swagger: "2.0",
    info: { title: "Users", version: "1.0" },
    consumes: ["application/json"],
    produces: ["application/json"],
    paths: {
      "/users": {
        post: {
          operationId: "createUser",
          parameters: [body(NEW_USER)],
          responses: {
            "201": { description: "Created", headers: { Location: { type: "string" } }, schema: USER, "x-links": creationLinks("swagger2") },
            "422": errors["422"],
          },
        },
      },
      "/users/{id}": {
        parameters: [{ name: "id", in: "path", required: true, type: "string" }],
        get: { operationId: "getUser", responses: { "200": { description: "A user", schema: USER }, ...errors } },
        patch: { operationId: "updateUser", parameters: [body(PATCH)], responses: { "200": { description: "Updated", schema: USER, "x-links": again }, ...errors } },
        delete: { operationId: "deleteUser", responses: { "204": { description: "Deleted", "x-links": again }, ...errors } },
      },
      "/orders": {
        post: { operationId: "createOrder", parameters: [body(ORDER)], responses: { "201": { description: "Created", schema: { type: "object" } }, "422": errors["422"] } },
      },
    },
  };
}
