import { Schema } from "../api/schema.js";
import { UsageError } from "../core/errors.js";

/** `<name>[<METHOD> <path>]`, the name the specification gives each parametrized test. */
export function operationTestName(name: string, label: string): string {
  return `${name}[${label}]`;
}

/** A value named for an error message: `null`, `an object (Foo)`, `string`. */
export function describeValue(value: unknown): string {
  if (value === null) return "null";
  if (typeof value === "object") return `an object (${value.constructor?.name ?? "no class"})`;
  return typeof value;
}

/**
 * Calls a schema loader passed to `parametrize` and checks it gave a Schema.
 * @throws UsageError naming what it gave instead.
 */
export async function loadedSchema(load: () => Promise<Schema>): Promise<Schema> {
  const value: unknown = await load();
  if (!(value instanceof Schema)) {
    throw new UsageError(`The schema loader passed to parametrize() resolved to ${describeValue(value)}, not a Schema: return a loader's result, e.g. () => openapi.fromUrl(url).`);
  }
  return value;
}
