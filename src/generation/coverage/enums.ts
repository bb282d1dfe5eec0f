import type { JsonSchemaObject } from "../../core/json-schema.js";
import type { DataMode } from "../../core/phase.js";
import { jsonEqual } from "../json-value.js";
import { covered, type CoverageValue } from "./coverage-value.js";

/**
 * Coverage values of `enum`/`const`. Positive: every member (those the rest of the schema
 * rejects are filtered later). Negative: one value of the members' own type that is not a
 * member, so only the enum is at fault.
 */
export function enumValues(schema: JsonSchemaObject, mode: DataMode): CoverageValue[] {
  const members = "const" in schema ? [schema.const] : Array.isArray(schema.enum) ? (schema.enum as unknown[]) : [];
  const keyword = "const" in schema ? "const" : "enum";
  if (mode === "positive") return members.map((member) => covered(member, `${keyword} value ${JSON.stringify(member) ?? String(member)}`));
  const outsider = notAMember(members);
  return outsider === undefined ? [] : [covered(outsider, `not in ${keyword}`)];
}

function notAMember(members: readonly unknown[]): unknown {
  const taken = (value: unknown): boolean => members.some((member) => jsonEqual(member, value));
  const numbers = members.filter((member): member is number => typeof member === "number");
  if (numbers.length === members.length && numbers.length > 0) {
    const candidate = Math.max(...numbers) + 1;
    return Number.isFinite(candidate) ? candidate : undefined;
  }
  if (members.length > 0 && members.every((member) => typeof member === "boolean")) {
    return [true, false].find((value) => !taken(value));
  }
  for (let index = 0; index < 100; index += 1) {
    const candidate = index === 0 ? "not-in-enum" : `not-in-enum-${index}`;
    if (!taken(candidate)) return candidate;
  }
  return undefined;
}
