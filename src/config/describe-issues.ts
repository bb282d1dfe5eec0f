import type { ErrorObject } from "ajv/dist/2020.js";
import { formatKeyPath, pointerToKeyPath, type KeyPath } from "./key-path.js";
import type { SchemaNode } from "./schema-builders.js";
import { closestMatch } from "../core/suggest.js";
import { isPlainTable, type ConfigIssue } from "./substitute-env.js";

/** Resolves `#/$defs/...` references of the configuration schema. */
export type DefinitionLookup = (ref: string) => SchemaNode | undefined;

/**
 * Turns ajv's errors (run with `allErrors` and `verbose`) into one issue per problem. Where a
 * value may take several shapes (`anyOf`), the branch of the value's own type explains the
 * problem when there is one; otherwise the whole set of shapes is named once.
 */
export function describeIssues(errors: readonly ErrorObject[], data: unknown, lookup: DefinitionLookup): ConfigIssue[] {
  const consumed = new Set<ErrorObject>();
  const anyOfs = errors.filter((e) => e.keyword === "anyOf" || e.keyword === "oneOf").sort((a, b) => a.schemaPath.length - b.schemaPath.length);
  for (const error of anyOfs) {
    if (consumed.has(error)) continue;
    const branches = Array.isArray(error.schema) ? (error.schema as SchemaNode[]) : [];
    const fitting = branches.findIndex((branch) => typeFits(branch["type"], error.data));
    const inBranch = (other: ErrorObject, index?: number): boolean =>
      other !== error && other.schemaPath.startsWith(`${error.schemaPath}/${index ?? ""}`) && other.instancePath.startsWith(error.instancePath);
    const explained = fitting !== -1 && errors.some((other) => inBranch(other, fitting) && !(other.keyword === "type" && other.instancePath === error.instancePath));
    for (const other of errors) if (inBranch(other) && !(explained && inBranch(other, fitting))) consumed.add(other);
    if (explained) consumed.add(error);
  }
  const issues: ConfigIssue[] = [];
  for (const error of errors) {
    if (consumed.has(error) || error.keyword === "propertyNames") continue;
    const path = pointerToKeyPath(error.instancePath, data);
    issues.push(describeOne(error, path, lookup));
  }
  return issues;
}

function describeOne(error: ErrorObject, path: KeyPath, lookup: DefinitionLookup): ConfigIssue {
  const key = `"${formatKeyPath(path)}"`;
  const parent = (error.parentSchema ?? {}) as SchemaNode;
  const params = error.params as Record<string, unknown>;
  const got = `got ${renderValue(error.data)}`;
  switch (error.keyword) {
    case "additionalProperties": {
      const name = String(params["additionalProperty"]);
      const full = [...path, name];
      const suggestion = suggestKey(name, parent, lookup);
      const root = lookup("#");
      let hint = suggestion === undefined ? "" : ` (did you mean "${formatKeyPath([...path, ...suggestion])}"?)`;
      if (hint === "" && path.length > 0 && root !== undefined && Object.hasOwn(propertiesOf(root, lookup), name)) {
        hint = ` ("${name}" is a global setting: put it at the top of the file, before any [table])`;
      }
      return { path: full, message: `unknown key "${formatKeyPath(full)}"${hint}` };
    }
    case "required": {
      const name = String(params["missingProperty"]);
      if (name === "title" && path[0] === "project") {
        return { path, message: `${key} has no "title": every [[project]] needs title = "<the info.title of the schema it applies to>"` };
      }
      return { path, message: `${path.length === 0 ? "the file" : key} is missing the required key "${formatKeyPath([...path, name])}"` };
    }
    case "minimum":
      return { path, message: `${key} must be at least ${String(params["limit"])}, ${got}` };
    case "exclusiveMinimum":
      return { path, message: `${key} must be greater than ${String(params["limit"])}, ${got}` };
    case "maximum":
      return { path, message: `${key} must be at most ${String(params["limit"])}, ${got}` };
    case "enum": {
      const allowed = (params["allowedValues"] as unknown[]).map(String);
      const suggestion = typeof error.data === "string" ? closestMatch(error.data, allowed) : undefined;
      const hint = suggestion === undefined ? "" : ` (did you mean "${suggestion}"?)`;
      return { path, message: `${key} must be one of ${allowed.map((v) => JSON.stringify(v)).join(", ")}, ${got}${hint}` };
    }
    case "pattern":
      if (error.propertyName !== undefined) {
        return { path: [...path, error.propertyName], message: `${key} has an invalid key "${error.propertyName}": use ${expected(parent)}` };
      }
      return { path, message: `${key} must be ${expected(parent)}, ${got}` };
    case "minLength":
      return { path, message: `${key} must not be empty` };
    case "minItems":
      return { path, message: `${key} must list at least ${String(params["limit"])} value${params["limit"] === 1 ? "" : "s"}` };
    case "uniqueItems":
      return { path, message: `${key} lists ${renderValue((error.data as unknown[])[Number(params["j"])])} more than once` };
    case "type":
    case "const":
    case "anyOf":
    case "oneOf":
      return { path, message: `${key} must be ${expected(parent)}, ${got}` };
    default:
      return { path, message: `${key} ${error.message ?? "is invalid"}` };
  }
}

/** Whether a value is of a branch's declared JSON type (integer branches take any number, so range errors show). */
function typeFits(type: unknown, value: unknown): boolean {
  switch (type) {
    case "boolean":
      return typeof value === "boolean";
    case "integer":
    case "number":
      return typeof value === "number";
    case "string":
      return typeof value === "string";
    case "array":
      return Array.isArray(value);
    case "object":
      return isPlainTable(value);
    default:
      return false;
  }
}

/** Phrases what a schema accepts, for "must be …" messages. */
export function expected(schema: SchemaNode): string {
  const custom = schema["x-expected"];
  if (typeof custom === "string") return custom;
  if (schema["const"] !== undefined) return JSON.stringify(schema["const"]);
  if (Array.isArray(schema["enum"])) return `one of ${schema["enum"].map((v) => JSON.stringify(v)).join(", ")}`;
  const min = schema["minimum"];
  const max = schema["maximum"];
  switch (schema["type"]) {
    case "boolean":
      return "true or false";
    case "integer":
      if (typeof min === "number" && typeof max === "number") return `an integer from ${min} to ${max}`;
      if (min === 1) return "a positive integer";
      return typeof min === "number" ? `an integer of at least ${min}` : "an integer";
    case "number":
      if (schema["exclusiveMinimum"] === 0) return "a number greater than 0";
      return typeof min === "number" ? `a number of at least ${min}` : "a number";
    case "string":
      return "a string";
    case "array":
      return "a list";
    case "object":
      return "a table";
    default:
      return "a valid value";
  }
}

/** Renders a configuration value in a message: strings quoted, tables and long lists named. */
export function renderValue(value: unknown): string {
  if (typeof value === "string") return JSON.stringify(value);
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) {
    const text = JSON.stringify(value);
    return text.length <= 40 ? text : "a list";
  }
  if (isPlainTable(value)) return "a table";
  return String(value);
}

/** A likely intended key: a near-miss sibling, or the same key in exactly one sub-table (`max-examples` → `generation.max-examples`). */
function suggestKey(name: string, table: SchemaNode, lookup: DefinitionLookup): readonly string[] | undefined {
  const properties = propertiesOf(table, lookup);
  const sibling = closestMatch(name, Object.keys(properties));
  if (sibling !== undefined) return [sibling];
  const holders = Object.entries(properties).filter(([, child]) => Object.hasOwn(propertiesOf(child, lookup), name));
  return holders.length === 1 && holders[0] !== undefined ? [holders[0][0], name] : undefined;
}

function propertiesOf(schema: SchemaNode, lookup: DefinitionLookup): Readonly<Record<string, SchemaNode>> {
  const target = typeof schema["$ref"] === "string" ? lookup(schema["$ref"]) ?? {} : schema;
  const properties = target["properties"];
  return isPlainTable(properties) ? (properties as Record<string, SchemaNode>) : {};
}
