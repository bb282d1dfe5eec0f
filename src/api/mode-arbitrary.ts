import * as fc from "fast-check";
import type { CaseMeta } from "../core/case.js";
import { SerializationError } from "../core/errors.js";
import type { GenerationMode } from "../core/phase.js";
import { createWireJudge, TRUSTING_JUDGE, type WireJudge } from "../engine/wire-judge.js";
import type { NegativeCase } from "../generation/negative/negative-case.js";
import { BoundedFilterArbitrary, FilterRejectedError } from "../hooks/bounded-filter.js";
import { hookedCaseArbitrary, hookGenerated } from "../hooks/case-stages.js";
import { UsageError } from "../core/errors.js";
import type { JsonSchema } from "../core/json-schema.js";
import { knownValues, withKnownValues, withoutShaped } from "../generation/known-values.js";
import { Case } from "./case.js";
import { hooksFor } from "./hook.js";
import type { APIOperation } from "./operation.js";
import type { Schema } from "./schema.js";

const POSITIVE: CaseMeta = { phase: "fuzzing", mode: "positive" };
/** Where requests are judged when the schema knows no base URL: only the path matters. */
const NOWHERE = "http://apitest.invalid";

const judges = new WeakMap<Schema, WireJudge>();

type NegativeGeneration = typeof import("../generation/negative/negative-case.js");
let negativeGeneration: NegativeGeneration | undefined;

/**
 * Loads negative generation (the schema mutations), once. Every loader awaits it, so
 * `asArbitrary({ mode: "negative" })` can stay synchronous while a process that never loads a
 * schema through the library (the CLI, with a hooks module importing `apitest-pbt`) never loads it.
 */
export async function loadNegativeGeneration(): Promise<void> {
  negativeGeneration ??= await import("../generation/negative/negative-case.js");
}

/** The wire judge of a schema (the CLI's: parses each request back as a lenient server reads it). */
export function wireJudgeOf(schema: Schema): WireJudge {
  let judge = judges.get(schema);
  if (judge === undefined) {
    // GraphQL documents are judged by their own checks: only OpenAPI requests are parsed back.
    const spec = schema.spec;
    judge = spec.kind === "openapi" ? createWireJudge(spec, schema.baseUrl ?? `${NOWHERE}${schema.basePath}`) : TRUSTING_JUDGE;
    judges.set(schema, judge);
  }
  return judge;
}

/** Whether a case is invalid as serialized (the only negative cases worth sending); unserializable cases are not. */
export function isNegativeOnWire(apiCase: Case): boolean {
  const schema = apiCase.operation.schema;
  try {
    const request = apiCase.prepare({ baseUrl: schema.baseUrl ?? `${NOWHERE}${schema.basePath}` });
    return wireJudgeOf(schema).isNegative(apiCase.operation.definition, request, apiCase.meta);
  } catch (error) {
    if (error instanceof SerializationError) return false;
    throw error;
  }
}

/** Positive cases of an operation, the generation hooks applied (and with `coverage: true`, the constants of the app's code drawn on). */
export function positiveArbitrary(operation: APIOperation): fc.Arbitrary<Case> {
  return hookedCaseArbitrary(operation.definition, operation.schema.generationContext, hooksFor(operation.schema), codeStep(operation)).map((data) => new Case(operation, data, POSITIVE));
}

/** Draws on the constants of the app's code (`coverage: true`), as the CLI's grey-box runs do; none otherwise. */
function codeStep(operation: APIOperation): Parameters<typeof hookedCaseArbitrary>[3] {
  const code = operation.schema.codeValues;
  const spec = operation.schema.spec;
  if (code === undefined || code.size === 0 || spec.kind !== "openapi") return undefined;
  const valid = (schema: JsonSchema, value: unknown): boolean => spec.validator.validate(schema, value).length === 0;
  const known = knownValues(operation.definition, {
    lookup: () => [],
    valid,
    resolve: (ref) => spec.resolver.resolve(ref),
    code: (type, name) => code.candidates({ type, name, operation: operation.label }),
  });
  return (arbitrary, shaped) => withKnownValues(arbitrary, withoutShaped(known, shaped), valid);
}

/**
 * Negative cases of an operation, the generation hooks applied, each invalid on the wire as the
 * CLI's are (a mutation that serializes back to valid data is drawn again, a bounded number of
 * times); undefined when nothing about the operation can be made invalid.
 */
export function negativeArbitrary(operation: APIOperation, phase: CaseMeta["phase"] = "fuzzing"): fc.Arbitrary<Case> | undefined {
  const schema = operation.schema;
  if (negativeGeneration === undefined) {
    throw new UsageError(`Negative data for ${operation.label} needs a schema from a loader (openapi.fromUrl, fromPath, fromFile, fromObject, fromFetchApp, fromNodeApp), which loads negative generation.`);
  }
  const negative = negativeGeneration.negativeCaseArbitrary(operation.definition, schema.generationContext);
  if (negative === undefined) return undefined;
  const toCase = ({ data, violation, description }: NegativeCase): Case => new Case(operation, data, { phase, mode: "negative", violation, description });
  const hooked = hookGenerated(hooksFor(schema), operation.definition, negative);
  return new BoundedFilterArbitrary(
    hooked,
    (value) => isNegativeOnWire(toCase(value)),
    () => `${NO_NEGATIVE_ON_WIRE} ${operation.label} was invalid once serialized: its schema accepts (nearly) anything a mutation produces.`,
  ).map(toCase);
}

const NO_NEGATIVE_ON_WIRE = "No generated negative case of";

/** Whether an error says the negative cases ran out (every mutation valid on the wire): the CLI stops that mode quietly. */
export function isNegativeExhausted(error: unknown): boolean {
  return error instanceof FilterRejectedError && error.message.startsWith(NO_NEGATIVE_ON_WIRE);
}

/** Cases of one generation mode; undefined when the mode has nothing to generate. */
export function modeArbitrary(operation: APIOperation, mode: GenerationMode): fc.Arbitrary<Case> | undefined {
  if (mode === "positive") return positiveArbitrary(operation);
  const negative = negativeArbitrary(operation);
  if (mode === "negative" || negative === undefined) return mode === "negative" ? negative : positiveArbitrary(operation);
  return fc.oneof(positiveArbitrary(operation), negative);
}
