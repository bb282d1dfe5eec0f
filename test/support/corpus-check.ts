import { resolve } from "node:path";
import { expect } from "vitest";
import { SchemaError } from "../../src/core/errors.js";
import type { OpenApiSpec } from "../../src/core/spec.js";
import { SWEEP_DIR, MISSING_SIBLINGS, PATH_ITEM_REF_OPERATIONS, type CorpusEntry } from "./corpus-helpers.js";
import type { Loaded } from "./corpus-laws/file-laws.js";

/** Expected messages for the corpus files whose external references cannot resolve. */
const MISSING_REFS: Readonly<Record<string, { ref: string; at: string }>> = {
  "azure.com__network-routeFilter__2017-03-01.json": {
    ref: "./expressRouteCircuit.json#/definitions/ExpressRouteCircuitPeering",
    at: "/definitions/RouteFilterPropertiesFormat/properties/peerings/items",
  },
  "azure.com__network-routeTable__2017-11-01.yaml": {
    ref: "./virtualNetwork.json#/definitions/Subnet",
    at: "/definitions/RouteTablePropertiesFormat/properties/subnets/items",
  },
};

/**
 * Checks what loading one corpus file gave against its manifest entry: the spec version, every
 * operation, no load warning, response schemas that compile; or, for the files whose external
 * references cannot resolve, the reference error naming the reference, where it is and the file.
 */
export function checkLoad(entry: CorpusEntry, result: Loaded): void {
  const path = resolve(SWEEP_DIR, entry.file);
  const missing = MISSING_REFS[entry.file];
  if (missing !== undefined) {
    expect("error" in result).toBe(true);
    const error = (result as { error: unknown }).error;
    expect(error).toBeInstanceOf(SchemaError);
    expect((error as SchemaError).code).toBe("reference_error");
    expect((error as SchemaError).message).toContain(`The reference "${missing.ref}" at ${missing.at} in ${path} cannot be resolved`);
    expect((error as SchemaError).message).toContain(`ENOENT`);
    expect(missing.ref.startsWith(MISSING_SIBLINGS[entry.file] ?? "?")).toBe(true);
    return;
  }
  if ("error" in result) throw result.error;
  const { spec } = result;
  expect(spec.specVersion).toBe(entry.specVersion);
  const expected = entry.operations + (PATH_ITEM_REF_OPERATIONS[entry.file] ?? 0);
  if (entry.features.includes("x-ms-paths")) expect(spec.operations.length).toBeGreaterThanOrEqual(expected);
  else expect(spec.operations.length).toBe(expected);
  expect(spec.loadWarnings).toEqual([]);
  checkSomeResponseSchemas(spec);
}

function checkSomeResponseSchemas(spec: OpenApiSpec): void {
  const schemas = spec.operations
    .flatMap((op) => op.responses.flatMap((response) => response.content.map((content) => content.schema)))
    .filter((schema) => schema !== undefined)
    .slice(0, 5);
  for (const schema of schemas) {
    expect(() => spec.validator.validate(schema, {})).not.toThrow();
    expect(Array.isArray(spec.validator.validate(schema, null))).toBe(true);
  }
  const compileErrors = (spec.validator as unknown as { compileErrors(): string[] }).compileErrors();
  expect(compileErrors).toEqual([]);
}
