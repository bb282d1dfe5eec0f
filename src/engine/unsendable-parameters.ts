import type { EngineEvent } from "../core/events.js";
import type { OperationDefinition } from "../core/operation.js";
import { unsendableHeaderParameters } from "../serialization/client-headers.js";

/**
 * The one `unsendable_parameters` warning of a run, or undefined: the header parameters the
 * operations declare that are never sent as generated, because the HTTP client writes them
 * itself (`Content-Length`) or refuses them (`Connection`, `Transfer-Encoding`, …; see
 * `serialization/client-headers.ts`). Operations in schema order, each with the names.
 */
export function unsendableParametersWarning(operations: readonly OperationDefinition[]): Extract<EngineEvent, { type: "warning" }> | undefined {
  const affected: string[] = [];
  const names = new Set<string>();
  for (const operation of operations) {
    const unsendable = unsendableHeaderParameters(operation).map((parameter) => parameter.name);
    if (unsendable.length === 0) continue;
    for (const name of unsendable) names.add(name);
    affected.push(`${operation.label} (${unsendable.join(", ")})`);
  }
  if (affected.length === 0) return undefined;
  return {
    type: "warning",
    name: "unsendable_parameters",
    message: `Header parameters the HTTP client sets itself are not sent as generated: ${[...names].join(", ")}`,
    hint: "Content-Length goes out as the body's real length (none without a body); Connection, Transfer-Encoding, Keep-Alive, Upgrade and Expect are never sent",
    operations: affected,
  };
}
