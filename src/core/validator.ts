import type { JsonSchema } from "./json-schema.js";

/** One reason a value does not match a schema. */
export interface ValidationIssue {
  /** JSON pointer of the offending part of the value (`""` for the root). */
  readonly instancePath: string;
  /** Where in the schema the violated keyword sits. */
  readonly schemaPath: string;
  /** The violated keyword, e.g. `type`, `required`. */
  readonly keyword: string;
  readonly message: string;
  /**
   * A `required` issue whose missing property is marked `readOnly`: a request may leave it out
   * (OpenAPI: such a `required` applies to responses only), a response may not.
   */
  readonly readOnlyMissing?: boolean;
}

/**
 * Validates values against schemas of one loaded document. Implementations compile each
 * schema once and reuse the compiled validator.
 */
export interface SchemaValidator {
  /** Returns the issues found; an empty list means the value is valid. */
  validate(schema: JsonSchema, value: unknown): readonly ValidationIssue[];
}

/** Looks up internal `$ref`s of one loaded document. */
export interface SchemaResolver {
  /** The schema a `$ref` points to, or undefined when it does not resolve. */
  resolve(ref: string): JsonSchema | undefined;
}
