import { ApiLiveness } from "./api-down.js";
import type { EngineEvent } from "../core/events.js";
import type { OperationDefinition } from "../core/operation.js";
import type { Phase } from "../core/phase.js";
import type { OperationRunSettings } from "../core/settings.js";
import { ExampleStore } from "../database/example-store.js";
import { HealthLog } from "../health/health-log.js";
import type { Transport } from "../transport/transport.js";
import type { EngineEnvironment, RunEnvironment } from "./environment.js";
import { KnownFailures } from "./known-failures.js";
import { ValueDictionary } from "../stateful/value-dictionary.js";
import { FeedbackMemory } from "./feedback-memory.js";
import { openApiAdapter } from "./openapi-adapter.js";
import type { CommonRunOptions, RunOptions } from "./run-options.js";

/** What the schema-neutral part of a run's environment is made of. */
export interface EngineEnvironmentOptions extends Omit<CommonRunOptions, "sinks" | "warnings" | "continuous"> {
  readonly transport: Transport;
  readonly operationSettings?: (operation: OperationDefinition, phase: Phase) => OperationRunSettings;
  /** The example database identity of the schema (see `SpecAdapter.identity`). */
  readonly identity: string;
}

/**
 * The part of the environment every operation's work shares that is the same for every schema
 * language (pure apart from the objects it creates): one example store, one health log, one
 * list of known failures, one value dictionary, one feedback memory per run.
 */
export function createEngineEnvironment(options: EngineEnvironmentOptions, emit: (event: EngineEvent) => Promise<void> | void, stopped: () => boolean): EngineEnvironment {
  return {
    settings: options.settings,
    transport: options.coverage?.wrap(options.transport) ?? options.transport,
    headers: options.headers,
    secrets: options.secrets ?? [],
    emit,
    stopped,
    ...(options.signal === undefined ? {} : { signal: options.signal }),
    ...(options.operationSettings === undefined ? {} : { operationSettings: options.operationSettings }),
    health: new HealthLog(options.suppressHealthChecks),
    knownFailures: new KnownFailures(),
    knownValues: new ValueDictionary(),
    feedback: new FeedbackMemory(options.coverage),
    liveness: new ApiLiveness(),
    ...(options.database === undefined ? {} : { exampleStore: new ExampleStore(options.database, options.identity) }),
    ...(options.hooks === undefined ? {} : { hooks: options.hooks }),
    ...(options.codeValues === undefined ? {} : { codeValues: options.codeValues }),
  };
}

/**
 * The environment of an OpenAPI run, from its options. A worker thread of `--threads` builds its
 * own from the same options, with `emit` posting to the main thread.
 */
export function createRunEnvironment(
  options: Omit<RunOptions, "sinks" | "isSelected">,
  emit: (event: EngineEvent) => Promise<void> | void,
  stopped: () => boolean,
): RunEnvironment {
  const adapter = openApiAdapter(options);
  return adapter.environment(createEngineEnvironment({ ...options, identity: adapter.identity }, emit, stopped));
}
