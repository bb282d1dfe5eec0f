/**
 * Rewrites of a generated document's root field that the stateful phase needs: an argument
 * set to a value an earlier response gave, and an id field selected so a response carries it.
 */
import { Kind, parse, print, visit, type DocumentNode, type FieldNode, type GraphQLField, type OperationDefinitionNode, type VariableDefinitionNode } from "graphql";
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
 * Pure: a `{query, variables}` body whose root field `field` takes `values` (by argument name)
 * through variables (`$linked_id`), the generated value of each such argument dropped (and its
 * variable, when nothing else uses it); the root field is left unaliased, so the response
 * carries it under its name. Undefined when the body is not a one-operation document with that
 * root field, or names an argument the field does not have (a hook reshaped it).
 *
 * @example
 * withRootArguments({ query: '{ book(id: "x") { title } }', variables: {} }, field, { id: "bk-1" });
 * // { query: "query ($linked_id: ID!) {\n  book(id: $linked_id) {\n    title\n  }\n}", variables: { linked_id: "bk-1" } }
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
  for (const [name, value] of Object.entries(values)) {
    const argument = field.args.find((each) => each.name === name);
    if (argument === undefined) return undefined;
    let variable = `linked_${name}`;
    for (let n = 2; taken.has(variable); n++) variable = `linked_${name}${n}`;
    taken.add(variable);
    added.push({ kind: Kind.VARIABLE_DEFINITION, variable: { kind: Kind.VARIABLE, name: { kind: Kind.NAME, value: variable } }, type: typeToNode(argument.type) });
    variables[variable] = value;
    const at = setArguments.findIndex((each) => each.name.value === name);
    const node = { kind: Kind.ARGUMENT, name: { kind: Kind.NAME, value: name }, value: { kind: Kind.VARIABLE, name: { kind: Kind.NAME, value: variable } } } as const;
    if (at === -1) setArguments.push(node);
    else setArguments[at] = node;
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
 * Pure: the body with the root field `fieldName` unaliased and selecting `idField` (added when
 * missing), so its response carries the id at `data.<fieldName>.<idField>`. The body unchanged
 * when it is not a one-operation document with that root field and a selection set.
 */
export function withRootIdSelected<T>(body: T, fieldName: string, idField: string): T | Body {
  const parsed = asBody(body);
  const document = parsed === undefined ? undefined : tryParse(parsed.query);
  const found = document === undefined ? undefined : rootOf(document, fieldName);
  if (parsed === undefined || found === undefined || found.root.selectionSet === undefined) return body;
  const { operation, root } = found;
  const selections = root.selectionSet!.selections;
  const selected = selections.some((selection) => selection.kind === Kind.FIELD && selection.name.value === idField && selection.alias === undefined);
  if (selected && root.alias === undefined) return body;
  const newRoot: FieldNode = {
    ...root,
    selectionSet: { ...root.selectionSet!, selections: selected ? selections : [{ kind: Kind.FIELD, name: { kind: Kind.NAME, value: idField } }, ...selections] },
  };
  delete (newRoot as { alias?: unknown }).alias;
  const rewritten: OperationDefinitionNode = {
    ...operation,
    selectionSet: { ...operation.selectionSet, selections: operation.selectionSet.selections.map((selection) => (selection === root ? newRoot : selection)) },
  };
  return { query: print({ kind: Kind.DOCUMENT, definitions: [rewritten] }), variables: parsed.variables };
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
