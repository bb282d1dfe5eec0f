import { ApitestError } from "../core/errors.js";
import type { OperationDefinition, ResponseDefinition } from "../core/operation.js";
import type { OpenApiSpec } from "../core/spec.js";
import { parseRuntimeValue } from "./expressions.js";
import type { Link, LinkParameter, LinkValue } from "./link.js";
import { schemaProperties } from "./schema-properties.js";
import { singular } from "./field-names.js";
import { echoedBodyField, inferNameLinks, responseProperty } from "./infer-name-links.js";

const SOURCE_METHODS = new Set(["POST", "PUT"]);
const TARGET_METHODS = new Set(["GET", "PUT", "PATCH", "DELETE"]);

/**
 * Guesses links for a document that declares none (all marked `inferred: true`):
 *
 * - a `POST`/`PUT /orders` success response whose JSON body has an id-like property (the
 *   target's parameter name, `id`, `orderId` or `order_id`) feeds `GET|PUT|PATCH|DELETE
 *   /orders/{orderId}`: the same collection plus one path parameter;
 * - a success response that documents `Location` (or is a `201`) feeds the same targets
 *   from `$response.header.Location#regex:…`, the target path turned into a pattern;
 * - path parameters the source already has (`/users/{userId}/orders`) are passed on from
 *   `$request.path.<name>`;
 * - a target whose JSON body repeats the id (`PUT /orders/{orderId} {"id": …}`) gets the same
 *   value there (from the body's id only: a `Location` match is text), so the body and the path
 *   name the same order.
 *
 * - then producer→consumer links by field names and types (`infer-name-links.ts`): the id
 *   feeds parameters named after the resource elsewhere (`{itemId}`, `?item_id=`).
 *
 * Callers use it only when `collectLinks` finds no declared link.
 *
 * @example
 * inferLinks(spec).map((link) => `${link.source.label} -> ${link.target.label}`);
 */
export function inferLinks(spec: Pick<OpenApiSpec, "operations" | "resolver">): Link[] {
  const links: Link[] = [];
  for (const source of spec.operations) {
    if (!SOURCE_METHODS.has(source.method)) continue;
    const collection = source.path.replace(/\/+$/, "");
    for (const target of spec.operations) {
      if (!TARGET_METHODS.has(target.method) || !target.path.startsWith(`${collection}/`)) continue;
      const parameter = /^\{([^{}/]+)\}$/.exec(target.path.slice(collection.length + 1))?.[1];
      if (parameter === undefined) continue;
      const shared = sharedPathParameters(source, target, parameter);
      if (shared === undefined) continue;
      for (const response of source.responses) {
        if (!/^2(\d\d|XX)$/.test(response.status)) continue;
        const property = idProperty(response, spec.resolver, parameter, collection);
        if (property !== undefined) {
          const echo = echoedBodyField(target, spec.resolver, parameter, responseProperty(response, spec.resolver, unescape(property)));
          links.push(inferred(source, response, target, `$response.body#/${property}`, parameter, shared, echo));
        }
        if (hasLocation(response)) {
          links.push(inferred(source, response, target, `$response.header.Location#regex:${locationPattern(target.path, parameter)}`, parameter, shared));
        }
      }
    }
  }
  const linked = new Set(links.map((link) => `${link.source.label}\u0000${link.target.label}`));
  return [...links, ...inferNameLinks(spec, (source, target) => linked.has(`${source.label}\u0000${target.label}`))];
}

/** The target's other path parameters, all of which the source must have too; undefined when not. */
function sharedPathParameters(source: OperationDefinition, target: OperationDefinition, own: string): string[] | undefined {
  const names = [...target.path.matchAll(/\{([^{}/]+)\}/g)].map((match) => match[1] ?? "").filter((name) => name !== own);
  return names.every((name) => source.path.includes(`{${name}}`)) ? names : undefined;
}

/** The id-like top-level property of a JSON success body, preferring the parameter's own name. */
function idProperty(response: ResponseDefinition, resolver: OpenApiSpec["resolver"], parameter: string, collection: string): string | undefined {
  const resource = singular(collection.split("/").filter((segment) => segment !== "" && !segment.startsWith("{")).at(-1) ?? "");
  const wanted = [parameter, "id", `${resource}id`, `${resource}_id`].map((name) => name.toLowerCase());
  for (const content of response.content) {
    if (!/[/+]json\b/i.test(content.mediaType)) continue;
    const properties = schemaProperties(content.schema, resolver);
    for (const name of wanted) {
      const found = properties.find((property) => property.toLowerCase() === name);
      if (found !== undefined) return found.replace(/~/g, "~0").replace(/\//g, "~1");
    }
  }
  return undefined;
}

function hasLocation(response: ResponseDefinition): boolean {
  return response.status === "201" || response.headers.some((header) => header.name.toLowerCase() === "location");
}

/** `/users/{userId}/orders/{orderId}` → a pattern whose one group captures the order id. */
function locationPattern(path: string, parameter: string): string {
  const parts = path.split(/(\{[^{}/]+\})/).map((part) => {
    if (part === `{${parameter}}`) return "([^/?#]+)";
    if (/^\{[^{}/]+\}$/.test(part)) return "[^/?#]+";
    return part.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  });
  return `${parts.join("")}/?(?:[?#]|$)`;
}

function inferred(
  source: OperationDefinition,
  response: ResponseDefinition,
  target: OperationDefinition,
  text: string,
  parameter: string,
  shared: readonly string[],
  echo?: string,
): Link {
  const parameters: LinkParameter[] = [{ location: "path", name: parameter, value: expression(text) }];
  for (const name of shared) parameters.push({ location: "path", name, value: expression(`$request.path.${name}`) });
  const link: Link = { source, status: response.status, name: `${target.label} via ${text}`, target, parameters, inferred: true };
  return echo === undefined ? link : { ...link, bodyFields: [[echo, expression(text)]] };
}

/** A JSON pointer token back to the property name. */
function unescape(token: string): string {
  return token.replace(/~1/g, "/").replace(/~0/g, "~");
}

/** Parses an expression this module built itself; a failure here is a bug, not user input. */
function expression(text: string): LinkValue {
  const parsed = parseRuntimeValue(text);
  if (parsed.kind !== "parsed") throw new ApitestError("internal", `apitest built an invalid link expression ${JSON.stringify(text)}`);
  return { kind: "expression", expression: parsed.expression };
}
