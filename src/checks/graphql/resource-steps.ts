/**
 * What the stateful GraphQL checks read of one call: the root field it called, the ids its
 * arguments carried, and whether its result came back. GraphQL answers `200` to nearly
 * everything, so "succeeded" and "not found" are read from `data.<field>` and `errors`.
 */
import {
  getNamedType,
  getNullableType,
  isInputObjectType,
  isScalarType,
  Kind,
  parse,
  valueFromASTUntyped,
  type FieldNode,
  type GraphQLField,
  type GraphQLInputType,
  type OperationDefinitionNode,
} from "graphql";
import { isIdName } from "../../core/field-verbs.js";
import type { OperationDefinition } from "../../core/operation.js";
import type { PreparedRequest } from "../../core/request.js";
import type { Response } from "../../core/response.js";

/** A GraphQL root field as the engine runs it (`GraphqlOperationDefinition` fits it). */
export interface GraphqlStepOperation extends OperationDefinition {
  readonly rootType: "Query" | "Mutation";
  readonly fieldName: string;
  readonly field: GraphQLField<unknown, unknown>;
}

/** Whether an operation of a sequence step is a GraphQL root field. */
export function isGraphqlStep(operation: OperationDefinition): operation is GraphqlStepOperation {
  const candidate = operation as Partial<GraphqlStepOperation>;
  return typeof candidate.fieldName === "string" && candidate.field !== undefined && (candidate.rootType === "Query" || candidate.rootType === "Mutation");
}

const DECODER = new TextDecoder();

/**
 * Pure: the values of the id arguments (an `ID` scalar, or named `id`, `bookId`, `book_id`)
 * the request gave its root field, and of such fields of its input-object arguments (Relay's
 * `input: { id }`), as strings (`"7"` for `7`: ids compare as text). Empty
 * when the body is not a readable document of that field.
 */
export function sentIds(operation: GraphqlStepOperation, request: PreparedRequest): string[] {
  const root = sentRoot(request, operation.fieldName);
  if (root === undefined) return [];
  const ids: string[] = [];
  for (const argument of root.node.arguments ?? []) {
    const definition = operation.field.args.find((each) => each.name === argument.name.value);
    if (definition === undefined) continue;
    const value = valueFromASTUntyped(argument.value, root.variables);
    if (namesId(definition)) {
      if (typeof value === "string" || typeof value === "number") ids.push(String(value));
      continue;
    }
    // Relay: the id inside an input object (`deleteBook(input: { id })`).
    const input = getNullableType(definition.type);
    if (!isInputObjectType(input) || value === null || typeof value !== "object" || Array.isArray(value)) continue;
    for (const field of Object.values(input.getFields())) {
      const inner = (value as Record<string, unknown>)[field.name];
      if (namesId(field) && (typeof inner === "string" || typeof inner === "number")) ids.push(String(inner));
    }
  }
  return ids;
}

/**
 * An argument or input field that takes an id: an `ID` scalar, or named `id`, `bookId`,
 * `book_id`; never Relay's `clientMutationId` (the client's tag of its call, no resource).
 */
function namesId(definition: { readonly name: string; readonly type: GraphQLInputType }): boolean {
  if (definition.name === "clientMutationId" || !isScalarType(getNullableType(definition.type))) return false;
  return isIdName(definition.name) || getNamedType(definition.type).name === "ID";
}

function sentRoot(request: PreparedRequest, fieldName: string): { node: FieldNode; variables: Record<string, unknown> } | undefined {
  if (request.body === undefined) return undefined;
  try {
    const body = JSON.parse(DECODER.decode(request.body)) as { query?: unknown; variables?: unknown };
    if (typeof body.query !== "string") return undefined;
    const operation = parse(body.query).definitions.find((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION);
    const node = operation?.selectionSet.selections.find((selection): selection is FieldNode => selection.kind === Kind.FIELD && selection.name.value === fieldName && selection.alias === undefined);
    const variables = body.variables !== null && typeof body.variables === "object" ? (body.variables as Record<string, unknown>) : {};
    return node === undefined ? undefined : { node, variables };
  } catch {
    return undefined;
  }
}

/** What a response says about its root field: its value in `data`, and the `errors` about it. */
export interface RootResult {
  /** `data.<field>`; undefined when the body has no `data` or no such key. */
  readonly value: unknown;
  /** `errors` entries whose `path` starts at the field, or that have no path. */
  readonly errors: readonly { readonly message: string; readonly code?: string }[];
}

/** Pure: the root field's result in a response (nothing when the body is not JSON). */
export function rootResult(response: Response, fieldName: string): RootResult {
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return { value: undefined, errors: [] };
  }
  if (body === null || typeof body !== "object") return { value: undefined, errors: [] };
  const { data, errors } = body as { data?: unknown; errors?: unknown };
  const value = data !== null && typeof data === "object" ? (data as Record<string, unknown>)[fieldName] : undefined;
  const about = (Array.isArray(errors) ? errors : []).flatMap((error: unknown) => {
    if (error === null || typeof error !== "object") return [];
    const { message, path, extensions } = error as { message?: unknown; path?: unknown; extensions?: unknown };
    if (Array.isArray(path) && path[0] !== fieldName) return [];
    const code = extensions !== null && typeof extensions === "object" ? (extensions as { code?: unknown }).code : undefined;
    return [{ message: typeof message === "string" ? message : "", ...(typeof code === "string" ? { code } : {}) }];
  });
  return { value, errors: about };
}

/**
 * Whether the call gave its field a result: a 2xx, `data.<field>` neither null nor `false`
 * (a `deleteBook: Boolean` answering `false` deleted nothing), and no error about the field.
 */
export function gaveResult(response: Response, fieldName: string): boolean {
  if (response.statusCode < 200 || response.statusCode > 299) return false;
  const result = rootResult(response, fieldName);
  return result.value !== null && result.value !== undefined && result.value !== false && result.errors.length === 0;
}

/** An error saying the thing asked for does not exist (`NOT_FOUND`, "Book not found", "does not exist", "no such"). */
export function isNotFound(error: RootResult["errors"][number]): boolean {
  return /^NOT_?FOUND$/i.test(error.code ?? "") || /not\s*found|does\s*n[o']t\s*exist|no\s+such|unknown\s+id/i.test(error.message);
}

/** The id values as a message shows them. */
export function quoted(ids: readonly string[]): string {
  return ids.map((id) => JSON.stringify(id)).join(", ");
}
