import * as fc from "fast-check";
import type { CaseData, CaseMeta, TargetedCase } from "../core/case.js";
import type { Response } from "../core/response.js";
import { caseStages } from "../hooks/case-stages.js";
import { positiveDataProblem } from "../generation/positive-data.js";
import { validateRequest } from "../validation/validate-request.js";
import type { RunEnvironment } from "./environment.js";
import { prepareCase, type PreparedCase } from "./execute-case.js";
import { hookedPlanned } from "./hook-steps.js";
import { outcomeKey } from "./outcome-key.js";
import type { OperationScope } from "./scope.js";
import { mutateCase, type CasePart } from "../generation/mutate-case.js";
import type { CaseSource } from "./case-source.js";
import type { OperationFeedback } from "./feedback-memory.js";

/** Cases drawn fresh before any mutation (fast-check's small and edge values come first). */
export const FRESH_FIRST = 10;
/** Mutations tried for one case before a fresh draw instead. */
export const MUTATION_TRIES = 4;

/**
 * Coverage guidance for positive fuzzing: a case whose response is a new outcome on
 * the operation (`outcomeKey`: a status, an error-message shape or a body shape not seen
 * before), or, in a grey-box run, whose request reached code no earlier one did, is interesting; after the first {@link FRESH_FIRST} draws, one case in three (two in
 * `apitest fuzz`, see `FeedbackMemory` in `feedback-memory.ts`) is a mutation of an interesting one (a number,
 * string or array changed, as targeted testing does), passed through the generation hooks
 * (filters, maps) and kept only when the mutated data and request are still valid against the
 * schema, for every media type, and obey the wire rules drawn cases obey, so positive cases
 * stay positive. Learns in the order responses are judged and draws at
 * fixed points of the loop, so a seed with the same responses gives the same requests; never
 * blocks drawing ahead.
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
  let drawn = 0;
  /**
   * The case serialized, when it is valid against the operation's schema (the loop sends this
   * very request): its data first, for every media type (`positiveDataProblem`), then the
   * request as read back.
   */
  const validated = (data: CaseData, only: CasePart | undefined): Extract<PreparedCase, { caseId: string }> | undefined => {
    const prepared = prepareCase(env, scope, data);
    if ("skipped" in prepared) return undefined;
    if (positiveDataProblem(prepared.data, scope.operation, env.spec.validator) !== undefined) return undefined;
    const options = only === undefined ? { basePath } : { basePath, only };
    return validateRequest(prepared.request, scope.operation, env.spec.validator, options).length === 0 ? prepared : undefined;
  };
  // Looked up once: with no filter/map/flatMap hook registered a mutation is kept as it is (the
  // seed is still drawn, so the cases a seed gives do not depend on whether hooks exist).
  const hooksToApply = env.hooks !== undefined && caseStages(env.hooks.set).length > 0;
  const applyHooks = (data: CaseData, meta: CaseMeta, seed: number): CaseData | undefined =>
    hooksToApply ? hookedPlanned(env, scope, [{ data, meta }], seed)[0]?.data : data;
  const mutated = (): { child: T; prepared: Extract<PreparedCase, { caseId: string }> } | undefined => {
    const { pool } = feedback;
    const parent = pool[random.nextInt(0, pool.length - 1)] as T;
    for (let tries = 0; tries < MUTATION_TRIES; tries++) {
      const result = mutateCase(parent.data, random);
      if (result === undefined) continue;
      // The generation hooks hold for mutated cases too: filters drop them, maps apply again.
      const hooked = env.hooks === undefined ? result.data : applyHooks(result.data, parent.meta, random.nextInt());
      // The parent was sent as a positive case, so only the changed part is read back, unless
      // generation hooks (which may change any part) ran on the mutation.
      const prepared = hooked === undefined ? undefined : validated(hooked, hooksToApply ? undefined : result.part);
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
      const fresh = feedback.record(outcomeKey(response));
      if (generated.meta.mode !== "positive") return;
      if (fresh) feedback.keep(generated);
      else feedback.keepIfReachedNew(generated, response);
    },
  };
}
