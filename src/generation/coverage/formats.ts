import type { DataMode } from "../../core/phase.js";
import { formatCheck } from "../format-checks.js";
import { covered, type CoverageValue } from "./coverage-value.js";

/** One well-known valid value per string format (valid for ajv-formats' full mode). */
const CANONICAL: Readonly<Record<string, string>> = {
  date: "2024-01-15",
  "date-time": "2024-01-15T10:30:00Z",
  "iso-date-time": "2024-01-15T10:30:00Z",
  time: "10:30:00Z",
  "iso-time": "10:30:00Z",
  duration: "P1DT2H",
  email: "user@example.com",
  "idn-email": "user@example.com",
  hostname: "example.com",
  "idn-hostname": "example.com",
  ipv4: "192.168.0.1",
  ipv6: "2001:db8::1",
  uuid: "123e4567-e89b-42d3-a456-426614174000",
  uri: "https://example.com/path",
  url: "https://example.com/path",
  iri: "https://example.com/path",
  "uri-reference": "/path/to/resource",
  "iri-reference": "/path/to/resource",
  "uri-template": "https://example.com/items/{id}",
  byte: "aGVsbG8=",
  "json-pointer": "/items/0",
  "relative-json-pointer": "0/items",
  regex: "^[a-z]+$",
  password: "secret-password",
};

/** Values meant to fail a format check; the first one the check rejects is used. */
const OFF_FORMAT = ["not-a-valid-value", "[", "%%", "1"];

/**
 * Positive: the canonical value of a known format. Negative: a string the format check
 * rejects (only for formats ajv checks; unknown formats accept anything).
 */
export function formatValues(format: string, mode: DataMode): CoverageValue[] {
  if (mode === "positive") {
    const value = CANONICAL[format];
    return value === undefined ? [] : [covered(value, `format ${format}`)];
  }
  const check = formatCheck(format);
  if (check === undefined || format === "binary") return [];
  const off = OFF_FORMAT.find((text) => !check(text));
  return off === undefined ? [] : [covered(off, `not a valid ${format}`)];
}
