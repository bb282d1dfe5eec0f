import { forEachConcurrent } from "../limiter.js";
import { mergeResults, type OperationResult } from "../operation-result.js";
import { FUZZ_MUTATED_IN_THREE, RoundWeights } from "../round-weights.js";
import { operationSeed } from "../seed.js";
import type { GraphqlOperation } from "../../specs/graphql/graphql-operation.js";
import type { GraphqlRunEnvironment } from "./environment.js";


/** What the rounds of `apitest fuzz` need from a GraphQL run. */
export interface GraphqlRoundsContext {
  readonly env: GraphqlRunEnvironment;
  readonly operations: readonly GraphqlOperation[];
  readonly seed: number;
  /**
   * Fuzzes one root field with the round's environment, seed and budget (`budget` maps the
   * field's `max-examples` to the round's); undefined when the configuration disables the
   * field's fuzzing.
   */
  readonly fuzz: (env: GraphqlRunEnvironment, operation: GraphqlOperation, roundSeed: number, budget: (maxExamples: number) => number) => Promise<OperationResult | undefined>;
  /** Receives one field's result of a round; returns it without the failures reported before. */
  readonly onResult: (operation: GraphqlOperation, raw: OperationResult) => Promise<OperationResult>;
  readonly stopped: () => boolean;
}

/**
 * The rounds of `apitest fuzz` for a GraphQL API, as `fuzz-rounds.ts` runs them for OpenAPI:
 * the first round is `apitest run`'s fuzzing phase exactly (the run seed, `max-examples`, stop
 * at a field's first failure unless `continue-on-failure`, one mutation in three); later rounds
 * use a seed of their own, keep testing after failures, mutate interesting documents two times
 * in three, and give a field whose last round found a new outcome twice the documents, one
 * that found none half. Runs until stopped or a round sends nothing; returns each field's
 * results over all rounds, merged.
 */
export async function runGraphqlRounds(context: GraphqlRoundsContext): Promise<Map<GraphqlOperation, OperationResult>> {
  const { operations, stopped } = context;
  const weights = new RoundWeights<GraphqlOperation>();
  const parts = new Map<GraphqlOperation, OperationResult[]>();
  let env = context.env;
  for (let round = 1; !stopped(); round++) {
    if (round === 2) {
      env = { ...env, settings: { ...env.settings, continueOnFailure: true } };
      if (env.feedback !== undefined) env.feedback.mutatedInThree = FUZZ_MUTATED_IN_THREE;
    }
    const roundSeed = round === 1 ? context.seed : operationSeed(context.seed, `fuzz round ${round}`);
    for (const operation of operations) env.feedback?.of(operation.label).resetRound();
    let sent = 0;
    const roundEnv = env;
    await forEachConcurrent(
      operations,
      roundEnv.settings.workers,
      async (operation) => {
        const budget = (maxExamples: number): number => weights.budget(operation, round, maxExamples);
        const raw = await context.fuzz(roundEnv, operation, roundSeed, budget);
        if (raw === undefined) return;
        sent += raw.cases;
        const result = await context.onResult(operation, raw);
        const list = parts.get(operation) ?? [];
        // Bounded: a long run keeps one merged result per field, not one per round.
        parts.set(operation, list.length >= 8 ? [mergeResults([...list, result])] : [...list, result]);
      },
      stopped,
    );
    for (const operation of operations) {
      const fresh = env.feedback?.of(operation.label).fresh ?? 0;
      weights.update(operation, fresh);
    }
    // Nothing left to send (every field skipped or exhausted): more rounds would only spin.
    if (sent === 0) break;
  }
  const merged = new Map<GraphqlOperation, OperationResult>();
  for (const operation of operations) {
    const list = parts.get(operation);
    if (list !== undefined) merged.set(operation, mergeResults(list));
  }
  return merged;
}
