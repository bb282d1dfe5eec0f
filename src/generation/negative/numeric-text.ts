import * as fc from "fast-check";
import type { CaseData } from "../../core/case.js";
import type { JsonSchema, JsonSchemaObject } from "../../core/json-schema.js";
import type { OperationDefinition } from "../../core/operation.js";
import { environmentFor } from "../build.js";
import { caseArbitrary } from "../case-arbitrary.js";
import { codecFiltered } from "../codec-guard.js";
import type { GenerationContext } from "../context.js";

/** A positive case but for one JSON body property written as text (`"qty": "1"`). */
export interface NumericTextCase {
  readonly data: CaseData;
  readonly property: string;
  /** E.g. `body property "qty": a number written as text`. */
  readonly description: string;
}

const TEXTUAL_TYPES: ReadonlySet<unknown> = new Set(["number", "integer", "boolean"]);
const JSON_MEDIA = /^[^/]+\/(?:[^+]+\+)?json$/;

/**
 * Ambiguous cases of one operation: a positive JSON body with one top-level number, integer or
 * boolean property written as a string (`{"qty": "1"}`, `{"dry": "true"}`). A strict server
 * refuses it; a lenient one coerces it and reads a valid request, so the engine judges these
 * only by the checks that do not depend on that reading (a handler that does arithmetic on
 * the string still crashes). Undefined when no JSON body declares such a property.
 *
 * @example
 * fc.sample(numericTextArbitrary(operation, ctx)!, 1)[0].data.body; // { qty: "1" }
 */
export function numericTextArbitrary(operation: OperationDefinition, ctx: GenerationContext): fc.Arbitrary<NumericTextCase> | undefined {
  const targets: { mediaType: string; property: string; value: fc.Arbitrary<unknown> }[] = [];
  for (const alternative of operation.requestBody?.alternatives ?? []) {
    const essence = alternative.mediaType.split(";")[0]?.trim().toLowerCase() ?? "";
    if (!JSON_MEDIA.test(essence)) continue;
    const schema = resolved(alternative.schema, ctx);
    if (schema === undefined || typeof schema.properties !== "object" || schema.properties === null) continue;
    for (const [property, raw] of Object.entries(schema.properties as Record<string, JsonSchema>)) {
      const propertySchema = resolved(raw, ctx);
      if (propertySchema === undefined || !TEXTUAL_TYPES.has(propertySchema.type)) continue;
      const value = environmentFor(ctx, "body").tryBuild(propertySchema, 1);
      if (value !== undefined) targets.push({ mediaType: alternative.mediaType, property, value });
    }
  }
  if (targets.length === 0) return undefined;
  const target = fc.oneof(...targets.map(({ mediaType, property, value }) => value.map((drawn) => ({ mediaType, property, text: String(drawn) }))));
  const built = fc
    .tuple(caseArbitrary(operation, ctx), target)
    .filter(([data, { mediaType }]) => data.mediaType === mediaType && isPlainObject(data.body))
    .map(([data, { property, text }]): NumericTextCase => {
      // Rebuilt from entries so that a property named "__proto__" stays an ordinary key.
      const body = Object.fromEntries([...Object.entries(data.body as Record<string, unknown>).filter(([key]) => key !== property), [property, text]]);
      return { data: { ...data, body }, property, description: `body property ${JSON.stringify(property)}: a number or boolean written as text` };
    });
  return codecFiltered(built, ctx, (numeric) => numeric.data);
}

function resolved(schema: JsonSchema, ctx: GenerationContext): JsonSchemaObject | undefined {
  let current: JsonSchema | undefined = schema;
  for (let hops = 0; hops < 8 && typeof current === "object" && typeof current.$ref === "string"; hops++) current = ctx.resolver.resolve(current.$ref);
  return typeof current === "object" && current !== null ? current : undefined;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Uint8Array);
}
