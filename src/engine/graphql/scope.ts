import type { Phase } from "../../core/phase.js";
import type { OperationRunSettings } from "../../core/settings.js";
import type { GraphqlOperation } from "../../specs/graphql/graphql-operation.js";
import type { GraphqlRunEnvironment } from "./environment.js";
import { graphqlCheckNames } from "./judge.js";

/** Per-operation settings of a GraphQL run (from `[[operations]]` in apitest.toml), by phase. */
export type GraphqlOperationSettings = (operation: GraphqlOperation, phase: Phase) => OperationRunSettings;

/**
 * The environment one operation runs with in one phase: the run's, with the operation's own
 * generation settings and checks when the configuration gives them; undefined when the
 * configuration disables the operation or the phase for it.
 */
export function graphqlScope(
  env: GraphqlRunEnvironment,
  operation: GraphqlOperation,
  phase: Phase,
  operationSettings: GraphqlOperationSettings | undefined,
): GraphqlRunEnvironment | undefined {
  const own = operationSettings?.(operation, phase);
  if (own === undefined) return env;
  if (!own.enabled) return undefined;
  const selected = env.settings.selectedChecks.filter((name) => own.checks[name]?.enabled !== false);
  return {
    ...env,
    settings: { ...env.settings, generation: own.generation, checks: { ...env.settings.checks, ...own.checks } },
    checks: graphqlCheckNames(selected),
  };
}
