import type { OperationDefinition } from "../core/operation.js";
import type { SchemaValidator } from "../core/validator.js";
import { splitPairs } from "./pair-readings.js";
import { parameterIssues } from "./parameter-issues.js";
import { ABSENT_READING, contentReading, type ParameterReading } from "./parameter-reading.js";
import { keepText } from "./percent-decode.js";
import type { RequestIssue } from "./request-issue.js";
import { pairIssues } from "./validate-query.js";
import { simpleReadings } from "./styled-readings.js";

/** Cookies are form-style pairs; commas delimit non-exploded items (the serializer encodes commas in values). */
const COOKIE_DELIMITERS = { form: /,/ };

/**
 * Header parameters (`simple` style, names case-insensitive). Values are read as sent, without
 * percent-decoding, as servers read them.
 */
export function headerIssues(headers: Readonly<Record<string, string>>, operation: OperationDefinition, validator: SchemaValidator): RequestIssue[] {
  const byName = lowerCased(headers);
  const seen = new Set<string>();
  const issues: RequestIssue[] = [];
  for (const parameter of operation.parameters) {
    const key = parameter.name.toLowerCase();
    if (parameter.location !== "header" || seen.has(key)) continue;
    seen.add(key);
    const value = byName.get(key);
    let reading: ParameterReading = ABSENT_READING;
    if (value !== undefined) {
      // Servers strip optional whitespace around header values.
      const text = value.trim();
      reading = parameter.contentType === undefined ? { present: true, readings: simpleReadings(text, parameter.explode, keepText), exact: false, sent: text } : contentReading(text, parameter.contentType);
    }
    issues.push(...parameterIssues(parameter, reading, validator));
  }
  return issues;
}

/** Cookie parameters, read from the `Cookie` header (`form` style, percent-decoded values). */
export function cookieIssues(headers: Readonly<Record<string, string>>, operation: OperationDefinition, validator: SchemaValidator): RequestIssue[] {
  const cookie = lowerCased(headers).get("cookie") ?? "";
  return pairIssues(splitPairs(cookie, /;/), "cookie", operation, validator, COOKIE_DELIMITERS);
}

function lowerCased(headers: Readonly<Record<string, string>>): Map<string, string> {
  const out = new Map<string, string>();
  for (const [name, value] of Object.entries(headers)) out.set(name.toLowerCase(), value);
  return out;
}
