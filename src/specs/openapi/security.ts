import type { SecuritySchemeDefinition } from "../../core/operation.js";
import { appendPointer } from "../../schema/json-pointer.js";
import { isRecord, type OpenApiFamily } from "./convert-context.js";
import { followRefs } from "./resolve-ref.js";

/**
 * Reads `securityDefinitions` (2.0) or `components.securitySchemes` (3.x) into definitions.
 * Swagger 2.0 `basic` becomes HTTP basic. Unreadable entries are skipped with a warning.
 */
export function buildSecuritySchemes(document: Record<string, unknown>, family: OpenApiFamily, warnings: string[]): Record<string, SecuritySchemeDefinition> {
  const components = document["components"];
  const pointer = family === "2.0" ? "/securityDefinitions" : "/components/securitySchemes";
  const raw = family === "2.0" ? document["securityDefinitions"] : isRecord(components) ? components["securitySchemes"] : undefined;
  const schemes: Record<string, SecuritySchemeDefinition> = {};
  if (!isRecord(raw)) return schemes;
  for (const [name, node] of Object.entries(raw)) {
    const found = followRefs(document, node, appendPointer(pointer, name))?.value;
    if (!isRecord(found)) {
      warnings.push(`Security scheme "${name}" is not an object and was ignored.`);
      continue;
    }
    schemes[name] = toDefinition(name, found, warnings);
  }
  return schemes;
}

function toDefinition(name: string, node: Record<string, unknown>, warnings: string[]): SecuritySchemeDefinition {
  const type = node["type"];
  if (type === "basic") return { type: "http", name, scheme: "basic" };
  if (type === "http") return { type: "http", name, scheme: typeof node["scheme"] === "string" ? node["scheme"].toLowerCase() : "bearer" };
  if (type === "apiKey") {
    const location = node["in"];
    if ((location === "query" || location === "header" || location === "cookie") && typeof node["name"] === "string") {
      return { type: "apiKey", name, location, parameterName: node["name"] };
    }
    warnings.push(`Security scheme "${name}" (apiKey) has no usable "in"/"name" and is treated as an unknown scheme.`);
    return { type: "other", name };
  }
  if (type === "oauth2" || type === "openIdConnect") return { type, name };
  return { type: "other", name };
}

/**
 * Resolves a `security` requirement list (operation-level, else document-level) into
 * alternatives of scheme definitions. `{}` (an empty requirement) means "no auth needed".
 */
export function resolveSecurity(
  requirement: unknown,
  schemes: Readonly<Record<string, SecuritySchemeDefinition>>,
  label: string,
  warnings: string[],
): SecuritySchemeDefinition[][] {
  if (!Array.isArray(requirement)) return [];
  const alternatives: SecuritySchemeDefinition[][] = [];
  for (const entry of requirement) {
    if (!isRecord(entry)) continue;
    const set: SecuritySchemeDefinition[] = [];
    for (const name of Object.keys(entry)) {
      const scheme = schemes[name];
      if (scheme === undefined) warnings.push(`${label}: security requirement "${name}" names no defined security scheme; it was ignored.`);
      else set.push(scheme);
    }
    alternatives.push(set);
  }
  return alternatives;
}
