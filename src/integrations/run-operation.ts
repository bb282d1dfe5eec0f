import * as fc from "fast-check";
import type { Case } from "../api/case.js";
import type { APIOperation } from "../api/operation.js";
import { givenArbitrary } from "../api/given.js";
import { SerializationError } from "../core/errors.js";
import { CaseFailure } from "./case-failure.js";
import { openPropertyReplay } from "./example-replay.js";
import { loadHooks } from "../config/load-hooks.js";
import { resolveExampleSettings, type OperationRunSettings } from "./example-settings.js";
import type { PropertyOptions } from "../api/property-options.js";
import type { CaseTestBody } from "../api/case-test-body.js";
import { isNegativeExhausted } from "../api/mode-arbitrary.js";
import { ModeBudget } from "../engine/mode-budget.js";
import { operationSeed } from "../engine/seed.js";

/** How one operation's property ended. */
export interface OperationOutcome {
  /** `METHOD /path`. */
  readonly operation: string;
  readonly status: "passed" | "failed" | "skipped";
  /** Cases the body ran on, skipped ones excluded (shrinking runs included when it failed). */
  readonly cases: number;
  /** Cases skipped because their media type cannot be serialized. */
  readonly skipped: number;
  /** Set when `status` is `failed`. */
  readonly failure?: CaseFailure;
  /** Why the operation was skipped, when it was. */
  readonly reason?: string;
}

/** Runs the body on one case: true when it ran, false when the case could not be serialized (skipped, as in the CLI). */
async function runBody<Context>(body: CaseTestBody<Context>, apiCase: Case, operation: APIOperation, context: Context, given: unknown): Promise<boolean> {
  try {
    await body({ case: apiCase, operation, context, given });
    return true;
  } catch (error) {
    if (error instanceof SerializationError) return false;
    throw error;
  }
}

/**
 * Runs an operation's test the way the CLI runs its phases: the stored failing cases of the
 * example database first, then the examples and coverage phases' planned cases (each once, in
 * order; the first failing one fails the test, unshrunk:
 * planned cases are minimal by construction), then fuzzing (`numRuns`
 * generated cases the data modes share, positive first; seeded, shrinking on failure). Reports the outcome as data. Cases the body
 * cannot serialize are skipped, as the CLI does.
 */
export async function runOperation<Context>(
  given: APIOperation,
  body: CaseTestBody<Context>,
  settings: OperationRunSettings,
  context: Context,
  testName?: string,
): Promise<OperationOutcome> {
  const operation = settings.operation ?? given;
  // The configuration's hooks module registers hooks and checks before any case is made (ESM imports it once).
  if (settings.hooks !== undefined) await loadHooks(settings.hooks.specifier, settings.hooks.base);
  if (!settings.enabled) {
    return { operation: operation.label, status: "skipped", cases: 0, skipped: 0, reason: `${operation.label} is disabled by the configuration.` };
  }
  let cases = 0;
  let skipped = 0;
  const givenValues = givenArbitrary(operation.schema) ?? fc.constant(undefined);
  const draw = (): unknown => fc.sample(givenValues, { numRuns: 1, seed: settings.seed + cases })[0];
  const failed = (apiCase: Case, error: unknown, runs: number, shrinks: number): OperationOutcome => {
    const failure = new CaseFailure(apiCase, error, {
      operation: operation.label,
      seed: settings.runSeed,
      runs,
      shrinks,
      phase: apiCase.meta.phase,
      ...(apiCase.meta.mode === "negative" ? { negative: apiCase.meta.description ?? "invalid data" } : {}),
      ...(testName === undefined ? {} : { testName }),
    });
    return { operation: operation.label, status: "failed", cases, skipped, failure };
  };
  const replay = await openPropertyReplay(operation, settings.database);
  // Replay first, as the CLI does: the stored failing cases run before any phase's own.
  for (const [index, [apiCase]] of (replay?.examples ?? []).entries()) {
    try {
      if (await runBody(body, apiCase, operation, context, draw())) cases++;
      else skipped++;
    } catch (error) {
      cases++;
      await replay?.finish(apiCase, error);
      return failed(apiCase, error, index + 1, 0);
    }
  }
  for (const phase of settings.phases) {
    if (phase === "fuzzing") continue;
    const planned = await operation.plannedCases(phase, { ...settings, seed: operationSeed(settings.runSeed, `hooks ${operation.label}`) });
    for (const [index, apiCase] of planned.entries()) {
      try {
        if (await runBody(body, apiCase, operation, context, draw())) cases++;
        else skipped++;
      } catch (error) {
        cases++;
        await replay?.finish(apiCase, error);
        return failed(apiCase, error, index + 1, 0);
      }
    }
  }
  if (settings.phases.includes("fuzzing")) {
    // As in the CLI, the modes share numRuns, positive first (engine/mode-budget.ts).
    const modes = (settings.mode === "all" ? (["positive", "negative"] as const) : [settings.mode]).flatMap((mode) => {
      const arbitrary = operation.modeArbitrary(mode);
      return arbitrary === undefined ? [] : [{ mode, arbitrary }];
    });
    const budget = new ModeBudget(settings.numRuns, modes.length);
    for (const { mode, arbitrary } of modes) {
      const numRuns = budget.next();
      if (numRuns === 0) continue;
      const property = fc.asyncProperty(arbitrary, givenValues, async (apiCase, values) => {
        try {
          if (await runBody(body, apiCase, operation, context, values)) cases++;
          else skipped++;
        } catch (error) {
          cases++;
          throw error;
        }
      });
      const seed = mode === "positive" ? settings.seed : operationSeed(settings.runSeed, `negative ${operation.label}`);
      let details: fc.RunDetails<[Case, unknown]>;
      try {
        details = await fc.check(property, { numRuns, seed, endOnFailure: !settings.shrink });
      } catch (error) {
        // As in the CLI: when no mutation is invalid on the wire any more, negative fuzzing stops quietly.
        if (isNegativeExhausted(error)) continue;
        throw error;
      }
      if (details.failed && details.counterexample !== null) {
        await replay?.finish(details.counterexample[0], details.errorInstance);
        return failed(details.counterexample[0], details.errorInstance, details.numRuns, details.numShrinks);
      }
      if (details.failed && !isNegativeExhausted(details.errorInstance)) throw details.errorInstance;
      budget.spent(details.numRuns);
    }
  }
  await replay?.finish(undefined);
  if (cases === 0 && skipped > 0) {
    return { operation: operation.label, status: "skipped", cases, skipped, reason: `every case of ${operation.label} was skipped: its media type cannot be serialized.` };
  }
  return { operation: operation.label, status: "passed", cases, skipped };
}

/**
 * Runs the body on generated cases of one operation and throws the shrunk failure.
 * Framework-neutral: call it inside any test.
 *
 * @throws CaseFailure naming the operation, with the shrunk case's curl command and the seed.
 * @example
 * test("creating items", async () => {
 *   await testOperation(schema.get("/items", "POST"), async ({ case: apiCase }) => {
 *     await apiCase.callAndValidate();
 *   }, { maxExamples: 50 });
 * });
 */
export async function testOperation(operation: APIOperation, body: CaseTestBody<undefined>, options: PropertyOptions = {}): Promise<OperationOutcome> {
  const settings = resolveExampleSettings(operation.schema, options).forOperation(operation);
  const outcome = await runOperation(operation, body, settings, undefined);
  if (outcome.failure !== undefined) throw outcome.failure;
  return outcome;
}
