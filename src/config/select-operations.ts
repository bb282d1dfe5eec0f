import type { OperationDefinition } from "../core/operation.js";
import type { OneOrMany, OperationSelectors } from "./config-types.js";

type Target = "path" | "method" | "name" | "tag" | "operation-id";

const TARGETS: readonly Target[] = ["path", "method", "name", "tag", "operation-id"];

function list(value: OneOrMany<string>): readonly string[] {
  return typeof value === "string" ? [value] : value;
}

/** `POST /users` however it was spaced or cased in the file; a GraphQL name (`Query.user`) as is. */
function normalizeName(name: string): string {
  if (!/\s/.test(name.trim())) return name.trim();
  const [method = "", ...rest] = name.trim().split(/\s+/);
  return `${method.toUpperCase()} ${rest.join(" ")}`;
}

/** The values of an operation a selector target looks at (a tag selector looks at every tag). */
function valuesOf(operation: OperationDefinition, target: Target): readonly string[] {
  switch (target) {
    case "path":
      return [operation.path];
    case "method":
      return [operation.method.toUpperCase()];
    case "name": {
      // A label without a space is not `METHOD /path` but a GraphQL root field (`Query.user`).
      const wire = `${operation.method.toUpperCase()} ${operation.path}`;
      return [/\s/.test(operation.label) ? wire : operation.label];
    }
    case "tag":
      return operation.tags;
    case "operation-id":
      return operation.operationId === undefined ? [] : [operation.operationId];
  }
}

function matchesTarget(operation: OperationDefinition, target: Target, exact: OneOrMany<string> | undefined, pattern: string | undefined): boolean | undefined {
  if (exact === undefined && pattern === undefined) return undefined;
  const values = valuesOf(operation, target);
  if (exact !== undefined) {
    const wanted = list(exact).map((value) => (target === "method" ? value.toUpperCase() : target === "name" ? normalizeName(value) : value));
    if (!values.some((value) => wanted.includes(value))) return false;
  }
  if (pattern !== undefined) {
    // Unanchored, like a search: "^/users" anchors explicitly. Methods match case-insensitively.
    const regex = new RegExp(pattern, target === "method" ? "i" : "");
    if (!values.some((value) => regex.test(value))) return false;
  }
  return true;
}

/**
 * Whether an `[[operations]]` entry applies to an operation: every `include-*` selector
 * matches and no `exclude-*` selector does. An entry without selectors applies to all.
 *
 * @example
 * matchesSelectors(op, { "include-tag": "admin", "exclude-method": "GET" });
 */
export function matchesSelectors(operation: OperationDefinition, selectors: OperationSelectors): boolean {
  for (const target of TARGETS) {
    const included = matchesTarget(operation, target, selectors[`include-${target}`], selectors[`include-${target}-regex`]);
    if (included === false) return false;
    const excludedExact = selectors[`exclude-${target}`];
    const excludedPattern = selectors[`exclude-${target}-regex`];
    if (excludedExact !== undefined && matchesTarget(operation, target, excludedExact, undefined) === true) return false;
    if (excludedPattern !== undefined && matchesTarget(operation, target, undefined, excludedPattern) === true) return false;
  }
  return !(selectors["exclude-deprecated"] === true && operation.deprecated);
}
