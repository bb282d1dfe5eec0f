import type { CaseData, CaseMeta } from "../../src/core/case.js";
import type { CheckContext, CheckDefinition, StatusPattern } from "../../src/core/check.js";
import type { Failure } from "../../src/core/failure.js";
import { NOT_SET } from "../../src/core/not-set.js";
import type { OperationDefinition, ParameterDefinition, SecuritySchemeDefinition } from "../../src/core/operation.js";
import type { PreparedRequest } from "../../src/core/request.js";
import { Response } from "../../src/core/response.js";
import type { SchemaValidator } from "../../src/core/validator.js";

/** A hand-built operation; parameters and security as given. */
export function operation(
  init: {
    method?: string;
    path?: string;
    parameters?: ParameterDefinition[];
    security?: SecuritySchemeDefinition[][];
  } = {},
): OperationDefinition {
  const method = init.method ?? "GET";
  const path = init.path ?? "/items";
  return {
    method,
    path,
    label: `${method} ${path}`,
    tags: [],
    deprecated: false,
    parameters: init.parameters ?? [],
    responses: [],
    security: init.security ?? [],
    pointer: "/paths/~1items/get",
  };
}

/** A parameter with defaults for what a test does not care about. */
export function parameter(location: ParameterDefinition["location"], name: string, schema: ParameterDefinition["schema"] = { type: "string" }): ParameterDefinition {
  return { name, location, required: true, schema, style: location === "query" || location === "cookie" ? "form" : "simple", explode: true, allowReserved: false, deprecated: false, examples: [] };
}

// Enough of a validator for the tables: `type` and array `items.type` only.
const typeValidator: SchemaValidator = {
  validate(schema, value) {
    if (typeof schema !== "object") return schema ? [] : [{ instancePath: "", schemaPath: "#", keyword: "false", message: "no" }];
    const type = schema["type"];
    const ok = type === undefined || (type === "array" ? Array.isArray(value) : type === "integer" ? Number.isInteger(value) : typeof value === type);
    return ok ? [] : [{ instancePath: "", schemaPath: "#/type", keyword: "type", message: `must be ${String(type)}` }];
  },
};

/** A check context for an operation and a case meta. */
export function context(op: OperationDefinition, meta: CaseMeta, expectedStatuses?: readonly StatusPattern[]): CheckContext {
  return {
    operation: op,
    validator: typeValidator,
    config: expectedStatuses === undefined ? { enabled: true } : { enabled: true, expectedStatuses },
    meta,
  };
}

/** A request as the serializer would prepare it. */
export function request(init: Partial<PreparedRequest> = {}): PreparedRequest {
  return { method: "GET", url: "http://127.0.0.1:1/items", headers: {}, ...init };
}

/** A response as a transport would build it. */
export function response(status: number, init: { headers?: Record<string, string>; body?: string; request?: PreparedRequest } = {}): Response {
  const headers: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(init.headers ?? {})) headers[name.toLowerCase()] = [value];
  return new Response({
    statusCode: status,
    message: "",
    headers,
    content: new TextEncoder().encode(init.body ?? ""),
    elapsed: 0.01,
    httpVersion: "1.1",
    request: init.request ?? request(),
    verify: true,
  });
}

/** An empty case for `method path`, with optional query values. */
export function caseData(init: { method?: string; path?: string; query?: Record<string, unknown> } = {}): CaseData {
  return {
    method: init.method ?? "GET",
    path: init.path ?? "/items",
    pathParameters: {},
    query: init.query ?? {},
    headers: {},
    cookies: {},
    body: NOT_SET,
    mediaType: undefined,
  };
}

/** Runs a synchronous built-in check and returns its single failure, if any. */
export function verdict(check: CheckDefinition, ctx: CheckContext, res: Response, data: CaseData = caseData()): Failure | undefined {
  const result = check.run(ctx, res, data);
  if (result === undefined || result === null) return undefined;
  if (result instanceof Promise || Array.isArray(result)) throw new Error(`${check.name} should return one failure synchronously`);
  return result as Failure;
}

/** Meta of positive and negative cases. */
export const POSITIVE: CaseMeta = { phase: "fuzzing", mode: "positive" };
export const NEGATIVE: CaseMeta = { phase: "fuzzing", mode: "negative" };
