import type * as fc from "fast-check";
import type { JsonSchema } from "../core/json-schema.js";
import { environmentFor } from "./build.js";
import type { GenerationContext } from "./context.js";

/**
 * A fast-check arbitrary of values valid against `schema` (internal 2020-12 dialect, `$ref`s
 * resolved lazily through `ctx.resolver`). Arbitraries are built once per schema object and
 * context, so calling this again with the same objects is cheap.
 *
 * Throws a `SchemaError` (`schema_unsupported`) when no value can satisfy a required part of the
 * schema, or when a pattern cannot be generated; optional parts without valid values are left out.
 *
 * @example
 * const arb = arbitraryFromSchema({ type: "integer", minimum: 1 }, ctx);
 * fc.sample(arb, 3); // e.g. [1, 7, 2147483647]
 */
export function arbitraryFromSchema(schema: JsonSchema, ctx: GenerationContext): fc.Arbitrary<unknown> {
  return environmentFor(ctx, "body").build(schema, 0);
}
