import type { OperationDefinition, ParameterDefinition } from "../core/operation.js";
import type { SchemaValidator } from "../core/validator.js";
import { parameterIssues } from "./parameter-issues.js";
import { contentReading, type ParameterReading } from "./parameter-reading.js";
import { percentDecode } from "./percent-decode.js";
import type { RequestIssue } from "./request-issue.js";
import { labelReadings, matrixReadings, simpleReadings } from "./styled-readings.js";

const VARIABLE = /\{([^{}]+)\}/g;

/**
 * Matches the raw (still percent-encoded) URL path against the operation's template after
 * the base path, then reads and validates each declared path parameter in its style.
 */
export function pathIssues(rawPath: string, operation: OperationDefinition, validator: SchemaValidator, basePath: string): RequestIssue[] {
  const prefix = basePath.replace(/\/+$/, "");
  const underBase = rawPath === prefix || rawPath.startsWith(`${prefix}/`);
  if (!underBase) return [{ location: "path", message: `the URL path ${JSON.stringify(rawPath)} is not under the base path ${JSON.stringify(prefix)}` }];
  const rest = rawPath.slice(prefix.length) || "/";
  const { template, regex, names } = compiledTemplate(operation);
  const match = regex.exec(rest);
  if (match === null) return [{ location: "path", message: `the URL path ${JSON.stringify(rest)} does not match the template ${template}` }];
  const issues: RequestIssue[] = [];
  const seen = new Set<string>();
  for (const parameter of operation.parameters) {
    if (parameter.location !== "path" || seen.has(parameter.name)) continue;
    seen.add(parameter.name);
    const index = names.indexOf(parameter.name);
    if (index === -1) continue;
    issues.push(...parameterIssues(parameter, pathReading(match[index + 1] ?? "", parameter), validator));
  }
  return issues;
}

function pathReading(raw: string, parameter: ParameterDefinition): ParameterReading {
  if (parameter.contentType !== undefined) return contentReading(percentDecode(raw), parameter.contentType);
  const { style, explode, name } = parameter;
  const readings = style === "matrix" ? matrixReadings(raw, name, explode, percentDecode) : style === "label" ? labelReadings(raw, explode, percentDecode) : simpleReadings(raw, explode, percentDecode);
  return { present: true, readings, exact: false, sent: raw };
}

interface CompiledTemplate {
  readonly template: string;
  readonly regex: RegExp;
  readonly names: string[];
}

/** Each operation's template, compiled once: request validation runs for many cases of one operation. */
const compiled = new WeakMap<OperationDefinition, CompiledTemplate>();

function compiledTemplate(operation: OperationDefinition): CompiledTemplate {
  let known = compiled.get(operation);
  if (known === undefined) {
    // A `?` or `#` in a template (seen in real documents) never reaches the path on the wire.
    const template = operation.path.split(/[?#]/)[0] || "/";
    known = { template, ...compileTemplate(template, operation.parameters) };
    compiled.set(operation, known);
  }
  return known;
}

/**
 * Serialized values hold no raw `/` or `;` (both percent-encoded), so a `;` can only start a
 * matrix value: that keeps adjacent variables such as `/items{slot}{dims}` apart.
 */
function compileTemplate(template: string, parameters: readonly ParameterDefinition[]): { regex: RegExp; names: string[] } {
  const names: string[] = [];
  let source = "";
  let last = 0;
  for (const match of template.matchAll(VARIABLE)) {
    source += escapeRegExp(template.slice(last, match.index));
    // A repeated variable would need a backreference; the first occurrence decides.
    names.push(match[1] as string);
    const style = parameters.find((parameter) => parameter.location === "path" && parameter.name === match[1])?.style;
    source += style === "matrix" ? "((?:;[^/;]*)*)" : "([^/;]*)";
    last = match.index + match[0].length;
  }
  source += escapeRegExp(template.slice(last));
  return { regex: new RegExp(`^${source}$`), names };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
