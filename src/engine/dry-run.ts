import { ApitestError, describeError, UsageError } from "../core/errors.js";
import type { OperationDefinition } from "../core/operation.js";
import type { Phase } from "../core/phase.js";
import type { Transport } from "../transport/transport.js";
import { createRunEnvironment } from "./create-environment.js";
import type { RunEnvironment } from "./environment.js";
import { modesOf, unexpectedMethodsFor } from "./operation-phase.js";
import type { RunOptions } from "./run.js";
import { scopeFor } from "./scope.js";
import { operationSeed } from "./seed.js";
import { hasStatefulWork, planStatefulPhase, statefulLinks, type StatefulPlan } from "./stateful/phase.js";

/** What one phase would do with one operation. */
export type PhasePlan =
  | { readonly phase: "examples" | "coverage"; readonly kind: "cases"; readonly cases: number }
  | { readonly phase: "fuzzing"; readonly kind: "cases"; readonly maxCases: number; readonly modes: readonly string[] }
  | { readonly phase: "stateful"; readonly kind: "links"; readonly from: readonly string[]; readonly to: readonly string[]; readonly inferred: boolean }
  | { readonly phase: Phase; readonly kind: "skipped"; readonly reason: string };

/** One selected operation and what each phase of the run would do with it. */
export interface OperationPlan {
  readonly label: string;
  readonly phases: readonly PhasePlan[];
}

/** What `apitest run --dry-run` shows: the run's operations and phases, computed without sending anything. */
export interface DryRunPlan {
  readonly title: string;
  readonly baseUrl: string;
  /** Operations in the schema, before any filter. */
  readonly total: number;
  /** The phases asked for (`--phases`, `phases.*.enabled`). */
  readonly phases: readonly Phase[];
  readonly operations: readonly OperationPlan[];
}

/** A transport that refuses to send: the dry run plans with the real environment, and nothing may reach the wire. */
const REFUSING: Transport = {
  send: () => Promise.reject(new UsageError("a dry run sends no request")),
  close: () => Promise.resolve(),
};

/**
 * Plans a run without sending a request: for every selected operation (schema order), the cases
 * the examples and coverage phases would send (their planners are deterministic; filter hooks are
 * not applied), the fuzzing phase's budget, and whether the stateful phase's links reach it.
 */
export async function planDryRun(options: Omit<RunOptions, "sinks" | "transport">): Promise<DryRunPlan> {
  const { spec, settings } = options;
  const env = createRunEnvironment({ ...options, transport: REFUSING }, () => undefined, () => false);
  const isSelected = options.isSelected;
  const operations = isSelected === undefined ? spec.operations : spec.operations.filter((operation) => isSelected(operation));
  const links = settings.phases.includes("stateful") ? statefulLinks(spec, operations) : undefined;
  const stateful = links !== undefined && hasStatefulWork(links) ? planStatefulPhase(env, links) : undefined;
  const seed = settings.seed ?? 0;
  const planned: OperationPlan[] = [];
  for (const operation of operations) {
    const phases: PhasePlan[] = [];
    for (const phase of settings.phases) phases.push(await planPhase(env, operation, phase, stateful, seed));
    planned.push({ label: operation.label, phases });
  }
  return { title: spec.title, baseUrl: settings.baseUrl, total: spec.operations.length, phases: settings.phases, operations: planned };
}

async function planPhase(env: RunEnvironment, operation: OperationDefinition, phase: Phase, stateful: StatefulPlan | undefined, seed: number): Promise<PhasePlan> {
  const scope = scopeFor(env, operation, phase);
  const settings = scope.settings;
  if (!settings.enabled) return { phase, kind: "skipped", reason: "disabled in the configuration file" };
  switch (phase) {
    case "fuzzing":
      return { phase, kind: "cases", maxCases: settings.generation.maxExamples, modes: modesOf(settings.generation.mode) };
    case "stateful": {
      if (stateful === undefined || !stateful.operations.includes(operation)) return { phase, kind: "skipped", reason: "no link reaches it" };
      const usable = stateful.links.links;
      return {
        phase,
        kind: "links",
        from: unique(usable.filter((link) => link.target === operation).map((link) => link.source.label)),
        to: unique(usable.filter((link) => link.source === operation).map((link) => link.target.label)),
        inferred: stateful.links.inferred,
      };
    }
    case "examples":
    case "coverage": {
      try {
        const cases =
          phase === "examples"
            ? (await import("../generation/examples/plan-examples.js")).planExamples(operation, env.generation, { fillMissing: settings.phaseOptions.fillMissing, seed: operationSeed(seed, operation.label) })
            : (await import("../generation/coverage/plan-coverage.js")).planCoverage(operation, env.generation, {
                modes: modesOf(settings.generation.mode),
                unexpectedMethods: unexpectedMethodsFor(env, operation, settings.phaseOptions.unexpectedMethods),
                duplicateQueryParameters: settings.phaseOptions.generateDuplicateQueryParameters,
              });
        if (cases.length > 0) return { phase, kind: "cases", cases: cases.length };
        return { phase, kind: "skipped", reason: phase === "examples" ? "the schema gives no examples" : "nothing to cover" };
      } catch (error) {
        if (!(error instanceof ApitestError)) throw error;
        return { phase, kind: "skipped", reason: `cannot generate test data: ${describeError(error)}` };
      }
    }
  }
}

function unique(labels: readonly string[]): string[] {
  return [...new Set(labels)];
}
