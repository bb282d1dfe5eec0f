import type { RunCoverage } from "./feedback-memory.js";
import type { CodeValues } from "../greybox/code-values.js";
import type fc from "fast-check";
import type { CheckDefinition } from "../core/check.js";
import type { EventSink } from "../core/events.js";
import type { OperationDefinition } from "../core/operation.js";
import type { Phase } from "../core/phase.js";
import type { OperationRunSettings, RunSettings } from "../core/settings.js";
import type { OpenApiSpec } from "../core/spec.js";
import type { ExampleDatabase } from "../database/example-database.js";
import type { GenerationContext } from "../generation/context.js";
import type { RunHooks } from "../hooks/call-hooks.js";
import type { SerializerRegistry } from "../serialization/registry.js";
import type { GraphqlOperation } from "../specs/graphql/graphql-operation.js";
import type { GraphqlSpec } from "../specs/graphql/graphql-spec.js";
import type { Transport } from "../transport/transport.js";
import type { RunEnvironment } from "./environment.js";
import type { OperationResult } from "./operation-result.js";
import type { TimedOut } from "./phase-report.js";
import type { OperationScope } from "./scope.js";
import type { WarningName } from "./warnings.js";
import type { WireJudge } from "./wire-judge.js";

/** What every run takes, whatever the schema language; the platform (transport, sinks, signal) is injected. */
export interface CommonRunOptions {
  readonly settings: RunSettings;
  readonly sinks: readonly EventSink[];
  /** Headers every request carries (the default set and the user's). */
  readonly headers: Readonly<Record<string, string>>;
  /** Secret values to mask anywhere in output. */
  readonly secrets?: readonly string[];
  /** Which warnings to compute (all by default). */
  readonly warnings?: readonly WarningName[];
  /** Aborting it stops the run after the requests in flight; results so far are reported. */
  readonly signal?: AbortSignal;
  /** Where failing cases are stored and replayed first next time (`generation.database`); none when absent. */
  readonly database?: ExampleDatabase;
  /** Generator health checks not to run (`suppress-health-check`); all run by default. */
  readonly suppressHealthChecks?: readonly string[];
  /** Hooks and the auth provider applied to every case (see `hooks/`). */
  readonly hooks?: RunHooks;
  /**
   * `apitest fuzz`: after the examples and coverage phases, fuzzing and stateful sequences go
   * on in rounds until `maxTimeSeconds` (the whole run's time) or the signal stops them.
   */
  readonly continuous?: { readonly maxTimeSeconds?: number };
  /** Constants of the API's own code (grey-box search), read by positive generation; none when absent. */
  readonly codeValues?: CodeValues;
  /** A grey-box run's coverage source (`greybox/coverage-source.ts`): sees what each request reached. */
  readonly coverage?: RunCoverage;
}

/** Everything an OpenAPI run needs. */
export interface RunOptions extends CommonRunOptions {
  readonly spec: OpenApiSpec;
  readonly transport: Transport;
  readonly checks: readonly CheckDefinition[];
  readonly generation: GenerationContext;
  readonly serializers: SerializerRegistry;
  /** Per-operation settings from the configuration (CLI > file levels > defaults). */
  readonly operationSettings?: (operation: OperationDefinition, phase: Phase) => OperationRunSettings;
  /** Whether the configuration selects an operation (`[[operations]]` with `enabled = false` deselects). */
  readonly isSelected?: (operation: OperationDefinition) => boolean;
  /** Judges cases by their serialized form (drops negatives that are valid on the wire). */
  readonly judge?: WireJudge;
  /**
   * Runs one phase of one operation (examples, coverage, fuzzing); default `runOperationPhase`.
   * The CLI's `--threads` injects one that hands the work to worker threads.
   */
  readonly runOperation?: (env: RunEnvironment, scope: OperationScope, runSeed: number, judge: WireJudge) => Promise<OperationResult>;
}

/** Per-operation settings of a GraphQL run (from `[[operations]]` in apitest.toml), by phase. */
export type GraphqlOperationSettings = (operation: GraphqlOperation, phase: Phase) => OperationRunSettings;

/** Everything a GraphQL run needs; `settings.baseUrl` is the GraphQL endpoint. */
export interface GraphqlRunOptions extends CommonRunOptions {
  readonly spec: GraphqlSpec;
  /** How documents are sent: by default the spec's own (in-process apps), else HTTP (closed at the end). */
  readonly transport?: Transport;
  /** Arbitraries for custom scalars, by name (see `graphql.scalar()`). */
  readonly scalars?: ReadonlyMap<string, fc.Arbitrary<unknown>>;
  /** Which root fields to test (all by default). */
  readonly isSelected?: (operation: GraphqlOperation) => boolean;
  /** Per-operation settings (`[[operations]]`), by phase; the run's settings otherwise. */
  readonly operationSettings?: GraphqlOperationSettings;
  /** Custom checks (`check()`) run on every response after the GraphQL ones (the CLI passes the selected registered ones). */
  readonly checks?: readonly CheckDefinition[];
}

/** What the one run loop takes beside a spec adapter: the schema-neutral options, selection and settings over the adapter's operations. */
export interface AdaptedRunOptions extends CommonRunOptions {
  readonly transport: Transport;
  readonly isSelected?: (operation: OperationDefinition) => boolean;
  readonly operationSettings?: (operation: OperationDefinition, phase: Phase) => OperationRunSettings;
  readonly judge?: WireJudge;
}

/** The outcome of a run, as data. */
export interface RunSummary {
  readonly seed: number;
  readonly operations: number;
  readonly failedOperations: number;
  readonly erroredOperations: number;
  /** Distinct failures over all operations. */
  readonly failures: number;
  readonly errors: number;
  readonly cases: number;
  /** Responses received (0 means the server was never reached). */
  readonly responses: number;
  readonly durationSeconds: number;
  readonly interrupted: boolean;
  readonly stopReason?: string;
  /** Requests that got no answer within the request timeout (the first one named), when any did. */
  readonly timedOut?: TimedOut;
}
