import type { SecuritySchemeDefinition } from "../../core/operation.js";
import { isRecord, type OpenApiFamily } from "./convert-context.js";
import { followRefs } from "./resolve-ref.js";

/** What building operations needs from the converted document. */
export interface BuildContext {
  readonly document: Record<string, unknown>;
  readonly family: OpenApiFamily;
  /** 2.0 document-level `consumes` / `produces`. */
  readonly consumes: readonly string[];
  readonly produces: readonly string[];
  readonly securitySchemes: Readonly<Record<string, SecuritySchemeDefinition>>;
  /** Collects one line per problem that did not stop loading. */
  readonly warnings: string[];
}

/** Thrown while building one operation; the operation is skipped with this message as warning. */
export class UnreadableOperation extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UnreadableOperation";
  }
}

/** Follows `$ref`s from `node` (found at `pointer`) to a plain object, or fails the operation. */
export function derefObject(context: BuildContext, node: unknown, pointer: string, what: string): Record<string, unknown> {
  const found = followRefs(context.document, node, pointer);
  if (found === undefined || !isRecord(found.value)) {
    throw new UnreadableOperation(`its ${what} at ${pointer} is not an object (or its $ref does not lead to one)`);
  }
  return found.value;
}

/** Like `derefObject`, but returns undefined instead of failing. */
export function tryDeref(context: BuildContext, node: unknown, pointer: string): Record<string, unknown> | undefined {
  const found = followRefs(context.document, node, pointer);
  return found !== undefined && isRecord(found.value) ? found.value : undefined;
}

/** The strings of a list, or undefined when the value is not a list. */
export function stringList(value: unknown): string[] | undefined {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : undefined;
}

/**
 * Example values of a parameter, media type or body: `example`, the `value` of each
 * `examples` entry (a list is taken as values), `x-example` and 2.0 `x-examples`.
 */
export function collectExamples(context: BuildContext, node: Record<string, unknown>, pointer: string): unknown[] {
  const found: unknown[] = [];
  if (node["example"] !== undefined) found.push(node["example"]);
  const examples = node["examples"];
  if (Array.isArray(examples)) found.push(...examples);
  else if (isRecord(examples)) {
    for (const [name, entry] of Object.entries(examples)) {
      const example = tryDeref(context, entry, `${pointer}/examples/${name}`);
      if (example !== undefined && example["value"] !== undefined) found.push(example["value"]);
    }
  }
  if (node["x-example"] !== undefined) found.push(node["x-example"]);
  const vendor = node["x-examples"];
  if (isRecord(vendor)) found.push(...Object.values(vendor));
  else if (Array.isArray(vendor)) found.push(...vendor);
  return found;
}
