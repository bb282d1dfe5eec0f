import type { CaseData } from "../../src/core/case.js";
import { NOT_SET } from "../../src/core/not-set.js";
import type { BodyDefinition, OperationDefinition, ParameterDefinition } from "../../src/core/operation.js";

/** A parameter definition with OpenAPI defaults for its location. */
export function param(name: string, location: ParameterDefinition["location"], extra: Partial<ParameterDefinition> = {}): ParameterDefinition {
  const style = location === "query" || location === "cookie" ? "form" : "simple";
  return {
    name,
    location,
    required: location === "path",
    schema: {},
    style,
    explode: style === "form",
    allowReserved: false,
    deprecated: false,
    examples: [],
    ...extra,
  };
}

/** An operation with the given parameters and body alternatives. */
export function operation(method: string, path: string, parameters: ParameterDefinition[] = [], bodies: BodyDefinition[] = []): OperationDefinition {
  return {
    method,
    path,
    label: `${method} ${path}`,
    tags: [],
    deprecated: false,
    parameters,
    ...(bodies.length === 0 ? {} : { requestBody: { required: true, alternatives: bodies } }),
    responses: [],
    security: [],
    pointer: "/paths/x",
  };
}

/** A case with everything empty unless given. */
export function caseData(method: string, path: string, extra: Partial<CaseData> = {}): CaseData {
  return { method, path, pathParameters: {}, query: {}, headers: {}, cookies: {}, body: NOT_SET, mediaType: undefined, ...extra };
}
