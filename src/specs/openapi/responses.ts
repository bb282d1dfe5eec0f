import type { ResponseContentDefinition, ResponseDefinition, ResponseHeaderDefinition } from "../../core/operation.js";
import { appendPointer } from "../../schema/json-pointer.js";
import { derefObject, stringList, tryDeref, type BuildContext } from "./build-context.js";
import { isRecord } from "./convert-context.js";
import { asSchema, legacySchema } from "./parameters.js";

/** Builds the documented responses of an operation, in document order. */
export function buildResponses(context: BuildContext, operation: Record<string, unknown>, pointer: string): ResponseDefinition[] {
  const responses = operation["responses"];
  if (!isRecord(responses)) return [];
  const at = appendPointer(pointer, "responses");
  const produces = stringList(operation["produces"]) ?? context.produces;
  const built: ResponseDefinition[] = [];
  for (const [status, node] of Object.entries(responses)) {
    if (status.startsWith("x-")) continue;
    const responsePointer = appendPointer(at, status);
    const response = derefObject(context, node, responsePointer, `response ${status}`);
    built.push({
      status: status.toUpperCase() === "DEFAULT" ? "default" : status.toUpperCase(),
      description: typeof response["description"] === "string" ? response["description"] : "",
      headers: buildHeaders(context, response["headers"], appendPointer(responsePointer, "headers")),
      content: context.family === "2.0" ? legacyContent(response, produces) : buildContent(response["content"]),
      links: buildLinks(context, response[context.family === "2.0" ? "x-links" : "links"] ?? response["x-links"], responsePointer),
    });
  }
  return built;
}

function buildHeaders(context: BuildContext, headers: unknown, pointer: string): ResponseHeaderDefinition[] {
  if (!isRecord(headers)) return [];
  const built: ResponseHeaderDefinition[] = [];
  for (const [name, node] of Object.entries(headers)) {
    // OpenAPI 3: a `Content-Type` response header definition SHALL be ignored.
    if (name.toLowerCase() === "content-type") continue;
    const header = tryDeref(context, node, appendPointer(pointer, name));
    if (header === undefined) continue;
    if (context.family === "2.0") {
      built.push({ name, required: false, schema: legacySchema(header) });
      continue;
    }
    let schema = header["schema"];
    const content = header["content"];
    if (schema === undefined && isRecord(content)) {
      const media = Object.values(content)[0];
      if (isRecord(media)) schema = media["schema"];
    }
    built.push({ name, required: header["required"] === true, schema: asSchema(schema) });
  }
  return built;
}

function buildContent(content: unknown): ResponseContentDefinition[] {
  if (!isRecord(content)) return [];
  return Object.entries(content).map(([mediaType, media]) =>
    isRecord(media) && media["schema"] !== undefined ? { mediaType, schema: asSchema(media["schema"]) } : { mediaType },
  );
}

/** Swagger 2.0: a response without `schema` has no body; with one, it is sent as each `produces` type. */
function legacyContent(response: Record<string, unknown>, produces: readonly string[]): ResponseContentDefinition[] {
  const schema = response["schema"];
  if (schema === undefined) return [];
  const types = produces.length > 0 ? produces : ["application/json"];
  return types.map((mediaType) => ({ mediaType, schema: asSchema(schema) }));
}

function buildLinks(context: BuildContext, links: unknown, pointer: string): Record<string, unknown> {
  if (!isRecord(links)) return {};
  const out: Record<string, unknown> = {};
  for (const [name, link] of Object.entries(links)) {
    out[name] = tryDeref(context, link, appendPointer(appendPointer(pointer, "links"), name)) ?? link;
  }
  return out;
}
