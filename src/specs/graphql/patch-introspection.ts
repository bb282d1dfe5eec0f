/**
 * Normalizes an introspection result so graphql-js 16 `buildClientSchema` accepts results
 * produced by older or other servers. Pure: returns a patched copy, never mutates.
 *
 * - unwraps `{ data: { __schema } }` to `{ __schema }`;
 * - directives without `locations` (pre-2016 servers sent `onOperation`/`onFragment`/
 *   `onField` flags instead) get locations derived from those flags, and missing `args` become `[]`;
 * - the `@deprecated` directive gets every location graphql-js 16 knows it at, because older
 *   servers list only `FIELD_DEFINITION | ENUM_VALUE` while their schema deprecates arguments;
 * - object/interface types without `interfaces`, unions without `possibleTypes` and fields
 *   without `args` get empty lists (servers omit empty lists; graphql-js rejects the omission).
 *
 * Returns `undefined` when the value has no `__schema` object at all.
 */
export function patchIntrospection(value: unknown): { __schema: Record<string, unknown> } | undefined {
  const root = isRecord(value) && isRecord(value["data"]) ? value["data"] : value;
  if (!isRecord(root) || !isRecord(root["__schema"])) return undefined;
  const schema = root["__schema"];
  return {
    __schema: {
      ...schema,
      types: Array.isArray(schema["types"]) ? schema["types"].map(patchType) : schema["types"],
      directives: Array.isArray(schema["directives"]) ? schema["directives"].map(patchDirective) : [],
    },
  };
}

const DEPRECATED_LOCATIONS = ["FIELD_DEFINITION", "ARGUMENT_DEFINITION", "INPUT_FIELD_DEFINITION", "ENUM_VALUE"];

function patchDirective(value: unknown): unknown {
  if (!isRecord(value)) return value;
  let locations = Array.isArray(value["locations"]) ? (value["locations"] as unknown[]) : legacyLocations(value);
  if (value["name"] === "deprecated") locations = [...new Set([...locations, ...DEPRECATED_LOCATIONS])];
  return { ...value, locations, args: Array.isArray(value["args"]) ? value["args"] : [] };
}

function legacyLocations(directive: Record<string, unknown>): string[] {
  const locations: string[] = [];
  if (directive["onOperation"] === true) locations.push("QUERY", "MUTATION", "SUBSCRIPTION");
  if (directive["onFragment"] === true) locations.push("FRAGMENT_SPREAD", "INLINE_FRAGMENT", "FRAGMENT_DEFINITION");
  if (directive["onField"] === true) locations.push("FIELD");
  return locations;
}

function patchType(value: unknown): unknown {
  if (!isRecord(value)) return value;
  const kind = value["kind"];
  const patched: Record<string, unknown> = { ...value };
  if ((kind === "OBJECT" || kind === "INTERFACE") && !Array.isArray(value["interfaces"])) patched["interfaces"] = [];
  if (kind === "UNION" && !Array.isArray(value["possibleTypes"])) patched["possibleTypes"] = [];
  if (Array.isArray(value["fields"])) {
    patched["fields"] = value["fields"].map((field: unknown) =>
      isRecord(field) && !Array.isArray(field["args"]) ? { ...field, args: [] } : field,
    );
  }
  return patched;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
