import { SchemaError } from "../../core/errors.js";
import { documentRef } from "../../core/json-schema.js";
import type { ConvertedRef } from "./convert-context.js";
import { refToPointer, resolvePointer } from "./resolve-ref.js";

/**
 * Checks that every reference of the converted document resolves. A reference that only
 * resolves by stepping through another `$ref` (or a nullable wrapper) is re-pointed at its
 * real target, so that ajv, which follows pointers literally, finds it too. Throws a
 * `SchemaError("reference_error")` naming the first broken reference and where it is used.
 */
export function checkRefs(document: Record<string, unknown>, refs: readonly ConvertedRef[], sourceName: string): void {
  const resolved = new Map<string, string | undefined>();
  const cycles = new Map<string, string[] | undefined>();
  const broken: ConvertedRef[] = [];
  for (const use of refs) {
    const pointer = refToPointer(use.ref);
    if (pointer === undefined) {
      broken.push(use);
      continue;
    }
    let target: string | undefined;
    if (resolved.has(pointer)) target = resolved.get(pointer);
    else {
      target = resolvePointer(document, pointer)?.pointer;
      resolved.set(pointer, target);
    }
    if (target === undefined) broken.push(use);
    else {
      if (target !== pointer) use.holder["$ref"] = documentRef(target);
      const loop = cycles.has(target) ? cycles.get(target) : pureRefCycle(document, target);
      cycles.set(target, loop);
      if (loop !== undefined) {
        throw new SchemaError(
          "reference_error",
          `The reference "${use.ref}" used at ${use.pointer || "/"} in ${sourceName} only leads back to itself (${loop.join(" → ")}): it describes no value. Give the schema a type or properties, or point the reference at one that has them.`,
        );
      }
    }
  }
  const first = broken[0];
  if (first === undefined) return;
  const more = broken.length > 1 ? ` (${broken.length - 1} more reference(s) are broken too)` : "";
  const why = refToPointer(first.ref) === undefined ? "it points outside the document and was not bundled" : "nothing exists at that location";
  throw new SchemaError(
    "reference_error",
    `The reference "${first.ref}" used at ${first.pointer || "/"} in ${sourceName} cannot be resolved: ${why}${more}. Fix the reference or add the missing definition.`,
  );
}

/** Keywords that describe a schema without constraining it: a `$ref` beside only these is a pure alias. */
const ANNOTATIONS = new Set(["$ref", "description", "summary", "title", "$comment"]);

/**
 * The chain of pointers when the schema at `start` is a reference that, through references
 * only, comes back to itself (`A → B → A`): such a schema describes no value at all.
 */
function pureRefCycle(document: Record<string, unknown>, start: string): string[] | undefined {
  const chain = [start];
  let pointer = start;
  for (;;) {
    const node = resolvePointer(document, pointer)?.value;
    if (typeof node !== "object" || node === null || Array.isArray(node)) return undefined;
    const keys = Object.keys(node);
    const ref = (node as Record<string, unknown>)["$ref"];
    if (typeof ref !== "string" || !keys.every((key) => ANNOTATIONS.has(key))) return undefined;
    const next = refToPointer(ref);
    if (next === undefined) return undefined;
    if (chain.includes(next)) return [...chain, next];
    chain.push(next);
    pointer = next;
  }
}
