import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import type { CaseData } from "../../src/core/case.js";
import type { CheckContext, CheckSettings } from "../../src/core/check.js";
import { DOCUMENT_URI, type JsonSchema, type JsonSchemaObject } from "../../src/core/json-schema.js";
import { NOT_SET } from "../../src/core/not-set.js";
import type { OperationDefinition, ResponseDefinition, ResponseHeaderDefinition } from "../../src/core/operation.js";
import { Response } from "../../src/core/response.js";
import type { SchemaResolver, SchemaValidator } from "../../src/core/validator.js";

// ajv-formats is CommonJS; its callable export sits on `default` under some loaders.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv2020) => void;

/** A real Ajv 2020-12 validator over an optional document, like the loader builds. */
export function makeValidator(document?: JsonSchemaObject): SchemaValidator & SchemaResolver {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  if (document !== undefined) ajv.addSchema({ ...document, $id: DOCUMENT_URI });
  const cache = new WeakMap<object, ReturnType<Ajv2020["compile"]>>();
  return {
    validate(schema: JsonSchema, value: unknown) {
      if (schema === true) return [];
      if (schema === false) return [{ instancePath: "", schemaPath: "#", keyword: "false", message: "no value is allowed" }];
      let compiled = cache.get(schema);
      if (compiled === undefined) {
        compiled = ajv.compile(schema);
        cache.set(schema, compiled);
      }
      if (compiled(value)) return [];
      return (compiled.errors ?? []).map((error) => ({
        instancePath: error.instancePath,
        schemaPath: error.schemaPath,
        keyword: error.keyword,
        message: error.message ?? error.keyword,
      }));
    },
    resolve(ref: string) {
      const hash = ref.indexOf("#");
      let node: unknown = document;
      for (const token of ref.slice(hash + 2).split("/")) {
        if (node === null || typeof node !== "object") return undefined;
        node = (node as Record<string, unknown>)[token.replace(/~1/g, "/").replace(/~0/g, "~")];
      }
      return node as JsonSchema | undefined;
    },
  };
}

/** A documented response, with defaults for what a test does not care about. */
export function documented(
  status: string,
  content: Record<string, JsonSchema | undefined> = {},
  headers: ResponseHeaderDefinition[] = [],
): ResponseDefinition {
  return {
    status,
    description: "",
    headers,
    content: Object.entries(content).map(([mediaType, schema]) => (schema === undefined ? { mediaType } : { mediaType, schema })),
    links: {},
  };
}

/** An operation documenting the given responses. */
export function operation(responses: ResponseDefinition[], method = "GET", path = "/items"): OperationDefinition {
  return {
    method,
    path,
    label: `${method} ${path}`,
    tags: [],
    deprecated: false,
    parameters: [],
    responses,
    security: [],
    pointer: "/paths/~1items/get",
  };
}

/** A response as a transport would build it. */
export function response(init: {
  status?: number;
  message?: string;
  headers?: Record<string, string | string[]>;
  body?: string | Uint8Array;
  elapsed?: number;
  method?: string;
  truncated?: boolean;
  declaredSize?: number;
}): Response {
  const headers: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(init.headers ?? {})) headers[name.toLowerCase()] = Array.isArray(value) ? value : [value];
  const body = init.body ?? "";
  return new Response({
    statusCode: init.status ?? 200,
    message: init.message ?? "",
    headers,
    content: typeof body === "string" ? new TextEncoder().encode(body) : body,
    elapsed: init.elapsed ?? 0.01,
    httpVersion: "1.1",
    request: { method: init.method ?? "GET", url: "http://127.0.0.1/items", headers: {} },
    verify: true,
    ...(init.truncated === undefined ? {} : { truncated: init.truncated }),
    ...(init.declaredSize === undefined ? {} : { declaredSize: init.declaredSize }),
  });
}

/** A JSON response. */
export function jsonResponse(status: number, value: unknown, contentType = "application/json"): Response {
  return response({ status, headers: { "content-type": contentType }, body: JSON.stringify(value) });
}

const defaultValidator = makeValidator();

/** A check context for an operation. */
export function context(
  op: OperationDefinition,
  options: { config?: Partial<CheckSettings>; maxResponseTime?: number; validator?: SchemaValidator } = {},
): CheckContext {
  return {
    operation: op,
    validator: options.validator ?? defaultValidator,
    config: { enabled: true, ...options.config },
    meta: { phase: "fuzzing", mode: "positive" },
    ...(options.maxResponseTime === undefined ? {} : { maxResponseTime: options.maxResponseTime }),
  };
}

/** An empty GET case. */
export const CASE: CaseData = {
  method: "GET",
  path: "/items",
  pathParameters: {},
  query: {},
  headers: {},
  cookies: {},
  body: NOT_SET,
  mediaType: undefined,
};

/** Runs one check and returns its failures as a list. */
export async function failuresOf(
  check: { run: (ctx: CheckContext, response: Response, caseData: CaseData) => unknown },
  ctx: CheckContext,
  res: Response,
): Promise<{ check: string; title: string; message: string; key: string }[]> {
  const result = await check.run(ctx, res, CASE);
  if (result === undefined || result === null) return [];
  return (Array.isArray(result) ? result : [result]) as { check: string; title: string; message: string; key: string }[];
}
