import * as fc from "fast-check";
import type { Case } from "../api/case.js";
import type { APIOperation } from "../api/operation.js";
import { givenArbitrary } from "../api/given.js";
import { SerializationError } from "../core/errors.js";
import { CaseFailure } from "./case-failure.js";
import { openPropertyReplay } from "./example-replay.js";
import { resolveExampleSettings, type OperationRunSettings, type PropertyOptions } from "./example-settings.js";

/** What a test body receives for each generated case. */
export interface CaseTestArgs<Context = unknown> {
  /** The generated case: send it with `callAndValidate()`, or serialize it yourself with `prepare()`. */
  readonly case: Case;
  /** The operation the case belongs to (`validateResponse` lives here). */
  readonly operation: APIOperation;
  /** The test framework's context (for Vitest: the test context with the requested fixtures). */
  readonly context: Context;
  /** Values drawn from `schema.given(...)`'s arbitraries (an array, or an object for `given({ … })`); undefined without it. */
  readonly given: unknown;
}

/** A test body: runs once per generated case and throws (or rejects) to fail it. */
export type CaseTestBody<Context = unknown> = (args: CaseTestArgs<Context>) => void | Promise<void>;

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

/**
 * Runs the body on `numRuns` generated cases of one operation (fast-check, seeded, shrinking
 * on failure) and reports the outcome as data. Cases the body cannot serialize are skipped, as
 * the CLI does.
 */
export async function runOperation<Context>(
  operation: APIOperation,
  body: CaseTestBody<Context>,
  settings: OperationRunSettings,
  context: Context,
  testName?: string,
): Promise<OperationOutcome> {
  if (!settings.enabled) {
    return { operation: operation.label, status: "skipped", cases: 0, skipped: 0, reason: `${operation.label} is disabled by the configuration.` };
  }
  let cases = 0;
  let skipped = 0;
  const given = givenArbitrary(operation.schema) ?? fc.constant(undefined);
  const property = fc.asyncProperty(operation.asArbitrary({ mode: settings.mode }), given, async (apiCase, values) => {
    try {
      await body({ case: apiCase, operation, context, given: values });
      cases++;
    } catch (error) {
      if (!(error instanceof SerializationError)) {
        cases++;
        throw error;
      }
      skipped++;
    }
  });
  const replay = await openPropertyReplay(operation, settings.database);
  // A stored case is replayed with a fresh draw of the `given` values (none without schema.given).
  const examples = replay?.examples.map(([apiCase]): [Case, unknown] => [apiCase, fc.sample(given, { numRuns: 1, seed: settings.seed })[0]]);
  const details = await fc.check(property, { numRuns: settings.numRuns, seed: settings.seed, endOnFailure: !settings.shrink, ...(examples === undefined ? {} : { examples }) });
  await replay?.finish(details.failed ? details.counterexample?.[0] : undefined, details.errorInstance);
  if (details.failed && details.counterexample !== null) {
    const failure = new CaseFailure(details.counterexample[0], details.errorInstance, {
      operation: operation.label,
      seed: settings.runSeed,
      runs: details.numRuns,
      shrinks: details.numShrinks,
      ...(testName === undefined ? {} : { testName }),
    });
    return { operation: operation.label, status: "failed", cases, skipped, failure };
  }
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
