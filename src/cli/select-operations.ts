import type { OperationSelectors } from "../config/config-types.js";
import { matchesSelectors } from "../config/select-operations.js";
import { UsageError } from "../core/errors.js";
import type { OperationDefinition } from "../core/operation.js";
import { inShard, type Shard } from "../engine/shard.js";
import { describeFilters } from "./operation-filters.js";

/** What picks the operations of a run from the command line and the configuration file. */
export interface SelectionInput {
  /** `--include-*`/`--exclude-*`, when any is given. */
  readonly filters?: OperationSelectors | undefined;
  /** `--shard i/n`, when given. */
  readonly shard?: Shard | undefined;
  /** The configuration's `[[operations]]` selection (`enabled = false` deselects). */
  readonly configSelects: (operation: OperationDefinition) => boolean;
}

/** The operations a run tests, and the predicate the engine filters with. */
export interface Selection {
  readonly isSelected: (operation: OperationDefinition) => boolean;
  /** Labels of the selected operations, in schema order. */
  readonly labels: readonly string[];
}

/**
 * An operation runs when the filters, the configuration and the shard all select it.
 * The shard splits what the filters and the configuration leave, so every CI job
 * shares out the same set. Throws `UsageError` when the filters select nothing, since
 * a run that tests nothing is almost always a typo in a filter.
 */
export function selectOperations(operations: readonly OperationDefinition[], input: SelectionInput): Selection {
  const { filters, shard } = input;
  const filtered = filters === undefined ? operations : operations.filter((operation) => matchesSelectors(operation, filters));
  if (filters !== undefined && filtered.length === 0) {
    throw new UsageError(
      `No operation matches ${describeFilters(filters)}: the schema has ${operations.length} operation${operations.length === 1 ? "" : "s"}` +
        `${operations.length === 0 ? "" : ` (for example ${sample(operations)})`}. Check the spelling of the values, or drop the filter.`,
    );
  }
  const configured = filtered.filter((operation) => input.configSelects(operation));
  if (filters !== undefined && configured.length === 0) {
    throw new UsageError(
      `The operations that ${describeFilters(filters)} selects (${sample(filtered)}) are all disabled by [[operations]] entries with enabled = false in the configuration file.`,
    );
  }
  const chosen = shard === undefined ? configured : configured.filter((operation) => inShard(operation.label, shard.index, shard.count));
  const labels = new Set(chosen.map((operation) => operation.label));
  return { isSelected: (operation) => labels.has(operation.label), labels: [...labels] };
}

function sample(operations: readonly OperationDefinition[]): string {
  const names = operations.slice(0, 3).map((operation) => operation.label);
  return operations.length > 3 ? `${names.join(", ")}, …` : names.join(", ");
}
