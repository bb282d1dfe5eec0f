import { isUtf8 } from "node:buffer";
import type { CheckContext, CheckDefinition } from "../core/check.js";
import type { Failure } from "../core/failure.js";
import type { JsonSchema } from "../core/json-schema.js";
import type { ResponseContentDefinition, ResponseDefinition } from "../core/operation.js";
import type { Response } from "../core/response.js";
import { findDocumentedContent, findDocumentedResponse } from "./documented-response.js";
import { isJsonMediaType, parseMediaType } from "./media-type.js";
import { describeIssue } from "./schema-issue.js";

/** Name of the check, as configuration and `--checks` spell it. */
export const RESPONSE_SCHEMA_CONFORMANCE = "response_schema_conformance";

/**
 * `response_schema_conformance`: a JSON body (`json` or `+json` media type) must validate
 * against the schema documented for its status and media type.
 *
 * Not failures: non-JSON media types, no documented schema, a truncated body (half a
 * document cannot be parsed; the engine sees `response.truncated`), an empty body on 204,
 * 304 or HEAD. Failures: invalid JSON, an empty body where a schema is documented, and the
 * first validation issue, keyed by its schema path so the same violation found by many
 * cases is reported once.
 */
export const responseSchemaConformance: CheckDefinition = {
  name: RESPONSE_SCHEMA_CONFORMANCE,
  run(ctx, response): Failure | undefined {
    if (response.truncated) return undefined;
    const documented = findDocumentedResponse(ctx.operation, response.statusCode);
    if (documented === undefined || documented.content.length === 0) return undefined;
    const content = documentedJsonContent(documented, response);
    if (content?.schema === undefined || isTrivial(content.schema)) return undefined;

    if (response.content.byteLength === 0) {
      if (bodyMayBeEmpty(response, ctx)) return undefined;
      return failure(
        "JSON deserialization error",
        `The response body is empty, but status ${documented.status} documents a JSON schema for ${content.mediaType}.`,
        "empty-body",
      );
    }
    // Decoding would quietly turn bad bytes into U+FFFD and the document would still parse.
    const charset = response.encoding ?? "utf-8";
    if ((charset === "utf-8" || charset === "utf8") && !isUtf8(response.content)) {
      return failure(
        "JSON deserialization error",
        `The response body is not valid UTF-8, although ${response.encoding === undefined ? "JSON is UTF-8 by definition (RFC 8259)" : `its Content-Type declares charset=${response.encoding}`}.`,
        "invalid-utf8",
      );
    }
    let value: unknown;
    try {
      value = response.parsedJson();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return failure("JSON deserialization error", `The response body is not valid JSON: ${reason}`, "invalid-json");
    }

    const issues = ctx.validator.validate(content.schema, value);
    const first = issues[0];
    if (first === undefined) return undefined;
    return failure(
      "Response violates schema",
      describeIssue(first, value, content.schema, ctx, issues.length - 1),
      `${first.schemaPath}|${first.keyword}`,
    );
  },
};

/**
 * The documented content entry to validate against: the one matching the received JSON
 * media type; without a `Content-Type`, the only JSON entry documented, if exactly one.
 */
function documentedJsonContent(documented: ResponseDefinition, response: Response): ResponseContentDefinition | undefined {
  const raw = response.header("content-type");
  if (raw === undefined) {
    const json = documented.content.filter((content) => {
      const parsed = parseMediaType(content.mediaType);
      return parsed !== undefined && isJsonMediaType(parsed);
    });
    return json.length === 1 ? json[0] : undefined;
  }
  const received = parseMediaType(raw);
  if (received === undefined || !isJsonMediaType(received)) return undefined;
  return findDocumentedContent(documented, received);
}

function isTrivial(schema: JsonSchema): boolean {
  if (schema === true) return true;
  if (typeof schema !== "object" || schema === null) return false;
  for (const _ in schema) return false;
  return true;
}

function bodyMayBeEmpty(response: Response, ctx: CheckContext): boolean {
  const status = response.statusCode;
  if (status === 204 || status === 304) return true;
  const method = response.request.method || ctx.operation.method;
  return method.toUpperCase() === "HEAD";
}

function failure(title: string, message: string, key: string): Failure {
  return { check: RESPONSE_SCHEMA_CONFORMANCE, title, message, key };
}
