import { createHash } from "node:crypto";
import { printSchema, type GraphQLSchema } from "graphql";
import type { GraphqlOperation } from "../../specs/graphql/graphql-operation.js";
import type { Phase } from "../../core/phase.js";
import type { GraphqlRunEnvironment } from "./environment.js";
import { sendPlannedGraphql } from "./planned.js";
import type { OperationResult } from "../operation-result.js";
import { replayedEvent, replayEach, withStored, type Replay } from "../replay-stored.js";

/** GraphQL runs fix no parameters (`[parameters]` is OpenAPI's). */
const NO_PARAMETERS = { path: {}, query: {}, header: {}, cookie: {} } as const;

/**
 * The identity a GraphQL schema's stored documents are kept under: a digest of its SDL, so
 * the same schema finds its documents again whatever port or URL serves it.
 */
export function graphqlSchemaIdentity(schema: GraphQLSchema): string {
  return `GraphQL\u0000${createHash("sha256").update(printSchema(schema)).digest("hex").slice(0, 32)}`;
}

/**
 * Sends the root field's stored failing documents (from earlier runs) before the phase's own,
 * once per run, and says so with an `examples-replayed` event. Undefined when none are stored.
 */
export async function replayStoredGraphql(env: GraphqlRunEnvironment, operation: GraphqlOperation, phase: Phase): Promise<Replay | undefined> {
  const store = env.exampleStore;
  if (store === undefined) return undefined;
  const stored = await store.take(operation.label);
  if (stored.length === 0) return undefined;
  const replay = await replayEach(stored, env.stopped, (example) => sendPlannedGraphql(env, operation, [example]));
  await env.emit(replayedEvent(phase, operation.label, stored.length, replay));
  return { replayed: stored.length, result: replay.result, unchecked: replay.unchecked };
}

/** Stores the failing documents of this root field's phase and puts the replay's findings in front of its result. */
export function withStoredGraphql(env: GraphqlRunEnvironment, operation: GraphqlOperation, replay: Replay | undefined, phase: OperationResult): Promise<OperationResult> {
  return withStored(env, operation.label, NO_PARAMETERS, replay, phase);
}
