import type { EngineEvent } from "../core/events.js";
import { ExampleStore } from "../database/example-store.js";
import { HealthLog } from "../health/health-log.js";
import type { RunEnvironment } from "./environment.js";
import { KnownFailures } from "./known-failures.js";
import { ValueDictionary } from "../stateful/value-dictionary.js";
import { FeedbackMemory } from "./feedback-source.js";
import type { RunOptions } from "./run.js";

/**
 * The environment every operation's work shares, from a run's options (pure apart from the
 * objects it creates). `runTests` builds one per run; a worker thread of `--threads` builds its own
 * from the same options, with `emit` posting to the main thread.
 */
export function createRunEnvironment(
  options: Omit<RunOptions, "sinks" | "isSelected">,
  emit: (event: EngineEvent) => Promise<void> | void,
  stopped: () => boolean,
): RunEnvironment {
  const { spec } = options;
  return {
    spec,
    settings: options.settings,
    transport: options.coverage?.wrap(options.transport) ?? options.transport,
    checks: options.checks,
    checkNames: options.checks.map((check) => check.name),
    generation: options.generation,
    serializers: options.serializers,
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
    ...(options.database === undefined ? {} : { exampleStore: new ExampleStore(options.database, `${spec.title}\u0000${spec.apiVersion}`) }),
    ...(options.hooks === undefined ? {} : { hooks: options.hooks }),
    ...(options.codeValues === undefined ? {} : { codeValues: options.codeValues }),
  };
}
