import type fc from "fast-check";
import { ApitestError, describeError } from "../../core/errors.js";
import type { OperationDefinition } from "../../core/operation.js";
import type { Phase } from "../../core/phase.js";
import { unknownScalarsWarning } from "../../generation/graphql/unknown-scalars.js";
import type { GraphqlOperation } from "../../specs/graphql/graphql-operation.js";
import { createHttpTransport } from "../../transport/http.js";
import type { Transport } from "../../transport/transport.js";
import { modesOf, runCasePhase } from "../operation-phase.js";
import type { AdaptedRunOptions, GraphqlRunOptions } from "../run-options.js";
import type { OperationScope } from "../scope.js";
import type { SpecAdapter } from "../spec-adapter.js";
import { graphqlDefinition } from "../../specs/graphql/operation-definition.js";
import type { GraphqlRunEnvironment } from "./environment.js";
import { graphqlCheckNames } from "../../checks/graphql/judge.js";
import { graphqlSchemaIdentity } from "../../specs/graphql/schema-identity.js";
import { graphqlDocuments, graphqlDriver, plannedSkipReason } from "./driver.js";
import { GRAPHQL_NO_LINKS_REASON, graphqlStateful } from "./stateful.js";

/** GraphQL runs fix no parameters (`[parameters]` is OpenAPI's). */
const NO_PARAMETERS = { path: {}, query: {}, header: {}, cookie: {} } as const;

/**
 * The GraphQL side of the engine's seam: each root field of `Query` and `Mutation` is one
 * operation (a POST of `{query, variables}` to the endpoint, labelled `Query.field`); documents
 * are generated, mutated and checked by GraphQL's own code, everything else is the one engine's.
 * Returns the adapter and the loop's options over its operations (selection and per-operation
 * settings see the root fields as the caller gave them).
 */
export function adaptGraphqlRun(options: GraphqlRunOptions): { adapter: SpecAdapter<GraphqlRunEnvironment>; options: AdaptedRunOptions } {
  const { spec, settings } = options;
  // A transport created here is closed here; a given one belongs to the caller.
  const given = options.transport ?? spec.transport;
  const owned = given === undefined ? createHttpTransport({}) : undefined;
  const transport = given ?? (owned as Transport);
  const endpointPath = new URL(settings.baseUrl).pathname;
  const fields = new Map<OperationDefinition, GraphqlOperation>(spec.operations.map((operation) => [graphqlDefinition(operation, endpointPath), operation]));
  const fieldOf = (operation: OperationDefinition): GraphqlOperation => fields.get(operation) ?? (operation as never);
  const scalars = options.scalars ?? new Map<string, fc.Arbitrary<unknown>>();
  const own = options.operationSettings;
  const checks = graphqlCheckNames(settings.selectedChecks);
  /** The run's environment with one root field's settings in one phase (`[[operations]]`; a round's budget). */
  const scoped = (env: GraphqlRunEnvironment, scope: OperationScope): GraphqlRunEnvironment => {
    if (own === undefined && scope.settings.generation === env.settings.generation) return env;
    const selected = own === undefined ? env.checks : graphqlCheckNames(env.settings.selectedChecks.filter((name) => scope.settings.checks[name]?.enabled !== false));
    const checkSettings = own === undefined ? env.settings.checks : { ...env.settings.checks, ...scope.settings.checks };
    return { ...env, settings: { ...env.settings, generation: scope.settings.generation, checks: checkSettings }, checks: selected };
  };
  const adapter: SpecAdapter<GraphqlRunEnvironment> = {
    title: spec.schema.description ?? "GraphQL API",
    specVersion: "GraphQL",
    operations: [...fields.keys()],
    identity: graphqlSchemaIdentity(spec.schema),
    environment: (shared) => ({ ...shared, spec, checks, customChecks: options.checks ?? [], scalars }),
    runOperation: (env, scope, runSeed) => {
      const own = scoped(env, scope);
      // GraphQL fixes no parameters (`[parameters]` is OpenAPI's): stored documents keep every part.
      return runCasePhase(own, { ...scope, settings: { ...scope.settings, parameters: NO_PARAMETERS } }, graphqlDriver(own, fieldOf(scope.operation)), runSeed);
    },
    planPhase: async (env, scope) => {
      try {
        const documents = graphqlDocuments(scoped(env, scope), fieldOf(scope.operation), scope.phase);
        if (documents.length > 0) return { kind: "cases", cases: documents.length };
        return { kind: "skipped", reason: plannedSkipReason(scope.phase, modesOf(scope.settings.generation.mode)) };
      } catch (error) {
        if (!(error instanceof ApitestError)) throw error;
        return { kind: "skipped", reason: `cannot generate test data: ${describeError(error)}` };
      }
    },
    stateful: graphqlStateful(fieldOf),
    statusReach: false,
    noLinksReason: GRAPHQL_NO_LINKS_REASON,
    startWarnings: (operations) => unknownScalarsWarning(operations.map(fieldOf), scalars),
    endWarnings: () => [],
    ...(owned === undefined ? {} : { close: () => owned.close() }),
  };
  const { isSelected, operationSettings: _settings, ...common } = options;
  return {
    adapter,
    options: {
      ...common,
      transport,
      ...(isSelected === undefined ? {} : { isSelected: (operation: OperationDefinition) => isSelected(fieldOf(operation)) }),
      ...(own === undefined ? {} : { operationSettings: (operation: OperationDefinition, phase: Phase) => own(fieldOf(operation), phase) }),
    },
  };
}
