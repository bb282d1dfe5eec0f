import { appendPointer } from "./json-pointer.js";

/** One `$ref` found in a document, with the JSON pointer of the object that holds it. */
export interface RefUse {
  readonly ref: string;
  readonly pointer: string;
}

/** Keys whose children are names chosen by the author, never keywords. */
const NAMED_MAPS = new Set(["properties", "patternProperties", "definitions", "$defs", "schemas", "dependentSchemas"]);

/** Vendor extensions that hold real OpenAPI objects (with real references) rather than data. */
const STRUCTURAL_EXTENSIONS = new Set(["x-ms-paths", "x-links"]);

/**
 * True when the key holds data (examples, defaults, enum values, vendor extensions), where a
 * `$ref` key is just part of the data. `parentKey` tells whether `key` is a keyword at all.
 */
export function isDataKey(key: string, parentKey: string | undefined, grandParentKey: string | undefined): boolean {
  if (parentKey !== undefined && NAMED_MAPS.has(parentKey)) return false;
  if (key === "example" || key === "enum" || key === "const") return true;
  // In a responses map `default` is the default response; elsewhere it is a default value.
  if (key === "default") return parentKey !== "responses";
  if (key.startsWith("x-")) return !STRUCTURAL_EXTENSIONS.has(key);
  // An Example Object's `value`: `examples: { name: { value: … } }`.
  if (key === "value" && grandParentKey === "examples") return true;
  // Schema-level `examples` is a list of values.
  return false;
}

/**
 * Lists every `$ref` string of a document outside data positions, in document order.
 * Used to decide whether external bundling is needed and to name broken references.
 */
export function scanRefs(document: unknown): RefUse[] {
  const found: RefUse[] = [];
  const active = new Set<object>();
  const visit = (node: unknown, pointer: string, key: string | undefined, parentKey: string | undefined): void => {
    if (node === null || typeof node !== "object" || active.has(node)) return;
    active.add(node);
    if (Array.isArray(node)) {
      // An array under `examples` (3.1 schema keyword) is data.
      if (key !== "examples") node.forEach((item, index) => visit(item, appendPointer(pointer, index), key, parentKey));
    } else {
      const record = node as Record<string, unknown>;
      const ref = record["$ref"];
      if (typeof ref === "string" && (key === undefined || !NAMED_MAPS.has(key))) found.push({ ref, pointer });
      for (const [childKey, child] of Object.entries(record)) {
        if (childKey === "$ref" || isDataKey(childKey, key, parentKey)) continue;
        visit(child, appendPointer(pointer, childKey), childKey, key);
      }
    }
    active.delete(node);
  };
  visit(document, "", undefined, undefined);
  return found;
}

/** True for a `$ref` that points outside the current document. */
export function isExternalRef(ref: string): boolean {
  return !ref.startsWith("#");
}
