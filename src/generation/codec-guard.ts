import type * as fc from "fast-check";
import type { CaseData } from "../core/case.js";
import { codecLimit, valueFitsCodec } from "../core/codec.js";
import type { GenerationContext } from "./context.js";
import { tryFilter } from "./probe.js";

/**
 * Whether every string of a case (parameters, their names, the body) is encodable in
 * `ctx.codec` (`generation.codec`); always true without a codec or with a Unicode one.
 */
export function caseFitsCodec(data: CaseData, ctx: GenerationContext): boolean {
  const limit = ctx.codec === undefined ? undefined : codecLimit(ctx.codec);
  if (limit === undefined || limit >= 0x10ffff) return true;
  return [data.pathParameters, data.query, data.headers, data.cookies, data.body].every((part) => valueFitsCodec(part, limit));
}

/**
 * Keeps only cases whose strings fit `generation.codec` — the last guard behind the string
 * policies, for strings they let through (path parameters that cannot avoid a character, schema
 * enum members). Unchanged without a restricting codec, or when no sampled case would fit.
 */
export function codecFiltered<T>(arb: fc.Arbitrary<T>, ctx: GenerationContext, dataOf: (value: T) => CaseData): fc.Arbitrary<T> {
  const limit = ctx.codec === undefined ? undefined : codecLimit(ctx.codec);
  if (limit === undefined || limit >= 0x10ffff) return arb;
  return tryFilter(arb, (value) => caseFitsCodec(dataOf(value), ctx)) ?? arb;
}
