import type { BodyDefinition, OperationDefinition, ParameterDefinition, ParameterLocation, ParameterStyle, PropertyEncoding } from "../../src/core/operation.js";
import type { JsonSchema } from "../../src/core/json-schema.js";
import type { GenerationContext } from "../../src/generation/context.js";
import { createDocumentResolver, createDocumentValidator } from "../../src/specs/openapi/validator.js";

/** A parameter with the location's default style unless given. */
export function parameter(name: string, location: ParameterLocation, schema: JsonSchema, options: { required?: boolean; style?: ParameterStyle; explode?: boolean; contentType?: string } = {}): ParameterDefinition {
  const style = options.style ?? (location === "query" || location === "cookie" ? "form" : "simple");
  return {
    name,
    location,
    required: options.required ?? location === "path",
    schema,
    style,
    explode: options.explode ?? style === "form",
    allowReserved: false,
    deprecated: false,
    examples: [],
    ...(options.contentType === undefined ? {} : { contentType: options.contentType }),
  };
}

/** One body media type. */
export function body(mediaType: string, schema: JsonSchema, encoding: Record<string, PropertyEncoding> = {}): BodyDefinition {
  return { mediaType, schema, examples: [], encoding };
}

/** An operation with sensible defaults. */
export function operation(method: string, path: string, overrides: Partial<OperationDefinition> = {}): OperationDefinition {
  return { method, path, label: `${method} ${path}`, tags: [], deprecated: false, parameters: [], responses: [], security: [], pointer: "/paths", ...overrides };
}

/** The real (ajv 2020 + OpenAPI formats) validator and a generation context over one hand-written document. */
export function environment(doc: Record<string, unknown> = {}, overrides: Partial<GenerationContext> = {}) {
  const validator = createDocumentValidator(doc);
  const resolver = createDocumentResolver(doc);
  const ctx: GenerationContext = { resolver, allowX00: true, excludeHeaderCharacters: "\r\n", formats: new Map(), ...overrides };
  return { validator, resolver, ctx };
}

/** fast-check parameters shared by the tests: fixed seed, modest run count. */
export const params = { seed: 20240611, numRuns: 100 } as const;
