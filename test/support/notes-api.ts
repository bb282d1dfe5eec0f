/**
 * A notes API whose defects need linked calls to show, with operations outside every link
 * (`GET /health`, `GET /notes`), for the stateful phase's polish tests.
 */
import { randomUUID } from "node:crypto";
import { isObject, parse } from "./users-api.js";
import type { TestReply, TestRequest } from "./server.js";

/** A defect the API can be built with. */
export type NoteDefect =
  /** GET of a note whose tags were set by PATCH to a non-empty list crashes (create → patch → get = 500). */
  | "tags-crash"
  /** DELETE answers 204 but the note stays readable (create → delete → get = 200). */
  | "use-after-free"
  /** PATCH of an existing note with `pinned: true` crashes (create → patch = 500). */
  | "pin-crash"
  /** GET /health always crashes: a failure every phase finds at once. */
  | "health-crash";

interface Note {
  id: string;
  title: string;
  tags: string[];
  pinned: boolean;
}

const JSON_TYPE = { "Content-Type": "application/json" };

/** Counts of what the API received, by `METHOD /template`. */
export type Received = Map<string, number>;

/** The handler; `/openapi.json` serves the schema. `received` counts the API calls. */
export function notesHandler(defects: readonly NoteDefect[], received: Received = new Map()): (request: TestRequest) => TestReply {
  const notes = new Map<string, Note>();
  const has = (defect: NoteDefect): boolean => defects.includes(defect);
  const count = (key: string): void => {
    received.set(key, (received.get(key) ?? 0) + 1);
  };
  return (request) => {
    const path = request.url.pathname;
    if (path === "/openapi.json") return { status: 200, headers: JSON_TYPE, body: notesSchema() };
    const body = parse(request.body);
    if (path === "/health") {
      count("GET /health");
      if (has("health-crash")) return { status: 500, headers: JSON_TYPE, body: { error: "unwell" } };
      return { status: 200, headers: JSON_TYPE, body: { ok: true } };
    }
    if (path === "/notes") {
      count(`${request.method} /notes`);
      if (request.method === "GET") return { status: 200, headers: JSON_TYPE, body: [...notes.values()] };
      if (request.method !== "POST") return { status: 405, headers: { ...JSON_TYPE, Allow: "GET, POST" }, body: { error: "method not allowed" } };
      if (!isObject(body) || typeof body["title"] !== "string" || Object.keys(body).some((key) => key !== "title")) return invalid();
      const note: Note = { id: randomUUID(), title: body["title"], tags: [], pinned: false };
      notes.set(note.id, note);
      return { status: 201, headers: JSON_TYPE, body: note };
    }
    const match = /^\/notes\/([^/]+)$/.exec(path);
    if (match === null) return { status: 404, headers: JSON_TYPE, body: { error: "no such path" } };
    count(`${request.method} /notes/{id}`);
    const note = notes.get(decodeURIComponent(match[1]!));
    switch (request.method) {
      case "GET":
        if (note === undefined) return missing();
        if (has("tags-crash") && note.tags.length > 0) return { status: 500, headers: JSON_TYPE, body: { error: "tag index corrupt" } };
        return { status: 200, headers: JSON_TYPE, body: note };
      case "PATCH": {
        if (!isObject(body) || !validPatch(body)) return invalid();
        if (note === undefined) return missing();
        if (has("pin-crash") && body["pinned"] === true) return { status: 500, headers: JSON_TYPE, body: { error: "pin board full" } };
        if (typeof body["title"] === "string") note.title = body["title"];
        if (Array.isArray(body["tags"])) note.tags = body["tags"] as string[];
        if (typeof body["pinned"] === "boolean") note.pinned = body["pinned"];
        return { status: 200, headers: JSON_TYPE, body: note };
      }
      case "DELETE":
        if (note === undefined) return missing();
        if (!has("use-after-free")) notes.delete(note.id);
        return { status: 204 };
      default:
        return { status: 405, headers: { ...JSON_TYPE, Allow: "GET, PATCH, DELETE" }, body: { error: "method not allowed" } };
    }
  };
}

function validPatch(body: Record<string, unknown>): boolean {
  const tags = body["tags"];
  return (
    Object.keys(body).every((key) => ["title", "tags", "pinned"].includes(key)) &&
    (body["title"] === undefined || typeof body["title"] === "string") &&
    (body["pinned"] === undefined || typeof body["pinned"] === "boolean") &&
    (tags === undefined || (Array.isArray(tags) && tags.every((tag) => typeof tag === "string")))
  );
}

const invalid = (): TestReply => ({ status: 422, headers: JSON_TYPE, body: { error: "invalid input" } });
const missing = (): TestReply => ({ status: 404, headers: JSON_TYPE, body: { error: "not found" } });

const NOTE = {
  type: "object",
  required: ["id", "title", "tags", "pinned"],
  properties: { id: { type: "string" }, title: { type: "string" }, tags: { type: "array", items: { type: "string" } }, pinned: { type: "boolean" } },
};
const NEW_NOTE = { type: "object", required: ["title"], properties: { title: { type: "string" } }, additionalProperties: false };
const PATCH = {
  type: "object",
  properties: { title: { type: "string" }, tags: { type: "array", items: { type: "string" } }, pinned: { type: "boolean" } },
  additionalProperties: false,
};
const ERROR = { type: "object", properties: { error: { type: "string" } } };

/** The OpenAPI 3.0 schema: POST /notes links to GET, PATCH and DELETE /notes/{id}; /health and GET /notes take part in no link. */
export function notesSchema(): object {
  const json = (schema: object) => ({ "application/json": { schema } });
  const errors = { "404": { description: "Not found", content: json(ERROR) }, "422": { description: "Invalid", content: json(ERROR) } };
  const id = "$response.body#/id";
  const again = { GetAgain: { operationId: "getNote", parameters: { id: "$request.path.id" } } };
  return {
    openapi: "3.0.3",
    info: { title: "Notes", version: "1.0" },
    paths: {
      "/health": { get: { operationId: "health", responses: { "200": { description: "OK", content: json({ type: "object" }) } } } },
      "/notes": {
        get: { operationId: "listNotes", responses: { "200": { description: "Notes", content: json({ type: "array", items: NOTE }) } } },
        post: {
          operationId: "createNote",
          requestBody: { required: true, content: json(NEW_NOTE) },
          responses: {
            "201": {
              description: "Created",
              content: json(NOTE),
              links: {
                GetNote: { operationId: "getNote", parameters: { id } },
                UpdateNote: { operationId: "updateNote", parameters: { id } },
                DeleteNote: { operationId: "deleteNote", parameters: { id } },
              },
            },
            "422": errors["422"],
          },
        },
      },
      "/notes/{id}": {
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
        get: {
          operationId: "getNote",
          parameters: [{ name: "verbose", in: "query", required: false, schema: { type: "boolean" } }],
          responses: { "200": { description: "A note", content: json(NOTE) }, ...errors },
        },
        patch: {
          operationId: "updateNote",
          requestBody: { required: true, content: json(PATCH) },
          responses: { "200": { description: "Updated", content: json(NOTE), links: again }, ...errors },
        },
        delete: { operationId: "deleteNote", responses: { "204": { description: "Deleted", links: again }, ...errors } },
      },
    },
  };
}
