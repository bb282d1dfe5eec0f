/**
 * Rewrites of a generated document's root field that the stateful phase needs: an argument
 * (or a field of an input-object argument) set to a value an earlier response gave, and an id
 * field selected (in a Relay payload, below it) so a response carries it.
 */
import {
  isInputObjectType,
  isNonNullType,
  Kind,
  parse,
  print,
  visit,
  type DocumentNode,
  type FieldNode,
  type GraphQLField,
  type GraphQLInputObjectType,
  type GraphQLInputType,
  type ObjectValueNode,
  type OperationDefinitionNode,
  type SelectionNode,
  type ValueNode,
  type VariableDefinitionNode,
  type VariableNode,
} from "graphql";
import { typeToNode } from "./value-node.js";

/** A GraphQL request body: `{query, variables}`. */
interface Body {
  readonly query: string;
  readonly variables: Record<string, unknown>;
}

function asBody(body: unknown): Body | undefined {
  if (body === null || typeof body !== "object") return undefined;
  const { query, variables } = body as { query?: unknown; variables?: unknown };
  if (typeof query !== "string") return undefined;
  const vars = variables !== null && typeof variables === "object" && !Array.isArray(variables) ? (variables as Record<string, unknown>) : {};
  return { query, variables: vars };
}

/** The one operation of a document and its root field named `fieldName`, when it has them. */
function rootOf(document: DocumentNode, fieldName: string): { operation: OperationDefinitionNode; root: FieldNode } | undefined {
  const operations = document.definitions.filter((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION);
  const operation = operations.length === 1 ? operations[0] : undefined;
  const root = operation?.selectionSet.selections.find((selection): selection is FieldNode => selection.kind === Kind.FIELD && selection.name.value === fieldName);
  return operation === undefined || root === undefined ? undefined : { operation, root };
}

function tryParse(query: string): DocumentNode | undefined {
  try {
    return parse(query);
  } catch {
    return undefined;
  }
}

/**
 * Pure: a `{query, variables}` body whose root field `field` takes `values` through variables
 * (`$linked_id`), the generated value of each such argument dropped (and its variable, when
 * nothing else uses it); the root field is left unaliased, so the response carries it under
 * its name. A key `input.id` sets the field `id` of the input-object argument `input`, the
 * rest of the generated input kept (an absent or null input becomes `{ id }` when the input
 * type requires nothing else). Undefined when the body is not a one-operation document with
 * that root field, or names an argument or input field the field does not have (a hook
 * reshaped it), or an input it cannot complete.
 *
 * @example
 * withRootArguments({ query: '{ book(id: "x") { title } }', variables: {} }, field, { id: "bk-1" });
 * // { query: "query ($linked_id: ID!) {\n  book(id: $linked_id) {\n    title\n  }\n}", variables: { linked_id: "bk-1" } }
 * withRootArguments({ query: 'mutation { updateBook(input: { id: "x", title: "t" }) { book { id } } }', variables: {} }, field, { "input.id": "bk-1" });
 * // updateBook(input: { id: $linked_input_id, title: "t" }), variables { linked_input_id: "bk-1" }
 */
export function withRootArguments(body: unknown, field: GraphQLField<unknown, unknown>, values: Readonly<Record<string, unknown>>): Body | undefined {
  const parsed = asBody(body);
  const document = parsed === undefined ? undefined : tryParse(parsed.query);
  const found = document === undefined ? undefined : rootOf(document, field.name);
  if (parsed === undefined || found === undefined) return undefined;
  const { operation, root } = found;
  const taken = new Set((operation.variableDefinitions ?? []).map((definition) => definition.variable.name.value));
  const added: VariableDefinitionNode[] = [];
  const variables: Record<string, unknown> = { ...parsed.variables };
  const setArguments = [...(root.arguments ?? [])];
  /** A new variable of `type` holding `value`, named after `name`. */
  const variableFor = (name: string, type: GraphQLInputType, value: unknown): VariableNode => {
    let variable = `linked_${name}`;
    for (let n = 2; taken.has(variable); n++) variable = `linked_${name}${n}`;
    taken.add(variable);
    const node: VariableNode = { kind: Kind.VARIABLE, name: { kind: Kind.NAME, value: variable } };
    added.push({ kind: Kind.VARIABLE_DEFINITION, variable: node, type: typeToNode(type) });
    variables[variable] = value;
    return node;
  };
  for (const [key, value] of Object.entries(values)) {
    const [name = "", inner] = key.split(".", 2);
    const argument = field.args.find((each) => each.name === name);
    if (argument === undefined) return undefined;
    const at = setArguments.findIndex((each) => each.name.value === name);
    let node: ValueNode;
    if (inner === undefined) {
      node = variableFor(name, argument.type, value);
    } else {
      const input = isNonNullType(argument.type) ? argument.type.ofType : argument.type;
      const inputField = isInputObjectType(input) ? input.getFields()[inner] : undefined;
      if (inputField === undefined) return undefined;
      const current = at === -1 ? undefined : setArguments[at]!.value;
      // An input held by a variable gets the value in the variable's object.
      const held = current?.kind === Kind.VARIABLE ? variables[current.name.value] : undefined;
      if (current?.kind === Kind.VARIABLE && isRecord(held)) {
        variables[current.name.value] = { ...held, [inner]: value };
        continue;
      }
      const object = inputObjectNode(current, operation, input as GraphQLInputObjectType, inner);
      if (object === undefined) return undefined;
      const fields = object.fields.filter((each) => each.name.value !== inner);
      fields.push({ kind: Kind.OBJECT_FIELD, name: { kind: Kind.NAME, value: inner }, value: variableFor(`${name}_${inner}`, inputField.type, value) });
      node = { ...object, fields };
    }
    const argumentNode = { kind: Kind.ARGUMENT, name: { kind: Kind.NAME, value: name }, value: node } as const;
    if (at === -1) setArguments.push(argumentNode);
    else setArguments[at] = argumentNode;
  }
  const newRoot: FieldNode = { ...root, arguments: setArguments };
  delete (newRoot as { alias?: unknown }).alias;
  const rewritten: OperationDefinitionNode = {
    ...operation,
    variableDefinitions: [...(operation.variableDefinitions ?? []), ...added],
    selectionSet: { ...operation.selectionSet, selections: operation.selectionSet.selections.map((selection) => (selection === root ? newRoot : selection)) },
  };
  return { query: print(withoutUnusedVariables(rewritten, variables)), variables };
}

/**
 * The literal input object an input-object argument's value becomes before a field of it is
 * set: the literal itself, a variable's default (a variable without a value), or `{}` for an
 * absent or null input when the type requires no field but `field`. Undefined otherwise.
 */
function inputObjectNode(current: ValueNode | undefined, operation: OperationDefinitionNode, type: GraphQLInputObjectType, field: string): ObjectValueNode | undefined {
  if (current?.kind === Kind.OBJECT) return current;
  if (current?.kind === Kind.VARIABLE) {
    const definition = (operation.variableDefinitions ?? []).find((each) => each.variable.name.value === current.name.value);
    if (definition?.defaultValue?.kind === Kind.OBJECT) return definition.defaultValue;
  }
  const needsMore = Object.values(type.getFields()).some((each) => each.name !== field && isNonNullType(each.type) && each.defaultValue === undefined);
  return needsMore ? undefined : { kind: Kind.OBJECT, fields: [] };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/**
 * Pure: the body with the root field `fieldName` unaliased and selecting the fields of `path`
 * down to an id (`["id"]`, or `["book", "id"]` for a Relay payload), each unaliased and added
 * when missing, so its response carries the id at `data.<fieldName>.<path>`. The body
 * unchanged when it is not a one-operation document with that root field and a selection set,
 * or already selects the path.
 */
export function withRootIdSelected<T>(body: T, fieldName: string, path: readonly string[]): T | Body {
  const parsed = asBody(body);
  const document = parsed === undefined ? undefined : tryParse(parsed.query);
  const found = document === undefined ? undefined : rootOf(document, fieldName);
  if (parsed === undefined || found === undefined || found.root.selectionSet === undefined) return body;
  const { operation, root } = found;
  const selections = selecting(root.selectionSet!.selections, path);
  if (selections === undefined && root.alias === undefined) return body;
  const newRoot: FieldNode = { ...root, selectionSet: { ...root.selectionSet!, selections: selections ?? root.selectionSet!.selections } };
  delete (newRoot as { alias?: unknown }).alias;
  const rewritten: OperationDefinitionNode = {
    ...operation,
    selectionSet: { ...operation.selectionSet, selections: operation.selectionSet.selections.map((selection) => (selection === root ? newRoot : selection)) },
  };
  return { query: print({ kind: Kind.DOCUMENT, definitions: [rewritten] }), variables: parsed.variables };
}

/** The selections with `path` selected, unaliased (the missing part added first); undefined when they select it already. */
function selecting(selections: readonly SelectionNode[], path: readonly string[]): readonly SelectionNode[] | undefined {
  const [name, ...rest] = path;
  if (name === undefined) return undefined;
  const at = selections.findIndex((selection) => selection.kind === Kind.FIELD && selection.name.value === name && selection.alias === undefined);
  if (at === -1) return [fieldPath(name, rest), ...selections];
  const existing = selections[at] as FieldNode;
  if (rest.length === 0 || existing.selectionSet === undefined) return undefined;
  const inner = selecting(existing.selectionSet.selections, rest);
  if (inner === undefined) return undefined;
  return selections.map((selection, index) => (index === at ? { ...existing, selectionSet: { ...existing.selectionSet!, selections: inner } } : selection));
}

/** A field selecting `rest` below it: `book { id }`. */
function fieldPath(name: string, rest: readonly string[]): FieldNode {
  const [next, ...more] = rest;
  return {
    kind: Kind.FIELD,
    name: { kind: Kind.NAME, value: name },
    ...(next === undefined ? {} : { selectionSet: { kind: Kind.SELECTION_SET, selections: [fieldPath(next, more)] } }),
  };
}

/** The operation as a document without the variable definitions nothing uses any more (their values dropped from `variables`). */
function withoutUnusedVariables(operation: OperationDefinitionNode, variables: Record<string, unknown>): DocumentNode {
  const used = new Set<string>();
  visit(operation.selectionSet, {
    Variable(node) {
      used.add(node.name.value);
    },
  });
  const kept = (operation.variableDefinitions ?? []).filter((definition) => used.has(definition.variable.name.value));
  for (const definition of operation.variableDefinitions ?? []) if (!used.has(definition.variable.name.value)) delete variables[definition.variable.name.value];
  return { kind: Kind.DOCUMENT, definitions: [{ ...operation, variableDefinitions: kept }] };
}
