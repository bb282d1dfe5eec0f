import { UsageError } from "../core/errors.js";
import type { OperationDefinition } from "../core/operation.js";
import type { Phase } from "../core/phase.js";
import type { Transport } from "../transport/transport.js";
import { createEngineEnvironment } from "./create-environment.js";
import type { EngineEnvironment } from "./environment.js";
import { openApiAdapter } from "./openapi-adapter.js";
import { modesOf } from "./operation-phase.js";
import type { AdaptedRunOptions, GraphqlRunOptions, RunOptions } from "./run-options.js";
import { scopeFor } from "./scope.js";
import type { SpecAdapter } from "./spec-adapter.js";
import { hasStatefulWork, type StatefulPlan } from "./stateful/phase.js";

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

/** What a dry run takes: a run's options without its sinks and transport (nothing is sent). */
export type DryRunOptions = Omit<RunOptions, "sinks" | "transport"> | Omit<GraphqlRunOptions, "sinks" | "transport">;

/**
 * Plans a run without sending a request, for an OpenAPI document or a GraphQL schema alike: for
 * every selected operation (schema order), the cases the examples and coverage phases would send
 * (their planners are deterministic; filter hooks are not applied), the fuzzing phase's budget,
 * and whether the stateful phase's links reach it.
 */
export async function planDryRun(options: DryRunOptions): Promise<DryRunPlan> {
  if (options.spec.kind === "graphql") {
    const { adaptGraphqlRun } = await import("./graphql/adapter.js");
    const adapted = adaptGraphqlRun({ ...(options as Omit<GraphqlRunOptions, "sinks" | "transport">), sinks: [], transport: REFUSING });
    return planAdapted(adapted.adapter, adapted.options);
  }
  const openapi = { ...(options as Omit<RunOptions, "sinks" | "transport">), sinks: [], transport: REFUSING };
  return planAdapted(openApiAdapter(openapi), openapi);
}

async function planAdapted<E extends EngineEnvironment>(adapter: SpecAdapter<E>, options: AdaptedRunOptions): Promise<DryRunPlan> {
  const { settings } = options;
  const env = adapter.environment(createEngineEnvironment({ ...options, identity: adapter.identity }, () => undefined, () => false));
  const isSelected = options.isSelected;
  const operations = isSelected === undefined ? adapter.operations : adapter.operations.filter((operation) => isSelected(operation));
  const links = settings.phases.includes("stateful") ? adapter.stateful?.links(operations) : undefined;
  const stateful = links !== undefined && hasStatefulWork(links) ? adapter.stateful?.plan(env, links) : undefined;
  const seed = settings.seed ?? 0;
  const phases = adapter.stateful === undefined ? settings.phases.filter((phase) => phase !== "stateful") : settings.phases;
  const planned: OperationPlan[] = [];
  for (const operation of operations) {
    const plans: PhasePlan[] = [];
    for (const phase of phases) plans.push(await planPhase(adapter, env, operation, phase, stateful, seed));
    planned.push({ label: operation.label, phases: plans });
  }
  return { title: adapter.title, baseUrl: settings.baseUrl, total: adapter.operations.length, phases, operations: planned };
}

async function planPhase<E extends EngineEnvironment>(adapter: SpecAdapter<E>, env: E, operation: OperationDefinition, phase: Phase, stateful: StatefulPlan | undefined, seed: number): Promise<PhasePlan> {
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
    case "coverage":
      return { phase, ...(await adapter.planPhase(env, { ...scope, phase }, seed)) };
  }
}

function unique(labels: readonly string[]): string[] {
  return [...new Set(labels)];
}
