import { documentRef } from "../../core/json-schema.js";
import type { RefUse } from "../../schema/ref-scan.js";

/** The OpenAPI family a document belongs to; decides which conversions apply. */
export type OpenApiFamily = "2.0" | "3.0" | "3.1";

/** A reference met during conversion, with the converted object that holds it (so it can be re-pointed). */
export interface ConvertedRef extends RefUse {
  readonly holder: Record<string, unknown>;
}

/** State shared by one conversion walk. Only the walk itself mutates it. */
export interface ConvertContext {
  readonly family: OpenApiFamily;
  /** Every reference met, with the pointer (in the converted document) of the object holding it. */
  readonly refs: ConvertedRef[];
  /**
   * Pointer of every converted schema object, for error messages about that schema. A `Map`: it
   * lives as long as the document does, and travels with it to `--threads` worker threads.
   */
  readonly schemaPointers: Map<object, string>;
  /** Objects on the current walk path; guards against cyclic input (YAML aliases, user objects). */
  readonly active: Set<object>;
}

/** A fresh context for converting one document. */
export function createConvertContext(family: OpenApiFamily): ConvertContext {
  return { family, refs: [], schemaPointers: new Map(), active: new Set() };
}

/**
 * Sets `holder.$ref` to the internal form (`#/…` → `apitest:doc#/…`) and records it. External
 * leftovers (which bundling should have removed) are kept as they are, so the reference check
 * reports them.
 */
export function setRef(holder: Record<string, unknown>, ref: string, pointer: string, context: ConvertContext): Record<string, unknown> {
  holder["$ref"] = ref.startsWith("#") ? documentRef(ref.slice(1)) : ref;
  context.refs.push({ ref, pointer, holder });
  return holder;
}

/** Narrows to a plain (non-array) object. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
