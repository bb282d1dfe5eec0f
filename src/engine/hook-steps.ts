import type * as fc from "fast-check";
import { NetworkError } from "../core/errors.js";
import { TIMEOUT_TITLE } from "./phase-report.js";
import type { CaseData, PlannedCase } from "../core/case.js";
import type { Response } from "../core/response.js";
import { hasCallHooks, mutableCase, runAfterCall, runBeforeCall, withKwargs } from "../hooks/call-hooks.js";
import { caseStages, hookCase, hookGenerated, hookPlanned, hookedCaseArbitrary, type InnerStep } from "../hooks/case-stages.js";
import { HookError } from "../hooks/hook-error.js";
import { filterRejections } from "../hooks/bounded-filter.js";
import type { HookCase } from "../hooks/hook-names.js";
import type { OperationDefinition } from "../core/operation.js";
import type { EngineEnvironment, RunEnvironment } from "./environment.js";
import type { PreparedCase } from "./prepared-case.js";
import type { OperationScope } from "./scope.js";
import type { GraphqlDocument } from "../generation/graphql/assemble-document.js";
import { hookGraphqlDocuments } from "../hooks/graphql-documents.js";
import type { GraphqlOperation } from "../specs/graphql/graphql-operation.js";
import { graphqlOperationOf } from "../specs/graphql/operation-definition.js";

/**
 * Positive cases of the scope's operation with the run's generation hooks applied; `inner` runs
 * between the parts' `beforeGenerate*` hooks and the case's (see `hookedCaseArbitrary`).
 */
export function positiveArbitrary(env: RunEnvironment, scope: OperationScope, inner?: InnerStep): fc.Arbitrary<CaseData> {
  return hookedCaseArbitrary(scope.operation, env.generation, env.hooks?.set ?? [], inner);
}

/** Generated values holding a case (negative cases with their metadata) with the filter/map/flatMap hooks applied. */
export function hookedGenerated<T extends { readonly data: CaseData }>(env: RunEnvironment, scope: OperationScope, arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T> {
  return hookGenerated(env.hooks?.set ?? [], scope.operation, arbitrary);
}

/** The planned cases (examples, coverage) the filter hooks keep, with the map/flatMap hooks applied (seeded). */
export function hookedPlanned(env: RunEnvironment, scope: OperationScope, planned: readonly PlannedCase[], seed: number): readonly PlannedCase[] {
  return hookPlanned(env.hooks?.set ?? [], scope.operation, planned, seed);
}

/**
 * The filter/map/flatMap hooks for cases made outside an arbitrary (targeted mutations): the
 * hooked case, or undefined when a filter rejects it; flatMap hooks draw with `random`.
 */
export function hookedMutation(env: RunEnvironment, scope: OperationScope, random: fc.Random): (data: CaseData) => CaseData | undefined {
  const stages = caseStages(env.hooks?.set ?? []);
  if (stages.length === 0) return (data) => data;
  const ctx = { operation: scope.operation };
  return (data) => hookCase(data, stages, ctx, random);
}

/** A case about to be sent, after the auth provider and `beforeCall` hooks (the case they changed). */
export interface CallPrepared {
  readonly ready: PreparedCase;
  /** The case the hooks saw, for `afterCall`; undefined when no hook runs. */
  readonly apiCase?: HookCase;
}

/**
 * Applies the auth provider and `beforeCall` hooks (`operation`: as the hooks see it),
 * re-serializing the case they changed with `prepare` (same case id).
 */
export async function beforeCallStep(
  env: EngineEnvironment,
  operation: OperationDefinition,
  ready: Extract<PreparedCase, { caseId: string }>,
  prepare: (data: CaseData, caseId: string) => PreparedCase,
): Promise<CallPrepared> {
  if (!hasCallHooks(env.hooks)) return { ready };
  const apiCase = mutableCase(ready.data);
  const kwargs = await runBeforeCall(env.hooks, operation, apiCase);
  return { ready: prepare(withKwargs(apiCase, kwargs), ready.caseId), apiCase };
}

/** Runs the `afterCall` hooks on a response. */
export async function afterCallStep(env: EngineEnvironment, operation: OperationDefinition, apiCase: HookCase | undefined, response: Response): Promise<void> {
  if (apiCase === undefined || !hasCallHooks(env.hooks)) return;
  await runAfterCall(env.hooks, operation, apiCase, response);
}

/** Runs a hook step; a hook's error comes back as the value (the case becomes an error outcome) instead of being thrown. */
export async function guardHooks<T>(step: () => Promise<T>): Promise<T | HookError> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof HookError) return error;
    throw error;
  }
}

/** The title an operation's error is reported under: a failing hook, a timeout, or the network. */
export function errorTitle(error: unknown): string {
  if (error instanceof HookError) return "Hook error";
  return error instanceof NetworkError && error.code === "timeout" ? TIMEOUT_TITLE : "Network error";
}

/** Values filter hooks have rejected so far (read before and after a draw: that draw's rejections). */
export function filterRejectionCount(): number {
  return filterRejections.count;
}

/** What the GraphQL hook steps read of a run: its hooks and its endpoint (`settings.baseUrl`). */
export type GraphqlHookTarget = Pick<EngineEnvironment, "hooks" | "settings">;

/** Positive GraphQL cases of a root field with the run's generation hooks applied (see `hookGraphqlDocuments`). */
export function hookedGraphqlPositive(env: GraphqlHookTarget, operation: GraphqlOperation, documents: fc.Arbitrary<GraphqlDocument>): fc.Arbitrary<CaseData> {
  return hookGraphqlDocuments(env.hooks?.set ?? [], graphqlOperationOf(env, operation), env.settings.baseUrl, documents);
}

/** Generated negative GraphQL cases (with their metadata) with the filter/map/flatMap hooks applied. */
export function hookedGraphqlGenerated<T extends { readonly data: CaseData }>(env: GraphqlHookTarget, operation: GraphqlOperation, arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T> {
  return hookGenerated(env.hooks?.set ?? [], graphqlOperationOf(env, operation), arbitrary);
}

/** Planned GraphQL cases (examples, coverage) the filter hooks keep, with the map/flatMap hooks applied (seeded). */
export function hookedGraphqlPlanned<T extends { readonly data: CaseData }>(env: GraphqlHookTarget, operation: GraphqlOperation, planned: readonly T[], seed: number): readonly T[] {
  return hookPlanned(env.hooks?.set ?? [], graphqlOperationOf(env, operation), planned, seed);
}
