import type * as fc from "fast-check";
import {
  getNamedType,
  getNullableType,
  isInputObjectType,
  isListType,
  Kind,
  parse,
  print,
  typeFromAST,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type ASTNode,
  type GraphQLInputType,
  type GraphQLSchema,
  type ValueNode,
} from "graphql";
import { CHANGES, mutateValue } from "../mutate-case.js";

/** The scalars whose values any change of {@link mutateValue} keeps valid (Int within 32 bits). */
const NUMBERS = new Set(["Int", "Float"]);
const TEXTS = new Set(["String", "ID"]);
const INT_MIN = -(2 ** 31);
const INT_MAX = 2 ** 31 - 1;

/** A GraphQL request body as generated: the document and its variables. */
export interface GraphqlBody {
  readonly query: string;
  readonly variables: Readonly<Record<string, unknown>>;
}

type Leaf = { readonly kind: "literal"; readonly index: number; readonly scalar: string | undefined } | { readonly kind: "variable"; readonly path: readonly (string | number)[]; readonly scalar: string | undefined };

/**
 * One changed argument value of a document — an `Int` or `Float` doubled, halved or nudged, a
 * `String` or `ID` lengthened or shortened, a list doubled or shortened — inline or in the
 * variables; undefined when the document has no such value or the change does not apply.
 * Enums, booleans and custom scalars are left alone, and an `Int` stays within 32 bits, so a
 * valid document stays valid (the targeted and feedback-guided mutations of OpenAPI cases,
 * for GraphQL).
 */
export function mutateGraphqlBody(schema: GraphQLSchema, body: unknown, random: fc.Random): GraphqlBody | undefined {
  if (!isGraphqlBody(body)) return undefined;
  let document;
  try {
    document = parse(body.query);
  } catch {
    return undefined;
  }
  const leaves: Leaf[] = [];
  const typeInfo = new TypeInfo(schema);
  let literals = 0;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      enter(node: ASTNode) {
        if (node.kind !== Kind.INT && node.kind !== Kind.FLOAT && node.kind !== Kind.STRING && node.kind !== Kind.LIST) return;
        const type = typeInfo.getInputType();
        const index = literals++;
        const scalar = leafKind(type, node.kind === Kind.LIST);
        if (scalar !== undefined) leaves.push({ kind: "literal", index, scalar: scalar === "list" ? undefined : scalar });
      },
    }),
  );
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const variable of definition.variableDefinitions ?? []) {
      const type = typeFromAST(schema, variable.type) as GraphQLInputType | undefined;
      const name = variable.variable.name.value;
      if (type !== undefined && Object.hasOwn(body.variables, name)) collectVariable(type, body.variables[name], [name], leaves);
    }
  }
  if (leaves.length === 0) return undefined;
  const leaf = leaves[random.nextInt(0, leaves.length - 1)] as Leaf;
  const change = random.nextInt(0, CHANGES - 1);
  if (leaf.kind === "variable") {
    const current = readPath(body.variables, leaf.path);
    const next = validChange(current, change, leaf.scalar);
    return next === undefined ? undefined : { query: body.query, variables: writePath(body.variables, leaf.path, next) as Record<string, unknown> };
  }
  let seen = 0;
  let changed = false;
  const mutated = visit(document, {
    enter(node: ASTNode) {
      if (node.kind !== Kind.INT && node.kind !== Kind.FLOAT && node.kind !== Kind.STRING && node.kind !== Kind.LIST) return undefined;
      if (seen++ !== leaf.index) return undefined;
      const next = changedNode(node, change, leaf.scalar);
      if (next === undefined) return undefined;
      changed = true;
      return next;
    },
  });
  return changed ? { query: print(mutated), variables: body.variables } : undefined;
}

function isGraphqlBody(body: unknown): body is GraphqlBody {
  if (body === null || typeof body !== "object") return false;
  const { query, variables } = body as { query?: unknown; variables?: unknown };
  return typeof query === "string" && variables !== null && typeof variables === "object" && !Array.isArray(variables);
}

/** `list` for a list type, the scalar's name for a built-in scalar a change keeps valid, else undefined. */
function leafKind(type: GraphQLInputType | null | undefined, list: boolean): string | undefined {
  if (type === null || type === undefined) return undefined;
  const nullable = getNullableType(type);
  if (list) return isListType(nullable) ? "list" : undefined;
  const name = getNamedType(type).name;
  return NUMBERS.has(name) || TEXTS.has(name) ? name : undefined;
}

function collectVariable(type: GraphQLInputType, value: unknown, path: readonly (string | number)[], out: Leaf[]): void {
  if (value === null || value === undefined) return;
  const nullable = getNullableType(type);
  if (isListType(nullable)) {
    if (!Array.isArray(value)) return collectVariable(nullable.ofType as GraphQLInputType, value, path, out);
    out.push({ kind: "variable", path, scalar: undefined });
    value.forEach((item, index) => collectVariable(nullable.ofType as GraphQLInputType, item, [...path, index], out));
    return;
  }
  if (isInputObjectType(nullable)) {
    if (typeof value !== "object" || Array.isArray(value)) return;
    const fields = nullable.getFields();
    for (const [name, item] of Object.entries(value as Record<string, unknown>)) {
      const field = fields[name];
      if (field !== undefined) collectVariable(field.type, item, [...path, name], out);
    }
    return;
  }
  const kind = leafKind(type, false);
  if (kind !== undefined && (typeof value === "number" || typeof value === "string")) out.push({ kind: "variable", path, scalar: kind });
}

/** The changed value, when it is still a valid value of the scalar (undefined: a list). */
function validChange(value: unknown, change: number, scalar: string | undefined): unknown {
  if (Array.isArray(value)) return scalar === undefined ? mutateValue(value, change) : undefined;
  const next = mutateValue(value, change);
  if (next === undefined || next === value || typeof next !== typeof value) return undefined;
  if (scalar === "Int" && (typeof next !== "number" || !Number.isInteger(next) || next < INT_MIN || next > INT_MAX)) return undefined;
  return next;
}

function changedNode(node: ValueNode, change: number, scalar: string | undefined): ValueNode | undefined {
  if (node.kind === Kind.LIST) {
    if (node.values.length === 0) return undefined;
    return { ...node, values: change === 3 ? node.values.slice(0, -1) : [...node.values, ...node.values] };
  }
  if (node.kind === Kind.STRING) {
    if (node.block === true) return undefined;
    const next = validChange(node.value, change, scalar);
    return typeof next === "string" ? { ...node, value: next } : undefined;
  }
  if (node.kind === Kind.INT || node.kind === Kind.FLOAT) {
    const next = validChange(Number(node.value), change, scalar === "Float" ? "Float" : "Int");
    if (typeof next !== "number" || !Number.isFinite(next)) return undefined;
    if (node.kind === Kind.INT && !Number.isInteger(next)) return undefined;
    return { ...node, value: String(next) };
  }
  return undefined;
}

function readPath(root: unknown, path: readonly (string | number)[]): unknown {
  let value = root;
  for (const key of path) value = (value as Record<string | number, unknown>)[key];
  return value;
}

/** A copy of `root` with the value at `path` replaced (own properties only, no prototype keys). */
function writePath(root: unknown, path: readonly (string | number)[], next: unknown): unknown {
  if (path.length === 0) return next;
  const [key, ...rest] = path as [string | number, ...(string | number)[]];
  if (Array.isArray(root)) return root.map((item, index) => (index === key ? writePath(item, rest, next) : item));
  const copy: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(root as Record<string, unknown>)) copy[name] = name === key ? writePath(value, rest, next) : value;
  return copy;
}
