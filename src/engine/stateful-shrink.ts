import { failureIdentity, type Failure } from "../core/failure.js";
import type { OperationDefinition } from "../core/operation.js";
import { DEFAULT_SHRINK_BUDGET, type ShrinkBudget } from "./shrink.js";
import { planOf, replaySequence, type PlannedStep, type SequenceOutcome, type StepRunner } from "./stateful-sequence.js";

/** A sequence that ended with a failing step. */
export type FailedSequence = Extract<SequenceOutcome, { kind: "failed" }>;

/**
 * Shrinks a failing sequence to the shortest one found that still fails the same way (the same
 * check and key at the same operation): greedily drops one step at a time, with every later step
 * that depends on it through a link, replaying each candidate against the API. Bounded like
 * case shrinking: at most `budget.maxAttempts` candidate sequences or `budget.maxMillis`.
 */
export async function shrinkSequence(
  runner: StepRunner,
  failing: FailedSequence,
  failure: Failure,
  budget: ShrinkBudget = DEFAULT_SHRINK_BUDGET,
  shouldStop: () => boolean = () => false,
): Promise<FailedSequence> {
  const deadline = performance.now() + budget.maxMillis;
  const operation = failing.steps.at(-1)!.planned.operation;
  const identity = failureIdentity(failure);
  let best = failing;
  let attempts = 0;
  let improved = true;
  while (improved) {
    improved = false;
    const plan = planOf(best.steps);
    for (let index = plan.length - 2; index >= 0; index--) {
      if (attempts >= budget.maxAttempts || performance.now() > deadline || shouldStop()) return best;
      attempts++;
      const outcome = await replaySequence(runner, withoutStep(plan, index));
      if (outcome.kind === "failed" && showsFailure(outcome, operation, identity)) {
        best = outcome;
        improved = true;
        break;
      }
    }
  }
  return best;
}

function showsFailure(outcome: FailedSequence, operation: OperationDefinition, identity: string): boolean {
  const last = outcome.steps.at(-1);
  return last !== undefined && last.planned.operation === operation && last.failures.some((failure) => failureIdentity(failure) === identity);
}

/**
 * The plan without step `index` and every step that (transitively) takes linked values from it;
 * the remaining steps' links point at the same steps as before, renumbered.
 */
export function withoutStep(plan: readonly PlannedStep[], index: number): PlannedStep[] {
  const dropped = new Set([index]);
  plan.forEach((step, at) => {
    if (step.via !== undefined && dropped.has(step.via.source)) dropped.add(at);
  });
  const renumbered = new Map<number, number>();
  const kept: PlannedStep[] = [];
  plan.forEach((step, at) => {
    if (dropped.has(at)) return;
    renumbered.set(at, kept.length);
    kept.push(step.via === undefined ? step : { ...step, via: { link: step.via.link, source: renumbered.get(step.via.source)! } });
  });
  return kept;
}
