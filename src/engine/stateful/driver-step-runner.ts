import type { CaseMeta } from "../../core/case.js";
import type { SequenceContext } from "../../core/check.js";
import type { OperationDefinition } from "../../core/operation.js";
import type { CaseDriver } from "../case-driver.js";
import type { StepRunner } from "./sequence.js";

/** What a stateful step is, in reports: its place in the sequence and where its linked values came from. */
export function stepMeta(sequence: SequenceContext): CaseMeta {
  const from = sequence.linkedFrom === undefined ? undefined : sequence.steps[sequence.linkedFrom];
  const linked = from === undefined ? "" : `, values from step ${sequence.linkedFrom! + 1} (${from.operation.label}, ${from.response.statusCode})`;
  return { phase: "stateful", mode: "positive", description: `stateful sequence step ${sequence.steps.length + 1}${linked}` };
}

/**
 * Sends a sequence's steps through each operation's case driver (`driverOf`), as every other
 * phase sends its cases, for any schema language: serialized, sent with the call hooks, judged
 * with the stateful checks too (they read the calls before the step). Responses are counted
 * when the phase takes a sequence's outcome.
 */
export class DriverStepRunner implements StepRunner {
  readonly #driverOf: (operation: OperationDefinition) => CaseDriver;

  constructor(driverOf: (operation: OperationDefinition) => CaseDriver) {
    this.#driverOf = driverOf;
  }

  async send(...[operation, data, sequence]: Parameters<StepRunner["send"]>): ReturnType<StepRunner["send"]> {
    const driver = this.#driverOf(operation);
    const prepared = driver.prepare(data);
    if ("skipped" in prepared) return { kind: "skipped", reason: prepared.skipped };
    const meta = stepMeta(sequence);
    const outcome = await driver.check(await driver.exchange(prepared, meta), meta, sequence);
    if (outcome.kind === "skipped") return outcome;
    if (outcome.kind === "error") return { kind: "error", request: outcome.request, error: outcome.error };
    return { kind: "sent", caseId: outcome.caseId, request: outcome.request, response: outcome.response, failures: outcome.failures, data: prepared.data };
  }
}
