import { ApitestError, describeError } from "../core/errors.js";
import type { EngineEnvironment, RunEnvironment } from "./environment.js";
import { plannedCases, runOperationPhase } from "./openapi-driver.js";
import type { RunOptions } from "./run-options.js";
import type { SpecAdapter } from "./spec-adapter.js";
import { planStatefulPhase, runStatefulPhase, statefulLinks } from "./stateful/phase.js";
import { unsendableParametersWarning } from "./unsendable-parameters.js";

/** The example database identity of an OpenAPI document: its title and version. */
export function openApiIdentity(spec: RunOptions["spec"]): string {
  return `${spec.title}\u0000${spec.apiVersion}`;
}

/** The OpenAPI side of the engine's seam: operations, generation, serialization and checks of an OpenAPI document. */
export function openApiAdapter(options: Omit<RunOptions, "sinks" | "isSelected">): SpecAdapter<RunEnvironment> {
  const { spec } = options;
  const checkNames = options.checks.map((check) => check.name);
  return {
    title: spec.title,
    specVersion: spec.specVersion,
    operations: spec.operations,
    identity: openApiIdentity(spec),
    environment: (shared: EngineEnvironment): RunEnvironment => ({
      ...shared,
      spec,
      checks: options.checks,
      checkNames,
      generation: options.generation,
      serializers: options.serializers,
    }),
    runOperation: options.runOperation ?? runOperationPhase,
    async planPhase(env, scope, runSeed) {
      try {
        const cases = await plannedCases(env, scope, runSeed);
        if (cases.length > 0) return { kind: "cases", cases: cases.length };
        return { kind: "skipped", reason: scope.phase === "examples" ? "the schema gives no examples" : "nothing to cover" };
      } catch (error) {
        if (!(error instanceof ApitestError)) throw error;
        return { kind: "skipped", reason: `cannot generate test data: ${describeError(error)}` };
      }
    },
    stateful: {
      links: (operations) => statefulLinks(spec, operations),
      plan: planStatefulPhase,
      run: runStatefulPhase,
    },
    statusReach: true,
    noLinksReason: "no links between the selected operations, declared or inferred",
    startWarnings: () => [],
    endWarnings: (operations) => {
      const unsendable = unsendableParametersWarning(operations);
      return unsendable === undefined ? [] : [unsendable];
    },
  };
}
