import type * as fc from "fast-check";
import type { JsonSchema } from "../core/json-schema.js";
import type { GenerationContext } from "./context.js";
import type { Matcher } from "./matches.js";
import type { RefIndex } from "./refs.js";
import type { Alphabet } from "./text.js";

/** Where generated strings end up, which limits the characters they may hold. */
export type StringMode = "body" | "path" | "header" | "cookie";

/** The characters and shape strings may take in one {@link StringMode}. */
export interface StringPolicy {
  readonly mode: StringMode;
  /** The characters plain strings are drawn from, one code point each, so lengths count code points as ajv does. */
  readonly alphabet: Alphabet;
  /** Whether a string (from a pattern, format or enum) is acceptable in this mode. */
  readonly accepts: (text: string) => boolean;
  /** Smallest length to aim for (path parameters should not be empty). */
  readonly minLength: number;
  /** Repairs a string drawn from `alphabet`, keeping its length (header values must not start or end with a space); none when nothing needs repair. */
  readonly repair?: (text: string) => string;
  /** When false, a schema that cannot avoid the unwanted characters still generates (path mode). */
  readonly strict: boolean;
  /** "header values", "path parameters" … for error messages. */
  readonly description: string;
}

/** What every keyword-family builder receives: the context, the string policy and recursion. */
export interface BuildEnv {
  readonly ctx: GenerationContext;
  readonly policy: StringPolicy;
  readonly maxDepth: number;
  readonly refs: RefIndex;
  readonly matches: Matcher;
  /** Shared by optional properties and arrays, so nested values get sparser the deeper they sit. */
  readonly depthIdentifier: fc.DepthIdentifier;
  /** Builds (or fetches from the cache) the arbitrary of a subschema; throws `SchemaError` when unsatisfiable. */
  build(schema: JsonSchema, depth: number): fc.Arbitrary<unknown>;
  /** Like `build`, but undefined when no value can satisfy the schema. */
  tryBuild(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> | undefined;
  /** Whether a (possibly referenced) schema is marked `readOnly: true`. */
  isReadOnly(schema: JsonSchema): boolean;
}

/** Whether generation at `depth` must stay minimal (optional parts omitted, arrays shortest). */
export function isMinimal(env: BuildEnv, depth: number): boolean {
  return depth > env.maxDepth;
}
