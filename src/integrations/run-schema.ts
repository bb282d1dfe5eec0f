import type { Schema } from "../api/schema.js";
import type { PropertyOptions } from "../api/property-options.js";
import { resolveExampleSettings } from "./example-settings.js";
import { OperationsFailed } from "./operations-failed.js";
import type { CaseTestBody } from "../api/case-test-body.js";
import { runOperation, type OperationOutcome } from "./run-operation.js";

/** Called after each operation, e.g. to report it as a subtest. */
export type OutcomeListener = (outcome: OperationOutcome) => void | Promise<void>;

/**
 * Runs the body over every selected operation of the schema, one after another, and keeps
 * going after a failure (like subtests), so one run shows every broken operation.
 *
 * @throws OperationsFailed listing each failed operation as `<name>[METHOD /path]`.
 */
export async function runSchema<Context>(
  name: string,
  schema: Schema,
  body: CaseTestBody<Context>,
  options: PropertyOptions & { readonly context: Context; readonly onOutcome?: OutcomeListener },
): Promise<readonly OperationOutcome[]> {
  const settings = resolveExampleSettings(schema, options);
  const outcomes: OperationOutcome[] = [];
  for (const operation of schema) {
    const outcome = await runOperation(operation, body, settings.forOperation(operation), options.context, name);
    outcomes.push(outcome);
    await options.onOutcome?.(outcome);
  }
  if (outcomes.some((outcome) => outcome.status === "failed")) throw new OperationsFailed(name, outcomes);
  return outcomes;
}
