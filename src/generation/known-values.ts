import * as fc from "fast-check";
import type { CaseData } from "../core/case.js";
import type { JsonSchema } from "../core/json-schema.js";
import type { OperationDefinition, ParameterLocation } from "../core/operation.js";
import { ownCopy, setOwn } from "../core/own-property.js";

/** Values a parameter may take from earlier responses, each valid against its schema. */
export interface KnownParameter {
  readonly location: ParameterLocation;
  readonly name: string;
  readonly values: readonly unknown[];
}

/** How a parameter's candidates are found and judged (the engine's dictionary and validator). */
export interface KnownValueSource {
  /** Values seen under the parameter's names, best first. */
  readonly lookup: (parameter: string, path: string) => readonly (string | number)[];
  /** Whether a value is valid against a schema. */
  readonly valid: (schema: JsonSchema, value: unknown) => boolean;
  /** Parameters whose value is fixed by the configuration: never replaced. */
  readonly fixed?: (location: ParameterLocation, name: string) => boolean;
}

const PART = { path: "pathParameters", query: "query", header: "headers", cookie: "cookies" } as const;

/** Header and cookie values must be printable ASCII without edge whitespace. */
const HEADER_SAFE = /^[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?$/;

/**
 * The parameters of an operation that have values from earlier responses, each value valid
 * against the parameter's schema (as seen, or as its string or number form when only that is
 * valid), so drawing one never makes a positive case invalid. Pure: the values are data.
 */
export function knownParameters(operation: OperationDefinition, source: KnownValueSource): KnownParameter[] {
  const known: KnownParameter[] = [];
  const seen = new Set<string>();
  for (const parameter of operation.parameters) {
    const key = `${parameter.location}\u0000${parameter.name}`;
    if (seen.has(key) || source.fixed?.(parameter.location, parameter.name) === true) continue;
    seen.add(key);
    const values: unknown[] = [];
    for (const raw of source.lookup(parameter.name, operation.path)) {
      const value = validForm(raw, parameter.schema, source.valid);
      if (value === undefined || values.includes(value)) continue;
      if ((parameter.location === "header" || parameter.location === "cookie") && !HEADER_SAFE.test(String(value))) continue;
      if (parameter.location === "path" && String(value) === "") continue;
      values.push(value);
    }
    if (values.length > 0) known.push({ location: parameter.location, name: parameter.name, values });
  }
  return known;
}

function validForm(raw: string | number, schema: JsonSchema, valid: KnownValueSource["valid"]): unknown {
  if (valid(schema, raw)) return raw;
  const other = typeof raw === "number" ? String(raw) : /^-?\d{1,15}$/.test(raw) ? Number(raw) : undefined;
  return other !== undefined && valid(schema, other) ? other : undefined;
}

/**
 * Positive cases that take known values: each known parameter is set to one of them two
 * times in three, else keeps its generated value. Shrinking goes back to generated values
 * first, so a failure that needs a real id keeps it. The arbitrary itself when nothing is known.
 */
export function withKnownValues(arbitrary: fc.Arbitrary<CaseData>, known: readonly KnownParameter[]): fc.Arbitrary<CaseData> {
  if (known.length === 0) return arbitrary;
  const picks = known.map((parameter) =>
    fc.oneof({ weight: 1, arbitrary: fc.constant(undefined) }, { weight: 2, arbitrary: fc.constantFrom(...parameter.values) }),
  );
  return fc.tuple(arbitrary, fc.tuple(...picks)).map(([data, chosen]) => {
    let result = data;
    chosen.forEach((value, index) => {
      if (value === undefined) return;
      const { location, name } = known[index] as KnownParameter;
      const part = PART[location];
      const values = ownCopy(result[part]);
      setOwn(values, name, value);
      result = { ...result, [part]: values };
    });
    return result;
  });
}
