import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);

// dist/core/errors.js
var ApitestError = class extends Error {
  /** Stable error code. */
  code;
  constructor(code, message, options) {
    super(message, options?.cause === void 0 ? void 0 : { cause: options.cause });
    this.name = "ApitestError";
    this.code = code;
  }
};
var UsageError = class extends ApitestError {
  constructor(message, options) {
    super("usage", message, options);
    this.name = "UsageError";
  }
};
var SchemaError = class extends ApitestError {
  constructor(code, message, options) {
    super(code, message, options);
    this.name = "SchemaError";
  }
};
var NetworkError = class extends ApitestError {
  constructor(code, message, options) {
    super(code, message, options);
    this.name = "NetworkError";
  }
};
var SerializationError = class extends ApitestError {
  /** The media type at fault. */
  mediaType;
  constructor(mediaType, message, options) {
    super("serialization", message, options);
    this.name = "SerializationError";
    this.mediaType = mediaType;
  }
};
function describeError(error) {
  if (error instanceof Error)
    return error.message;
  return String(error);
}

export {
  ApitestError,
  UsageError,
  SchemaError,
  NetworkError,
  SerializationError,
  describeError
};
