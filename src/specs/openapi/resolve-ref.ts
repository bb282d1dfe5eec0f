import { DOCUMENT_URI } from "../../core/json-schema.js";
import { appendPointer, getAtPointer, parsePointer } from "../../schema/json-pointer.js";
import { isRecord } from "./convert-context.js";

/** A value found in the converted document and the pointer it was found at. */
export interface Located {
  readonly value: unknown;
  readonly pointer: string;
}

const DOC_PREFIX = `${DOCUMENT_URI}#`;
const MAX_HOPS = 32;

/** The JSON pointer of an internal reference (`apitest:doc#/a` or `#/a`), or undefined for any other. */
export function refToPointer(ref: string): string | undefined {
  if (ref.startsWith(DOC_PREFIX)) return ref.slice(DOC_PREFIX.length);
  if (ref.startsWith("#")) return ref.slice(1);
  return undefined;
}

/**
 * Resolves a pointer literally; when a step is missing, steps through a `$ref` or through the
 * `anyOf: [schema, {type: "null"}]` wrapper that nullable conversion may have put on the way.
 * Authors sometimes point into a referenced schema (`#/definitions/A/properties/b` with A a
 * `$ref`), which JSON Pointer alone does not allow.
 */
export function resolvePointer(document: unknown, pointer: string): Located | undefined {
  return resolveWithin(document, pointer, 0);
}

function resolveWithin(document: unknown, pointer: string, depth: number): Located | undefined {
  if (depth > MAX_HOPS) return undefined;
  const direct = getAtPointer(document, pointer);
  if (direct !== undefined) return { value: direct, pointer };
  let current: unknown = document;
  let at = "";
  for (const key of parsePointer(pointer)) {
    let next = stepInto(current, key);
    for (let hops = 0; next === undefined && hops < MAX_HOPS; hops++) {
      const detour = detourOf(document, current, at, depth);
      if (detour === undefined) return undefined;
      current = detour.value;
      at = detour.pointer;
      next = stepInto(current, key);
    }
    if (next === undefined) return undefined;
    current = next;
    at = appendPointer(at, key);
  }
  return { value: current, pointer: at };
}

/** Follows `$ref` chains from an object (a Reference Object) to what it finally points at. */
export function followRefs(document: unknown, node: unknown, pointer: string): Located | undefined {
  let current: Located = { value: node, pointer };
  for (let hops = 0; hops < MAX_HOPS; hops++) {
    const ref = isRecord(current.value) ? current.value["$ref"] : undefined;
    if (typeof ref !== "string") return current;
    const target = refToPointer(ref);
    if (target === undefined) return undefined;
    const found = resolvePointer(document, target);
    if (found === undefined) return undefined;
    current = found;
  }
  return undefined;
}

function stepInto(node: unknown, key: string): unknown {
  if (node === null || typeof node !== "object" || !Object.hasOwn(node, key)) return undefined;
  return (node as Record<string, unknown>)[key];
}

function detourOf(document: unknown, node: unknown, pointer: string, depth: number): Located | undefined {
  if (!isRecord(node)) return undefined;
  const ref = node["$ref"];
  if (typeof ref === "string") {
    const target = refToPointer(ref);
    return target === undefined ? undefined : resolveWithin(document, target, depth + 1);
  }
  const anyOf = node["anyOf"];
  if (Array.isArray(anyOf) && anyOf.length === 2 && isRecord(anyOf[1]) && anyOf[1]["type"] === "null") {
    return { value: anyOf[0], pointer: appendPointer(appendPointer(pointer, "anyOf"), 0) };
  }
  return undefined;
}
