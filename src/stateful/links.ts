import type { OperationDefinition, ParameterLocation } from "../core/operation.js";
import type { OpenApiSpec } from "../core/spec.js";
import type { Link, LinkError, LinkParameter } from "./link.js";
import { parseLinkValue } from "./link-value.js";
import { indexOperations, resolveTarget } from "./resolve-target.js";

/** Every declared link of a spec, split into usable links and broken ones. */
export interface CollectedLinks {
  readonly links: Link[];
  readonly errors: LinkError[];
}

const LOCATIONS: readonly ParameterLocation[] = ["path", "query", "header", "cookie"];

/**
 * Reads the links of every response of every operation (`links` in 3.x, `x-links` in 2.0),
 * resolving targets, parameters and runtime expressions once. A link that cannot be used
 * becomes a {@link LinkError} naming it and the fix; nothing is thrown or silently dropped.
 * `server` is ignored: requests always go to the configured base URL.
 *
 * @example
 * const { links, errors } = collectLinks(spec);
 * for (const error of errors) console.warn(error.message);
 */
export function collectLinks(spec: Pick<OpenApiSpec, "operations">): CollectedLinks {
  const index = indexOperations(spec.operations);
  const links: Link[] = [];
  const errors: LinkError[] = [];
  for (const source of spec.operations) {
    for (const response of source.responses) {
      for (const [name, raw] of Object.entries(response.links)) {
        const problems: string[] = [];
        const link = parseLink(source, response.status, name, raw, index, problems);
        if (link !== undefined && problems.length === 0) {
          links.push(link);
          continue;
        }
        const where = `Link ${JSON.stringify(name)} of ${source.label} (response ${response.status})`;
        for (const problem of problems) errors.push({ source, status: response.status, name, message: `${where} ${problem}` });
      }
    }
  }
  return { links, errors };
}

function parseLink(
  source: OperationDefinition,
  status: string,
  name: string,
  raw: unknown,
  index: ReturnType<typeof indexOperations>,
  problems: string[],
): Link | undefined {
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) {
    problems.push("is not a link object; give it operationId (or operationRef) and parameters");
    return undefined;
  }
  const object = raw as Record<string, unknown>;
  if (typeof object["$ref"] === "string") {
    problems.push(`is a $ref (${object["$ref"]}) that does not resolve; point it at a link under components/links`);
    return undefined;
  }
  const resolved = resolveTarget(object, index);
  if ("error" in resolved) {
    problems.push(resolved.error);
    return undefined;
  }
  const { target } = resolved;
  const parameters = parseParameters(object["parameters"], target, problems);
  const body = object["requestBody"] === undefined ? undefined : parseLinkValue(object["requestBody"], true);
  if (body !== undefined && "errors" in body) {
    for (const error of body.errors) problems.push(`has an invalid requestBody: ${error}`);
  }
  return {
    source,
    status,
    name,
    target,
    parameters,
    ...(body === undefined || !("value" in body) ? {} : { requestBody: body.value }),
    inferred: false,
  };
}

function parseParameters(raw: unknown, target: OperationDefinition, problems: string[]): LinkParameter[] {
  if (raw === undefined) return [];
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) {
    problems.push("has parameters that are not an object; map parameter names to values or expressions");
    return [];
  }
  const parameters: LinkParameter[] = [];
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    const found = findParameter(key, target);
    if (typeof found === "string") {
      problems.push(found);
      continue;
    }
    const parsed = parseLinkValue(value, false);
    if ("errors" in parsed) {
      for (const error of parsed.errors) problems.push(`has an invalid value for parameter ${JSON.stringify(key)}: ${error}`);
      continue;
    }
    parameters.push({ ...found, value: parsed.value });
  }
  return parameters;
}

/** Finds the target parameter a link key names (`id` or `path.id`); a string is the error. */
function findParameter(key: string, target: OperationDefinition): { location: ParameterLocation; name: string } | string {
  const dot = key.indexOf(".");
  const prefix = dot === -1 ? "" : key.slice(0, dot);
  if (LOCATIONS.includes(prefix as ParameterLocation)) {
    const location = prefix as ParameterLocation;
    const name = key.slice(dot + 1);
    const match = target.parameters.find((parameter) => parameter.location === location && sameName(parameter.name, name, location));
    if (match !== undefined) return { location, name: match.name };
  }
  const matches = target.parameters.filter((parameter) => sameName(parameter.name, key, parameter.location));
  const first = matches[0];
  if (first === undefined) {
    const known = target.parameters.map((parameter) => `${parameter.location}.${parameter.name}`).join(", ");
    const hint = target.requestBody === undefined ? "fix the name" : "fix the name, or set body fields with requestBody";
    return `sets parameter ${JSON.stringify(key)}, which ${target.label} does not have (its parameters: ${known === "" ? "none" : known}); ${hint}`;
  }
  if (matches.length > 1) {
    const options = matches.map((parameter) => `"${parameter.location}.${parameter.name}"`).join(" or ");
    return `sets parameter ${JSON.stringify(key)}, which ${target.label} has in several locations; write ${options}`;
  }
  return { location: first.location, name: first.name };
}

/** Header names compare case-insensitively; every other name exactly. */
function sameName(declared: string, wanted: string, location: ParameterLocation): boolean {
  return location === "header" ? declared.toLowerCase() === wanted.toLowerCase() : declared === wanted;
}
