import type { CaseData } from "../../core/case.js";
import type { JsonSchemaObject } from "../../core/json-schema.js";
import { isPlainObject } from "../json-value.js";
import { normalizeSchema } from "../normalize.js";
import type { RefIndex } from "../refs.js";
import type { CoverageValue } from "./coverage-value.js";
import { withPart, type CoveragePart } from "./operation-parts.js";

/** Enum combinations are planned only up to this many cases. */
export const MAX_ENUM_COMBINATIONS = 32;

/** A parameter with its positive values. */
export interface PartValues {
  readonly part: CoveragePart;
  readonly values: readonly CoverageValue[];
}

/** Whether a parameter's schema (after `$ref`s and `allOf`) is an `enum`/`const`. */
export function isEnumSchema(schema: unknown, refs: RefIndex): boolean {
  if (!isPlainObject(schema)) return false;
  try {
    const shape = normalizeSchema(schema as JsonSchemaObject, refs);
    return shape.kind === "plain" && ("const" in shape.schema || Array.isArray(shape.schema.enum));
  } catch {
    return false;
  }
}

/**
 * Every combination of the enum parameters' values (the cartesian product, first parameter
 * varying slowest), when there are at least two such parameters and at most
 * {@link MAX_ENUM_COMBINATIONS} combinations; otherwise none.
 */
export function enumCombinations(base: CaseData, enums: readonly PartValues[]): { data: CaseData; description: string }[] {
  const usable = enums.filter((entry) => entry.values.length > 0);
  if (usable.length < 2) return [];
  const total = usable.reduce((product, entry) => product * entry.values.length, 1);
  if (total > MAX_ENUM_COMBINATIONS) return [];
  let combos: { data: CaseData; names: string[] }[] = [{ data: base, names: [] }];
  for (const { part, values } of usable) {
    combos = combos.flatMap((combo) =>
      values.map((entry) => ({ data: withPart(combo.data, part, entry.value), names: [...combo.names, `${part.label}=${JSON.stringify(entry.value)}`] })),
    );
  }
  return combos.map((combo) => ({ data: combo.data, description: `enum combination: ${combo.names.join(", ")}` }));
}
