import { isDeepStrictEqual } from "node:util";
import type * as fc from "fast-check";
import type { CaseData } from "../../core/case.js";
import { failureIdentity, type Failure } from "../../core/failure.js";
import type { OperationDefinition } from "../../core/operation.js";
import { pullBeforeDeadline, type ShrinkDeadline } from "../../generation/shrink-deadline.js";
import { unlinkedParts } from "../../stateful/unlinked-parts.js";
import { DEFAULT_SHRINK_BUDGET, type ShrinkBudget } from "../shrink.js";
import { planOf, replaySequence, type ApplyValues, type PlannedStep, type SequenceOutcome, type StepRunner } from "./sequence.js";

/** A sequence that ended with a failing step. */
export type FailedSequence = Extract<SequenceOutcome, { kind: "failed" }>;

/**
 * Shrinks a failing sequence to the shortest one found that still fails the same way (the same
 * check and key at the same operation): greedily drops one step at a time, with every later step
 * that depends on it through a link, then makes each step's generated data smaller (fast-check's
 * shrink trees, from `arbitraryOf`; for a link's target, only the parts the link does not set),
 * replaying each candidate against the API. Bounded like case shrinking: at most
 * `budget.maxAttempts` candidate sequences or `budget.maxMillis` (which also cuts short the
 * computing of one candidate).
 */
export async function shrinkSequence(
  runner: StepRunner,
  failing: FailedSequence,
  failure: Failure,
  budget: ShrinkBudget = DEFAULT_SHRINK_BUDGET,
  shouldStop: () => boolean = () => false,
  arbitraryOf: (operation: OperationDefinition) => fc.Arbitrary<CaseData> | undefined = () => undefined,
  /** How the model puts a link's values into a case (`StateMachineModel.applyValues`). */
  applyValues?: ApplyValues,
): Promise<FailedSequence> {
  const now = budget.now ?? (() => performance.now());
  const deadline: ShrinkDeadline = { at: now() + budget.maxMillis, now };
  const operation = failing.steps.at(-1)!.planned.operation;
  const identity = failureIdentity(failure);
  let best = failing;
  let attempts = 0;
  /** Replays a candidate; true (and it becomes the best) when it still fails the same way. */
  const tryPlan = async (plan: readonly PlannedStep[]): Promise<boolean> => {
    attempts++;
    const outcome = await replaySequence(runner, plan, applyValues);
    if (outcome.kind !== "failed" || !showsFailure(outcome, operation, identity)) return false;
    best = outcome;
    return true;
  };
  const exhausted = (): boolean => attempts >= budget.maxAttempts || now() > deadline.at || shouldStop();
  let improved = true;
  while (improved) {
    improved = false;
    const plan = planOf(best.steps);
    for (let index = plan.length - 2; index >= 0 && !improved; index--) {
      if (exhausted()) return best;
      const candidate = withoutStep(plan, index);
      // Dropping a step the failing one depends on drops the failing one too: nothing to replay.
      if (candidate.at(-1)?.data !== plan.at(-1)?.data) continue;
      improved = await tryPlan(candidate);
    }
  }
  for (let index = 0; index < best.steps.length; index++) {
    let smaller = true;
    while (smaller) {
      smaller = false;
      const plan = planOf(best.steps);
      const step = plan[index];
      const arbitrary = step === undefined ? undefined : arbitraryOf(step.operation);
      if (step?.generated === undefined || arbitrary === undefined) break;
      // A linked step shrinks only what its link does not replace (a path id comes from a
      // response): a candidate that changes nothing else sends the same request, so it is not replayed.
      const link = step.via?.link;
      const kept = link === undefined ? undefined : unlinkedParts(step.data, link);
      const candidates = arbitrary.shrink(step.generated.value_, step.generated.context)[Symbol.iterator]();
      for (;;) {
        if (exhausted()) return best;
        // Computing one candidate of a big value can take long: the deadline bounds that too.
        const candidate = pullBeforeDeadline(candidates, deadline);
        if (candidate === "deadline") return best;
        if (candidate === "done") break;
        const data = candidate.value;
        if (link !== undefined && isDeepStrictEqual(unlinkedParts(data, link), kept)) continue;
        smaller = await tryPlan(plan.map((each, at) => (at === index ? { ...each, data, generated: candidate } : each)));
        if (smaller) break;
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
