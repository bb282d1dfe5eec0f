import * as fc from "fast-check";
import type { CaseData, CaseMeta, TargetedCase } from "../core/case.js";
import type { Response } from "../core/response.js";
import { caseStages } from "../hooks/case-stages.js";
import { positiveDataProblem } from "../generation/positive-data.js";
import { validateRequest } from "../validation/validate-request.js";
import type { RunEnvironment } from "./environment.js";
import { prepareCase } from "./execute-case.js";
import type { PreparedCase } from "./prepared-case.js";
import { hookedPlanned } from "./hook-steps.js";
import { outcomeKey } from "./outcome-key.js";
import type { OperationScope } from "./scope.js";
import { mutateCase, type CasePart } from "../generation/mutate-case.js";
import type { CaseSource } from "./case-source.js";
import type { FeedbackMemory, OperationFeedback } from "./feedback-memory.js";

/** Cases drawn fresh before any mutation (fast-check's small and edge values come first). */
export const FRESH_FIRST = 10;
/** Mutations tried for one case before a fresh draw instead. */
export const MUTATION_TRIES = 4;

/**
 * How coverage guidance changes a kept case of one operation (the schema language's part of
 * {@link guidedSource}).
 */
export interface CaseMutator {
  /** One change of a kept case's data (`part`: the only request part it touched), or undefined when none applies. */
  mutate(data: CaseData, random: fc.Random): { readonly data: CaseData; readonly part?: CasePart } | undefined;
  /** The generation hooks on a mutated case (seeded): undefined when a filter drops it. Absent when the run has no hooks (then no seed is drawn). */
  readonly hooked?: (data: CaseData, meta: CaseMeta, seed: number) => CaseData | undefined;
  /** The mutated case serialized, when it may still be sent as positive (`part`: only that part changed); undefined otherwise. */
  validated(data: CaseData, part: CasePart | undefined): Extract<PreparedCase, { caseId: string }> | undefined;
  /** What kind of answer a response is (`outcomeKey`): a new one makes its case interesting. */
  outcomeKey(response: Response): string;
}

/**
 * Coverage guidance for positive fuzzing (OpenAPI's mutations and checks, see
 * {@link guidedSource}): a mutation is kept only when the mutated data and request are still
 * valid against the schema, for every media type, and obey the wire rules drawn cases obey,
 * so positive cases stay positive.
 */
export function feedbackSource<T extends TargetedCase>(
  env: RunEnvironment,
  scope: OperationScope,
  plain: CaseSource<T>,
  random: fc.Random,
  feedback: OperationFeedback,
  mutatedInThree: 0 | 1 | 2,
): CaseSource<T> {
  const basePath = new URL(env.settings.baseUrl).pathname.replace(/\/$/, "");
  // Looked up once: with no filter/map/flatMap hook registered a mutation is kept as it is (the
  // seed is still drawn, so the cases a seed gives do not depend on whether hooks exist).
  const hooksToApply = env.hooks !== undefined && caseStages(env.hooks.set).length > 0;
  const mutator: CaseMutator = {
    mutate: (data, random) => mutateCase(data, random),
    ...(env.hooks === undefined ? {} : { hooked: (data, meta, seed) => (hooksToApply ? hookedPlanned(env, scope, [{ data, meta }], seed)[0]?.data : data) }),
    /**
     * The case serialized, when it is valid against the operation's schema (the loop sends this
     * very request): its data first, for every media type (`positiveDataProblem`), then the
     * request as read back. The parent was sent as a positive case, so only the changed part is
     * read back, unless generation hooks (which may change any part) ran on the mutation.
     */
    validated(data, part) {
      const prepared = prepareCase(env, scope, data);
      if ("skipped" in prepared) return undefined;
      if (positiveDataProblem(prepared.data, scope.operation, env.spec.validator) !== undefined) return undefined;
      const only = hooksToApply ? undefined : part;
      const options = only === undefined ? { basePath } : { basePath, only };
      return validateRequest(prepared.request, scope.operation, env.spec.validator, options).length === 0 ? prepared : undefined;
    },
    outcomeKey,
  };
  return guidedSource(plain, random, feedback, mutatedInThree, mutator);
}

/**
 * Coverage guidance for positive fuzzing, for any schema language (`mutator`): a case whose
 * response is a new outcome on the operation (a status, an error-message shape or a body shape
 * not seen before), or, in a grey-box run, whose request reached code no earlier one did, is
 * interesting; after the first {@link FRESH_FIRST} draws, one case in three (two in `apitest
 * fuzz`, see {@link FeedbackMemory}) is a mutation of an interesting one, passed through the
 * generation hooks (filters, maps) and kept only when the mutator says it may still be sent as
 * positive. Learns in the order responses are judged and draws at fixed points of the loop, so
 * a seed with the same responses gives the same requests; never blocks drawing ahead.
 */
export function guidedSource<T extends TargetedCase>(plain: CaseSource<T>, random: fc.Random, feedback: OperationFeedback, mutatedInThree: 0 | 1 | 2, mutator: CaseMutator): CaseSource<T> {
  let drawn = 0;
  const mutated = (): { child: T; prepared: Extract<PreparedCase, { caseId: string }> } | undefined => {
    const { pool } = feedback;
    const parent = pool[random.nextInt(0, pool.length - 1)] as T;
    for (let tries = 0; tries < MUTATION_TRIES; tries++) {
      const result = mutator.mutate(parent.data, random);
      if (result === undefined) continue;
      // The generation hooks hold for mutated cases too: filters drop them, maps apply again.
      const hooked = mutator.hooked === undefined ? result.data : mutator.hooked(result.data, parent.meta, random.nextInt());
      const prepared = hooked === undefined ? undefined : mutator.validated(hooked, result.part);
      if (hooked !== undefined && prepared !== undefined) return { child: { ...parent, data: hooked }, prepared };
    }
    return undefined;
  };
  return {
    adaptive: false,
    next(attempt) {
      drawn++;
      const mutate = mutatedInThree > 0 && drawn > FRESH_FIRST && feedback.pool.length > 0 && random.nextInt(0, 2) < mutatedInThree;
      const made = mutate ? mutated() : undefined;
      return made === undefined ? plain.next(attempt) : { value: new fc.Value(made.child, undefined), shrinkable: false, prepared: made.prepared };
    },
    observe(generated: T, response: Response) {
      const fresh = feedback.record(mutator.outcomeKey(response));
      if (generated.meta.mode !== "positive") return;
      if (fresh) feedback.keep(generated);
      else feedback.keepIfReachedNew(generated, response);
    },
  };
}
