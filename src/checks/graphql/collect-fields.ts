import {
  isAbstractType,
  Kind,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLObjectType,
  type GraphQLSchema,
  type SelectionSetNode,
} from "graphql";

/** One response key of a selection set, as the response must carry it. */
export interface CollectedField {
  readonly responseName: string;
  readonly fieldName: string;
  /** The type the field was selected on (the fragment's condition, or the enclosing type). */
  readonly parentType: GraphQLCompositeType;
  /** Every node merged under this response key; each sub-selection must hold. */
  readonly nodes: readonly FieldNode[];
  /** Under `@skip`/`@include`: the key may legitimately be absent. */
  readonly conditional: boolean;
}

/**
 * The fields a response object must have for a selection set, merged by response name.
 * `runtimeType` is the concrete object type (from the schema or `__typename`); when it is
 * unknown, fragments on concrete types are left out because they cannot be said to apply.
 */
export function collectFields(
  schema: GraphQLSchema,
  staticType: GraphQLCompositeType,
  runtimeType: GraphQLObjectType | undefined,
  selectionSet: SelectionSetNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
): CollectedField[] {
  const collected = new Map<string, { fieldName: string; parentType: GraphQLCompositeType; nodes: FieldNode[]; conditional: boolean }>();
  const visit = (set: SelectionSetNode, parentType: GraphQLCompositeType, conditional: boolean): void => {
    for (const selection of set.selections) {
      const isConditional = conditional || (selection.directives ?? []).some((d) => d.name.value === "skip" || d.name.value === "include");
      if (selection.kind === Kind.FIELD) {
        const responseName = selection.alias?.value ?? selection.name.value;
        const entry = collected.get(responseName);
        if (entry === undefined) {
          collected.set(responseName, { fieldName: selection.name.value, parentType, nodes: [selection], conditional: isConditional });
        } else {
          entry.nodes.push(selection);
          entry.conditional &&= isConditional;
        }
        continue;
      }
      const fragment = selection.kind === Kind.INLINE_FRAGMENT ? selection : fragments.get(selection.name.value);
      if (fragment === undefined) continue;
      const conditionName = fragment.typeCondition?.name.value;
      const condition = conditionName === undefined ? parentType : schema.getType(conditionName);
      if (condition === undefined || !applies(schema, condition as GraphQLCompositeType, staticType, runtimeType)) continue;
      visit(fragment.selectionSet, condition as GraphQLCompositeType, isConditional);
    }
  };
  visit(selectionSet, staticType, false);
  return [...collected].map(([responseName, entry]) => ({ responseName, ...entry }));
}

function applies(
  schema: GraphQLSchema,
  condition: GraphQLCompositeType,
  staticType: GraphQLCompositeType,
  runtimeType: GraphQLObjectType | undefined,
): boolean {
  if (runtimeType === undefined) return condition === staticType;
  if (condition === runtimeType) return true;
  return isAbstractType(condition) && schema.isSubType(condition, runtimeType);
}
