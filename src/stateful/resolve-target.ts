import type { OperationDefinition } from "../core/operation.js";
import { parsePointer } from "../schema/json-pointer.js";

/** The operation a link points to, or why it cannot be found. */
export type ResolvedTarget = { readonly target: OperationDefinition } | { readonly error: string };

/** Looks operations up by `operationId` and by document pointer; built once per spec. */
export interface TargetIndex {
  readonly byId: ReadonlyMap<string, OperationDefinition>;
  readonly byPointer: ReadonlyMap<string, OperationDefinition>;
}

/** Indexes operations for {@link resolveTarget}. The first of several sharing an `operationId` wins. */
export function indexOperations(operations: readonly OperationDefinition[]): TargetIndex {
  const byId = new Map<string, OperationDefinition>();
  const byPointer = new Map<string, OperationDefinition>();
  for (const operation of operations) {
    if (operation.operationId !== undefined && !byId.has(operation.operationId)) byId.set(operation.operationId, operation);
    byPointer.set(pointerKey(operation.pointer), operation);
  }
  return { byId, byPointer };
}

/**
 * Resolves a link's `operationId` or `operationRef`. An `operationRef` may be a fragment
 * (`#/paths/~1users~1{id}/get`) or a relative URL with one (`openapi.yaml#/paths/…`), both
 * read as pointing into this document; absolute URLs name another document and are refused.
 */
export function resolveTarget(link: Record<string, unknown>, index: TargetIndex): ResolvedTarget {
  const operationId = link["operationId"];
  const operationRef = link["operationRef"];
  if (operationId !== undefined && operationRef !== undefined) {
    return { error: "sets both operationId and operationRef; keep only one" };
  }
  if (typeof operationId === "string") {
    const target = index.byId.get(operationId);
    if (target !== undefined) return { target };
    return { error: `targets operationId ${JSON.stringify(operationId)}, which no operation has; fix the operationId or use operationRef` };
  }
  if (typeof operationRef === "string") return resolveRef(operationRef, index);
  if (operationId !== undefined || operationRef !== undefined) return { error: "has an operationId or operationRef that is not a string" };
  return { error: "names no target; add operationId or operationRef" };
}

function resolveRef(ref: string, index: TargetIndex): ResolvedTarget {
  const hash = ref.indexOf("#");
  const base = hash === -1 ? ref : ref.slice(0, hash);
  if (/^[A-Za-z][A-Za-z0-9+.-]*:/.test(base) || base.startsWith("//")) {
    return { error: `has operationRef ${JSON.stringify(ref)}, which points to another document; only references into this document are supported (use "#/paths/…")` };
  }
  const fragment = hash === -1 ? "" : ref.slice(hash + 1);
  if (!fragment.startsWith("/paths/")) {
    return { error: `has operationRef ${JSON.stringify(ref)}, which is not a "#/paths/<path>/<method>" reference` };
  }
  const target = index.byPointer.get(pointerKey(fragment));
  if (target !== undefined) return { target };
  return { error: `has operationRef ${JSON.stringify(ref)}, which matches no operation; write it as "#/paths/<path with / as ~1>/<method>"` };
}

/** Normalizes a pointer (percent-encoding, escapes, method case) so equal references compare equal. */
function pointerKey(pointer: string): string {
  const keys = parsePointer(pointer);
  const last = keys.length - 1;
  return JSON.stringify(keys.map((key, at) => (at === last ? key.toLowerCase() : key)));
}
