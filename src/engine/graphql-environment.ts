import type fc from "fast-check";
import type { EngineEvent } from "../core/events.js";
import type { RunSettings } from "../core/settings.js";
import type { GraphqlSpec } from "../specs/graphql/graphql-spec.js";
import type { Transport } from "../transport/transport.js";

/** Everything fixed for the length of one GraphQL run (the GraphQL twin of `RunEnvironment`). */
export interface GraphqlRunEnvironment {
  readonly spec: GraphqlSpec;
  /** `baseUrl` is the GraphQL endpoint every document is POSTed to. */
  readonly settings: RunSettings;
  readonly transport: Transport;
  /** GraphQL checks to run (from `graphqlCheckNames`). */
  readonly checks: readonly string[];
  readonly scalars: ReadonlyMap<string, fc.Arbitrary<unknown>>;
  /** Headers every request carries: the default set, then the user's. */
  readonly headers: Readonly<Record<string, string>>;
  readonly secrets: readonly string[];
  readonly emit: (event: EngineEvent) => Promise<void> | void;
  readonly stopped: () => boolean;
  readonly signal?: AbortSignal;
}
