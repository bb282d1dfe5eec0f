import type { DataMode } from "../../core/phase.js";
import type { JsonSchema } from "../../core/json-schema.js";
import type { ParameterLocation } from "../../core/operation.js";
import type { BuildEnv } from "../env.js";
import type { GenerationContext } from "../context.js";

/** One deterministic value chosen by the coverage phase, and why. */
export interface CoverageValue {
  readonly value: unknown;
  /** What the value exercises, e.g. `maximum (100)`, `missing required property "name"`. */
  readonly description: string;
  /** JSON pointer of the part of the value that is varied (`""`: the value as a whole). */
  readonly pointer: string;
}

/** Where a value goes: a parameter location, or the request body. */
export type CoverageLocation = ParameterLocation | "body";

/** Nesting depth (objects, arrays) up to which values are varied; deeper parts keep one value. */
export const MAX_VARIED_DEPTH = 3;

/** What every keyword family receives: the generation environment and the recursion hook. */
export interface CoverageEnv {
  readonly ctx: GenerationContext;
  /** The generation environment of the target's string mode (refs, matcher, string policy). */
  readonly build: BuildEnv;
  readonly location: CoverageLocation;
  /**
   * Whether values reach the server as text (query, path, header, cookie parameters without
   * a JSON `content` type): then `1` and `"1"` are the same value on the wire.
   */
  readonly textual: boolean;
  /** Coverage values of a subschema (cached, filtered for validity and the wire). */
  values(schema: JsonSchema, mode: DataMode, depth: number): readonly CoverageValue[];
  /** The first positive value of a subschema, or undefined when none exists. */
  first(schema: JsonSchema, depth: number): { readonly value: unknown } | undefined;
}

/** Builds a value entry; `pointer` defaults to the whole value. */
export function covered(value: unknown, description: string, pointer = ""): CoverageValue {
  return { value, description, pointer };
}

/** Prefixes a nested entry's pointer with one more segment (escaped as JSON pointers require). */
export function nested(entry: CoverageValue, segment: string | number, value: unknown): CoverageValue {
  const escaped = String(segment).replaceAll("~", "~0").replaceAll("/", "~1");
  return { value, description: entry.description, pointer: `/${escaped}${entry.pointer}` };
}

/** Takes one entry from each list in turn, so a cap applied later keeps every list represented. */
export function interleave<T>(lists: readonly (readonly T[])[]): T[] {
  const out: T[] = [];
  const longest = Math.max(0, ...lists.map((list) => list.length));
  for (let index = 0; index < longest; index += 1) {
    for (const list of lists) {
      const entry = list[index];
      if (entry !== undefined) out.push(entry);
    }
  }
  return out;
}
