import type { CheckDefinition } from "../core/check.js";
import type { Failure } from "../core/failure.js";
import type { Response } from "../core/response.js";
import { findDocumentedResponse } from "./documented-response.js";
import { formatMediaType, mediaTypeMatches, parseMediaType } from "./media-type.js";

/** Name of the check, as configuration and `--checks` spell it. */
export const CONTENT_TYPE_CONFORMANCE = "content_type_conformance";

/**
 * `content_type_conformance`: when the documented response for the status lists media
 * types and the response has a body, its `Content-Type` must be present, well formed and
 * match one of them.
 *
 * Matching compares `type/subtype` case-insensitively, ignores parameters, honours
 * wildcards in the document, and accepts `application/…+json` for a documented
 * `application/json` (a `+json` type is JSON by definition; Schemathesis is stricter here,
 * apitest prefers no false positives). Empty bodies (204, HEAD, …) always pass.
 */
export const contentTypeConformance: CheckDefinition = {
  name: CONTENT_TYPE_CONFORMANCE,
  run(ctx, response): Failure | undefined {
    if (!hasBody(response)) return undefined;
    const documentedResponse = findDocumentedResponse(ctx.operation, response.statusCode);
    if (documentedResponse === undefined || documentedResponse.content.length === 0) return undefined;

    const raw = response.header("content-type");
    const received = raw === undefined ? undefined : parseMediaType(raw);
    let anyValid = false;
    for (const content of documentedResponse.content) {
      const candidate = parseMediaType(content.mediaType);
      if (candidate === undefined) continue;
      anyValid = true;
      if (received !== undefined && mediaTypeMatches(candidate, received)) return undefined;
    }
    // Failure path only from here: building messages may allocate.
    const names = documentedResponse.content.map((content) => content.mediaType).join(", ");
    if (!anyValid) {
      return failure(
        "Malformed media type",
        `The schema documents no valid media type for status ${documentedResponse.status}: ${names}\n` +
          "Fix the response's `content` keys to the form type/subtype, e.g. application/json.",
        "malformed-documented",
      );
    }
    if (raw === undefined || raw.trim() === "") {
      return failure(
        "Missing Content-Type header",
        `The response has a body but no Content-Type header.\nDocumented: ${names}`,
        "missing",
      );
    }
    if (received === undefined) {
      return failure("Malformed media type", `Media type for the response is malformed: ${raw}\nDocumented: ${names}`, `malformed:${(raw.split(";")[0] ?? "").trim().toLowerCase()}`);
    }
    const essence = formatMediaType(received);
    return failure("Undocumented Content-Type", `Received: ${essence}\nDocumented: ${names}`, `undocumented:${essence}`);
  },
};

function hasBody(response: Response): boolean {
  return response.content.byteLength > 0 || response.truncated;
}

function failure(title: string, message: string, key: string): Failure {
  return { check: CONTENT_TYPE_CONFORMANCE, title, message, key };
}
