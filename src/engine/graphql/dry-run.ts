import type * as fc from "fast-check";
import { ApitestError, describeError } from "../../core/errors.js";
import type { Phase } from "../../core/phase.js";
import type { OperationRunSettings, RunSettings } from "../../core/settings.js";
import { graphqlCoverageDocuments, graphqlExampleDocuments } from "../../generation/graphql/planned-documents.js";
import type { GraphqlOperation } from "../../specs/graphql/graphql-operation.js";
import type { GraphqlSpec } from "../../specs/graphql/graphql-spec.js";
import type { DryRunPlan, PhasePlan } from "../dry-run.js";
import { modesOf } from "../operation-phase.js";

/** The phases a GraphQL run has (as `graphql-run.ts`): stateful testing needs OpenAPI links. */
const GRAPHQL_PHASES: readonly Extract<Phase, "examples" | "coverage" | "fuzzing">[] = ["examples", "coverage", "fuzzing"];

/** What the GraphQL dry run needs: the run's schema, settings and selection, nothing that sends. */
export interface GraphqlDryRunOptions {
  readonly spec: GraphqlSpec;
  readonly settings: RunSettings;
  readonly scalars: ReadonlyMap<string, fc.Arbitrary<unknown>>;
  readonly isSelected: (operation: GraphqlOperation) => boolean;
  readonly operationSettings: (operation: GraphqlOperation, phase: Phase) => OperationRunSettings;
}

/**
 * `apitest run --dry-run` for a GraphQL schema: every selected root field with the documents its
 * examples and coverage phases would send (planned, the same on every run; filter hooks not
 * applied) and its fuzzing budget. Sends nothing.
 */
export function planGraphqlDryRun(options: GraphqlDryRunOptions): DryRunPlan {
  const { spec, settings } = options;
  const phases = GRAPHQL_PHASES.filter((phase) => settings.phases.includes(phase));
  const generation = { allowNull: settings.generation.graphqlAllowNull, scalars: options.scalars };
  const operations = spec.operations.filter((operation) => options.isSelected(operation));
  return {
    title: "GraphQL schema",
    baseUrl: settings.baseUrl,
    total: spec.operations.length,
    phases,
    operations: operations.map((operation) => ({
      label: operation.label,
      phases: phases.map((phase): PhasePlan => {
        const scope = options.operationSettings(operation, phase);
        if (!scope.enabled) return { phase, kind: "skipped", reason: "disabled in the configuration file" };
        const modes = modesOf(scope.generation.mode);
        if (phase === "fuzzing") return { phase, kind: "cases", maxCases: scope.generation.maxExamples, modes };
        try {
          const documents =
            phase === "examples"
              ? modes.includes("positive")
                ? graphqlExampleDocuments(spec.schema, operation, generation)
                : []
              : graphqlCoverageDocuments(spec.schema, operation, generation, modes);
          if (documents.length > 0) return { phase: phase as "examples" | "coverage", kind: "cases", cases: documents.length };
          return { phase, kind: "skipped", reason: phase === "coverage" ? "nothing to cover" : modes.includes("positive") ? "no argument has a default value" : "examples are positive only" };
        } catch (error) {
          if (!(error instanceof ApitestError)) throw error;
          return { phase, kind: "skipped", reason: `cannot generate test data: ${describeError(error)}` };
        }
      }),
    })),
  };
}
