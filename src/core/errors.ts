/** Stable machine-readable error codes. */
export type ErrorCode =
  | "schema_unreadable"
  | "schema_invalid"
  | "schema_unsupported"
  | "reference_error"
  | "network_error"
  | "timeout"
  | "usage"
  | "config_invalid"
  | "serialization"
  | "internal";

/**
 * Base class of every error apitest raises on purpose. The message names the input at
 * fault and says what to do; `code` is stable, `cause` chains the underlying error.
 */
export class ApitestError extends Error {
  /** Stable error code. */
  readonly code: ErrorCode;

  constructor(code: ErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = "ApitestError";
    this.code = code;
  }
}

/** The API was used incorrectly (for example `parametrize()` applied twice, or a bad CLI value). */
export class UsageError extends ApitestError {
  constructor(message: string, options?: { cause?: unknown }) {
    super("usage", message, options);
    this.name = "UsageError";
  }
}

/** The schema could not be loaded: unreadable, not OpenAPI, broken `$ref`, … */
export class SchemaError extends ApitestError {
  constructor(
    code: Extract<ErrorCode, "schema_unreadable" | "schema_invalid" | "schema_unsupported" | "reference_error">,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(code, message, options);
    this.name = "SchemaError";
  }
}

/** A request could not be completed (connection refused, reset, timeout, …). */
export class NetworkError extends ApitestError {
  constructor(code: Extract<ErrorCode, "network_error" | "timeout">, message: string, options?: { cause?: unknown }) {
    super(code, message, options);
    this.name = "NetworkError";
  }
}

/** A generated value cannot be serialized for its media type; the case is skipped. */
export class SerializationError extends ApitestError {
  /** The media type at fault. */
  readonly mediaType: string;

  constructor(mediaType: string, message: string, options?: { cause?: unknown }) {
    super("serialization", message, options);
    this.name = "SerializationError";
    this.mediaType = mediaType;
  }
}

/** Renders any thrown value as one line, without a stack trace. */
export function describeError(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}
