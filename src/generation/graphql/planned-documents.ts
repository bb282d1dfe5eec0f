import { astFromValue, getNamedType, GraphQLInt, isEnumType, isRequiredArgument, type GraphQLArgument, type GraphQLSchema, type ValueNode } from "graphql";
import { assembleDocument, type GraphqlDocument } from "./assemble-document.js";
import type { GeneratedArgument } from "./generated-document.js";
import { generationContext, type GraphqlGenerationOptions } from "./generation-context.js";
import type { GraphqlNegativeKind } from "./negative-arbitrary.js";
import { nodes } from "./nodes.js";
import type { GraphqlOperationTarget } from "./operation-arbitrary.js";
import { longStringValues, plainValue, plannedValues } from "./planned-values.js";
import { DEEP_SELECTION_LEVELS, deepSelections, plannedRootField } from "./planned-selection.js";
import { invalidEnumName, unknownArgumentName, wrongValues } from "./wrong-values.js";

/** A document decided in advance, and what it exercises. */
export interface PlannedGraphqlDocument extends GraphqlDocument {
  readonly mode: "positive" | "negative";
  /** What the document exercises, e.g. "`kind` = `PAPERBACK`". */
  readonly description: string;
  /** Negative documents: how they are broken, and the root argument broken. */
  readonly negative?: { readonly kind: GraphqlNegativeKind; readonly argument: string };
}

/** Most planned documents per operation and data mode. */
const MAX_DOCUMENTS = 200;

function literal(arg: GraphQLArgument, value: unknown): GeneratedArgument {
  return { name: arg.name, type: arg.type, value, form: "literal" };
}

/**
 * Pure, deterministic: the coverage documents of one operation. Positive: the plain document
 * (required arguments at plain values, optional ones absent), then one argument at a time at
 * each of its planned values — every enum value, Int boundaries, an optional argument given
 * (and `null` when `allowNull`) as opposed to absent. Negative: each required argument
 * missing, each argument with each wrong value (inline and as a variable), an invalid enum
 * value, an unknown argument. Then, whatever the modes, the edge probes (a deep selection along
 * each self-referencing type, long strings). The same schema and options always give the same
 * documents, in the same order.
 */
export function graphqlCoverageDocuments(
  schema: GraphQLSchema,
  operation: GraphqlOperationTarget,
  options: GraphqlGenerationOptions,
  modes: readonly ("positive" | "negative")[],
): PlannedGraphqlDocument[] {
  const ctx = generationContext(schema, options);
  const root = plannedRootField(operation.field, ctx);
  const args = operation.field.args;
  const base = args.filter((arg) => isRequiredArgument(arg)).map((arg) => literal(arg, plainValue(arg.type, ctx)));
  const build = (given: readonly GeneratedArgument[]): GraphqlDocument => assembleDocument(operation.rootType, { ...root, args: given });
  const replacing = (arg: GraphQLArgument, replacement: GeneratedArgument | undefined): GeneratedArgument[] => {
    const others = base.filter((given) => given.name !== arg.name);
    return replacement === undefined ? others : [...others, replacement];
  };
  const documents: PlannedGraphqlDocument[] = [];
  const seen = new Set<string>();
  const add = (document: PlannedGraphqlDocument): void => {
    const key = JSON.stringify([document.query, document.variables]);
    if (seen.has(key)) return;
    seen.add(key);
    documents.push(document);
  };
  if (modes.includes("positive")) {
    add({ ...build(base), mode: "positive", description: "required arguments only, at plain values" });
    for (const arg of args) {
      const values = plannedValues(arg.type, ctx);
      const tried = isRequiredArgument(arg) ? values.slice(1) : values;
      for (const value of tried) {
        if (documents.length >= MAX_DOCUMENTS) break;
        add({ ...build(replacing(arg, literal(arg, value))), mode: "positive", description: `\`${arg.name}\` = ${JSON.stringify(value)}` });
      }
    }
  }
  if (modes.includes("negative")) {
    const negatives = negativeDocuments(args, base, replacing, build);
    for (const document of negatives.slice(0, MAX_DOCUMENTS)) add(document);
  }
  for (const probe of edgeProbeDocuments(operation, base, replacing, build, ctx)) add(probe);
  return documents;
}

/**
 * The edge probes of one operation, planned whatever the modes and on top of the cap: a
 * selection {@link DEEP_SELECTION_LEVELS} levels deep along each self-referencing type, and the
 * long-string ladder (64 bytes and longer) of each `String` argument or input field. They are
 * valid documents, so judged as positive GraphQL documents are: by crashes, response
 * conformance and time only (a GraphQL run has no check that blames a rejection).
 */
function edgeProbeDocuments(
  operation: GraphqlOperationTarget,
  base: readonly GeneratedArgument[],
  replacing: (arg: GraphQLArgument, replacement: GeneratedArgument | undefined) => GeneratedArgument[],
  build: (given: readonly GeneratedArgument[]) => GraphqlDocument,
  ctx: ReturnType<typeof generationContext>,
): PlannedGraphqlDocument[] {
  const out: PlannedGraphqlDocument[] = [];
  for (const deep of deepSelections(operation.field, ctx)) {
    out.push({ ...assembleDocument(operation.rootType, { ...deep.root, args: base }), mode: "positive", description: `edge probe: a selection ${DEEP_SELECTION_LEVELS} levels deep along \`${deep.along}\`` });
  }
  for (const arg of operation.field.args) {
    for (const long of longStringValues(arg.type, ctx)) {
      out.push({ ...build(replacing(arg, literal(arg, long.value))), mode: "positive", description: `edge probe: \`${arg.name}${long.where}\` a string of ${long.bytes} bytes` });
    }
  }
  return out;
}

function negativeDocuments(
  args: readonly GraphQLArgument[],
  base: readonly GeneratedArgument[],
  replacing: (arg: GraphQLArgument, replacement: GeneratedArgument | undefined) => GeneratedArgument[],
  build: (given: readonly GeneratedArgument[]) => GraphqlDocument,
): PlannedGraphqlDocument[] {
  const found: PlannedGraphqlDocument[] = [];
  const negative = (kind: GraphqlNegativeKind, arg: GraphQLArgument, given: GeneratedArgument[], description: string): PlannedGraphqlDocument => ({
    ...build(given),
    mode: "negative",
    description,
    negative: { kind, argument: arg.name },
  });
  for (const arg of args) {
    if (isRequiredArgument(arg)) found.push(negative("missing-required", arg, replacing(arg, undefined), `required argument \`${arg.name}\` missing`));
    for (const wrong of wrongValues(arg.type)) {
      const shown = JSON.stringify(wrong.json);
      found.push(
        negative("wrong-type", arg, replacing(arg, { name: arg.name, type: arg.type, value: wrong.json, form: "raw", node: wrong.literal }), `\`${arg.name}\` = ${shown} inline`),
        negative("wrong-type", arg, replacing(arg, { name: arg.name, type: arg.type, value: wrong.json, form: "variable" }), `\`${arg.name}\` = ${shown} as a variable`),
      );
    }
    const named = getNamedType(arg.type);
    if (isEnumType(named)) {
      const name = invalidEnumName(named.getValues().map((value) => value.name));
      found.push(negative("invalid-enum", arg, replacing(arg, { name: arg.name, type: arg.type, value: name, form: "raw", node: nodes.Enum(name) }), `\`${arg.name}\` = ${name}`));
    }
  }
  const unknown = unknownArgumentName(args);
  const extra: GeneratedArgument = { name: unknown, type: GraphQLInt, value: 1, form: "raw", node: nodes.Int(1) };
  found.push({ ...build([...base, extra]), mode: "negative", description: `unknown argument \`${unknown}\``, negative: { kind: "unknown-argument", argument: unknown } });
  return found;
}

/**
 * Pure, deterministic: the examples documents of one operation. GraphQL schemas carry no
 * examples; what they do carry is argument default values, so an operation with any gets
 * one document passing every default explicitly (required arguments without one at their
 * plain value). An operation without defaults has no examples.
 */
export function graphqlExampleDocuments(schema: GraphQLSchema, operation: GraphqlOperationTarget, options: GraphqlGenerationOptions): PlannedGraphqlDocument[] {
  const withDefaults = operation.field.args.filter((arg) => arg.defaultValue !== undefined && safeLiteral(arg) !== undefined);
  if (withDefaults.length === 0) return [];
  const ctx = generationContext(schema, options);
  const given: GeneratedArgument[] = [];
  for (const arg of operation.field.args) {
    const node = arg.defaultValue === undefined ? undefined : safeLiteral(arg);
    if (node !== undefined) given.push({ name: arg.name, type: arg.type, value: arg.defaultValue, form: "raw", node });
    else if (isRequiredArgument(arg)) given.push(literal(arg, plainValue(arg.type, ctx)));
  }
  const document = assembleDocument(operation.rootType, { ...plannedRootField(operation.field, ctx), args: given });
  return [{ ...document, mode: "positive", description: `default values of ${withDefaults.map((arg) => `\`${arg.name}\``).join(", ")}` }];
}

function safeLiteral(arg: GraphQLArgument): ValueNode | undefined {
  try {
    return astFromValue(arg.defaultValue, arg.type) ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * Pure, deterministic: the documents one phase plans for an operation: its examples (positive
 * only: none when `modes` leaves positive out) or its coverage of the data modes.
 */
export function plannedGraphqlDocuments(
  schema: GraphQLSchema,
  operation: GraphqlOperationTarget,
  options: GraphqlGenerationOptions,
  phase: "examples" | "coverage",
  modes: readonly ("positive" | "negative")[],
): PlannedGraphqlDocument[] {
  if (phase === "coverage") return graphqlCoverageDocuments(schema, operation, options, modes);
  return modes.includes("positive") ? graphqlExampleDocuments(schema, operation, options) : [];
}
