import type { OperationDefinition, ParameterLocation } from "../core/operation.js";
import type { JsonSchema } from "../core/json-schema.js";
import type { SchemaValidator } from "../core/validator.js";
import { pairReading, QUERY_DELIMITERS, splitPairs, type Delimiters, type RawPair } from "./pair-readings.js";
import { splitPathTemplate } from "../serialization/path-template.js";
import { parameterIssues } from "./parameter-issues.js";
import type { RequestIssue } from "./request-issue.js";

/** Reads the raw query string (without `?`) per parameter style and validates each query parameter. */
export function queryIssues(rawQuery: string, operation: OperationDefinition, validator: SchemaValidator): RequestIssue[] {
  // Pairs a path template writes itself (`/current?city={city}`) belong to no query parameter.
  const templateNames = splitPairs(splitPathTemplate(operation.path).query).map((pair) => pair.name);
  return pairIssues(splitPairs(rawQuery), "query", operation, validator, QUERY_DELIMITERS, templateNames);
}

/** Shared by query strings and cookie headers: both are name=value pair lists in form-like styles. */
export function pairIssues(
  pairs: readonly RawPair[],
  location: ParameterLocation,
  operation: OperationDefinition,
  validator: SchemaValidator,
  delimiters: Delimiters,
  alsoClaimed: readonly string[] = [],
): RequestIssue[] {
  const parameters = operation.parameters.filter((parameter) => parameter.location === location);
  const claimed = new Set([...parameters.map((parameter) => parameter.name), ...alsoClaimed]);
  const seen = new Set<string>();
  const issues: RequestIssue[] = [];
  for (const parameter of parameters) {
    if (seen.has(parameter.name)) continue;
    seen.add(parameter.name);
    const reading = pairReading(pairs, parameter, claimed, delimiters, () => acceptsObjects(parameter.schema, validator));
    issues.push(...parameterIssues(parameter, reading, validator));
  }
  return issues;
}

// Whether an exploded object could be what the unclaimed pairs are: `{}` fails for other reasons than its type.
function acceptsObjects(schema: JsonSchema, validator: SchemaValidator): boolean {
  const issues = validator.validate(schema, {});
  return issues.length === 0 || issues.some((issue) => issue.keyword !== "type");
}
