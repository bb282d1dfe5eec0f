import type { TestReply, TestRequest } from "./server.js";

/** The zoo's resources; each has five operations (list, create, read, replace, delete): 30 in all. */
export const ZOO_RESOURCES = ["animals", "keepers", "enclosures", "feedings", "tickets", "visitors"] as const;

type Resource = (typeof ZOO_RESOURCES)[number];

/** Resources whose list crashes (500) on an empty `name` filter: one cause, four operations. */
const CRASH_ON_EMPTY_NAME: readonly Resource[] = ["animals", "keepers", "tickets", "visitors"];
/** Resources that document their 400 answers; the others answer 400 without saying so. */
const DOCUMENTS_400: readonly Resource[] = ["animals", "keepers"];

/**
 * Seeded defects of the zoo API (a stateless server, so a seeded run is deterministic):
 * - every path answers an undeclared method with 404 instead of 405 (30 operations, one cause);
 * - `GET /{animals,keepers,tickets,visitors}?name=` crashes with 500 (4 operations, one cause);
 * - invalid input gets a 400 that only animals and keepers document (the others: one cause);
 * - enclosures are returned without their required `id` (2 operations);
 * - `POST /feedings` accepts any body, valid or not;
 * - `GET /visitors/{id}` answers `text/plain`;
 * - `DELETE /tickets/{id}` answers 200 with a body instead of the documented 204.
 */
export const ZOO_DEFECTS = {
  unsupportedMethod: 30,
  crashOnEmptyName: CRASH_ON_EMPTY_NAME.length,
} as const;

const ITEM = {
  type: "object",
  required: ["id", "name"],
  properties: { id: { type: "integer" }, name: { type: "string" }, size: { type: "integer", minimum: 0 } },
};

const BODY = {
  required: true,
  content: {
    "application/json": {
      schema: {
        type: "object",
        required: ["name"],
        additionalProperties: false,
        properties: { name: { type: "string", minLength: 1, maxLength: 40 }, size: { type: "integer", minimum: 0, maximum: 1000 } },
      },
    },
  },
};

const ID = { name: "id", in: "path", required: true, schema: { type: "integer", minimum: 1 } };

function json(schema: object, description: string): object {
  return { description, content: { "application/json": { schema } } };
}

function operations(resource: Resource): Record<string, object> {
  const bad = DOCUMENTS_400.includes(resource) ? { "400": { description: "invalid input" } } : {};
  const item = json({ $ref: "#/components/schemas/Item" }, "the item");
  const name = resource.slice(0, -1).replace(/^./, (c) => c.toUpperCase());
  return {
    [`/${resource}`]: {
      get: {
        operationId: `list${name}s`,
        tags: [resource],
        parameters: [
          { name: "limit", in: "query", schema: { type: "integer", minimum: 1, maximum: 100 } },
          // An empty filter is a value the API accepts (OpenAPI: an empty query value needs allowEmptyValue).
          { name: "name", in: "query", allowEmptyValue: true, schema: { type: "string", maxLength: 40 } },
        ],
        responses: { "200": json({ type: "array", items: { $ref: "#/components/schemas/Item" } }, "the items"), ...bad },
      },
      post: { operationId: `create${name}`, tags: [resource], requestBody: BODY, responses: { "201": item, ...bad } },
    },
    [`/${resource}/{id}`]: {
      get: { operationId: `get${name}`, tags: [resource], parameters: [ID], responses: { "200": item, "404": { description: "no such item" }, ...bad } },
      put: { operationId: `replace${name}`, tags: [resource], parameters: [ID], requestBody: BODY, responses: { "200": item, "404": { description: "no such item" }, ...bad } },
      delete: { operationId: `delete${name}`, tags: [resource], parameters: [ID], responses: { "204": { description: "deleted" }, "404": { description: "no such item" }, ...bad } },
    },
  };
}

/** The zoo's OpenAPI 3.0 document (30 operations, no links). */
export function zooDocument(): object {
  return {
    openapi: "3.0.3",
    info: { title: "Zoo", version: "1.0" },
    paths: Object.assign({}, ...ZOO_RESOURCES.map(operations)),
    components: { schemas: { Item: ITEM } },
  };
}

/** Why a body is not a valid item, or undefined when it is. */
function bodyProblem(body: Buffer): string | undefined {
  let value: unknown;
  try {
    value = JSON.parse(body.toString("utf8"));
  } catch {
    return "body is not JSON";
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return "body is not an object";
  const record = value as Record<string, unknown>;
  if (Object.keys(record).some((key) => key !== "name" && key !== "size")) return "unknown property";
  if (typeof record["name"] !== "string" || record["name"].length === 0 || [...record["name"]].length > 40) return "name must be 1 to 40 characters";
  if (record["size"] !== undefined && (!Number.isInteger(record["size"]) || (record["size"] as number) < 0 || (record["size"] as number) > 1000)) return "size must be 0 to 1000";
  return undefined;
}

function isJson(request: TestRequest): boolean {
  return (request.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase() === "application/json";
}

function idProblem(raw: string): string | undefined {
  return /^[0-9]+$/.test(raw) && Number(raw) >= 1 ? undefined : "id must be a positive integer";
}

function queryProblem(url: URL): string | undefined {
  const limit = url.searchParams.getAll("limit");
  if (limit.length > 1) return "limit given twice";
  if (limit.length === 1 && (!/^[1-9][0-9]*$/.test(limit[0]!) || Number(limit[0]) > 100)) return "limit must be 1 to 100";
  const name = url.searchParams.getAll("name");
  if (name.length > 1 || (name[0] !== undefined && [...name[0]].length > 40)) return "name too long";
  return undefined;
}

const invalid = (message: string): TestReply => ({ status: 400, body: { message } });

/** The zoo API with its seeded defects (see {@link ZOO_DEFECTS}); serves its document at `/openapi.json`. */
export function zooHandler(): (request: TestRequest) => TestReply {
  const document = zooDocument();
  return (request) => {
    const { method, url } = request;
    if (url.pathname === "/openapi.json") return { status: 200, body: document };
    const match = /^\/([a-z]+)(?:\/([^/]*))?$/.exec(url.pathname);
    const resource = match?.[1] as Resource | undefined;
    if (match === null || resource === undefined || !ZOO_RESOURCES.includes(resource)) return { status: 404, body: { message: "not found" } };
    const rawId = match[2];
    const item = (name: string): object => (resource === "enclosures" ? { name } : { id: 1, name });
    // Like Express, Fastify and Hono: an undeclared method on a known path is a 404, not a 405.
    const allowed = rawId === undefined ? ["GET", "POST"] : ["GET", "PUT", "DELETE"];
    if (!allowed.includes(method)) return { status: 404, body: { message: `Cannot ${method} ${url.pathname}` } };
    if (rawId === undefined) {
      if (method === "GET") {
        const problem = queryProblem(url);
        if (problem !== undefined) return invalid(problem);
        if (url.searchParams.get("name") === "" && CRASH_ON_EMPTY_NAME.includes(resource)) return { status: 500, headers: { "content-type": "text/plain" }, body: "Internal Server Error" };
        return { status: 200, body: [item("Ada")] };
      }
      if (resource === "feedings") return { status: 201, body: item("anything") };
      const problem = isJson(request) ? bodyProblem(request.body) : "content type must be application/json";
      return problem === undefined ? { status: 201, body: item("Ada") } : invalid(problem);
    }
    const idIssue = idProblem(rawId);
    if (idIssue !== undefined) return invalid(idIssue);
    if (Number(rawId) > 1000) return { status: 404, body: { message: "no such item" } };
    if (method === "GET") {
      if (resource === "visitors") return { status: 200, headers: { "content-type": "text/plain" }, body: "Ada" };
      return { status: 200, body: item("Ada") };
    }
    if (method === "DELETE") return resource === "tickets" ? { status: 200, body: { deleted: true } } : { status: 204 };
    const problem = isJson(request) ? bodyProblem(request.body) : "content type must be application/json";
    return problem === undefined ? { status: 200, body: item("Ada") } : invalid(problem);
  };
}
