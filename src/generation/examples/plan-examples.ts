import * as fc from "fast-check";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import type { CaseData, PlannedCase } from "../../core/case.js";
import { ApitestError, SchemaError } from "../../core/errors.js";
import type { JsonSchema } from "../../core/json-schema.js";
import { NOT_SET } from "../../core/not-set.js";
import type { OperationDefinition, ParameterLocation } from "../../core/operation.js";
import { environmentFor } from "../build.js";
import type { GenerationContext } from "../context.js";
import type { StringMode } from "../env.js";
import { cloneJson } from "../json-value.js";
import { schemaExamples, unique, type ExampleSource } from "./schema-examples.js";

/** Options of {@link planExamples}. */
export interface ExamplesOptions {
  /** Plan one generated case for an operation without any example (`phases.examples.fill-missing`). */
  readonly fillMissing: boolean;
  /** Seed of the values generated for parts without examples; case `i` uses `seed + i`. */
  readonly seed: number;
}

const MODES: Readonly<Record<ParameterLocation | "body", StringMode>> = { path: "path", query: "body", header: "header", cookie: "cookie", body: "body" };
const RECORDS = { path: "pathParameters", query: "query", header: "headers", cookie: "cookies" } as const;
const TEMPLATE_NAME = /\{([^{}]+)\}/g;

/** One example of a part, with the schema it should satisfy (and for bodies, its media type). */
interface Example {
  readonly value: unknown;
  readonly schema: JsonSchema;
  readonly mediaType?: string;
}

/** One part of a request and the examples it has. */
interface ExamplePart {
  readonly location: ParameterLocation | "body";
  readonly name: string;
  readonly required: boolean;
  /** The schema generated values follow. */
  readonly schema: JsonSchema;
  /** For the body: the media type of generated values. */
  readonly mediaType?: string;
  readonly examples: readonly Example[];
}

/**
 * The examples phase's cases for one operation: exactly as many as the largest number of
 * examples any part (parameter or body) has. Case `i` takes each part's example `i mod n`;
 * required parts without examples get a value generated from `seed + i`, optional ones are
 * left out. Examples come from the parameter or media type (`example`, `examples`,
 * `x-example`) and from the schema (`example`, `examples`, `default`, property-level
 * examples combined round-robin). No examples at all: no case, or one generated case with
 * `fillMissing`. An example its schema rejects is still planned, marked `invalidExample`
 * (and its description ends in "(invalid example)").
 *
 * Throws a `SchemaError` when a required part without examples has no valid value.
 *
 * @example
 * planExamples(operation, ctx, { fillMissing: false, seed: 42 }).map((c) => c.meta.description); // ["example 1 of 2", "example 2 of 2"]
 */
export function planExamples(operation: OperationDefinition, ctx: GenerationContext, options: ExamplesOptions): PlannedCase[] {
  const body = environmentFor(ctx, "body");
  const generate = (schema: JsonSchema, mode: StringMode, random: fc.Random): unknown => environmentFor(ctx, mode).build(schema, 0).generate(random, undefined).value;
  const source: ExampleSource = {
    refs: body.refs,
    fill(schema, index) {
      try {
        return { value: generate(schema, "body", random(options.seed, index)) };
      } catch (error) {
        if (error instanceof ApitestError) return undefined;
        throw error;
      }
    },
  };
  const parts = exampleParts(operation, source);
  const count = Math.max(0, ...parts.map((part) => part.examples.length));
  if (count === 0 && !options.fillMissing) return [];
  const total = Math.max(count, 1);
  const cases: PlannedCase[] = [];
  for (let index = 0; index < total; index += 1) {
    const rng = random(options.seed, index);
    const data: { -readonly [K in keyof CaseData]: CaseData[K] } = { method: operation.method, path: operation.path, pathParameters: {}, query: {}, headers: {}, cookies: {}, body: NOT_SET, mediaType: undefined };
    let invalid = false;
    for (const part of parts) {
      let value: unknown;
      let mediaType = part.mediaType;
      const example = part.examples[index % Math.max(part.examples.length, 1)];
      if (example !== undefined) {
        value = cloneJson(example.value);
        mediaType = example.mediaType;
        if (!body.matches(value, example.schema)) invalid = true;
      } else if (part.required) {
        value = generated(() => generate(part.schema, MODES[part.location], rng), part, operation);
      } else continue;
      if (part.location === "body") {
        data.body = value;
        data.mediaType = mediaType;
      } else {
        const record = RECORDS[part.location];
        data[record] = { ...data[record], [part.name]: value };
      }
    }
    const description = count === 0 ? "generated (no examples)" : `example ${index + 1} of ${count}${invalid ? " (invalid example)" : ""}`;
    cases.push({ data, meta: { phase: "examples", mode: "positive", description, ...(invalid ? { invalidExample: true } : {}) } });
  }
  return cases;
}

function random(seed: number, index: number): fc.Random {
  return new fc.Random(xoroshiro128plus(seed + index));
}

function exampleParts(operation: OperationDefinition, source: ExampleSource): ExamplePart[] {
  const parts: ExamplePart[] = [];
  const seen = new Set<string>();
  for (const parameter of operation.parameters) {
    const key = `${parameter.location}:${parameter.name}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const examples = unique([...parameter.examples, ...schemaExamples(parameter.schema, source)]).map((value) => ({ value, schema: parameter.schema }));
    parts.push({ location: parameter.location, name: parameter.name, required: parameter.location === "path" || parameter.required, schema: parameter.schema, examples });
  }
  for (const match of operation.path.matchAll(TEMPLATE_NAME)) {
    const name = match[1] as string;
    if (seen.has(`path:${name}`)) continue;
    seen.add(`path:${name}`);
    parts.push({ location: "path", name, required: true, schema: { type: "string", minLength: 1 }, examples: [] });
  }
  const requestBody = operation.requestBody;
  const first = requestBody?.alternatives[0];
  if (requestBody !== undefined && first !== undefined) {
    const examples = requestBody.alternatives.flatMap((alternative) =>
      unique([...alternative.examples, ...schemaExamples(alternative.schema, source)]).map((value) => ({ value, schema: alternative.schema, mediaType: alternative.mediaType })),
    );
    parts.push({ location: "body", name: "", required: requestBody.required, schema: first.schema, mediaType: first.mediaType, examples });
  }
  return parts;
}

function generated(make: () => unknown, part: ExamplePart, operation: OperationDefinition): unknown {
  try {
    return make();
  } catch (error) {
    if (!(error instanceof ApitestError)) throw error;
    const what = part.location === "body" ? "the required request body" : `the required ${part.location} parameter ${JSON.stringify(part.name)}`;
    throw new SchemaError(error.code === "reference_error" ? "reference_error" : "schema_unsupported", `Cannot generate ${what} of ${operation.label} for the examples phase: ${error.message}`, { cause: error });
  }
}
