import {
  getNamedType,
  isCompositeType,
  isInterfaceType,
  isLeafType,
  isObjectType,
  isRequiredArgument,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLInterfaceType,
  type GraphQLObjectType,
} from "graphql";
import { TYPENAME, type GeneratedField, type GeneratedSelection } from "./generated-document.js";
import type { GenerationContext } from "./generation-context.js";

/** Most leaf fields a planned selection set takes (schema order). */
const MAX_LEAVES = 8;
/** Most composite fields a planned selection set descends into. */
const MAX_COMPOSITES = 2;
/** Most members of an interface or union that get an inline fragment. */
const MAX_MEMBERS = 6;

/**
 * Pure, deterministic: the selection set of the root field that planned documents (examples,
 * coverage) use — `__typename`, the first leaf fields without required arguments, and a
 * couple of composite fields while the depth allows; abstract types get a fragment per member.
 */
export function plannedRootField(field: GraphQLField<unknown, unknown>, ctx: GenerationContext): GeneratedField {
  const named = getNamedType(field.type);
  return { kind: "field", name: field.name, args: [], selections: isCompositeType(named) ? plannedSelection(named, 2, ctx) : [] };
}

function plannedSelection(type: GraphQLCompositeType, depth: number, ctx: GenerationContext): GeneratedSelection[] {
  if (isObjectType(type)) return [TYPENAME, ...plannedFields(type, depth, ctx)];
  const direct = isInterfaceType(type) ? plannedFields(type, depth, ctx) : [];
  const fragments: GeneratedSelection[] = ctx.schema
    .getPossibleTypes(type)
    .slice(0, MAX_MEMBERS)
    .map((member: GraphQLObjectType) => ({
      kind: "fragment",
      typeName: member.name,
      // Aliased per member, so same-named fields of different types never conflict.
      selections: plannedFields(member, depth, ctx).map((selection) =>
        selection.kind === "field" ? { ...selection, alias: `${member.name}_${selection.name}` } : selection,
      ),
    }));
  return [TYPENAME, ...direct, ...fragments.filter((fragment) => fragment.kind === "fragment" && fragment.selections.length > 0)];
}

function plannedFields(type: GraphQLObjectType | GraphQLInterfaceType, depth: number, ctx: GenerationContext): GeneratedSelection[] {
  const free = Object.values(type.getFields()).filter((field) => !field.args.some((arg) => isRequiredArgument(arg)));
  const leaves = free.filter((field) => isLeafType(getNamedType(field.type))).slice(0, MAX_LEAVES);
  const composites = depth < ctx.maxDepth ? free.filter((field) => isCompositeType(getNamedType(field.type))).slice(0, MAX_COMPOSITES) : [];
  return [
    ...leaves.map((field): GeneratedSelection => ({ kind: "field", name: field.name, args: [], selections: [] })),
    ...composites.map((field): GeneratedSelection => {
      const named = getNamedType(field.type) as GraphQLCompositeType;
      return { kind: "field", name: field.name, args: [], selections: plannedSelection(named, depth + 1, ctx) };
    }),
  ];
}
