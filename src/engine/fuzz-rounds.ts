import type { Failure } from "../core/failure.js";
import type { OperationDefinition } from "../core/operation.js";
import type { Phase } from "../core/phase.js";
import type { EngineEnvironment } from "./environment.js";
import { mergeResults, type OperationResult } from "./operation-result.js";
import { scopeFor, type OperationScope } from "./scope.js";
import { operationSeed } from "./seed.js";
import type { StatefulLimits } from "./stateful/phase.js";
import { forEachConcurrent } from "./limiter.js";
import { FUZZ_MUTATED_IN_THREE, RoundWeights } from "./round-weights.js";
import type { WireJudge } from "./wire-judge.js";


/** What the rounds of `apitest fuzz` need from the run (any spec adapter's environment). */
export interface RoundsContext<E extends EngineEnvironment> {
  readonly env: E;
  readonly operations: readonly OperationDefinition[];
  readonly seed: number;
  readonly judge: WireJudge;
  readonly runOperation: (env: E, scope: OperationScope, runSeed: number, judge: WireJudge) => Promise<OperationResult>;
  /** Whether each round fuzzes every operation. */
  readonly fuzzing: boolean;
  /**
   * Runs the stateful sequences of a round, when there are links: planned anew each round, so
   * its positive data draws from the values the rounds before it found.
   */
  readonly stateful: ((env: E, roundSeed: number, limits: StatefulLimits) => Promise<Map<OperationDefinition, OperationResult>>) | undefined;
  readonly failuresLeft: () => number | undefined;
  readonly reportedBefore: (operation: OperationDefinition, failure: Failure) => boolean;
  /** Called with each part of a round's results, so their values feed the next part. */
  readonly afterRound: (results: ReadonlyMap<OperationDefinition, OperationResult>) => void;
  /** Receives one operation's result of a round; returns it without the failures reported before. */
  readonly onResult: (phase: Phase, operation: OperationDefinition, raw: OperationResult) => Promise<OperationResult>;
  readonly stopped: () => boolean;
}

/** Each operation's results over all rounds, merged, by phase. */
export interface RoundsResults {
  readonly fuzzing: Map<OperationDefinition, OperationResult>;
  readonly stateful: Map<OperationDefinition, OperationResult>;
}

/**
 * Runs rounds until stopped (the time is up, Ctrl-C, `max-failures`) or a round sends nothing.
 * The first round is `apitest run`'s fuzzing and stateful phases exactly (the run seed, each
 * operation's `max-examples`, the run's own `continue-on-failure` (on unless `--fail-fast` or
 * a `max-failures` bound), one mutation in three), so a fuzz run finds at least what `apitest
 * run` finds with the same seed when its time allows. Later rounds fuzz every operation with a
 * seed of their own (the run seed and the round number), keep testing after failures and
 * mutate interesting cases two times in three, then run stateful sequences. The time goes where
 * new outcomes still appear: an operation whose last round found a new outcome
 * (feedback-source.ts) gets twice the cases next round, one that found none half, within
 * 0.25–4 times `max-examples` ({@link RoundWeights}). Everything is decided from the
 * round's results in schema order, so the same seed and responses give the same requests.
 */
export async function runRounds<E extends EngineEnvironment>(context: RoundsContext<E>): Promise<RoundsResults> {
  const { operations, judge, stopped } = context;
  const weights = new RoundWeights<OperationDefinition>();
  const parts = { fuzzing: new Map<OperationDefinition, OperationResult[]>(), stateful: new Map<OperationDefinition, OperationResult[]>() };
  const keep = (phase: "fuzzing" | "stateful", operation: OperationDefinition, result: OperationResult): void => {
    const list = parts[phase].get(operation) ?? [];
    // Bounded: a long run keeps one merged result per operation, not one per round.
    parts[phase].set(operation, list.length >= 8 ? [mergeResults([...list, result])] : [...list, result]);
  };
  let env = context.env;
  for (let round = 1; !stopped(); round++) {
    if (round === 2) {
      // After the pass `apitest run` would make: keep going after failures, mutate more.
      env = { ...env, settings: { ...env.settings, continueOnFailure: true, failFast: false } };
      if (env.feedback !== undefined) env.feedback.mutatedInThree = FUZZ_MUTATED_IN_THREE;
    }
    const roundSeed = round === 1 ? context.seed : operationSeed(context.seed, `fuzz round ${round}`);
    let sent = 0;
    if (context.fuzzing) {
      const results = new Map<OperationDefinition, OperationResult>();
      for (const operation of operations) env.feedback?.of(operation.label).resetRound();
      const roundEnv = env;
      await forEachConcurrent(
        operations,
        roundEnv.settings.workers,
        async (operation) => {
          const base = scopeFor(roundEnv, operation, "fuzzing");
          if (!base.settings.enabled) return;
          const maxExamples = weights.budget(operation, round, base.settings.generation.maxExamples);
          const scope: OperationScope = { ...base, settings: { ...base.settings, generation: { ...base.settings.generation, maxExamples } } };
          const raw = await context.runOperation(roundEnv, scope, roundSeed, judge);
          results.set(operation, raw);
          sent += raw.cases;
          keep("fuzzing", operation, await context.onResult("fuzzing", operation, raw));
        },
        stopped,
      );
      for (const operation of operations) {
        const fresh = env.feedback?.of(operation.label).fresh ?? 0;
        weights.update(operation, fresh);
      }
      context.afterRound(results);
    }
    if (context.stateful !== undefined && !stopped()) {
      const sequences = await context.stateful(env, roundSeed, {
        failuresLeft: context.failuresLeft(),
        reportedBefore: context.reportedBefore,
        quiet: round > 1,
      });
      for (const operation of operations) {
        const raw = sequences.get(operation);
        if (raw === undefined) continue;
        sent += raw.cases;
        keep("stateful", operation, await context.onResult("stateful", operation, raw));
      }
      context.afterRound(sequences);
    }
    // Nothing left to send (every operation skipped or exhausted): more rounds would only spin.
    if (sent === 0) break;
  }
  const merged = (phase: "fuzzing" | "stateful"): Map<OperationDefinition, OperationResult> => {
    const out = new Map<OperationDefinition, OperationResult>();
    for (const operation of operations) {
      const list = parts[phase].get(operation);
      if (list !== undefined) out.set(operation, mergeResults(list));
    }
    return out;
  };
  return { fuzzing: merged("fuzzing"), stateful: merged("stateful") };
}
