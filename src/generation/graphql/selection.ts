import fc from "fast-check";
import {
  getNamedType,
  isCompositeType,
  isInterfaceType,
  isLeafType,
  isObjectType,
  isRequiredArgument,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLInterfaceType,
} from "graphql";
import { argumentsArbitrary } from "./arguments.js";
import { TYPENAME, type GeneratedField, type GeneratedSelection } from "./generated-document.js";
import type { GenerationContext } from "./generation-context.js";

type AnyField = GraphQLField<unknown, unknown>;

/** Most fields drawn per selection set: keeps documents readable on 100-field types. */
const MAX_FIELDS = 4;
/** Most inline fragments drawn per abstract selection set; every member stays reachable. */
const MAX_FRAGMENTS = 3;

/**
 * The selection set of a composite type at `depth` (the root field is depth 1). Objects
 * get a few of their fields; interfaces and unions get `__typename`, some interface fields
 * and inline fragments on any of their members. Composite fields are only selected while
 * `depth < maxDepth`; if nothing else fits, `__typename` keeps the set non-empty.
 */
export function selectionArbitrary(type: GraphQLCompositeType, depth: number, ctx: GenerationContext): fc.Arbitrary<GeneratedSelection[]> {
  if (isObjectType(type)) return fieldsArbitrary(type, depth, ctx, false);
  const members = ctx.schema.getPossibleTypes(type);
  const direct = isInterfaceType(type) ? fieldsArbitrary(type, depth, ctx, true) : fc.constant([]);
  const fragments = fc.subarray([...members], { maxLength: Math.min(MAX_FRAGMENTS, members.length) }).chain((chosen) =>
    fc.tuple(...chosen.map((member) => fragmentArbitrary(member, depth, ctx))),
  );
  return fc.tuple(direct, fragments).map(([fields, inline]) => [TYPENAME, ...fields, ...inline]);
}

function fragmentArbitrary(member: GraphQLObjectType, depth: number, ctx: GenerationContext): fc.Arbitrary<GeneratedSelection> {
  // Aliasing per member keeps same-named fields of different types from conflicting
  // (graphql's "fields conflict" rule), whatever their types and arguments.
  return fieldsArbitrary(member, depth, ctx, false).map((selections) => ({
    kind: "fragment",
    typeName: member.name,
    selections: selections.map((selection) =>
      selection.kind === "field" && selection.name !== "__typename" ? { ...selection, alias: `${member.name}_${selection.name}` } : selection,
    ),
  }));
}

function fieldsArbitrary(
  type: GraphQLObjectType | GraphQLInterfaceType,
  depth: number,
  ctx: GenerationContext,
  mayBeEmpty: boolean,
): fc.Arbitrary<GeneratedSelection[]> {
  const candidates = selectableFields(type, depth < ctx.maxDepth, ctx);
  const minLength = mayBeEmpty || candidates.length === 0 ? 0 : 1;
  return fc
    .tuple(fc.subarray(candidates, { minLength, maxLength: Math.min(MAX_FIELDS, candidates.length) }), fc.boolean())
    .chain(([chosen, withTypename]) =>
      fc.tuple(...chosen.map((field) => fieldSelectionArbitrary(field, depth, ctx))).map((fields) =>
        (withTypename && !mayBeEmpty) || (fields.length === 0 && !mayBeEmpty) ? [TYPENAME, ...fields] : fields,
      ),
    );
}

/** A field of a selection set at `depth`, with its required arguments and its own selection set. */
export function fieldSelectionArbitrary(
  field: AnyField,
  depth: number,
  ctx: GenerationContext,
  withOptional = false,
): fc.Arbitrary<GeneratedField> {
  const named = getNamedType(field.type);
  const children = isCompositeType(named) ? selectionArbitrary(named, depth + 1, ctx) : fc.constant([]);
  return fc
    // Values from earlier responses reach the root field's own arguments (depth 1) only.
    .tuple(argumentsArbitrary(field.args, ctx, withOptional, depth === 1 ? ctx.known : undefined), children)
    .map(([args, selections]): GeneratedField => ({ kind: "field", name: field.name, args, selections }));
}

function selectableFields(type: GraphQLObjectType | GraphQLInterfaceType, descend: boolean, ctx: GenerationContext): AnyField[] {
  return Object.values(type.getFields()).filter((field) => {
    const named = getNamedType(field.type);
    // Every scalar has values now (an unknown one falls back to strings and numbers).
    return isLeafType(named) || descend;
  });
}
