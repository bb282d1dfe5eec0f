import type * as fc from "fast-check";
import type { JsonSchema } from "../../core/json-schema.js";
import { environmentFor } from "../build.js";
import type { GenerationContext } from "../context.js";
import type { StringMode } from "../env.js";
import type { MutationFamily } from "./mutation.js";
import { schemaMutations } from "./schema-mutations.js";

/** Mutations turned into arbitraries per location: enough variety, bounded build time. */
const MAX_VALUES = 24;

/** Values its schema rejects, with what they break. */
export interface NegativeValue {
  readonly arbitrary: fc.Arbitrary<unknown>;
  readonly description: string;
  /** JSON pointer of the property whose value is broken (see `Mutation.pointer`); absent: the value as a whole. */
  readonly pointer?: string;
}

/** How the negative values of one location are made. */
export interface NegativeValueOptions {
  /** Which characters strings may hold: header and cookie values stay HTTP-safe even when invalid. */
  readonly mode: StringMode;
  /** The value travels as text (parameters, form fields), see `MutationScope.textual`. */
  readonly textual: boolean;
  /** Keep only these families (a form body must stay an object); all when absent. */
  readonly families?: ReadonlySet<MutationFamily>;
}

/**
 * Arbitraries of values `schema` rejects, one per mutation that the positive generator can
 * satisfy, built with the same string policies as positive values. Empty when nothing about
 * the schema can be broken (e.g. `{}` or `{ type: "string" }` in a textual location).
 *
 * @example
 * negativeValues({ type: "integer", minimum: 1 }, ctx, { mode: "body", textual: false }).map((v) => v.description);
 */
export function negativeValues(schema: JsonSchema, ctx: GenerationContext, options: NegativeValueOptions): NegativeValue[] {
  const env = environmentFor(ctx, options.mode);
  const mutations = schemaMutations(schema, { refs: env.refs, textual: options.textual, depth: 0, isReadOnly: env.isReadOnly });
  const out: NegativeValue[] = [];
  for (const mutation of mutations) {
    if (out.length >= MAX_VALUES) break;
    if (options.families !== undefined && !options.families.has(mutation.family)) continue;
    // A mutation the generator cannot satisfy (an enum covering every boolean, a pattern `.*`) is skipped.
    const arbitrary = env.tryBuild(mutation.schema, 0);
    if (arbitrary !== undefined) out.push({ arbitrary, description: mutation.description, ...(mutation.pointer === undefined ? {} : { pointer: mutation.pointer }) });
  }
  return out;
}
