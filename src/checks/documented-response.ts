import type { OperationDefinition, ResponseContentDefinition, ResponseDefinition } from "../core/operation.js";
import { statusMatches } from "../core/check.js";
import { matchRank, parseMediaType, type MediaType } from "./media-type.js";

/**
 * The response an operation documents for a status: the exact code wins over a wildcard
 * (`2XX`, case-insensitive), which wins over `default`. Undefined when none applies.
 */
export function findDocumentedResponse(operation: OperationDefinition, status: number): ResponseDefinition | undefined {
  const exact = String(status);
  let wildcard: ResponseDefinition | undefined;
  let fallback: ResponseDefinition | undefined;
  for (const response of operation.responses) {
    const key = response.status;
    if (key === exact) return response;
    if (key.toLowerCase() === "default") fallback ??= response;
    else if (wildcard === undefined && /x/i.test(key) && statusMatches(status, key)) wildcard = response;
  }
  return wildcard ?? fallback;
}

/** The status keys an operation documents, as written (`200`, `4XX`, `default`), in document order. */
export function documentedStatuses(operation: OperationDefinition): string[] {
  return operation.responses.map((response) => response.status);
}

/**
 * The documented content entry that best matches a received media type (exact over `+json`
 * leniency over wildcards), or undefined. Entries whose media type is malformed never match.
 */
export function findDocumentedContent(
  response: ResponseDefinition,
  received: MediaType,
): ResponseContentDefinition | undefined {
  let best: ResponseContentDefinition | undefined;
  let bestRank = -1;
  for (const content of response.content) {
    const documented = parseMediaType(content.mediaType);
    if (documented === undefined) continue;
    const rank = matchRank(documented, received);
    if (rank > bestRank) {
      best = content;
      bestRank = rank;
    }
  }
  return best;
}
