import {
  Kind,
  OperationTypeNode,
  print,
  type ArgumentNode,
  type SelectionNode,
  type VariableDefinitionNode,
} from "graphql";
import type { GeneratedArgument, GeneratedSelection } from "./generated-document.js";
import { toVariableValue, typeToNode, valueToNode } from "./value-node.js";

/** A GraphQL request body: the document and its variables. */
export interface GraphqlDocument {
  readonly query: string;
  readonly variables: Record<string, unknown>;
}

/**
 * Prints a generated root field as a one-field `query`/`mutation` document. Variables are
 * named after their field and argument (`$country_code`), numbered when a name repeats.
 * Pure: the same generated tree always prints the same document.
 */
export function assembleDocument(rootType: "Query" | "Mutation", root: GeneratedSelection): GraphqlDocument {
  const definitions: VariableDefinitionNode[] = [];
  const variables: Record<string, unknown> = {};
  const taken = new Set<string>();

  const allocate = (field: string, arg: GeneratedArgument): string => {
    const base = `${field}_${arg.name}`;
    let name = base;
    for (let n = 2; taken.has(name); n++) name = `${base}${n}`;
    taken.add(name);
    definitions.push({
      kind: Kind.VARIABLE_DEFINITION,
      variable: { kind: Kind.VARIABLE, name: { kind: Kind.NAME, value: name } },
      type: typeToNode(arg.type),
      ...(arg.form === "default-variable" && arg.node !== undefined ? { defaultValue: arg.node as never } : {}),
    });
    if (arg.form === "variable") variables[name] = toVariableValue(arg.value);
    return name;
  };

  const argumentNode = (field: string, arg: GeneratedArgument): ArgumentNode => {
    const name = { kind: Kind.NAME, value: arg.name } as const;
    if (arg.form === "raw" && arg.node !== undefined) return { kind: Kind.ARGUMENT, name, value: arg.node };
    if (arg.form === "literal") return { kind: Kind.ARGUMENT, name, value: valueToNode(arg.value, arg.type) };
    const variable = allocate(field, arg);
    return { kind: Kind.ARGUMENT, name, value: { kind: Kind.VARIABLE, name: { kind: Kind.NAME, value: variable } } };
  };

  const selectionNode = (selection: GeneratedSelection): SelectionNode => {
    if (selection.kind === "fragment") {
      return {
        kind: Kind.INLINE_FRAGMENT,
        typeCondition: { kind: Kind.NAMED_TYPE, name: { kind: Kind.NAME, value: selection.typeName } },
        selectionSet: { kind: Kind.SELECTION_SET, selections: selection.selections.map(selectionNode) },
      };
    }
    return {
      kind: Kind.FIELD,
      ...(selection.alias === undefined ? {} : { alias: { kind: Kind.NAME, value: selection.alias } }),
      name: { kind: Kind.NAME, value: selection.name },
      arguments: selection.args.map((arg) => argumentNode(selection.name, arg)),
      ...(selection.selections.length === 0
        ? {}
        : { selectionSet: { kind: Kind.SELECTION_SET, selections: selection.selections.map(selectionNode) } }),
    };
  };

  const rootNode = selectionNode(root);
  const query = print({
    kind: Kind.DOCUMENT,
    definitions: [
      {
        kind: Kind.OPERATION_DEFINITION,
        operation: rootType === "Query" ? OperationTypeNode.QUERY : OperationTypeNode.MUTATION,
        variableDefinitions: definitions,
        selectionSet: { kind: Kind.SELECTION_SET, selections: [rootNode] },
      },
    ],
  });
  return { query, variables };
}
