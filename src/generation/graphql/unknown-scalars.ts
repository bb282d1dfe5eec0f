import type fc from "fast-check";
import type { EngineEvent } from "../../core/events.js";
import type { GraphqlOperation } from "../../specs/graphql/graphql-operation.js";
import { unknownScalarsOf } from "./operation-arbitrary.js";
import { unknownScalarsMessage } from "./scalar-values.js";

/**
 * One warning for the custom scalars the selected operations' arguments use that have no
 * generation strategy (their values fall back to strings and numbers), naming them, the
 * operations, and `graphql.scalar()`. None when there are none.
 */
export function unknownScalarsWarning(operations: readonly GraphqlOperation[], scalars: ReadonlyMap<string, fc.Arbitrary<unknown>>): readonly EngineEvent[] {
  const names = new Set<string>();
  const affected: string[] = [];
  for (const operation of operations) {
    const unknown = unknownScalarsOf(operation, { allowNull: false, scalars });
    if (unknown.length === 0) continue;
    affected.push(operation.label);
    for (const name of unknown) names.add(name);
  }
  if (names.size === 0) return [];
  return [{ type: "warning", name: "unknown_graphql_scalars", ...unknownScalarsMessage([...names]), operations: affected }];
}
