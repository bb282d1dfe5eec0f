import type { OperationDefinition } from "../../core/operation.js";
import type { Phase } from "../../core/phase.js";
import type { OperationRunSettings } from "../../core/settings.js";
import type { ResolvedConfig } from "../../config/resolve-types.js";
import type { GraphqlOperation } from "../../specs/graphql/graphql-operation.js";
import { graphqlDefinition } from "../../specs/graphql/operation-definition.js";
import type { Shard } from "../../engine/shard.js";
import type { OperationSelectors } from "../../config/config-types.js";
import { selectOperations } from "../select-operations.js";

/** What a GraphQL CLI run tests, and with which settings. */
export interface GraphqlSelection {
  readonly isSelected: (operation: GraphqlOperation) => boolean;
  readonly operationSettings: (operation: GraphqlOperation, phase: Phase) => OperationRunSettings;
}

/**
 * The root fields a GraphQL run tests (each seen as hooks and the library see it,
 * `graphqlDefinition`: a POST to the endpoint, labelled `Query.user`, tagged with its root
 * type) — `--include-*`/`--exclude-*`, `[[operations]]` `enabled = false` and `--shard`, exactly as for OpenAPI (a filter that selects nothing is
 * the same clear usage error) — and each one's settings from `[[operations]]` entries.
 */
export function selectGraphqlOperations(
  operations: readonly GraphqlOperation[],
  endpoint: string,
  resolved: ResolvedConfig,
  input: { readonly filters?: OperationSelectors | undefined; readonly shard?: Shard | undefined },
): GraphqlSelection {
  const path = new URL(endpoint).pathname;
  const views = new Map(operations.map((operation) => [operation, graphqlDefinition(operation, path)] as const));
  const viewOf = (operation: GraphqlOperation): OperationDefinition => views.get(operation) ?? graphqlDefinition(operation, path);
  const selection = selectOperations([...views.values()], {
    filters: input.filters,
    shard: input.shard,
    configSelects: (view) => resolved.isOperationSelected(view),
  });
  const labels = new Set(selection.labels);
  return {
    isSelected: (operation) => labels.has(operation.label),
    operationSettings: (operation, phase) => resolved.forOperation(viewOf(operation), phase),
  };
}
