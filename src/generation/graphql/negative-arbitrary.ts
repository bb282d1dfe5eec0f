import fc from "fast-check";
import { getNamedType, GraphQLInt, isEnumType, isRequiredArgument, type GraphQLArgument, type GraphQLSchema } from "graphql";
import { assembleDocument, type GraphqlDocument } from "./assemble-document.js";
import type { GeneratedArgument, GeneratedField } from "./generated-document.js";
import { generationContext, type GraphqlGenerationOptions } from "./generation-context.js";
import { nodes } from "./nodes.js";
import type { GraphqlOperationTarget } from "./operation-arbitrary.js";
import { fieldSelectionArbitrary } from "./selection.js";
import { invalidEnumName, unknownArgumentName, wrongValues, type WrongValue } from "./wrong-values.js";

/** How a negative document is broken. */
export type GraphqlNegativeKind = "missing-required" | "wrong-type" | "invalid-enum" | "unknown-argument";

/** A document that must be rejected, and why. */
export interface GraphqlNegativeDocument extends GraphqlDocument {
  readonly kind: GraphqlNegativeKind;
  /** The root argument that was broken. */
  readonly argument: string;
}

/** Breaks the root arguments of a valid root field. */
type Mutation = (root: GeneratedField) => fc.Arbitrary<{ args: GeneratedArgument[]; kind: GraphqlNegativeKind; argument: string }>;

/**
 * Documents for one operation that a correct server must reject: one root argument is
 * missing (when required), of the wrong type, an invalid enum value, or unknown. Wrong
 * values are written inline (failing validation) or as variables (failing coercion).
 * Every operation has at least the unknown-argument mutation, so this is never empty.
 */
export function graphqlNegativeArbitrary(
  schema: GraphQLSchema,
  operation: GraphqlOperationTarget,
  options: GraphqlGenerationOptions,
): fc.Arbitrary<GraphqlNegativeDocument> {
  const ctx = generationContext(schema, options);
  const mutations = applicableMutations(operation);
  const pick = fc.noBias(fc.integer({ min: 0, max: mutations.length - 1 }));
  return fc.tuple(fieldSelectionArbitrary(operation.field, 1, ctx, true), pick).chain(([root, index]) => {
    // The index is in range by construction; the fallback only satisfies the type checker.
    const mutate = mutations[index] ?? unknownArgument(operation);
    return mutate(root).map(({ args, kind, argument }) => ({
      ...assembleDocument(operation.rootType, { ...root, args }),
      kind,
      argument,
    }));
  });
}

function applicableMutations(operation: GraphqlOperationTarget): Mutation[] {
  const found: Mutation[] = [];
  for (const arg of operation.field.args) {
    if (isRequiredArgument(arg)) found.push(dropArgument(arg));
    const wrong = wrongValues(arg.type);
    if (wrong.length > 0) found.push(replaceArgument(arg, "wrong-type", wrong));
    const named = getNamedType(arg.type);
    if (isEnumType(named)) {
      const name = invalidEnumName(named.getValues().map((value) => value.name));
      found.push(replaceArgument(arg, "invalid-enum", [{ literal: nodes.Enum(name), json: name }]));
    }
  }
  found.push(unknownArgument(operation));
  return found;
}

function dropArgument(arg: GraphQLArgument): Mutation {
  return (root) =>
    fc.constant({ args: root.args.filter((given) => given.name !== arg.name), kind: "missing-required", argument: arg.name });
}

function replaceArgument(arg: GraphQLArgument, kind: GraphqlNegativeKind, wrong: readonly WrongValue[]): Mutation {
  return (root) =>
    fc.tuple(fc.constantFrom(...wrong), fc.boolean()).map(([value, asVariable]) => {
      const broken: GeneratedArgument = asVariable
        ? { name: arg.name, type: arg.type, value: value.json, form: "variable" }
        : { name: arg.name, type: arg.type, value: value.json, form: "raw", node: value.literal };
      return { args: [...root.args.filter((given) => given.name !== arg.name), broken], kind, argument: arg.name };
    });
}

function unknownArgument(operation: GraphqlOperationTarget): Mutation {
  const name = unknownArgumentName(operation.field.args);
  const extra: GeneratedArgument = { name, type: GraphQLInt, value: 1, form: "raw", node: nodes.Int(1) };
  return (root) => fc.constant({ args: [...root.args, extra], kind: "unknown-argument", argument: name });
}
