import type { CheckDefinition } from "../core/check.js";
import type { Failure } from "../core/failure.js";
import type { ResponseHeaderDefinition } from "../core/operation.js";
import type { SchemaValidator, ValidationIssue } from "../core/validator.js";
import { findDocumentedResponse } from "./documented-response.js";
import { excerpt } from "./excerpt.js";
import { headerCandidates } from "./header-value.js";

/** Name of the check, as configuration and `--checks` spell it. */
export const RESPONSE_HEADERS_CONFORMANCE = "response_headers_conformance";

/**
 * `response_headers_conformance`: the headers documented for the response status must be
 * present when required, and their values must match their schemas. Values are read as the
 * schema's type first (integer, number, boolean, array), since the wire only carries text.
 * A documented `Content-Type` header is ignored, as OpenAPI says it is.
 *
 * One failure lists every missing header; each non-conforming header is a failure of its own.
 */
export const responseHeadersConformance: CheckDefinition = {
  name: RESPONSE_HEADERS_CONFORMANCE,
  run(ctx, response): Failure[] | undefined {
    const documented = findDocumentedResponse(ctx.operation, response.statusCode);
    if (documented === undefined || documented.headers.length === 0) return undefined;
    let failures: Failure[] | undefined;
    let missing: string[] | undefined;
    for (const header of documented.headers) {
      const name = header.name.toLowerCase();
      if (name === "content-type") continue;
      const values = response.headers[name];
      if (values === undefined || values.length === 0) {
        if (header.required) (missing ??= []).push(header.name);
        continue;
      }
      const problem = validateHeader(header, values.length === 1 ? (values[0] ?? "") : values.join(", "), ctx.validator);
      if (problem !== undefined) (failures ??= []).push(problem);
    }
    if (missing !== undefined) {
      (failures ??= []).unshift({
        check: RESPONSE_HEADERS_CONFORMANCE,
        title: "Missing required headers",
        message: `The following required headers are missing from the response:\n${missing.map((name) => `  - ${name}`).join("\n")}`,
        key: `missing:${missing.map((name) => name.toLowerCase()).sort().join(",")}`,
      });
    }
    return failures;
  },
};

function validateHeader(
  header: ResponseHeaderDefinition,
  raw: string,
  validator: SchemaValidator,
): Failure | undefined {
  const schema = header.schema;
  if (schema === true || (typeof schema === "object" && schema !== null && Object.keys(schema).length === 0)) return undefined;
  let reported: readonly ValidationIssue[] | undefined;
  for (const candidate of headerCandidates(raw, schema)) {
    const issues = validator.validate(schema, candidate);
    if (issues.length === 0) return undefined;
    reported ??= issues;
  }
  const issue = reported?.[0];
  if (issue === undefined) return undefined;
  const where = issue.instancePath === "" ? "" : ` (at ${issue.instancePath})`;
  return {
    check: RESPONSE_HEADERS_CONFORMANCE,
    title: "Response header does not conform to the schema",
    message: `Header: ${header.name}\nValue: ${excerpt(raw)}\nProblem${where}: ${issue.message}\nSchema: ${excerpt(schema)}`,
    key: `schema:${header.name.toLowerCase()}|${issue.schemaPath}|${issue.keyword}`,
  };
}
