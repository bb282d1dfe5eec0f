import type { CheckContext } from "../core/check.js";
import { DOCUMENT_URI, type JsonSchema, userRefs } from "../core/json-schema.js";
import type { SchemaResolver, ValidationIssue } from "../core/validator.js";
import { excerpt, followPointer } from "./excerpt.js";

/**
 * A check context that may also carry the document's resolver. `CheckContext` in core does
 * not have one yet; when the engine provides it, keywords inside `$ref`ed schemas can be
 * quoted in failure messages too.
 */
type ContextWithResolver = CheckContext & { readonly resolver?: SchemaResolver };

/**
 * Renders one validation issue for a failure message: the keyword message, where in the
 * value it happened with an excerpt of the offending value, and the violated keyword with
 * an excerpt of its schema value when it can be found.
 *
 * @example
 * // must be integer
 * //
 * // Value at /0/id:
 * //     "x"
 * // Schema keyword `type` at #/items/properties/id/type:
 * //     "integer"
 */
export function describeIssue(
  issue: ValidationIssue,
  value: unknown,
  schema: JsonSchema,
  ctx: CheckContext,
  moreIssues: number,
): string {
  const lines = [userRefs(issue.message), ""];
  const at = followPointer(value, issue.instancePath);
  lines.push(`Value at ${issue.instancePath === "" ? "/ (the whole body)" : issue.instancePath}:`);
  lines.push(`    ${at.found ? excerpt(at.value) : "(not found)"}`);
  const keyword = schemaKeyword(issue.schemaPath, schema, ctx as ContextWithResolver);
  const where = `Schema keyword \`${issue.keyword}\` at ${userRefs(issue.schemaPath)}`;
  if (keyword.found) lines.push(`${where}:`, `    ${excerpt(keyword.value)}`);
  else lines.push(where);
  if (moreIssues > 0) lines.push("", `(${moreIssues} more ${moreIssues === 1 ? "issue" : "issues"} in this body)`);
  return lines.join("\n");
}

function schemaKeyword(
  schemaPath: string,
  schema: JsonSchema,
  ctx: ContextWithResolver,
): { found: true; value: unknown } | { found: false } {
  const hash = schemaPath.indexOf("#");
  if (hash === -1) return { found: false };
  const base = schemaPath.slice(0, hash);
  const pointer = decodePointer(schemaPath.slice(hash + 1));
  if (base === "") return followPointer(schema, pointer);
  if (base === DOCUMENT_URI && ctx.resolver !== undefined) {
    const resolved = ctx.resolver.resolve(`${DOCUMENT_URI}#${pointer}`);
    return resolved === undefined ? { found: false } : { found: true, value: resolved };
  }
  return { found: false };
}

function decodePointer(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}
