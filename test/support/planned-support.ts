import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import type { JsonSchema } from "../../src/core/json-schema.js";
import type { BodyDefinition, OperationDefinition, ParameterDefinition, ParameterLocation } from "../../src/core/operation.js";
import type { SchemaResolver } from "../../src/core/validator.js";
import type { GenerationContext } from "../../src/generation/context.js";
import { documentResolver } from "./generation-support.js";

/** A generation context over `doc`, and ajv 2020 (+ formats) validating schemas that refer into it. */
export function phaseSetup(doc: Record<string, unknown> = {}) {
  const ctx: GenerationContext = { resolver: documentResolver(doc), allowX00: false, excludeHeaderCharacters: "\r\n", formats: new Map() };
  const ajv = new Ajv2020({ strict: false, allErrors: false });
  (addFormats as unknown as (ajv: Ajv2020) => void)(ajv);
  ajv.addSchema(doc, "apitest:doc");
  const compiled = new Map<JsonSchema, (value: unknown) => unknown>();
  const valid = (schema: JsonSchema, value: unknown): boolean => {
    let check = compiled.get(schema);
    if (check === undefined) {
      check = ajv.compile(typeof schema === "boolean" ? schema : { ...schema });
      compiled.set(schema, check);
    }
    return check(value) === true;
  };
  return { ctx, valid };
}

/** A parameter definition with defaults for everything but what the test cares about. */
export function param(name: string, location: ParameterLocation, schema: JsonSchema, extra: Partial<ParameterDefinition> = {}): ParameterDefinition {
  return {
    name,
    location,
    required: location === "path",
    schema,
    style: location === "query" || location === "cookie" ? "form" : "simple",
    explode: location === "query" || location === "cookie",
    allowReserved: false,
    deprecated: false,
    examples: [],
    ...extra,
  };
}

/** A body alternative. */
export function body(schema: JsonSchema, extra: Partial<BodyDefinition> = {}): BodyDefinition {
  return { mediaType: "application/json", schema, examples: [], encoding: {}, ...extra };
}

/** An operation with defaults. */
export function operation(overrides: Partial<OperationDefinition> = {}): OperationDefinition {
  const method = overrides.method ?? "POST";
  const path = overrides.path ?? "/items";
  return { method, path, label: `${method} ${path}`, tags: [], deprecated: false, parameters: [], responses: [], security: [], pointer: "/paths/~1items/post", ...overrides };
}
