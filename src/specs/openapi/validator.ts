import { Ajv2020, type ErrorObject, type ValidateFunction } from "ajv/dist/2020.js";
import { DOCUMENT_URI, type JsonSchema, userRefs } from "../../core/json-schema.js";
import type { SchemaResolver, SchemaValidator, ValidationIssue } from "../../core/validator.js";
import { OPENAPI_FORMATS } from "./formats.js";
import { refToPointer, resolvePointer } from "./resolve-ref.js";

/** A validator for one converted document, which also reports the schemas it could not compile. */
export interface DocumentValidator extends SchemaValidator {
  /** One line per schema ajv refused to compile so far (compiled on first use); those schemas accept every value. */
  compileErrors(): string[];
}

type Compiled = ValidateFunction | { readonly broken: string };

/**
 * Builds the validator of one converted document: one Ajv 2020 instance with the document
 * registered as `apitest:doc`, so `$ref`s resolve lazily and each schema object compiles on
 * first use only. `schemaPointers` (optional) names schemas in compile error messages.
 *
 * @example
 * const validator = createDocumentValidator(spec.document);
 * validator.validate(schema, { id: 1 }); // → [] when valid
 */
export function createDocumentValidator(document: Record<string, unknown>, schemaPointers?: ReadonlyMap<object, string>): DocumentValidator {
  const cache = new WeakMap<object, Compiled>();
  const errors: string[] = [];
  // Made on first use: registering a large document walks all of it (≈ 0.1 s for GitHub's REST
  // schema), and runs that validate nothing (positive fuzzing with no schema check) never pay it.
  let instance: Ajv2020 | undefined;
  const ajvOf = (): Ajv2020 => (instance ??= documentAjv(document, errors));

  // Schemas equal as JSON compile to the same function: a document repeats small schemas (a page
  // number, an id) in many places, and the engine copies schemas it rewrites. `$ref`s are absolute
  // within the one document, so equal text means equal validation.
  const byText = new Map<string, Compiled>();
  const compile = (schema: object): Compiled => {
    const cached = cache.get(schema);
    if (cached !== undefined) return cached;
    const text = jsonText(schema);
    let compiled = text === undefined ? undefined : byText.get(text);
    if (compiled === undefined) {
      try {
        compiled = ajvOf().compile(schema);
      } catch (error) {
        compiled = { broken: userRefs(error instanceof Error ? error.message : String(error)) };
      }
      if (text !== undefined) byText.set(text, compiled);
    }
    if ("broken" in compiled) errors.push(`The schema at ${schemaPointers?.get(schema) ?? "(unnamed)"} cannot be compiled and accepts any value: ${compiled.broken}`);
    cache.set(schema, compiled);
    return compiled;
  };

  return {
    validate(schema: JsonSchema, value: unknown): readonly ValidationIssue[] {
      if (schema === true) return [];
      if (schema === false) return [{ instancePath: "", schemaPath: "#", keyword: "false schema", message: "no value is allowed here" }];
      const compiled = compile(schema);
      if ("broken" in compiled) return [];
      try {
        if (compiled(value)) return [];
      } catch (error) {
        // A schema that compiled but fails at run time (odd keyword values) is treated as broken.
        const reason = userRefs(error instanceof Error ? error.message : String(error));
        cache.set(schema, { broken: reason });
        errors.push(`The schema at ${schemaPointers?.get(schema) ?? "(unnamed)"} fails while validating and accepts any value: ${reason}`);
        return [];
      }
      return (compiled.errors ?? []).map((error) => toIssue(error, document));
    },
    compileErrors: () => [...errors],
  };
}

/** A schema as JSON text, or undefined when it has none (a cycle). */
function jsonText(schema: object): string | undefined {
  try {
    return JSON.stringify(schema);
  } catch {
    return undefined;
  }
}

/** One Ajv 2020 instance with `document` registered as `apitest:doc`; a failure to register goes to `errors`. */
function documentAjv(document: Record<string, unknown>, errors: string[]): Ajv2020 {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: false,
    logger: false,
    validateFormats: true,
    validateSchema: false,
    addUsedSchema: false,
    formats: { ...OPENAPI_FORMATS },
    // No optimisation passes over the generated code: they took a third of compiling (GitHub's
    // response schemas: 1.3 s → 0.8 s for 300) and validation is as fast without them (0.45 µs).
    code: { regExp: lenientRegExp, optimize: false },
    // Errors carry their schema, so a missing required property can be told readOnly.
    verbose: true,
  });
  try {
    ajv.addSchema(document, DOCUMENT_URI);
  } catch (error) {
    // Then no `$ref` resolves and every schema using one accepts any value; loading goes on.
    errors.push(`The document cannot be registered for validation, so references are not checked: ${userRefs(error instanceof Error ? error.message : String(error))}`);
  }
  return ajv;
}

/** Resolves `apitest:doc#/pointer` and `#/pointer` references inside the converted document. */
export function createDocumentResolver(document: Record<string, unknown>): SchemaResolver {
  return {
    resolve(ref: string): JsonSchema | undefined {
      const pointer = refToPointer(ref);
      if (pointer === undefined) return undefined;
      const found = resolvePointer(document, pointer)?.value;
      if (typeof found === "boolean") return found;
      return found !== null && typeof found === "object" && !Array.isArray(found) ? (found as JsonSchema) : undefined;
    },
  };
}

function toIssue(error: ErrorObject, document: Record<string, unknown>): ValidationIssue {
  const base = error.message ?? `fails the ${error.keyword} keyword`;
  const params = error.params as Record<string, unknown>;
  let message = base;
  if (error.keyword === "additionalProperties" && typeof params["additionalProperty"] === "string") {
    message = `${base}: "${params["additionalProperty"]}"`;
  } else if (error.keyword === "enum" && Array.isArray(params["allowedValues"])) {
    message = `${base}: ${JSON.stringify(params["allowedValues"]).slice(0, 200)}`;
  }
  const issue = { instancePath: error.instancePath, schemaPath: error.schemaPath, keyword: error.keyword, message };
  return error.keyword === "required" && missesReadOnly(error, document) ? { ...issue, readOnlyMissing: true } : issue;
}

/** Whether a `required` error's missing property is marked `readOnly` (through `$ref`s and `allOf`). */
function missesReadOnly(error: ErrorObject, document: Record<string, unknown>): boolean {
  const missing = (error.params as Record<string, unknown>)["missingProperty"];
  const parent = error.parentSchema as Record<string, unknown> | undefined;
  const properties = parent?.["properties"];
  if (typeof missing !== "string" || properties === null || typeof properties !== "object" || !Object.hasOwn(properties, missing)) return false;
  let current: unknown = (properties as Record<string, unknown>)[missing];
  for (let hops = 0; hops < 16 && current !== null && typeof current === "object"; hops += 1) {
    const schema = current as Record<string, unknown>;
    if (schema["readOnly"] === true) return true;
    if (Array.isArray(schema["allOf"]) && schema["allOf"].some((member) => member !== null && typeof member === "object" && (member as Record<string, unknown>)["readOnly"] === true)) return true;
    const ref = schema["$ref"];
    const pointer = typeof ref === "string" ? refToPointer(ref) : undefined;
    if (pointer === undefined) return false;
    current = resolvePointer(document, pointer)?.value;
  }
  return false;
}

/**
 * Real-world patterns are often written for other regex engines. Try Unicode mode first (what
 * JSON Schema asks for), then legacy mode; a pattern neither accepts is not enforced.
 */
const lenientRegExp = Object.assign(
  (pattern: string, flags: string): { test: (s: string) => boolean } => {
    for (const candidate of [flags, flags.replace("u", "")]) {
      try {
        return new RegExp(pattern, candidate);
      } catch {
        // try the next mode
      }
    }
    return { test: () => true };
  },
  { code: "new RegExp" },
);

let standalone: DocumentValidator | undefined;

/** One validator for schemas outside any document (GraphQL runs' custom checks get it in `ctx.validator`), made on first use. */
export function standaloneValidator(): DocumentValidator {
  return (standalone ??= createDocumentValidator({}));
}
