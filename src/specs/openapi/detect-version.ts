import { SchemaError } from "../../core/errors.js";
import type { OpenApiFamily } from "./convert-context.js";

/** The version a document declares, as written and as a family. */
export interface DetectedVersion {
  readonly specVersion: string;
  readonly family: OpenApiFamily;
}

const SUPPORTED = "apitest supports OpenAPI 2.0, 3.0 and 3.1 (and GraphQL).";

/**
 * Reads `swagger`/`openapi` and decides the family. YAML turns `openapi: 3.0` into the number
 * 3, so numbers are read back as versions. Throws `SchemaError` for anything else.
 */
export function detectVersion(document: Record<string, unknown>, sourceName: string): DetectedVersion {
  const swagger = document["swagger"];
  const openapi = document["openapi"];
  if (swagger !== undefined) {
    const version = typeof swagger === "number" ? swagger.toFixed(1) : String(swagger);
    if (version === "2.0") return { specVersion: version, family: "2.0" };
    throw unsupported(sourceName, "swagger", swagger);
  }
  if (openapi !== undefined) {
    const version = typeof openapi === "number" ? (Number.isInteger(openapi) ? openapi.toFixed(1) : String(openapi)) : String(openapi);
    if (/^3\.0(\.\d+)?(-[\w.]+)?$/.test(version)) return { specVersion: version, family: "3.0" };
    if (/^3\.1(\.\d+)?(-[\w.]+)?$/.test(version)) return { specVersion: version, family: "3.1" };
    throw unsupported(sourceName, "openapi", openapi);
  }
  const data = document["data"];
  if ("__schema" in document || (data !== null && typeof data === "object" && "__schema" in data)) {
    throw new SchemaError(
      "schema_invalid",
      `The schema at ${sourceName} is a GraphQL introspection result, not an OpenAPI document. Load it with the GraphQL loader instead.`,
    );
  }
  throw new SchemaError(
    "schema_invalid",
    `The schema at ${sourceName} is not an OpenAPI document: it has no "openapi" or "swagger" field. ${SUPPORTED}`,
  );
}

function unsupported(sourceName: string, field: string, value: unknown): SchemaError {
  return new SchemaError(
    "schema_unsupported",
    `The schema at ${sourceName} declares ${field}: ${JSON.stringify(value)}, a version apitest does not support. ${SUPPORTED} ` +
      `Convert the document to one of those versions.`,
  );
}
