/**
 * What GraphQL brings to the one state machine, for the stateful phase of `apitest run` and the
 * library's `schema.asStateMachine()` alike: the inferred links, a link source's documents made
 * to select the ids those links read, and a link's values put into a target's document. Pure.
 */
import type { CaseData } from "../../core/case.js";
import type { OperationDefinition } from "../../core/operation.js";
import { withRootArguments, withRootIdSelected } from "../../generation/graphql/root-arguments.js";
import { inferGraphqlLinks, resultIdsOf, type GraphqlLinkOperation } from "../../stateful/graphql-links.js";
import type { StatefulLinks } from "./phase.js";
import type { ApplyValues } from "./sequence.js";

/** The `inferred_links` hint of a GraphQL run: there is nothing to declare, but the names and types decide. */
const INFERRED_HINT =
  "GraphQL declares no links: a mutation's returned id (or its payload's: createBook { book { id } }) feeds the fields whose id argument, or id field of an input argument, names its type (bookId) or that are about it (book, deleteBook(input: {id})); rename fields or select operations to change them";

/** The links between GraphQL root fields, all inferred (see `inferGraphqlLinks`). */
export function graphqlStatefulLinks(operations: readonly OperationDefinition[]): StatefulLinks {
  return { links: inferGraphqlLinks(operations as readonly GraphqlLinkOperation[]), errors: [], inferred: true, inferredHint: INFERRED_HINT };
}

/**
 * A link source's body selecting every id its result carries (unaliased, in a Relay payload
 * too: `createBook { book { id } }`), so its response holds what the links read.
 */
export function withResultIdsSelected<T>(body: T, operation: OperationDefinition): T | { query: string; variables: Record<string, unknown> } {
  const { field } = operation as GraphqlLinkOperation;
  let selected: T | { query: string; variables: Record<string, unknown> } = body;
  for (const id of resultIdsOf(field)) selected = withRootIdSelected(selected, field.name, id.path);
  return selected;
}

/**
 * A link's values set as the target's root field arguments (or fields of an input argument);
 * undefined when the (hooked) body is no longer its document.
 */
export const applyGraphqlArguments: ApplyValues = (operation, data: CaseData, values) => {
  if (values.arguments === undefined) return data;
  const body = withRootArguments(data.body, (operation as GraphqlLinkOperation).field, values.arguments);
  return body === undefined ? undefined : { ...data, body };
};
