import type { FailureReport } from "../core/events.js";
import { failureIdentity } from "../core/failure.js";
import type { StoredExample } from "../database/case-codec.js";
import { generatedPart, type FixedParameters } from "../database/example-store.js";
import type { RunEnvironment } from "./environment.js";
import { addCounts, ResultCollector, type OperationResult } from "./operation-result.js";
import { runPlanned } from "./run-planned.js";
import type { OperationScope } from "./scope.js";
import type { WireJudge } from "./wire-judge.js";

/** What replaying an operation's stored failing cases found. */
export interface Replay {
  readonly replayed: number;
  readonly result: OperationResult;
}

/**
 * Sends the operation's stored failing cases (from earlier runs) before the phase's own cases,
 * once per run, and says so with an `examples-replayed` event. Undefined when none are stored.
 */
export async function replayStoredExamples(env: RunEnvironment, scope: OperationScope, judge: WireJudge): Promise<Replay | undefined> {
  const store = env.exampleStore;
  if (store === undefined) return undefined;
  const stored = await store.take(scope.operation.label);
  if (stored.length === 0) return undefined;
  const collector = await runPlanned(env, scope, stored, judge);
  const result = collector.result();
  await env.emit({ type: "examples-replayed", phase: scope.phase, operation: scope.operation.label, count: stored.length, failing: result.failures.length });
  return { replayed: stored.length, result };
}

/** The phase's result with the replay's in front (failures distinct by identity). */
function merged(replay: OperationResult, phase: OperationResult): OperationResult {
  const collector = new ResultCollector();
  for (const part of [replay, phase]) {
    for (const report of part.failures) collector.addFailure(report);
    for (const error of part.errors) collector.addError(error);
    addCounts(collector.statuses, part.statuses);
    addCounts(collector.responses, part.responses ?? {});
    for (const seen of part.values ?? []) collector.values.push(seen);
    collector.cases += part.cases;
    // A phase with nothing of its own to send ("the schema gives no examples") is not a skip when stored cases ran.
    const nothingOfItsOwn = part === phase && part.cases === 0 && replay.cases > 0;
    if (part.skipReason !== undefined && !nothingOfItsOwn) collector.skip(part.skipReason);
  }
  return collector.result();
}

/** The generated data of failing cases, as the database keeps them (never the user's credentials). */
function storable(headers: Readonly<Record<string, string>>, secretValues: readonly string[], parameters: FixedParameters, failures: readonly FailureReport[]): StoredExample[] {
  const secrets = { headerNames: Object.keys(headers), values: secretValues };
  const seen = new Set<string>();
  return failures.flatMap((report) => {
    if (report.steps !== undefined || seen.has(failureIdentity(report.failure))) return [];
    seen.add(failureIdentity(report.failure));
    return [{ data: generatedPart(report.caseData, parameters, secrets), meta: report.meta }];
  });
}

/**
 * Stores the failing cases of one operation's phase under `label` and puts the replay's findings
 * in front of its result (OpenAPI and GraphQL runs alike; `parameters` are the values fixed by
 * the configuration, which are not stored).
 */
export async function withStored(
  env: Pick<RunEnvironment, "exampleStore" | "headers" | "secrets">,
  label: string,
  parameters: FixedParameters,
  replay: Replay | undefined,
  phase: OperationResult,
): Promise<OperationResult> {
  const result = replay === undefined ? phase : merged(replay.result, phase);
  await env.exampleStore?.keep(label, storable(env.headers, env.secrets, parameters, result.failures), replay?.replayed ?? 0);
  return result;
}

/** Stores the failing cases of this operation's phase and puts the replay's findings in front of its result. */
export function withStoredExamples(env: RunEnvironment, scope: OperationScope, replay: Replay | undefined, phase: OperationResult): Promise<OperationResult> {
  return withStored(env, scope.operation.label, scope.settings.parameters, replay, phase);
}
