import * as fc from "fast-check";
import type { CaseData, TargetedCase } from "../core/case.js";
import type { DataMode } from "../core/phase.js";
import { feedbackSource } from "./feedback-source.js";
import type { Response } from "../core/response.js";
import { resolveMetrics, type TargetMetric } from "../hooks/metric-registry.js";
import { hookedMutation } from "./hook-steps.js";
import { mutateCase, type Step } from "../generation/mutate-case.js";
import { positiveDataProblem } from "../generation/positive-data.js";
import { validateRequest } from "../validation/validate-request.js";
import type { RunEnvironment } from "./environment.js";
import { prepareCase } from "./execute-case.js";
import type { CaseSource } from "./case-source.js";
import type { OperationScope } from "./scope.js";

/** How many of the best-scoring cases are kept to mutate. */
const POOL_SIZE = 5;
/** Share of the budget generated freshly before mutation starts. */
const EXPLORATION = 0.4;
/** After exploration, one case in this many is still fresh. */
const FRESH_EVERY = 4;
/** Mutations tried for one case before falling back to a fresh one. */
const MUTATION_TRIES = 8;

/**
 * Plain generation: each case drawn from the arbitrary, as fast-check's runner does (early
 * draws biased towards small and edge values).
 */
export function plainSource<T extends TargetedCase>(arbitrary: fc.Arbitrary<T>, random: fc.Random, bias: (attempt: number) => number): CaseSource<T> {
  return { next: (attempt) => ({ value: arbitrary.generate(random, bias(attempt)), shrinkable: true }), observe: () => undefined, adaptive: false };
}

/**
 * Targeted generation (`generation.maximize`), a hill climb over the case data as fast-check
 * has no targeting of its own. The first part of the budget is drawn freshly; then most cases
 * are mutations of one of the {@link POOL_SIZE} best-scoring cases so far (a number doubled,
 * halved or nudged; a string or array lengthened; the largest of the metrics' sum wins), and
 * every {@link FRESH_EVERY}th is fresh again. Only positive cases are steered, and a mutation
 * is kept only when its data (for every media type, `positiveDataProblem`) and its serialized
 * request are valid against the operation's schema, so positive cases stay positive. Deterministic for a seed, apart from the measured metric.
 */
export function targetedSource<T extends TargetedCase>(
  env: RunEnvironment,
  scope: OperationScope,
  plain: CaseSource<T>,
  random: fc.Random,
  budget: number,
  metrics: readonly TargetMetric[],
): CaseSource<T> {
  const pool: { generated: T; score: number; step?: Step }[] = [];
  // How each mutated case came to be: the step taken and its parent's score, to repeat steps that paid off.
  const origins = new WeakMap<T, { step: Step; parentScore: number }>();
  const basePath = new URL(env.settings.baseUrl).pathname.replace(/\/$/, "");
  let drawn = 0;
  // A mutated case goes through the filter/map/flatMap hooks like a drawn one: a filter rejects it, a map reshapes it.
  const hooked = hookedMutation(env, scope, random);
  const valid = (data: CaseData): boolean => {
    const prepared = prepareCase(env, scope, data);
    if ("skipped" in prepared || positiveDataProblem(prepared.data, scope.operation, env.spec.validator) !== undefined) return false;
    return validateRequest(prepared.request, scope.operation, env.spec.validator, { basePath }).length === 0;
  };
  const mutated = (): T | undefined => {
    // The best case half of the time, else any of the pool: climb, but not only one hill.
    const parent = (random.nextInt(0, 1) === 0 ? pool[0] : pool[random.nextInt(0, pool.length - 1)]) as (typeof pool)[number];
    for (let tries = 0; tries < MUTATION_TRIES; tries++) {
      // A step that improved the score is worth taking again, half of the time.
      const repeat = tries === 0 && parent.step !== undefined && random.nextInt(0, 1) === 0 ? parent.step : undefined;
      const result = mutateCase(parent.generated.data, random, repeat);
      const data = result === undefined ? undefined : hooked(result.data);
      if (result === undefined || data === undefined || !valid(data)) continue;
      const child = { ...parent.generated, data };
      origins.set(child, { step: result.step, parentScore: parent.score });
      return child;
    }
    return undefined;
  };
  return {
    adaptive: true,
    next(attempt) {
      drawn++;
      const exploring = drawn <= Math.ceil(budget * EXPLORATION) || pool.length === 0 || drawn % FRESH_EVERY === 0;
      const child = exploring ? undefined : mutated();
      return child === undefined ? plain.next(attempt) : { value: new fc.Value(child, undefined), shrinkable: false };
    },
    observe(generated, response, sent = generated.data) {
      if (generated.meta.mode !== "positive") return;
      const score = metrics.reduce((sum, metric) => sum + metric(sent, response, scope.operation.label), 0);
      if (!Number.isFinite(score)) return;
      if (pool.length >= POOL_SIZE && score <= (pool[pool.length - 1] as { score: number }).score) return;
      const origin = origins.get(generated);
      const step = origin !== undefined && score > origin.parentScore ? origin.step : undefined;
      pool.push({ generated, score, ...(step === undefined ? {} : { step }) });
      pool.sort((a, b) => b.score - a.score);
      pool.length = Math.min(pool.length, POOL_SIZE);
    },
  };
}

/**
 * The case source of one fuzzing mode: targeted when the operation's `generation.maximize`
 * names metrics (`response_time` or custom ones registered with `metric()`); else guided by
 * new outcomes (`feedback-source.ts`) when the run keeps feedback; plain otherwise.
 * Negative modes only record outcomes: their cases are never mutated.
 */
export function caseSource<T extends TargetedCase>(
  env: RunEnvironment,
  scope: OperationScope,
  arbitrary: fc.Arbitrary<T>,
  random: fc.Random,
  bias: (attempt: number) => number,
  mode: DataMode = "positive",
): CaseSource<T> {
  const plain = plainSource(arbitrary, random, bias);
  // Names were checked when the run started (CLI: after the hooks module registered its metrics).
  const metrics = resolveMetrics(scope.settings.generation.maximize ?? []);
  if (metrics.length > 0) return targetedSource(env, scope, plain, random, scope.settings.generation.maxExamples, metrics);
  const memory = env.feedback;
  if (memory === undefined) return plain;
  return feedbackSource(env, scope, plain, random, memory.of(scope.operation.label), mode === "positive" ? memory.mutatedInThree : 0);
}
