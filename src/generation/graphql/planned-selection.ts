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

/** How many levels the deep-selection probe nests a self-referencing field. */
export const DEEP_SELECTION_LEVELS = 5;
/** How far from the root field self-referencing types are looked for. */
const MAX_REACH = 3;
/** Most self-referencing types probed per operation. */
const MAX_DEEP_SELECTIONS = 4;

/** One deep-selection probe: the root field's selection and what it nests. */
export interface DeepSelection {
  readonly root: GeneratedField;
  /** E.g. `Category.parent`. */
  readonly along: string;
}

/**
 * Pure, deterministic: for each object type reachable from the root field (through composite
 * fields without required arguments, at most {@link MAX_REACH} hops) that has a field of its own
 * type (`Category.parent: Category`, `User.friends: [User]`), a selection that reaches it and
 * nests that field {@link DEEP_SELECTION_LEVELS} levels deep, each level with `__typename` and its
 * leaf fields. Planned selections stop at `maxDepth` (default 3): this is what goes deeper.
 */
export function deepSelections(field: GraphQLField<unknown, unknown>, ctx: GenerationContext): DeepSelection[] {
  const out: DeepSelection[] = [];
  const start = getNamedType(field.type);
  if (!isObjectType(start)) return out;
  const seen = new Set<string>([start.name]);
  // Breadth first: the shortest path to each type.
  let frontier: { type: GraphQLObjectType; path: string[] }[] = [{ type: start, path: [] }];
  for (let hops = 0; hops <= MAX_REACH && frontier.length > 0 && out.length < MAX_DEEP_SELECTIONS; hops++) {
    const next: typeof frontier = [];
    for (const { type, path } of frontier) {
      const free = Object.values(type.getFields()).filter((candidate) => !candidate.args.some((arg) => isRequiredArgument(arg)));
      const self = free.find((candidate) => getNamedType(candidate.type) === type);
      if (self !== undefined && out.length < MAX_DEEP_SELECTIONS) out.push({ root: { kind: "field", name: field.name, args: [], selections: reaching(start, path, self.name, ctx) }, along: `${type.name}.${self.name}` });
      for (const candidate of free) {
        const named = getNamedType(candidate.type);
        if (!isObjectType(named) || seen.has(named.name)) continue;
        seen.add(named.name);
        next.push({ type: named, path: [...path, candidate.name] });
      }
    }
    frontier = next;
  }
  return out;
}

/** `__typename` and leaves at each level of `path` from `type`, then `self` nested {@link DEEP_SELECTION_LEVELS} levels. */
function reaching(type: GraphQLObjectType, path: readonly string[], self: string, ctx: GenerationContext): GeneratedSelection[] {
  const [head, ...rest] = path;
  if (head === undefined) {
    let nested: GeneratedSelection[] = leavesOf(type, ctx);
    for (let level = 0; level < DEEP_SELECTION_LEVELS; level++) nested = [...leavesOf(type, ctx), { kind: "field", name: self, args: [], selections: nested }];
    return nested;
  }
  const next = getNamedType(type.getFields()[head]?.type) as GraphQLObjectType;
  return [...leavesOf(type, ctx), { kind: "field", name: head, args: [], selections: reaching(next, rest, self, ctx) }];
}

function leavesOf(type: GraphQLObjectType, ctx: GenerationContext): GeneratedSelection[] {
  return [TYPENAME, ...plannedFields(type, ctx.maxDepth, ctx).filter((selection) => selection.kind === "field" && selection.selections.length === 0)];
}
