import type { JsonSchemaObject } from "./json-schema.js";
import type { OperationDefinition, SecuritySchemeDefinition } from "./operation.js";
import type { SchemaResolver, SchemaValidator } from "./validator.js";

/** A loaded, normalized OpenAPI description: what every later stage works from. */
export interface OpenApiSpec {
  readonly kind: "openapi";
  /** The `swagger`/`openapi` field as written, e.g. `2.0`, `3.0.3`, `3.1.0`. */
  readonly specVersion: string;
  /** `2.0`, `3.0` or `3.1`. */
  readonly family: "2.0" | "3.0" | "3.1";
  readonly title: string;
  /** `info.version`. */
  readonly apiVersion: string;
  /** The base path every operation path is under (`basePath` in 2.0, the first server's path in 3.x), without a trailing slash; `""` for none. */
  readonly basePath: string;
  /**
   * The first server's URL with variables set to their defaults (3.x), or built from
   * `schemes`/`host`/`basePath` (2.0). May be relative or absent.
   */
  readonly serverUrl?: string;
  readonly operations: readonly OperationDefinition[];
  readonly securitySchemes: Readonly<Record<string, SecuritySchemeDefinition>>;
  /** The whole document converted to the internal JSON Schema dialect. */
  readonly document: JsonSchemaObject;
  readonly validator: SchemaValidator;
  readonly resolver: SchemaResolver;
  /** Problems found while loading that did not stop it (e.g. an operation that could not be read), one line each. */
  readonly loadWarnings: readonly string[];
}
