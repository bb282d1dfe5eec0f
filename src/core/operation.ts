import type { JsonSchema } from "./json-schema.js";

/** HTTP methods an OpenAPI path item can declare, lowercase as in the document. */
export type HttpMethod = "get" | "put" | "post" | "delete" | "options" | "head" | "patch" | "trace";

/** Every method, in document order. */
export const HTTP_METHODS: readonly HttpMethod[] = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

/** Where a parameter goes on the wire. */
export type ParameterLocation = "path" | "query" | "header" | "cookie";

/**
 * OpenAPI 3 parameter styles, plus `tabDelimited` for Swagger 2 `collectionFormat: tsv`.
 * Swagger 2 collection formats are mapped at load time: csv → form/simple (explode false),
 * ssv → spaceDelimited, pipes → pipeDelimited, tsv → tabDelimited, multi → form (explode true).
 */
export type ParameterStyle =
  | "matrix"
  | "label"
  | "form"
  | "simple"
  | "spaceDelimited"
  | "pipeDelimited"
  | "tabDelimited"
  | "deepObject";

/** One parameter of an operation, normalized over OpenAPI 2.0, 3.0 and 3.1. */
export interface ParameterDefinition {
  readonly name: string;
  readonly location: ParameterLocation;
  readonly required: boolean;
  /** Value schema in the internal dialect (for `content`-style parameters: the media type's schema). */
  readonly schema: JsonSchema;
  readonly style: ParameterStyle;
  readonly explode: boolean;
  readonly allowReserved: boolean;
  /**
   * `allowEmptyValue: true` (query parameters): the parameter may be sent with an empty value
   * (`?name=`). Without it an empty value is not a value, and positive cases never send one.
   */
  readonly allowEmptyValue?: boolean;
  readonly deprecated: boolean;
  /** Example values given for this parameter (`example`, `examples`, `x-example`), in order. */
  readonly examples: readonly unknown[];
  /** For OpenAPI 3 `content` parameters: the media type the value is serialized as (usually JSON). */
  readonly contentType?: string;
}

/** Per-property encoding of a form or multipart body (OpenAPI 3 `encoding`). */
export interface PropertyEncoding {
  readonly contentType?: string;
  readonly style?: ParameterStyle;
  readonly explode?: boolean;
  readonly allowReserved?: boolean;
}

/** One media type a request body may be sent as. */
export interface BodyDefinition {
  readonly mediaType: string;
  readonly schema: JsonSchema;
  /** Example bodies (`example`, `examples`, Swagger 2 `x-examples`), in order. */
  readonly examples: readonly unknown[];
  readonly encoding: Readonly<Record<string, PropertyEncoding>>;
}

/** The request body of an operation: whether it is required and the media types it may take. */
export interface RequestBodyDefinition {
  readonly required: boolean;
  readonly alternatives: readonly BodyDefinition[];
}

/** A response header the operation documents. */
export interface ResponseHeaderDefinition {
  readonly name: string;
  readonly required: boolean;
  readonly schema: JsonSchema;
}

/** One media type of a documented response. `schema` is absent when the document gives none. */
export interface ResponseContentDefinition {
  readonly mediaType: string;
  readonly schema?: JsonSchema;
}

/** A documented response: `status` is a code (`"200"`), a wildcard (`"2XX"`) or `"default"`. */
export interface ResponseDefinition {
  readonly status: string;
  readonly description: string;
  readonly headers: readonly ResponseHeaderDefinition[];
  readonly content: readonly ResponseContentDefinition[];
  /** Raw link objects (`links`, or `x-links` in 2.0), keyed by link name; `$ref`s already resolved. */
  readonly links: Readonly<Record<string, unknown>>;
}

/** How a security scheme puts credentials on the wire. */
export type SecuritySchemeDefinition =
  | { readonly type: "http"; readonly name: string; readonly scheme: string }
  | { readonly type: "apiKey"; readonly name: string; readonly location: "query" | "header" | "cookie"; readonly parameterName: string }
  | { readonly type: "oauth2" | "openIdConnect"; readonly name: string }
  | { readonly type: "other"; readonly name: string };

/** One operation: a method on a path, normalized from any supported OpenAPI version. */
export interface OperationDefinition {
  /** Uppercase method, as it goes on the wire. */
  readonly method: string;
  /** Path template, e.g. `/users/{user_id}`, without the base path. */
  readonly path: string;
  /** `METHOD /path`, the name used in output, filters and test names. */
  readonly label: string;
  readonly operationId?: string;
  readonly summary?: string;
  readonly tags: readonly string[];
  readonly deprecated: boolean;
  readonly parameters: readonly ParameterDefinition[];
  readonly requestBody?: RequestBodyDefinition;
  readonly responses: readonly ResponseDefinition[];
  /** Alternatives of requirement sets: any one inner list satisfied is enough. Empty: no security. */
  readonly security: readonly (readonly SecuritySchemeDefinition[])[];
  /** JSON pointer of the operation object in the document, e.g. `/paths/~1users/get`. */
  readonly pointer: string;
}

/** Builds the `METHOD /path` label of an operation. */
export function operationLabel(method: string, path: string): string {
  return `${method.toUpperCase()} ${path}`;
}
