import type fc from "fast-check";
import type { CheckDefinition } from "../../core/check.js";
import type { EngineEnvironment } from "../environment.js";
import type { GraphqlSpec } from "../../specs/graphql/graphql-spec.js";

/** Everything fixed for the length of one GraphQL run: the engine's environment, plus the schema and its checks. */
export interface GraphqlRunEnvironment extends EngineEnvironment {
  readonly spec: GraphqlSpec;
  /** GraphQL checks to run (from `graphqlCheckNames`). */
  readonly checks: readonly string[];
  /** Custom checks (`check()`) run on every response after the GraphQL ones. */
  readonly customChecks: readonly CheckDefinition[];
  readonly scalars: ReadonlyMap<string, fc.Arbitrary<unknown>>;
}
