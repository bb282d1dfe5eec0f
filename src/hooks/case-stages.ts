import * as fc from "fast-check";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import type { CaseData } from "../core/case.js";
import { NOT_SET } from "../core/not-set.js";
import type { OperationDefinition } from "../core/operation.js";
import type { GenerationContext } from "../generation/context.js";
import { caseArbitrary, shapedCaseArbitrary, type PartShapers } from "../generation/case-arbitrary.js";
import { BoundedFilterArbitrary, MAX_REJECTIONS } from "./bounded-filter.js";
import { invokeHook } from "./hook-error.js";
import { CASE_PARTS, type HookContext, type HookName, type PartSuffix } from "./hook-names.js";
import { hooksOf, type HookSet } from "./registry.js";

type Part = (typeof CASE_PARTS)[PartSuffix];
type AnyHook = (ctx: HookContext, value: never) => unknown;

/** One filter, map or flatMap step over one part of a case, with the hooks registered for it. */
interface Stage {
  readonly kind: "filter" | "map" | "flatMap";
  readonly name: HookName;
  readonly part: Part;
  readonly hooks: readonly AnyHook[];
}

/** Reads and replaces the case data inside a generated value (a case, or a case with its metadata). */
export interface CaseLens<T> {
  get(value: T): CaseData;
  set(value: T, data: CaseData): T;
}

export const IDENTITY: CaseLens<CaseData> = { get: (data) => data, set: (_, data) => data };
const ORDER: readonly PartSuffix[] = ["PathParameters", "Query", "Headers", "Cookies", "Body", "Case"];

/** The filter/map/flatMap steps in effect, part by part (the case last), filter before map before flatMap. */
export function caseStages(set: HookSet): readonly Stage[] {
  const stages: Stage[] = [];
  for (const suffix of ORDER) {
    for (const kind of ["filter", "map", "flatMap"] as const) {
      const name = `${kind}${suffix}` as HookName;
      const hooks = hooksOf(set, name) as readonly AnyHook[];
      if (hooks.length > 0) stages.push({ kind, name, part: CASE_PARTS[suffix], hooks });
    }
  }
  return stages;
}

function partOf(data: CaseData, part: Part): unknown {
  return part === "case" ? data : data[part];
}

function withPart(data: CaseData, part: Part, value: unknown): CaseData {
  if (part === "case") return value as CaseData;
  return { ...data, [part]: value };
}

/** Body hooks apply only to cases with a body. */
function applies(data: CaseData, part: Part): boolean {
  return part !== "body" || data.body !== NOT_SET;
}

function keeps(stage: Stage, ctx: HookContext, data: CaseData): boolean {
  if (!applies(data, stage.part)) return true;
  const value = partOf(data, stage.part);
  return stage.hooks.every((hook) => Boolean(invokeHook(stage.name, ctx.operation.label, () => hook(ctx, value as never))));
}

function mapped(stage: Stage, ctx: HookContext, data: CaseData): CaseData {
  if (!applies(data, stage.part)) return data;
  let value = partOf(data, stage.part);
  for (const hook of stage.hooks) value = invokeHook(stage.name, ctx.operation.label, () => hook(ctx, value as never));
  return withPart(data, stage.part, value);
}

function flatMapped(stage: Stage, ctx: HookContext, data: CaseData): fc.Arbitrary<CaseData> {
  if (!applies(data, stage.part)) return fc.constant(data);
  let arbitrary: fc.Arbitrary<unknown> = fc.constant(partOf(data, stage.part));
  for (const hook of stage.hooks) {
    arbitrary = arbitrary.chain((value) =>
      invokeHook(stage.name, ctx.operation.label, () => {
        const next = hook(ctx, value as never);
        if (typeof (next as { generate?: unknown } | null)?.generate !== "function") throw new TypeError(`it returned ${typeof next}, not a fast-check arbitrary`);
        return next as fc.Arbitrary<unknown>;
      }),
    );
  }
  return arbitrary.map((value) => withPart(data, stage.part, value));
}

/**
 * Applies the filter/map/flatMap hooks to an arbitrary of cases (or of values holding a case).
 * Filters never hang: see {@link BoundedFilterArbitrary}.
 */
export function hookArbitrary<T>(arbitrary: fc.Arbitrary<T>, stages: readonly Stage[], ctx: HookContext, lens: CaseLens<T>): fc.Arbitrary<T> {
  let out = arbitrary;
  for (const stage of stages) {
    if (stage.kind === "filter") {
      const explain = (): string =>
        `The ${stage.name} hook rejected ${MAX_REJECTIONS} generated cases in a row for ${ctx.operation.label}: it filters out (nearly) everything the schema allows. Loosen the filter, or use a map${stage.name.slice("filter".length)} hook to produce wanted values.`;
      out = new BoundedFilterArbitrary(out, (value) => keeps(stage, ctx, lens.get(value)), explain);
    } else if (stage.kind === "map") {
      out = out.map((value) => lens.set(value, mapped(stage, ctx, lens.get(value))));
    } else {
      out = out.chain((value) => flatMapped(stage, ctx, lens.get(value)).map((data) => lens.set(value, data)));
    }
  }
  return out;
}

/**
 * Applies the filter/map/flatMap hooks to one case decided in advance (examples, coverage):
 * undefined when a filter rejects it; flatMap hooks draw one value with `random`.
 */
export function hookCase(data: CaseData, stages: readonly Stage[], ctx: HookContext, random: fc.Random): CaseData | undefined {
  let out = data;
  for (const stage of stages) {
    if (stage.kind === "filter") {
      if (!keeps(stage, ctx, out)) return undefined;
    } else if (stage.kind === "map") {
      out = mapped(stage, ctx, out);
    } else {
      out = flatMapped(stage, ctx, out).generate(random, undefined).value;
    }
  }
  return out;
}

/** The `beforeGenerate*` hooks of a name as one function over an arbitrary; undefined when none is registered. */
export function shaper<T>(set: HookSet, name: HookName, ctx: HookContext): ((arbitrary: fc.Arbitrary<T>) => fc.Arbitrary<T>) | undefined {
  const hooks = hooksOf(set, name) as readonly ((ctx: HookContext, arbitrary: fc.Arbitrary<T>) => fc.Arbitrary<T>)[];
  if (hooks.length === 0) return undefined;
  return (arbitrary) => hooks.reduce((current, hook) => invokeHook(name, ctx.operation.label, () => hook(ctx, current)), arbitrary);
}

/** A step between the parts' `beforeGenerate*` hooks and the case's, told which parts those hooks shaped. */
export type InnerStep = (arbitrary: fc.Arbitrary<CaseData>, shapedParts: ReadonlySet<keyof PartShapers>) => fc.Arbitrary<CaseData>;

/**
 * Positive cases of an operation with every generation hook applied: `beforeGenerate*` to the
 * parts' arbitraries, then `inner` (the engine's values from earlier responses), then
 * `beforeGenerateCase` and the filter/map/flatMap hooks. Without hooks and `inner`, the plain
 * (cached) {@link caseArbitrary}.
 */
export function hookedCaseArbitrary(operation: OperationDefinition, generation: GenerationContext, set: HookSet, inner?: InnerStep): fc.Arbitrary<CaseData> {
  const ctx: HookContext = { operation };
  const shapers: PartShapers = Object.fromEntries(
    (["PathParameters", "Query", "Headers", "Cookies", "Body"] as const).flatMap((suffix) => {
      const shape = shaper<never>(set, `beforeGenerate${suffix}`, ctx);
      return shape === undefined ? [] : [[CASE_PARTS[suffix], shape]];
    }),
  );
  const shapeCase = shaper<CaseData>(set, "beforeGenerateCase", ctx);
  const stages = caseStages(set);
  const plain = Object.keys(shapers).length === 0 ? caseArbitrary(operation, generation) : shapedCaseArbitrary(operation, generation, shapers);
  let arbitrary = inner === undefined ? plain : inner(plain, new Set(Object.keys(shapers) as (keyof PartShapers)[]));
  if (shapeCase === undefined && stages.length === 0) return arbitrary;
  if (shapeCase !== undefined) arbitrary = shapeCase(arbitrary);
  return hookArbitrary(arbitrary, stages, ctx, IDENTITY);
}

/** Generated values holding a case (`{ data, … }`) with the filter/map/flatMap hooks applied. */
export function hookGenerated<T extends { readonly data: CaseData }>(set: HookSet, operation: OperationDefinition, arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T> {
  const stages = caseStages(set);
  if (stages.length === 0) return arbitrary;
  return hookArbitrary(arbitrary, stages, { operation }, { get: (value) => value.data, set: (value, data) => ({ ...value, data }) });
}

/** Cases decided in advance (`{ data, … }`) that the filter hooks keep, with the map/flatMap hooks applied (seeded). */
export function hookPlanned<T extends { readonly data: CaseData }>(set: HookSet, operation: OperationDefinition, planned: readonly T[], seed: number): readonly T[] {
  const stages = caseStages(set);
  if (stages.length === 0) return planned;
  const random = new fc.Random(xoroshiro128plus(seed));
  const ctx = { operation };
  return planned.flatMap((item) => {
    const hooked = hookCase(item.data, stages, ctx, random);
    return hooked === undefined ? [] : [{ ...item, data: hooked }];
  });
}
