import type fc from "fast-check";
import type { CheckDefinition } from "../../core/check.js";
import type { ExampleStore } from "../../database/example-store.js";
import type { HealthLog } from "../../health/health-log.js";
import type { KnownFailures } from "../known-failures.js";
import type { RunHooks } from "../../hooks/call-hooks.js";
import type { EngineEvent, FailureReport } from "../../core/events.js";
import type { FeedbackMemory } from "../feedback-source.js";
import type { RunSettings } from "../../core/settings.js";
import type { GraphqlSpec } from "../../specs/graphql/graphql-spec.js";
import type { Transport } from "../../transport/transport.js";

/** Everything fixed for the length of one GraphQL run (the GraphQL twin of `RunEnvironment`). */
export interface GraphqlRunEnvironment {
  readonly spec: GraphqlSpec;
  /** `baseUrl` is the GraphQL endpoint every document is POSTed to. */
  readonly settings: RunSettings;
  readonly transport: Transport;
  /** GraphQL checks to run (from `graphqlCheckNames`). */
  readonly checks: readonly string[];
  /** Custom checks (`check()`) run on every response after the GraphQL ones. */
  readonly customChecks: readonly CheckDefinition[];
  readonly scalars: ReadonlyMap<string, fc.Arbitrary<unknown>>;
  /** Headers every request carries: the default set, then the user's. */
  readonly headers: Readonly<Record<string, string>>;
  readonly secrets: readonly string[];
  readonly emit: (event: EngineEvent) => Promise<void> | void;
  readonly stopped: () => boolean;
  readonly signal?: AbortSignal;
  /** Hooks and the auth provider (`hook()`, `auth()`), when any are registered. */
  readonly hooks?: RunHooks;
  /** The example database of this run: failing documents replayed first and stored (`generation.database`). */
  readonly exampleStore?: ExampleStore;
  /** The failures each operation already showed in this run: they never stop a later search. */
  readonly knownFailures?: KnownFailures;
  /** Collects the generator's failed health checks (fuzzing phase). */
  readonly health?: HealthLog;
  /** Outcomes seen per root field, for coverage-guided fuzzing; plain generation when absent. */
  readonly feedback?: FeedbackMemory;
  /** `apitest fuzz`: told of each failure new to a field's search as soon as it is found. */
  readonly onFailureFound?: (operation: string, report: FailureReport) => Promise<void> | void;
}
