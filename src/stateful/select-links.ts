import type { OperationDefinition } from "../core/operation.js";
import type { Link } from "./link.js";

/** Does a documented status (`"201"`, `"2XX"`, `"default"`) cover an actual status code? */
export function statusMatches(status: string, code: number): boolean {
  if (status === "default") return true;
  if (/^[1-5]XX$/i.test(status)) return String(code)[0] === status[0];
  return status === String(code);
}

/**
 * The documented response an actual status code falls under, as OpenAPI picks it: the exact
 * code, else its `NXX` range, else `default`; undefined when none is documented (the range,
 * `2XX`, for an operation that documents no responses at all: a GraphQL root field).
 */
export function matchingStatus(operation: OperationDefinition, code: number): string | undefined {
  const statuses = operation.responses.map((response) => response.status);
  // An operation that documents no response (a GraphQL root field) answers under its status's range.
  if (statuses.length === 0) return `${String(code)[0]}XX`;
  const exact = String(code);
  if (statuses.includes(exact)) return exact;
  const range = statuses.find((status) => /^[1-5]XX$/i.test(status) && statusMatches(status, code));
  if (range !== undefined) return range;
  return statuses.includes("default") ? "default" : undefined;
}

/**
 * The links that apply after `source` answered with `code`: those under the one response
 * definition that status falls under (a `201` with no links does not borrow `default`'s).
 *
 * @example
 * linksFor(links, createUser, 201).map((link) => link.target.label);
 */
export function linksFor(links: readonly Link[], source: OperationDefinition, code: number): Link[] {
  const status = matchingStatus(source, code);
  if (status === undefined) return [];
  return links.filter((link) => link.source === source && link.status === status);
}
