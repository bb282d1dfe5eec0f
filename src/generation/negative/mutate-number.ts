import type { JsonSchemaObject } from "../../core/json-schema.js";
import { numericType, type Mutation } from "./mutation.js";

const INT32_MAX = 2 ** 31 - 1;

/**
 * Numbers breaking one numeric keyword: below `minimum`/`exclusiveMinimum`, above
 * `maximum`/`exclusiveMaximum`, not a `multipleOf`, or outside the `int32` range. The type is
 * kept (an integer schema gets integers), so only the broken keyword fails.
 *
 * @example
 * numberMutations({ type: "integer", minimum: 1 }); // [{ family: "number", schema: { type: "integer", exclusiveMaximum: 1 }, … }]
 */
export function numberMutations(schema: JsonSchemaObject): Mutation[] {
  const type = numericType(schema);
  const out: Mutation[] = [];
  const { minimum, maximum, exclusiveMinimum, exclusiveMaximum, multipleOf, format } = schema;
  if (finite(minimum)) out.push({ family: "number", schema: { type, exclusiveMaximum: minimum }, description: `a number below the minimum ${minimum}` });
  if (finite(exclusiveMinimum)) out.push({ family: "number", schema: { type, maximum: exclusiveMinimum }, description: `a number not above the exclusive minimum ${exclusiveMinimum}` });
  if (finite(maximum)) out.push({ family: "number", schema: { type, exclusiveMinimum: maximum }, description: `a number above the maximum ${maximum}` });
  if (finite(exclusiveMaximum)) out.push({ family: "number", schema: { type, minimum: exclusiveMaximum }, description: `a number not below the exclusive maximum ${exclusiveMaximum}` });
  if (finite(multipleOf) && multipleOf > 0) out.push({ family: "number", schema: { type, not: { multipleOf } }, description: `a number that is not a multiple of ${multipleOf}` });
  if (format === "int32") {
    out.push({ family: "number", schema: { type: "integer", minimum: INT32_MAX + 1, maximum: Number.MAX_SAFE_INTEGER }, description: "an integer beyond the int32 range" });
  }
  return out;
}

function finite(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value);
}
