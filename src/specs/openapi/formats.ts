import type { Format } from "ajv/dist/2020.js";
import { fullFormats } from "ajv-formats/dist/formats.js";

const INT32_MAX = 2 ** 31 - 1;
const INT64_MAX = 2 ** 63;
const FLOAT_MAX = 3.4028234663852886e38;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/**
 * The formats a response or parameter is checked against: every `ajv-formats` format, plus
 * the OpenAPI ones with their ranges. `binary` and `password` only document intent.
 */
export const OPENAPI_FORMATS: Readonly<Record<string, Format>> = {
  ...(fullFormats as Record<string, Format>),
  int32: { type: "number", validate: (n: number) => Number.isInteger(n) && n >= -INT32_MAX - 1 && n <= INT32_MAX },
  int64: { type: "number", validate: (n: number) => Number.isInteger(n) && n >= -INT64_MAX && n <= INT64_MAX },
  float: { type: "number", validate: (n: number) => Number.isFinite(n) && Math.abs(n) <= FLOAT_MAX },
  double: { type: "number", validate: (n: number) => Number.isFinite(n) },
  byte: { type: "string", validate: (s: string) => s.length % 4 === 0 && BASE64.test(s) },
  binary: true,
  password: true,
};
