import {
  getNamedType,
  isAbstractType,
  isCompositeType,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  Kind,
  parse,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type SelectionSetNode,
} from "graphql";
import type { Failure } from "../../core/failure.js";
import { collectFields } from "./collect-fields.js";

/** Name of the check. */
export const GRAPHQL_RESPONSE_CONFORMANCE = "graphql_response_conformance";

type Path = readonly (string | number)[];
interface Walk {
  readonly schema: GraphQLSchema;
  readonly fragments: ReadonlyMap<string, FragmentDefinitionNode>;
  readonly errorPaths: readonly Path[];
}

/**
 * `graphql_response_conformance`: the `data` of a response has every field the document
 * selected, each of its declared type — scalars by JSON kind, enums by membership, lists
 * item by item, objects recursively, `__typename` a member of the selected type — and no
 * `null` where the schema says non-null. A field whose path (or a path below it) appears
 * in `errors` is excused, since GraphQL nulls it on purpose. Returns the first violation.
 *
 * @example
 * graphqlResponseConformance(schema, "{ country(code: \"FR\") { name } }", { data: { country: { name: null } } });
 * // { check: "graphql_response_conformance", message: "Field: country.name\nExpected: String!\nReceived: null", … }
 */
export function graphqlResponseConformance(schema: GraphQLSchema, document: string | DocumentNode, body: unknown): Failure | undefined {
  let parsed: DocumentNode;
  try {
    parsed = typeof document === "string" ? parse(document) : document;
  } catch {
    // The document is ours; if it does not parse there is nothing to hold the response to.
    return undefined;
  }
  if (!isRecord(body)) return failure([], "a JSON object with `data` or `errors`", describe(body), "not-an-object");
  const errors = Array.isArray(body["errors"]) ? body["errors"] : [];
  const data = body["data"];
  if (data === undefined || data === null) {
    return errors.length > 0 ? undefined : failure([], "`data` or a non-empty `errors`", "neither", "no-data");
  }
  const operation = parsed.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  if (operation === undefined) return undefined;
  const root = operation.operation === "mutation" ? schema.getMutationType() : operation.operation === "subscription" ? schema.getSubscriptionType() : schema.getQueryType();
  if (root === null || root === undefined) return undefined;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of parsed.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const walk: Walk = { schema, fragments, errorPaths: errors.flatMap((error) => errorPath(error)) };
  return checkObject(walk, data, root, operation.selectionSet, []);
}

function checkObject(walk: Walk, value: unknown, staticType: GraphQLCompositeType, set: SelectionSetNode, path: Path): Failure | undefined {
  if (!isRecord(value)) return failure(path, `an object (${staticType.name})`, describe(value), "type");
  const typename = typenameOf(walk, value, staticType, set);
  let runtimeType: GraphQLObjectType | undefined = isObjectType(staticType) ? staticType : undefined;
  if (typename !== undefined) {
    const named = walk.schema.getType(typename);
    const belongs = isObjectType(named) && (named === staticType || (isAbstractType(staticType) && walk.schema.isSubType(staticType, named)));
    if (!belongs) return failure(path, `__typename of a ${staticType.name}`, JSON.stringify(typename), "typename");
    runtimeType = named;
  }
  for (const field of collectFields(walk.schema, staticType, runtimeType, set, walk.fragments)) {
    const fieldPath = [...path, field.responseName];
    if (!(field.responseName in value)) {
      if (field.conditional || excused(walk, fieldPath)) continue;
      return failure(fieldPath, `the selected field \`${field.fieldName}\``, "nothing (the key is missing)", "missing");
    }
    const fieldValue = value[field.responseName];
    if (field.fieldName === "__typename") {
      if (typeof fieldValue !== "string") return failure(fieldPath, "String!", describe(fieldValue), "type");
      continue;
    }
    const definition = "getFields" in field.parentType ? field.parentType.getFields()[field.fieldName] : undefined;
    if (definition === undefined) continue;
    for (const node of field.nodes) {
      const found = checkValue(walk, fieldValue, definition.type, node.selectionSet, fieldPath);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

function checkValue(walk: Walk, value: unknown, type: GraphQLOutputType, set: SelectionSetNode | undefined, path: Path): Failure | undefined {
  if (isNonNullType(type)) {
    if (value === null || value === undefined) return excused(walk, path) ? undefined : failure(path, String(type), "null", "null");
    return checkValue(walk, value, type.ofType, set, path);
  }
  if (value === null) return undefined;
  if (isListType(type)) {
    if (!Array.isArray(value)) return failure(path, String(type), describe(value), "type");
    for (const [index, item] of value.entries()) {
      const found = checkValue(walk, item, type.ofType, set, [...path, index]);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (isCompositeType(type)) return set === undefined ? undefined : checkObject(walk, value, type, set, path);
  if (isEnumType(type)) {
    const known = typeof value === "string" && type.getValue(value) !== undefined;
    return known ? undefined : failure(path, `${type.name} (one of ${type.getValues().map((v) => v.name).join(", ")})`, describe(value), "enum");
  }
  return scalarMatches(getNamedType(type).name, value) ? undefined : failure(path, type.name, describe(value), "type");
}

function scalarMatches(name: string, value: unknown): boolean {
  switch (name) {
    case "Int":
      return typeof value === "number" && Number.isInteger(value) && value >= -2147483648 && value <= 2147483647;
    case "Float":
      return typeof value === "number" && Number.isFinite(value);
    case "String":
      return typeof value === "string";
    case "Boolean":
      return typeof value === "boolean";
    case "ID":
      // IDs serialize as strings, but many servers send integer IDs as numbers; both read back the same.
      return typeof value === "string" || (typeof value === "number" && Number.isInteger(value));
    default:
      // A custom scalar's wire format is the server's business; only its presence is checked.
      return value !== undefined;
  }
}

function typenameOf(walk: Walk, value: Record<string, unknown>, staticType: GraphQLCompositeType, set: SelectionSetNode): string | undefined {
  // Only fields selected directly on the static type are safe to read before the runtime type is known.
  for (const field of collectFields(walk.schema, staticType, undefined, set, walk.fragments)) {
    if (field.fieldName === "__typename" && typeof value[field.responseName] === "string") return value[field.responseName] as string;
  }
  return undefined;
}

function excused(walk: Walk, path: Path): boolean {
  return walk.errorPaths.some((errorPath) => errorPath.length >= path.length && path.every((part, index) => errorPath[index] === part));
}

function errorPath(error: unknown): Path[] {
  if (!isRecord(error) || !Array.isArray(error["path"])) return [];
  const path = error["path"].filter((part): part is string | number => typeof part === "string" || typeof part === "number");
  return [path];
}

function failure(path: Path, expected: string, received: string, reason: string): Failure {
  const where = path.length === 0 ? "(response)" : path.map((part) => (typeof part === "number" ? `[${part}]` : part)).join(".").replace(/\.\[/g, "[");
  return {
    check: GRAPHQL_RESPONSE_CONFORMANCE,
    title: "GraphQL response does not match the schema",
    message: `Field: ${where}\nExpected: ${expected}\nReceived: ${received}`,
    // List indexes are dropped so the same defect in the 1st and the 7th item is one failure.
    key: `${path.filter((part) => typeof part === "string").join(".")}:${reason}`,
  };
}

function describe(value: unknown): string {
  if (value === undefined) return "nothing";
  const text = JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
