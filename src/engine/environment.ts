import type { ApiLiveness } from "./api-down.js";
import type { CheckDefinition } from "../core/check.js";
import type { EngineEvent, FailureReport } from "../core/events.js";
import type { OperationDefinition } from "../core/operation.js";
import type { Phase } from "../core/phase.js";
import type { OpenApiSpec } from "../core/spec.js";
import type { OperationRunSettings, RunSettings } from "../core/settings.js";
import type { GenerationContext } from "../generation/context.js";
import type { RunHooks } from "../hooks/call-hooks.js";
import type { SerializerRegistry } from "../serialization/registry.js";
import type { Transport } from "../transport/transport.js";
import type { ExampleStore } from "../database/example-store.js";
import type { HealthLog } from "../health/health-log.js";
import type { KnownFailures } from "./known-failures.js";
import type { ValueDictionary } from "../stateful/value-dictionary.js";
import type { FeedbackMemory } from "./feedback-memory.js";
import type { CodeValues } from "../greybox/code-values.js";

/**
 * Everything fixed for the length of one run that does not depend on the schema language:
 * what the run loop, the fuzz rounds, the example database and the feedback memory share.
 * Each spec adapter extends it with its own (`RunEnvironment` for OpenAPI,
 * `GraphqlRunEnvironment` for GraphQL).
 */
export interface EngineEnvironment {
  readonly settings: RunSettings;
  readonly transport: Transport;
  /** Headers every request carries: the default set, then the user's (`-H`), user's last. */
  readonly headers: Readonly<Record<string, string>>;
  /** Secret values to mask anywhere in output (tokens given by the user). */
  readonly secrets: readonly string[];
  readonly emit: (event: EngineEvent) => Promise<void> | void;
  /** True once the run must stop (interrupted, or `max-failures` reached). */
  readonly stopped: () => boolean;
  /** Aborted on Ctrl-C: passed to every request so the ones in flight are cancelled. */
  readonly signal?: AbortSignal;
  /** Per-operation settings from the configuration, when there is one. */
  readonly operationSettings?: (operation: OperationDefinition, phase: Phase) => OperationRunSettings;
  /** The example database of this run: failing cases replayed first and stored (`generation.database`). */
  readonly exampleStore?: ExampleStore;
  /** The failures each operation already showed in this run: they never stop a later search. */
  readonly knownFailures?: KnownFailures;
  /** Collects the generator's failed health checks (fuzzing phase). */
  readonly health?: HealthLog;
  /**
   * Values seen in responses, drawn by positive cases beside generated ones; filled by the run
   * between phases (never while one runs). A worker thread of `--threads` gets, with each task,
   * the main thread's values that task's operation may read.
   */
  readonly knownValues?: ValueDictionary;
  /** Outcomes seen per operation, for coverage-guided fuzzing; plain generation when absent. */
  readonly feedback?: FeedbackMemory;
  /** Hooks and the auth provider (`hook()`, `auth()`), when any are registered. */
  readonly hooks?: RunHooks;
  /**
   * `apitest fuzz`: told of each failure new to an operation's search as soon as it is found
   * (shrunk), so it can be printed then rather than when the operation's round ends.
   */
  readonly onFailureFound?: (operation: string, report: FailureReport) => Promise<void> | void;
  /**
   * Grey-box runs: constants of the API's own code, drawn by positive cases beside generated
   * values (preferring those in functions the operation's requests reached).
   */
  readonly codeValues?: CodeValues;
  /** Whether the API still answers: an API that stops answering is a finding (`api-down.ts`). */
  readonly liveness?: ApiLiveness;
}

/** Everything fixed for the length of one OpenAPI run, shared by every operation's work. */
export interface RunEnvironment extends EngineEnvironment {
  readonly spec: OpenApiSpec;
  readonly checks: readonly CheckDefinition[];
  /** The names of `checks`, computed once. */
  readonly checkNames: readonly string[];
  readonly generation: GenerationContext;
  readonly serializers: SerializerRegistry;
}
