import { failureIdentity, type Failure } from "../core/failure.js";
import type { Phase } from "../core/phase.js";
import { DEFAULT_OUTPUT } from "../core/settings.js";
import { runSummaryFigures, type HtmlPageData } from "./html-data.js";
import { addFigures, operationFigures, type RunFigures } from "./operation-stats.js";
import type { FoldOperation, FoldRequest, RunFoldState } from "./run-fold.js";
import type { PhaseOutcome, RunEnd, RunHeader, RunWarning } from "./run-result.js";

/**
 * Joins the page data of several runs of one schema (the shards of `--shard i/n`, read back from
 * their HTML reports) into the data one run over all their operations would have had: the
 * operations of every run (first run's first), the phases and warnings joined, counters and
 * response-time buckets added, durations added. Findings, totals and phase summaries are not
 * joined here: the page computes them from the joined fold, across every run's operations.
 * An operation found in several runs (overlapping runs) keeps each distinct failing case and
 * error once.
 */
export function mergeHtmlData(runs: readonly HtmlPageData[]): HtmlPageData {
  const seeds = [...new Set(runs.flatMap((run) => run.seeds ?? (run.state.header === undefined ? [] : [run.state.header.seed])))];
  const state = mergeStates(runs.map((run) => run.state));
  return {
    state,
    figures: mergeFigures(runs.map((run) => run.figures), state),
    truncation: runs[0]?.truncation ?? DEFAULT_OUTPUT.truncation,
    ...(seeds.length > 1 ? { seeds } : {}),
  };
}

function mergeStates(states: readonly RunFoldState[]): RunFoldState {
  const labels = union(states.map((state) => state.labels));
  const started = union(states.map((state) => state.started));
  const headers = states.map((state) => state.header).filter((header): header is RunHeader => header !== undefined);
  const phases = union(headers.map((header) => header.phases));
  const skippedPhases: { phase: Phase; reason: string }[] = [];
  for (const state of states) {
    for (const skipped of state.skippedPhases) {
      // A phase one run skipped as a whole but another planned or ran is that run's phase.
      if (phases.includes(skipped.phase) || started.includes(skipped.phase) || skippedPhases.some((known) => known.phase === skipped.phase)) continue;
      skippedPhases.push(skipped);
    }
  }
  const first = headers[0];
  const header: RunHeader | undefined =
    first === undefined
      ? undefined
      : {
          ...first,
          phases,
          selected: labels.length > 0 ? labels.length : headers.reduce((sum, each) => sum + each.selected, 0),
          ...(headers.some((each) => each.schemaOperations !== undefined) ? { schemaOperations: Math.max(...headers.map((each) => each.schemaOperations ?? 0)) } : {}),
        };
  const end = mergeEnds(states);
  return {
    ...(header === undefined ? {} : { header }),
    labels,
    skippedPhases,
    started,
    operations: mergeOperations(states.flatMap((state) => state.operations)),
    warnings: mergeWarnings(states.flatMap((state) => state.warnings)),
    ...(end === undefined ? {} : { end }),
  };
}

function mergeOperations(operations: readonly FoldOperation[]): FoldOperation[] {
  const byLabel = new Map<string, { phases: Map<Phase, PhaseOutcome>; requests: Map<string, FoldRequest>; errors: FoldOperation["errors"][number][] }>();
  for (const operation of operations) {
    let known = byLabel.get(operation.label);
    if (known === undefined) {
      known = { phases: new Map(), requests: new Map(), errors: [] };
      byLabel.set(operation.label, known);
    }
    for (const [phase, outcome] of operation.phases) {
      const before = known.phases.get(phase);
      // Two runs of one phase: the one that sent more cases tells more.
      if (before === undefined || outcome.cases > before.cases) known.phases.set(phase, outcome);
    }
    for (const request of operation.requests) {
      const before = known.requests.get(request.first.caseId);
      if (before === undefined) known.requests.set(request.first.caseId, request);
      else known.requests.set(request.first.caseId, { ...before, failures: distinctFailures([...before.failures, ...request.failures]) });
    }
    for (const entry of operation.errors) {
      if (!known.errors.some((each) => each.phase === entry.phase && each.error.title === entry.error.title && each.error.message === entry.error.message)) known.errors.push(entry);
    }
  }
  return [...byLabel].map(([label, known]) => ({ label, phases: [...known.phases], requests: [...known.requests.values()], errors: known.errors }));
}

function distinctFailures(failures: readonly Failure[]): Failure[] {
  const seen = new Set<string>();
  return failures.filter((failure) => {
    const identity = failureIdentity(failure);
    if (seen.has(identity)) return false;
    seen.add(identity);
    return true;
  });
}

/** Each warning once (by name and message), with the operations of every run that raised it. */
function mergeWarnings(warnings: readonly RunWarning[]): RunWarning[] {
  const byKey = new Map<string, { warning: RunWarning; operations: string[] }>();
  for (const warning of warnings) {
    const key = `${warning.name}\u0000${warning.message}`;
    const known = byKey.get(key);
    if (known === undefined) byKey.set(key, { warning, operations: [...warning.operations] });
    else for (const operation of warning.operations) if (!known.operations.includes(operation)) known.operations.push(operation);
  }
  return [...byKey.values()].map(({ warning, operations }) => ({ ...warning, operations }));
}

/** The runs' durations added (as the merged JUnit adds them); interrupted when any run was, or did not finish. */
function mergeEnds(states: readonly RunFoldState[]): RunEnd | undefined {
  const ends = states.map((state) => state.end).filter((end): end is RunEnd => end !== undefined);
  if (ends.length === 0) return undefined;
  const distinct = (pick: (end: RunEnd) => string | undefined): string | undefined => {
    const values = [...new Set(ends.map(pick).filter((value): value is string => value !== undefined))];
    return values.length === 0 ? undefined : values.join("; ");
  };
  const stopReason = distinct((end) => end.stopReason);
  const error = distinct((end) => end.error);
  return {
    durationSeconds: ends.reduce((sum, end) => sum + end.durationSeconds, 0),
    interrupted: ends.length < states.length || ends.some((end) => end.interrupted),
    ...(stopReason === undefined ? {} : { stopReason }),
    ...(error === undefined ? {} : { error }),
  };
}

function mergeFigures(runs: readonly RunFigures[], state: RunFoldState): RunFigures {
  const out = runSummaryFigures(state);
  for (const run of runs) {
    for (const [label, figures] of run.operations) {
      addFigures(operationFigures(out, label), figures);
    }
  }
  return out;
}

function union<T>(lists: readonly (readonly T[])[]): T[] {
  const out = new Set<T>();
  for (const list of lists) for (const item of list) out.add(item);
  return [...out];
}
