// The strict server of the soundness harness (express + express-openapi-validator) answers the controls.
import { startStrictServer } from "../../bench/soundness/strict-server.js";
import { Agent, request as httpRequest } from "node:http";
import { startServer, type TestReply, type TestRequest } from "./server.js";

/**
 * A seeded API for issue 35's acceptance test: 41 operations, 33 seeded defects of different kinds
 * (distinct crashes with similar messages, one behind each edge value, numeric boundaries, auth,
 * stateful, schema, validation), and five correct controls with multipart, XML, form, query and JSON
 * inputs that a strict validator answers (a documented 400/415 for what the schema forbids, 200 for
 * what it allows). Every defect is `{ operation, check }`; the operations outside the controls are
 * otherwise correct (they reject invalid input with a documented 400, answer 405 to a method their
 * path does not declare), so any other failure is a false alarm.
 */
export interface SeededDefect {
  readonly operation: string;
  readonly check: string;
  readonly kind: string;
}

const crash = (operation: string, property: string): SeededDefect => ({ operation, check: "not_a_server_error", kind: `crash reading '${property}'` });

/** Each seeded defect, by operation and the check that finds it. */
export const SEEDED_DEFECTS: readonly SeededDefect[] = [
  // Distinct crashes with similar messages: an optional value left out is read anyway.
  crash("GET /notes", "trim"),
  crash("GET /tags", "split"),
  crash("GET /users/{name}", "toUpperCase"),
  crash("GET /labels", "toLowerCase"),
  crash("GET /colors", "padStart"),
  crash("GET /cities", "normalize"),
  crash("GET /topics", "startsWith"),
  crash("GET /words", "replace"),
  crash("GET /codes", "charAt"),
  crash("GET /prices", "toFixed"),
  crash("POST /comments", "trimStart"),
  // One crash behind each edge value.
  { operation: "GET /search", check: "not_a_server_error", kind: "edge: q= empty" },
  { operation: "GET /files/{name}", check: "not_a_server_error", kind: "edge: NUL byte inside a valid string" },
  { operation: "POST /titles", check: "not_a_server_error", kind: "edge: multibyte string at maxLength" },
  { operation: "GET /docs", check: "not_a_server_error", kind: "edge: lone %" },
  { operation: "GET /me", check: "not_a_server_error", kind: "edge: separators inside a header value" },
  { operation: "POST /tree", check: "not_a_server_error", kind: "edge: recursive body four levels deep" },
  // Numeric boundaries.
  { operation: "POST /orders", check: "not_a_server_error", kind: "crash at quantity 0 (the minimum)" },
  { operation: "GET /pages", check: "not_a_server_error", kind: "crash at page 1000 (the maximum)" },
  // Auth.
  { operation: "GET /secrets", check: "ignored_auth", kind: "declared security ignored" },
  { operation: "GET /vault", check: "ignored_auth", kind: "declared security ignored" },
  // Stateful.
  { operation: "GET /widgets/{id}", check: "use_after_free", kind: "a delete that does not delete" },
  { operation: "GET /gadgets/{id}", check: "ensure_resource_availability", kind: "a created id cannot be read back" },
  // Schema.
  { operation: "GET /profile", check: "response_schema_conformance", kind: "a string property answered as a number" },
  { operation: "GET /totals", check: "response_schema_conformance", kind: "a required property missing" },
  { operation: "GET /stats", check: "status_code_conformance", kind: "undocumented 202" },
  { operation: "GET /version", check: "status_code_conformance", kind: "undocumented 203" },
  { operation: "GET /report", check: "content_type_conformance", kind: "text/plain for a JSON response" },
  { operation: "GET /feed", check: "content_type_conformance", kind: "text/html for a JSON response" },
  { operation: "GET /ping", check: "response_headers_conformance", kind: "a required response header missing" },
  // Validation.
  { operation: "POST /signup", check: "negative_data_rejection", kind: "accepts an email over its maxLength" },
  { operation: "GET /range", check: "positive_data_acceptance", kind: "rejects x > 50 (the schema allows 100)" },
  { operation: "GET /locale", check: "missing_required_header", kind: "a required header never checked" },
];

/** The controls: correct operations that must produce no failure. */
export const SEEDED_CONTROLS = ["POST /controls/uploads", "POST /controls/orders", "POST /controls/logins", "GET /controls/lookup", "POST /controls/notes"] as const;

const OBJECT = { type: "object" };
const json = (schema: object) => ({ "application/json": { schema } });
const ok = (schema: object = OBJECT) => ({ description: "ok", content: json(schema) });
const BAD = { description: "invalid input", content: json(OBJECT) };
const responses = (schema?: object) => ({ "200": ok(schema), "400": BAD });
const query = (name: string, schema: object, required = false) => ({ name, in: "query", required, schema });
const body = (schema: object) => ({ required: true, content: json(schema) });

const OPTIONAL_STRING_OPERATIONS: Record<string, { readonly parameter: string; readonly property: string }> = {
  "/notes": { parameter: "q", property: "trim" },
  "/tags": { parameter: "prefix", property: "split" },
  "/labels": { parameter: "style", property: "toLowerCase" },
  "/colors": { parameter: "hex", property: "padStart" },
  "/cities": { parameter: "name", property: "normalize" },
  "/topics": { parameter: "starts", property: "startsWith" },
  "/words": { parameter: "from", property: "replace" },
  "/codes": { parameter: "code", property: "charAt" },
};

const NODE = { type: "object", required: ["name"], properties: { name: { type: "string", maxLength: 8 }, children: { type: "array", items: { $ref: "#/components/schemas/Node" } } } };
const WIDGET = { type: "object", required: ["id", "name"], properties: { id: { type: "string" }, name: { type: "string" } } };
const NEW_WIDGET = { type: "object", required: ["name"], properties: { name: { type: "string", minLength: 1, maxLength: 20 } } };
const NOT_FOUND = { description: "not found", content: json(OBJECT) };

function resource(name: string, tag: string): Record<string, object> {
  const get = `get${tag}`;
  const del = `delete${tag}`;
  return {
    [`/${name}`]: {
      post: {
        operationId: `create${tag}`,
        requestBody: body(NEW_WIDGET),
        responses: {
          "201": { description: "created", content: json(WIDGET), links: { [get]: { operationId: get, parameters: { id: "$response.body#/id" } }, ...(name === "widgets" ? { [del]: { operationId: del, parameters: { id: "$response.body#/id" } } } : {}) } },
          "400": BAD,
        },
      },
    },
    [`/${name}/{id}`]: {
      parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
      get: { operationId: get, responses: { "200": ok(WIDGET), "404": NOT_FOUND } },
      ...(name === "widgets" ? { delete: { operationId: del, responses: { "204": { description: "deleted" }, "404": NOT_FOUND } } } : {}),
    },
  };
}

const CONTROL_PATHS = {
  "/controls/uploads": {
    post: {
      requestBody: {
        required: true,
        content: {
          "multipart/form-data": {
            schema: {
              type: "object",
              required: ["kind", "amount"],
              properties: { kind: { type: "string", enum: ["image", "video"] }, amount: { type: "integer", minimum: 1, maximum: 100 }, caption: { type: "string", maxLength: 40 } },
              additionalProperties: false,
            },
          },
        },
      },
      responses: { "200": ok(), "400": BAD, "415": BAD },
    },
  },
  "/controls/orders": {
    post: {
      requestBody: {
        required: true,
        content: {
          "application/xml": {
            schema: {
              type: "object",
              required: ["n", "tags"],
              xml: { name: "Order" },
              properties: {
                id: { type: "integer", minimum: 1, xml: { attribute: true } },
                n: { type: "integer", minimum: 1, maximum: 9 },
                tags: { type: "array", maxItems: 4, xml: { wrapped: true }, items: { type: "string", maxLength: 10, xml: { name: "tag" } } },
              },
              additionalProperties: false,
            },
          },
        },
      },
      responses: { "200": ok(), "400": BAD, "415": BAD },
    },
  },
  "/controls/logins": {
    post: {
      requestBody: {
        required: true,
        content: {
          "application/x-www-form-urlencoded": {
            schema: {
              type: "object",
              required: ["user", "pin"],
              properties: { user: { type: "string", minLength: 1, maxLength: 16 }, pin: { type: "integer", minimum: 1000, maximum: 9999 }, remember: { type: "boolean" } },
              additionalProperties: false,
            },
          },
        },
      },
      responses: { "200": ok(), "400": BAD, "415": BAD },
    },
  },
  "/controls/lookup": {
    get: {
      parameters: [query("code", { type: "string", pattern: "^[A-Z]{3}$" }, true), query("limit", { type: "integer", minimum: 1, maximum: 50 })],
      responses: responses(),
    },
  },
  "/controls/notes": {
    post: {
      requestBody: body({ type: "object", required: ["title"], properties: { title: { type: "string", minLength: 1, maxLength: 30 }, pinned: { type: "boolean" } }, additionalProperties: false }),
      responses: { "200": ok(), "400": BAD, "415": BAD },
    },
  },
};

/** The OpenAPI 3.0 document of the seeded API. */
export const SEEDED_DOCUMENT = {
  openapi: "3.0.3",
  info: { title: "Seeded defects", version: "1.0.0" },
  components: {
    schemas: { Node: NODE },
    securitySchemes: { bearer: { type: "http", scheme: "bearer" } },
  },
  paths: {
    ...Object.fromEntries(Object.entries(OPTIONAL_STRING_OPERATIONS).map(([path, { parameter }]) => [path, { get: { parameters: [query(parameter, { type: "string" })], responses: responses() } }])),
    "/users/{name}": {
      get: {
        parameters: [{ name: "name", in: "path", required: true, schema: { type: "string", pattern: "^[a-z]{1,8}$" } }, query("format", { type: "string", enum: ["short", "long"] })],
        responses: responses(),
      },
    },
    "/prices": { get: { parameters: [query("amount", { type: "number" })], responses: responses() } },
    "/comments": { post: { requestBody: body({ type: "object", required: ["text"], properties: { text: { type: "string" }, author: { type: "string" } } }), responses: responses() } },
    "/search": { get: { parameters: [query("q", { type: "string" })], responses: responses() } },
    "/files/{name}": { get: { parameters: [{ name: "name", in: "path", required: true, schema: { type: "string", minLength: 1 } }], responses: responses() } },
    "/titles": { post: { requestBody: body({ type: "object", required: ["title"], properties: { title: { type: "string", minLength: 1, maxLength: 6 } } }), responses: responses() } },
    "/docs": { get: { parameters: [query("path", { type: "string", minLength: 1 }, true)], responses: responses() } },
    "/me": { get: { parameters: [{ name: "X-Locale", in: "header", required: true, schema: { type: "string", minLength: 1 } }], responses: responses() } },
    "/tree": { post: { requestBody: body({ $ref: "#/components/schemas/Node" }), responses: responses() } },
    "/orders": { post: { requestBody: body({ type: "object", required: ["quantity"], properties: { quantity: { type: "integer", minimum: 0, maximum: 500 } } }), responses: responses() } },
    "/pages": { get: { parameters: [query("page", { type: "integer", minimum: 1, maximum: 1000 }, true)], responses: responses() } },
    "/secrets": { get: { security: [{ bearer: [] }], responses: { "200": ok(), "401": { description: "no credentials" } } } },
    "/vault": { get: { security: [{ bearer: [] }], responses: { "200": ok(), "401": { description: "no credentials" } } } },
    ...resource("widgets", "Widget"),
    ...resource("gadgets", "Gadget"),
    "/profile": { get: { responses: { "200": ok({ type: "object", required: ["name"], properties: { name: { type: "string" } } }) } } },
    "/totals": { get: { responses: { "200": ok({ type: "object", required: ["total", "currency"], properties: { total: { type: "integer" }, currency: { type: "string" } } }) } } },
    "/stats": { get: { responses: { "200": ok() } } },
    "/version": { get: { responses: { "200": ok() } } },
    "/report": { get: { responses: { "200": ok() } } },
    "/feed": { get: { responses: { "200": ok() } } },
    "/ping": { get: { responses: { "200": { ...ok(), headers: { "X-Request-Id": { required: true, schema: { type: "string" } } } } } } },
    "/signup": { post: { requestBody: body({ type: "object", required: ["email"], properties: { email: { type: "string", maxLength: 40 } } }), responses: { "201": ok(), "400": BAD } } },
    "/range": { get: { parameters: [query("x", { type: "integer", minimum: 0, maximum: 100 }, true)], responses: responses() } },
    "/locale": { get: { parameters: [{ name: "X-Tenant", in: "header", required: true, schema: { type: "string" } }], responses: responses() } },
    ...CONTROL_PATHS,
  },
};

const CONTROLS_DOCUMENT = { openapi: "3.0.3", info: { title: "Controls", version: "1.0.0" }, paths: CONTROL_PATHS };

/** The crash a handler hits, answered as an Express app would: 500 with the error's message. */
function crashed(run: () => unknown): TestReply {
  try {
    run();
    return { status: 200, body: {} };
  } catch (error) {
    return { status: 500, body: { error: `${(error as Error).name}: ${(error as Error).message}` } };
  }
}

const bad = (detail: string): TestReply => ({ status: 400, body: { detail } });
const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === "object" && !Array.isArray(value);
const chars = (text: string): number => [...text].length;
const INTEGER = /^-?\d+$/;

function readJson(request: TestRequest): { value: unknown } | undefined {
  if (!String(request.headers["content-type"] ?? "").startsWith("application/json")) return undefined;
  try {
    return { value: JSON.parse(request.body.toString("utf8")) as unknown };
  } catch {
    return undefined;
  }
}

function validNode(node: unknown): boolean {
  if (!isObject(node) || typeof node["name"] !== "string" || chars(node["name"]) > 8) return false;
  const children = node["children"];
  return children === undefined || (Array.isArray(children) && children.every(validNode));
}

function depth(node: unknown): number {
  const children = (node as { children?: unknown[] }).children;
  return 1 + (Array.isArray(children) && children.length > 0 ? Math.max(...children.map(depth)) : 0);
}

/** A query integer in [min, max], or a 400. */
function integerQuery(request: TestRequest, name: string, min: number, max: number): number | TestReply {
  const values = request.url.searchParams.getAll(name);
  if (values.length !== 1 || !INTEGER.test(values[0]!)) return bad(`${name} must be one integer`);
  const value = Number(values[0]);
  return value < min || value > max ? bad(`${name} out of range`) : value;
}

type Route = (request: TestRequest, id?: string) => TestReply;

/** The strict server behind the seeded API's controls; it keeps no state that changes its answers. */
export interface SeededControls {
  readonly url: string;
  close(): Promise<void>;
}

/**
 * Starts the strict server that answers the seeded API's controls, on 127.0.0.1. Building its
 * validator takes a quarter of a second of CPU: several seeded APIs may share one.
 */
export function startSeededControls(): Promise<SeededControls> {
  return startStrictServer(CONTROLS_DOCUMENT, { corrections: true });
}

/**
 * Starts the seeded API on 127.0.0.1, with `controls` behind its controls (which its `close`
 * leaves running) or a strict server of its own.
 */
export async function startSeededApi(controls?: SeededControls): Promise<{ readonly url: string; close(): Promise<void> }> {
  const strict = controls ?? (await startSeededControls());
  const widgets = new Map<string, string>();
  let next = 0;
  const create = (request: TestRequest, store: boolean): TestReply => {
    const parsed = readJson(request);
    const name = isObject(parsed?.value) ? parsed.value["name"] : undefined;
    if (typeof name !== "string" || chars(name) < 1 || chars(name) > 20) return bad("name is required (1 to 20 characters)");
    const id = `w${++next}`;
    if (store) widgets.set(id, name);
    return { status: 201, body: { id, name } };
  };
  const optionalString = (parameter: string, property: string): Route => (request) => {
    if (request.url.searchParams.getAll(parameter).length > 1) return bad(`one ${parameter} at most`);
    const value = request.url.searchParams.get(parameter) ?? undefined;
    return crashed(() => (value as unknown as Record<string, () => unknown>)[property]!.call(value));
  };
  const routes: Record<string, Record<string, Route>> = {
    ...Object.fromEntries(Object.entries(OPTIONAL_STRING_OPERATIONS).map(([path, { parameter, property }]) => [path, { GET: optionalString(parameter, property) }])),
    "/users/{name}": {
      GET: (request, name) => {
        if (!/^[a-z]{1,8}$/.test(name!)) return bad("name must be 1 to 8 lowercase letters");
        const formats = request.url.searchParams.getAll("format");
        if (formats.length > 1 || (formats.length === 1 && !["short", "long"].includes(formats[0]!))) return bad("format is short or long");
        return crashed(() => (formats[0] as unknown as string).toUpperCase());
      },
    },
    "/prices": {
      GET: (request) => {
        const amounts = request.url.searchParams.getAll("amount");
        if (amounts.length > 1 || (amounts.length === 1 && (amounts[0]!.trim() === "" || !Number.isFinite(Number(amounts[0]))))) return bad("amount is a number");
        const amount = amounts.length === 1 ? Number(amounts[0]) : undefined;
        return crashed(() => (amount as unknown as number).toFixed(2));
      },
    },
    "/comments": {
      POST: (request) => {
        const parsed = readJson(request);
        const comment = parsed?.value;
        if (!isObject(comment) || typeof comment["text"] !== "string" || (comment["author"] !== undefined && typeof comment["author"] !== "string")) return bad("text is required; author is a string");
        return crashed(() => (comment["author"] as string).trimStart());
      },
    },
    "/search": {
      GET: (request) => {
        if (request.url.searchParams.getAll("q").length > 1) return bad("one q at most");
        return crashed(() => {
          if (request.url.searchParams.get("q") === "") throw new TypeError("Cannot read properties of null (reading 'terms')");
        });
      },
    },
    "/files/{name}": {
      GET: (_request, name) =>
        crashed(() => {
          if (name!.includes("\u0000")) throw new TypeError('The argument \'path\' must be a string without null bytes. Received "..."');
        }),
    },
    "/titles": {
      POST: (request) => {
        const title = (readJson(request)?.value as { title?: unknown } | undefined)?.title;
        if (typeof title !== "string" || chars(title) < 1 || chars(title) > 6) return bad("title is 1 to 6 characters");
        return crashed(() => {
          if (Buffer.byteLength(title) > 12) throw new RangeError("value too long for type character varying(12)");
        });
      },
    },
    "/docs": {
      GET: (request) => {
        const paths = request.url.searchParams.getAll("path");
        if (paths.length !== 1 || paths[0] === "") return bad("path is required");
        // URLSearchParams decodes leniently; the handler decodes the raw value again, as some routers do.
        const raw = /(?:^|&)path=([^&]*)/.exec(request.url.search.slice(1))?.[1] ?? "";
        return crashed(() => decodeURIComponent(decodeURIComponent(raw.replace(/\+/g, " "))));
      },
    },
    "/me": {
      GET: (request) => {
        const locale = request.headers["x-locale"];
        if (typeof locale !== "string" || locale === "") return bad("X-Locale is required");
        return crashed(() => {
          if (/[;,]/.test(locale)) throw new TypeError("Cannot read properties of undefined (reading 'region')");
        });
      },
    },
    "/tree": {
      POST: (request) => {
        const tree = readJson(request)?.value;
        if (!validNode(tree)) return bad("a tree of named nodes");
        return crashed(() => {
          if (depth(tree) >= 4) throw new RangeError("Maximum call stack size exceeded");
        });
      },
    },
    "/orders": {
      POST: (request) => {
        const quantity = (readJson(request)?.value as { quantity?: unknown } | undefined)?.quantity;
        if (typeof quantity !== "number" || !Number.isInteger(quantity) || quantity < 0 || quantity > 500) return bad("quantity is an integer from 0 to 500");
        return crashed(() => {
          if (quantity === 0) throw new RangeError("Division by zero computing the unit price");
        });
      },
    },
    "/pages": {
      GET: (request) => {
        const page = integerQuery(request, "page", 1, 1000);
        if (typeof page !== "number") return page;
        return crashed(() => new Array(1000 - page - 1));
      },
    },
    "/secrets": { GET: () => ({ status: 200, body: { secret: "s3" } }) },
    "/vault": { GET: () => ({ status: 200, body: { items: [] } }) },
    "/widgets": { POST: (request) => create(request, true) },
    "/widgets/{id}": {
      GET: (_request, id) => (widgets.has(id!) ? { status: 200, body: { id, name: widgets.get(id!) } } : { status: 404, body: { detail: "no such widget" } }),
      // The defect: answers 204 and keeps the widget.
      DELETE: (_request, id) => (widgets.has(id!) ? { status: 204 } : { status: 404, body: { detail: "no such widget" } }),
    },
    // The defect: the created gadget is never stored.
    "/gadgets": { POST: (request) => create(request, false) },
    "/gadgets/{id}": { GET: () => ({ status: 404, body: { detail: "no such gadget" } }) },
    "/profile": { GET: () => ({ status: 200, body: { name: 42 } }) },
    "/totals": { GET: () => ({ status: 200, body: { total: 12 } }) },
    "/stats": { GET: () => ({ status: 202, body: {} }) },
    "/version": { GET: () => ({ status: 203, body: {} }) },
    "/report": { GET: () => ({ status: 200, headers: { "content-type": "text/plain" }, body: "total: 12" }) },
    "/feed": { GET: () => ({ status: 200, headers: { "content-type": "text/html" }, body: "<p>feed</p>" }) },
    "/ping": { GET: () => ({ status: 200, body: {} }) },
    "/signup": {
      POST: (request) => {
        // The defect: the email's maxLength (40) is never checked.
        const email = (readJson(request)?.value as { email?: unknown } | undefined)?.email;
        return typeof email === "string" ? { status: 201, body: {} } : bad("email is required");
      },
    },
    "/range": {
      GET: (request) => {
        const x = integerQuery(request, "x", 0, 100);
        if (typeof x !== "number") return x;
        return x > 50 ? bad("x is at most 50") : { status: 200, body: {} };
      },
    },
    "/locale": { GET: () => ({ status: 200, body: {} }) },
  };
  const templates = Object.keys(routes).map((template) => ({ template, match: new RegExp(`^${template.replace(/\{\w+\}/, "([^/]+)")}$`) }));

  const server = await startServer(async (request) => {
    const { pathname } = request.url;
    if (pathname === "/openapi.json") return { status: 200, body: SEEDED_DOCUMENT };
    const control = (CONTROL_PATHS as Record<string, Record<string, unknown>>)[pathname];
    if (control !== undefined) {
      // Undeclared methods are answered here, with `Allow` (the validator's 405 has none; fetch refuses TRACE).
      const allowed = Object.keys(control).map((method) => method.toUpperCase());
      if (!allowed.includes(request.method)) return { status: 405, headers: { allow: allowed.join(", ") }, body: { detail: "method not allowed" } };
      return forward(strict.url, request);
    }
    for (const { template, match } of templates) {
      const found = match.exec(pathname);
      if (found === null) continue;
      const route = routes[template]![request.method];
      if (route === undefined) return { status: 405, headers: { allow: Object.keys(routes[template]!).join(", ") }, body: { detail: "method not allowed" } };
      let id: string | undefined;
      try {
        id = found[1] === undefined ? undefined : decodeURIComponent(found[1]);
      } catch {
        return bad("a path segment that does not decode");
      }
      return route(request, id);
    }
    return { status: 404, body: { detail: "not found" } };
  });
  return {
    url: server.url,
    close: async () => {
      await server.close();
      if (controls === undefined) await strict.close();
    },
  };
}

const HOP = new Set(["host", "connection", "content-length", "transfer-encoding", "keep-alive"]);
/** The headers fetch adds to a request that lacks them (the strict server saw these when the proxy used fetch). */
const FETCH_DEFAULTS: Readonly<Record<string, string>> = { accept: "*/*", "accept-language": "*", "user-agent": "node", "accept-encoding": "gzip, deflate" };
/** Keeps the connections to the strict server open between requests, as fetch's pool did. */
const AGENT = new Agent({ keepAlive: true });

/**
 * Sends a control's request on to the strict server, and its answer back: the request fetch sent
 * (the same headers, repeated ones joined as fetch joins them), on node:http, which costs the proxy
 * a fraction of fetch's CPU.
 */
function forward(base: string, request: TestRequest, retried = false): Promise<TestReply> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (HOP.has(name) || value === undefined) continue;
    headers[name] = Array.isArray(value) ? value.join(name === "cookie" ? "; " : ", ") : value;
  }
  for (const [name, value] of Object.entries(FETCH_DEFAULTS)) headers[name] ??= value;
  headers["sec-fetch-mode"] = "cors";
  const body = request.method !== "GET" && request.method !== "HEAD" ? request.body : undefined;
  if (body !== undefined) headers["content-length"] = String(body.length);
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: hostname, port, method: request.method, path: `${request.url.pathname}${request.url.search}`, headers, agent: AGENT }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () => resolve({ status: response.statusCode ?? 502, headers: { "content-type": response.headers["content-type"] ?? "application/json" }, body: Buffer.concat(chunks) }));
    });
    // A kept-alive connection the strict server closed as this request went out (its idle
    // timeout, a busy machine widens the window): send it again on a new one, as fetch's pool
    // does. The strict server keeps no state, so a second send is harmless.
    outgoing.on("error", (error: NodeJS.ErrnoException) => {
      if (outgoing.reusedSocket && !retried && (error.code === "ECONNRESET" || error.code === "EPIPE")) forward(base, request, true).then(resolve, reject);
      else reject(error);
    });
    outgoing.end(body);
  });
}
