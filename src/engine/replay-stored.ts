import type { EngineEvent, FailureReport } from "../core/events.js";
import { failureIdentity } from "../core/failure.js";
import type { StoredExample } from "../database/case-codec.js";
import { generatedPart, type FixedParameters } from "../database/example-store.js";
import type { CaseDriver } from "./case-driver.js";
import type { EngineEnvironment } from "./environment.js";
import { addCounts, ResultCollector, type OperationResult } from "./operation-result.js";
import { runPlanned } from "./run-planned.js";
import type { OperationScope } from "./scope.js";

/** What replaying an operation's stored failing cases found. */
export interface Replay {
  readonly replayed: number;
  readonly result: OperationResult;
  /**
   * Stored cases whose replay proved nothing (the request ended in a network error, a timeout,
   * or was never sent because the run stopped): stored again as they were, never dropped.
   */
  readonly unchecked: readonly StoredExample[];
}

/** What one stored case's replay showed: `unchecked` with why when it proved nothing. */
export type ReplayVerdict = { readonly kind: "failing" | "passing" } | { readonly kind: "unchecked"; readonly reason: string };

/**
 * Replays stored cases one at a time through `replayOne` (each with a collector of its own),
 * sorting them into still failing, passing now, and not checked. After the first case that
 * proves nothing (the server is down, or does not answer in time) the rest are not sent:
 * they would only wait for the same fate. Shared by the OpenAPI and GraphQL engines.
 */
export async function replayEach<T>(
  stored: readonly T[],
  stopped: () => boolean,
  replayOne: (example: T) => Promise<ResultCollector>,
): Promise<{ result: OperationResult; failing: number; unchecked: T[]; uncheckedReason?: string }> {
  const collector = new ResultCollector();
  const unchecked: T[] = [];
  let failing = 0;
  let reason: string | undefined;
  for (const example of stored) {
    if (reason === undefined && stopped()) reason = "the run was stopped before it was sent";
    if (reason !== undefined) {
      unchecked.push(example);
      continue;
    }
    const one = (await replayOne(example)).result();
    mergeInto(collector, one);
    const verdict = verdictOf(one, stopped);
    if (verdict.kind === "unchecked") {
      reason = verdict.reason;
      unchecked.push(example);
    } else if (verdict.kind === "failing") failing++;
  }
  return { result: collector.result(), failing, unchecked, ...(reason === undefined ? {} : { uncheckedReason: reason }) };
}

/** A replayed case with an error (network, timeout, interrupt) proves nothing; one with a failure still fails. */
function verdictOf(result: OperationResult, stopped: () => boolean): ReplayVerdict {
  if (result.failures.length > 0) return { kind: "failing" };
  const error = result.errors[0];
  if (error !== undefined) return { kind: "unchecked", reason: error.message };
  // Interrupted before its response was judged: it was not checked either.
  if (result.cases === 0 && stopped()) return { kind: "unchecked", reason: "the run was stopped before it was sent" };
  return { kind: "passing" };
}

/**
 * Sends the operation's stored failing cases (from earlier runs) before the phase's own cases,
 * once per run, and says so with an `examples-replayed` event. Undefined when none are stored.
 */
export async function replayStoredExamples(env: EngineEnvironment, scope: OperationScope, driver: CaseDriver): Promise<Replay | undefined> {
  const store = env.exampleStore;
  if (store === undefined) return undefined;
  const stored = await store.take(scope.operation.label);
  if (stored.length === 0) return undefined;
  const replay = await replayEach(stored, env.stopped, (example) => runPlanned(env, scope, driver, [example]));
  await env.emit(replayedEvent(scope.phase, scope.operation.label, stored.length, replay));
  return { replayed: stored.length, result: replay.result, unchecked: replay.unchecked };
}

/** The `examples-replayed` event of a replay (OpenAPI and GraphQL alike). */
export function replayedEvent(
  phase: OperationScope["phase"],
  operation: string,
  count: number,
  replay: { readonly failing: number; readonly unchecked: readonly unknown[]; readonly uncheckedReason?: string },
): Extract<EngineEvent, { type: "examples-replayed" }> {
  return {
    type: "examples-replayed" as const,
    phase,
    operation,
    count,
    failing: replay.failing,
    ...(replay.unchecked.length === 0 ? {} : { unchecked: replay.unchecked.length, uncheckedReason: replay.uncheckedReason ?? "not sent" }),
  };
}

/** Adds one result's findings to a collector (failures distinct by identity). */
function mergeInto(collector: ResultCollector, part: OperationResult, withSkip = true): void {
  for (const report of part.failures) collector.addFailure(report);
  for (const error of part.errors) collector.addError(error);
  addCounts(collector.statuses, part.statuses);
  addCounts(collector.responses, part.responses ?? {});
  for (const seen of part.values ?? []) collector.values.push(seen);
  collector.cases += part.cases;
  if (withSkip && part.skipReason !== undefined) collector.skip(part.skipReason);
}

/** The phase's result with the replay's in front (failures distinct by identity). */
function merged(replay: OperationResult, phase: OperationResult): OperationResult {
  const collector = new ResultCollector();
  mergeInto(collector, replay);
  // A phase with nothing of its own to send ("the schema gives no examples") is not a skip when stored cases ran.
  const nothingOfItsOwn = phase.cases === 0 && replay.cases > 0;
  mergeInto(collector, phase, !nothingOfItsOwn);
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
  env: Pick<EngineEnvironment, "exampleStore" | "headers" | "secrets">,
  label: string,
  parameters: FixedParameters,
  replay: Replay | undefined,
  phase: OperationResult,
): Promise<OperationResult> {
  const result = replay === undefined ? phase : merged(replay.result, phase);
  // Cases the replay could not check are kept as they were, until a server that answers shows they pass.
  const kept = [...storable(env.headers, env.secrets, parameters, result.failures), ...(replay?.unchecked ?? [])];
  await env.exampleStore?.keep(label, kept, replay?.replayed ?? 0);
  return result;
}

/** Stores the failing cases of this operation's phase and puts the replay's findings in front of its result. */
export function withStoredExamples(env: EngineEnvironment, scope: OperationScope, replay: Replay | undefined, phase: OperationResult): Promise<OperationResult> {
  return withStored(env, scope.operation.label, scope.settings.parameters, replay, phase);
}
