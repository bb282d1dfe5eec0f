import type { EngineEvent } from "../core/events.js";
import type { Phase } from "../core/phase.js";
import type { OperationStory, PhaseOutcome, PhaseSummary, RunEnd } from "./run-result.js";

type OperationFinished = Extract<EngineEvent, { type: "operation-finished" }>;

/** Skip reasons that mean "this phase has nothing for the operation", not "it could not test it". */
const NOTHING_TO_DO = new Set(["the schema gives no examples", "nothing to cover"]);

/** What one `operation-finished` event says the phase did, and why. */
export function phaseOutcome(event: OperationFinished, truncated: number, replayed: { count: number; failing: number } | undefined): PhaseOutcome {
  const base = {
    cases: event.stats.cases,
    failures: event.failures.length,
    errors: event.errors.length,
    ...(truncated > 0 ? { truncated } : {}),
    ...(replayed === undefined ? {} : { replayed: { ...replayed } }),
  };
  const reason = event.skipReason;
  if (event.status === "skipped") {
    if (reason !== undefined && NOTHING_TO_DO.has(reason)) return { ...base, state: "not-applicable", reason };
    return { ...base, state: "skipped", reason: reason ?? "nothing to do" };
  }
  const note = reason === undefined ? {} : { note: `some cases were skipped: ${reason}` };
  if (event.status === "failed" || event.status === "errored") return { ...base, ...note, state: event.status };
  if ((event.repeated ?? 0) > 0) {
    const n = event.repeated ?? 0;
    return { ...base, ...note, state: "already-failing", reason: `already failing: found ${n === 1 ? "a failure" : `${n} failures`} an earlier phase reported` };
  }
  if (event.stats.cases === 0) {
    const why = event.phase === "stateful" ? "no links reached it" : (reason ?? "nothing was sent");
    return { ...base, state: "no-cases", reason: why };
  }
  return { ...base, ...note, state: "passed" };
}

/** The outcome of a phase that never reported an operation: stopped before it, or nothing to do. */
export function unreachedOutcome(phase: Phase, phaseStarted: boolean, end: RunEnd | undefined): PhaseOutcome {
  const none = { cases: 0, failures: 0, errors: 0 };
  const stop = stopWord(end);
  if (stop !== undefined) return { ...none, state: "stopped", reason: stop };
  if (phase === "stateful") return { ...none, state: "not-applicable", reason: "no links to or from it" };
  if (!phaseStarted) return { ...none, state: "stopped", reason: "the run ended before this phase" };
  return { ...none, state: "not-applicable", reason: "phase disabled for this operation" };
}

function stopWord(end: RunEnd | undefined): string | undefined {
  if (end === undefined) return "the run did not finish";
  if (end.stopReason !== undefined) return /max-failures/.test(end.stopReason) ? "max-failures" : end.stopReason;
  if (end.interrupted) return "interrupted";
  if (end.error !== undefined) return "stopped by an error";
  return undefined;
}

/** What each phase did over all operations (the summary's "Test phases" block). */
export function phaseSummaries(
  runPhases: readonly Phase[],
  skippedPhases: readonly { phase: Phase; reason: string }[],
  started: ReadonlySet<Phase>,
  stories: readonly OperationStory[],
): PhaseSummary[] {
  const summaries: PhaseSummary[] = runPhases.map((phase) => {
    const counts = { passed: 0, failed: 0, errored: 0, alreadyFailing: 0, noCases: 0, stopped: 0, cases: 0 };
    const skipped = new Map<string, number>();
    const notApplicable = new Map<string, number>();
    for (const story of stories) {
      const outcome = story.phases.find((each) => each.phase === phase)?.outcome;
      if (outcome === undefined) continue;
      counts.cases += outcome.cases;
      switch (outcome.state) {
        case "passed":
        case "failed":
        case "errored":
          counts[outcome.state]++;
          break;
        case "already-failing":
          counts.alreadyFailing++;
          break;
        case "no-cases":
          counts.noCases++;
          break;
        case "stopped":
          counts.stopped++;
          break;
        case "skipped":
          skipped.set(outcome.reason ?? "", (skipped.get(outcome.reason ?? "") ?? 0) + 1);
          break;
        case "not-applicable":
          notApplicable.set(outcome.reason ?? "", (notApplicable.get(outcome.reason ?? "") ?? 0) + 1);
          break;
      }
    }
    const list = (map: Map<string, number>): { reason: string; operations: number }[] => [...map].map(([reason, operations]) => ({ reason, operations }));
    return {
      phase,
      ran: started.has(phase),
      ...(started.has(phase) ? {} : { reason: "the run ended before this phase" }),
      ...counts,
      skipped: list(skipped),
      notApplicable: list(notApplicable),
    };
  });
  for (const { phase, reason } of skippedPhases) {
    summaries.push({ phase, ran: false, reason, passed: 0, failed: 0, errored: 0, alreadyFailing: 0, noCases: 0, stopped: 0, cases: 0, skipped: [], notApplicable: [] });
  }
  return summaries;
}
