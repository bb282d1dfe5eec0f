import type { EngineEvent, EventSink, FailureReport, OperationError, OperationStatus } from "../core/events.js";
import type { Phase } from "../core/phase.js";
import { STATUS_SEVERITY } from "./operation-stats.js";
import { openReportFile, type ReportFile } from "./report-file.js";
import { createReportMasker, type ReportMasker } from "./report-mask.js";
import type { ReportOptions } from "./report-options.js";
import { createRunFold } from "./run-fold.js";

/** The version of the record shapes below; raised only when a field changes meaning or goes away. */
export const NDJSON_FORMAT_VERSION = 1;

/** One line of the NDJSON report: `event` names the record, `time` is when it was written (ISO 8601, UTC). */
export type NdjsonRecord = { readonly event: string; readonly time: string } & Readonly<Record<string, unknown>>;

/** The run's totals, in the `run-finished` record. */
export interface NdjsonCounts {
  /** Operations that reported in any phase, each counted once by its outcome over every phase. */
  operations: number;
  passed: number;
  failed: number;
  errored: number;
  skipped: number;
  /** Requests sent (interaction records). */
  interactions: number;
  /** Distinct failures (failure records). */
  failures: number;
  /** Operation errors (error records). */
  errors: number;
  /** Distinct defects (failures that share a cause counted once: the headline every view prints); not in merged reports. */
  defects?: number;
  /** Operations with at least one defect. */
  defectOperations?: number;
}

/**
 * The NDJSON report: one JSON object per line for every engine event, written as it happens
 * (an interaction is a one-line summary, never its bodies), secrets masked like every other
 * report. Field names are an interface for other tools: docs/reports.md lists them. What it
 * keeps is per operation (its outcome so far) and the run fold's distinct failures (for the
 * count of distinct defects in `run-finished`), never every request.
 */
export function createNdjsonReporter(options: ReportOptions): EventSink {
  const mask = createReportMasker(options.sanitization, options.secrets);
  const now = options.now ?? Date.now;
  const outcomes = new Map<string, OperationStatus>();
  /** Operations with a record in the current phase (an `operation-started` was written for them). */
  let started = new Set<string>();
  const counts: NdjsonCounts = { operations: 0, passed: 0, failed: 0, errored: 0, skipped: 0, interactions: 0, failures: 0, errors: 0 };
  let file: ReportFile | undefined;
  let unwritable = false;
  let finished = false;
  const startedAt = now();
  const fold = createRunFold();
  const headline = (): NdjsonCounts => {
    const { defects, defectOperations } = fold.result().totals;
    return { ...totals(counts, outcomes), defects, defectOperations };
  };

  const open = (): ReportFile => {
    if (file !== undefined) return file;
    try {
      file = options.file ?? openReportFile(options.path, "ndjson");
    } catch (error) {
      unwritable = true;
      throw error;
    }
    return file;
  };
  const time = (): string => new Date(now()).toISOString();
  const line = (record: NdjsonRecord): string => `${JSON.stringify(record)}\n`;
  const operationStarted = (phase: Phase, operation: string): string => {
    if (started.has(operation)) return "";
    started.add(operation);
    return line({ event: "operation-started", time: time(), phase, operation });
  };

  return {
    handle(event: EngineEvent): Promise<void> | undefined {
      if (unwritable) return undefined;
      fold.add(event);
      const target = open();
      let chunk: string;
      switch (event.type) {
        case "run-started":
          chunk = line({
            event: "run-started",
            time: time(),
            version: NDJSON_FORMAT_VERSION,
            title: event.title,
            specVersion: event.specVersion,
            baseUrl: mask.url(event.baseUrl),
            operations: event.operations,
            phases: event.phases,
            seed: event.seed,
          });
          break;
        case "phase-started":
          started = new Set();
          chunk = line({ event: "phase-started", time: time(), phase: event.phase, operations: event.operations });
          break;
        case "interaction":
          counts.interactions++;
          chunk = operationStarted(event.phase, event.operation) + line(interactionRecord(event, time(), mask));
          break;
        case "examples-replayed":
          chunk =
            operationStarted(event.phase, event.operation) +
            line({ event: "examples-replayed", time: time(), phase: event.phase, operation: event.operation, count: event.count, failing: event.failing });
          break;
        case "operation-finished": {
          chunk = operationStarted(event.phase, event.operation);
          const at = time();
          for (const report of event.failures) chunk += line(failureRecord(event.phase, event.operation, report, at, mask));
          for (const error of event.errors) chunk += line(errorRecord(event.phase, event.operation, error, at, mask));
          chunk += line({
            event: "operation-finished",
            time: at,
            phase: event.phase,
            operation: event.operation,
            status: event.status,
            cases: event.stats.cases,
            failures: event.failures.length,
            errors: event.errors.length,
            ...(event.skipReason === undefined ? {} : { skipReason: mask.text(event.skipReason) }),
          });
          counts.failures += event.failures.length;
          counts.errors += event.errors.length;
          const before = outcomes.get(event.operation);
          if (before === undefined || STATUS_SEVERITY[event.status] > STATUS_SEVERITY[before]) outcomes.set(event.operation, event.status);
          break;
        }
        case "phase-finished":
          chunk = line({ event: "phase-finished", time: time(), phase: event.phase });
          break;
        case "warning":
          chunk = line({
            event: "warning",
            time: time(),
            name: event.name,
            message: mask.text(event.message),
            hint: mask.text(event.hint),
            operations: event.operations,
          });
          break;
        case "run-finished":
          finished = true;
          chunk = line({
            event: "run-finished",
            time: time(),
            durationSeconds: event.durationSeconds,
            interrupted: event.interrupted,
            ...(event.stopReason === undefined ? {} : { stopReason: mask.text(event.stopReason) }),
            ...(event.error === undefined ? {} : { error: mask.text(event.error) }),
            counts: headline(),
            ...(event.coverage === undefined ? {} : { coverage: event.coverage }),
          });
          break;
        default:
          return undefined;
      }
      return chunk === "" ? undefined : target.write(chunk);
    },
    async close(): Promise<void> {
      // Already reported when the run started; failing again would hide the run's own outcome.
      if (unwritable) return;
      const target = open();
      if (!finished) {
        // The run ended without its last event (a crash or an abort before it): the stream still ends with the counts.
        void target.write(line({ event: "run-finished", time: time(), durationSeconds: (now() - startedAt) / 1000, interrupted: true, counts: headline() }));
      }
      await target.end();
    },
  };
}

type InteractionEvent = Extract<EngineEvent, { type: "interaction" }>;

function interactionRecord(event: InteractionEvent, time: string, mask: ReportMasker): NdjsonRecord {
  const response = event.response;
  return {
    event: "interaction",
    time,
    phase: event.phase,
    operation: event.operation,
    caseId: event.caseId,
    mode: event.meta.mode,
    // An ambiguous case (edge probe, value a lenient server may read as valid) is neither positive nor negative data.
    ...(event.meta.ambiguous === true ? { ambiguous: true } : {}),
    method: event.request.method,
    url: mask.url(event.request.url),
    status: response === undefined ? null : response.statusCode,
    elapsedMs: response === undefined ? null : Math.round(response.elapsed * 1e6) / 1000,
    ...(event.error === undefined ? {} : { error: mask.text(event.error) }),
    failed: event.failures.map((failure) => failure.check),
    ...(event.checks === undefined ? {} : { checks: event.checks }),
  };
}

function failureRecord(phase: Phase, operation: string, report: FailureReport, time: string, mask: ReportMasker): NdjsonRecord {
  return {
    event: "failure",
    time,
    phase,
    operation,
    caseId: report.caseId,
    check: report.failure.check,
    title: mask.text(report.failure.title),
    message: mask.text(report.failure.message),
    method: report.request.method,
    url: mask.url(report.request.url),
    status: report.response === undefined ? null : report.response.statusCode,
    curl: mask.text(report.curl),
    ...(report.steps === undefined ? {} : { steps: report.steps.map((step) => ({ label: step.label, curl: mask.text(step.curl) })) }),
  };
}

function errorRecord(phase: Phase, operation: string, error: OperationError, time: string, mask: ReportMasker): NdjsonRecord {
  return {
    event: "error",
    time,
    phase,
    operation,
    title: mask.text(error.title),
    message: mask.text(error.message),
    ...(error.curl === undefined ? {} : { curl: mask.text(error.curl) }),
  };
}

function totals(counts: NdjsonCounts, outcomes: ReadonlyMap<string, OperationStatus>): NdjsonCounts {
  const out = { ...counts, operations: outcomes.size, passed: 0, failed: 0, errored: 0, skipped: 0 };
  for (const status of outcomes.values()) out[status]++;
  return out;
}
