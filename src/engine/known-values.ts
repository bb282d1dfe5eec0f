import type { JsonSchema } from "../core/json-schema.js";
import type { OperationDefinition } from "../core/operation.js";
import { knownValues, NOTHING_KNOWN, type KnownValues, type KnownValueSource, type ScalarType } from "../generation/known-values.js";
import { consumerNames } from "../stateful/field-names.js";
import type { SeenValue } from "../stateful/response-values.js";
import { ValueDictionary } from "../stateful/value-dictionary.js";
import type { EngineEnvironment, RunEnvironment } from "./environment.js";
import type { OperationScope } from "./scope.js";

/** Where the run's known values for one operation come from (see {@link knownSources}). */
export type KnownSources = Pick<KnownValueSource, "lookup" | "code">;

/**
 * The run's known values for one operation (`label`), for OpenAPI parameters and GraphQL
 * arguments alike: `lookup` reads the values seen in earlier responses under a name (an `id`
 * reads `<resource>id` first, the resource named by the path before it: see `consumerNames`;
 * a GraphQL root field is the path `/<field>`), `code` (grey-box runs) the constants of the
 * API's code of a type, best first for the name and this operation, as `codeValues` stands
 * now. Undefined when the run keeps neither.
 */
export function knownSources(env: EngineEnvironment, label: string): KnownSources | undefined {
  const dictionary = env.knownValues;
  const code = env.codeValues;
  const hasCode = code !== undefined && code.size > 0;
  if ((dictionary === undefined || dictionary.size === 0) && !hasCode) return undefined;
  return {
    lookup: (name, path) => dictionary?.lookup(consumerNames(name, path)) ?? [],
    ...(hasCode ? { code: (type: ScalarType, name: string) => code.candidates({ type, name, operation: label }) } : {}),
  };
}

/**
 * The values from earlier responses the scope's operation may take (the run's dictionary as
 * it stood when the phase began), and in grey-box runs the constants of the API's code (best
 * first for this operation, as `codeValues` stood then), each valid against its schema; none
 * when the run keeps neither. Parameters fixed in the configuration keep their values.
 */
export function knownFor(env: RunEnvironment, scope: OperationScope): KnownValues {
  const sources = knownSources(env, scope.operation.label);
  if (sources === undefined) return NOTHING_KNOWN;
  const fixed = scope.settings.parameters;
  return knownValues(scope.operation, {
    ...sources,
    valid: validWith(env),
    resolve: (ref) => env.spec.resolver.resolve(ref),
    fixed: (location, name) => Object.hasOwn(fixed[location], name),
  });
}

/** Whether a value is valid against a schema of the run's document. */
export function validWith(env: RunEnvironment): (schema: JsonSchema, value: unknown) => boolean {
  const validator = env.spec.validator;
  return (schema, value) => validator.validate(schema, value).length === 0;
}

export type { SeenValue };

/**
 * The run's values an operation may read — its parameters' names (see `consumerNames`) and any
 * id-like name (for its body fields): what `--threads` sends a worker thread with each task.
 */
export function valuesReadBy(env: RunEnvironment, operation: OperationDefinition): SeenValue[] {
  const dictionary = env.knownValues;
  if (dictionary === undefined || dictionary.size === 0) return [];
  const names = new Set(operation.parameters.flatMap((parameter) => consumerNames(parameter.name, operation.path)));
  return dictionary.export((name) => names.has(name) || name.endsWith("id"));
}

/** The environment of one task of a worker thread: the run's, with the values the main thread sent. */
export function withValues(env: RunEnvironment, seen: readonly SeenValue[]): RunEnvironment {
  return { ...env, knownValues: ValueDictionary.from(seen) };
}
