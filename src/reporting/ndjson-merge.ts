import { STATUS_SEVERITY } from "./operation-stats.js";

/** One record of an NDJSON report, as read back. */
export type NdjsonLine = { readonly event: string; readonly time?: string; readonly phase?: string; readonly operation?: string } & Readonly<Record<string, unknown>>;

/** Why a file is not an apitest NDJSON report. */
export class NdjsonReadError extends Error {
  override readonly name = "NdjsonReadError";
}

/**
 * Reads an NDJSON report written by apitest (`--report ndjson`): one JSON object per line, the
 * first a `run-started` record.
 * @throws NdjsonReadError naming the line that is not JSON, or the shape that is not apitest's.
 */
export function readNdjson(text: string): NdjsonLine[] {
  const records: NdjsonLine[] = [];
  for (const [index, line] of text.split("\n").entries()) {
    if (line.trim() === "") continue;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      throw new NdjsonReadError(`line ${index + 1} is not JSON`);
    }
    if (value === null || typeof value !== "object" || typeof (value as { event?: unknown }).event !== "string") throw new NdjsonReadError(`line ${index + 1} has no "event" field`);
    records.push(value as NdjsonLine);
  }
  if (records[0]?.event !== "run-started") throw new NdjsonReadError(`its first record is ${records[0] === undefined ? "missing" : `"${records[0].event}"`}, not "run-started"`);
  return records;
}

/** The severity of a status read from a record (an unknown one counts as skipped), as the NDJSON writer ranks them. */
const severity = (status: string): number => (STATUS_SEVERITY as Readonly<Record<string, number>>)[status] ?? 0;

/**
 * Merges the NDJSON reports of several runs (the shards of `--shard i/n`) into the stream one run
 * over all their operations would have written: one `run-started` (operations added, phases
 * joined; a `seeds` list when the runs' seeds differ), then per phase one `phase-started`
 * (operations added), every run's records of that phase (first report first) and one
 * `phase-finished`; then each warning once with all its operations, and one `run-finished` whose
 * counts are recomputed from the merged records and whose duration is the runs' durations added.
 */
export function mergeNdjson(reports: readonly (readonly NdjsonLine[])[]): NdjsonLine[] {
  const starts = reports.map((records) => records[0] as NdjsonLine);
  const phases: string[] = [];
  for (const start of starts) for (const phase of asStrings(start["phases"])) if (!phases.includes(phase)) phases.push(phase);
  const byPhase = new Map<string, { started: NdjsonLine[]; finished: NdjsonLine[]; records: NdjsonLine[] }>();
  const warnings = new Map<string, { record: NdjsonLine; operations: string[] }>();
  const others: NdjsonLine[] = [];
  const finishes: NdjsonLine[] = [];
  for (const records of reports) {
    let current: string | undefined;
    for (const record of records.slice(1)) {
      const phase = record.phase;
      const group = (name: string) => {
        let entry = byPhase.get(name);
        if (entry === undefined) {
          entry = { started: [], finished: [], records: [] };
          byPhase.set(name, entry);
          if (!phases.includes(name)) phases.push(name);
        }
        return entry;
      };
      if (record.event === "phase-started" && phase !== undefined) {
        current = phase;
        group(phase).started.push(record);
      } else if (record.event === "phase-finished" && phase !== undefined) {
        group(phase).finished.push(record);
        current = undefined;
      } else if (record.event === "run-finished") finishes.push(record);
      else if (record.event === "warning") {
        const key = `${String(record["name"])}\u0000${String(record["message"])}`;
        const known = warnings.get(key);
        const operations = asStrings(record["operations"]);
        if (known === undefined) warnings.set(key, { record, operations: [...operations] });
        else for (const operation of operations) if (!known.operations.includes(operation)) known.operations.push(operation);
      } else if (current !== undefined || phase !== undefined) group(current ?? (phase as string)).records.push(record);
      else others.push(record);
    }
  }
  const out: NdjsonLine[] = [runStarted(starts, phases)];
  for (const phase of phases) {
    const entry = byPhase.get(phase);
    if (entry === undefined) continue;
    const operations = entry.started.reduce((sum, record) => sum + (typeof record["operations"] === "number" ? record["operations"] : 0), 0);
    out.push({ event: "phase-started", time: earliest(entry.started), phase, operations });
    out.push(...entry.records);
    out.push({ event: "phase-finished", time: latest(entry.finished), phase });
  }
  out.push(...others);
  for (const { record, operations } of warnings.values()) out.push({ ...record, operations });
  out.push(runFinished(finishes, out, reports.length));
  return out;
}

function runStarted(starts: readonly NdjsonLine[], phases: readonly string[]): NdjsonLine {
  const first = starts[0] as NdjsonLine;
  const seeds = [...new Set(starts.map((start) => start["seed"]))];
  return {
    ...first,
    time: earliest(starts),
    operations: starts.reduce((sum, start) => sum + (typeof start["operations"] === "number" ? start["operations"] : 0), 0),
    phases,
    ...(seeds.length > 1 ? { seeds } : {}),
  };
}

function runFinished(finishes: readonly NdjsonLine[], records: readonly NdjsonLine[], runs: number): NdjsonLine {
  const outcomes = new Map<string, string>();
  const counts = { operations: 0, passed: 0, failed: 0, errored: 0, skipped: 0, interactions: 0, failures: 0, errors: 0 };
  for (const record of records) {
    if (record.event === "interaction") counts.interactions++;
    else if (record.event === "failure") counts.failures++;
    else if (record.event === "error") counts.errors++;
    else if (record.event === "operation-finished" && record.operation !== undefined && typeof record["status"] === "string") {
      const before = outcomes.get(record.operation);
      if (before === undefined || severity(record["status"]) > severity(before)) outcomes.set(record.operation, record["status"]);
    }
  }
  counts.operations = outcomes.size;
  for (const status of outcomes.values()) if (status === "passed" || status === "failed" || status === "errored" || status === "skipped") counts[status]++;
  const distinct = (field: string): string | undefined => {
    const values = [...new Set(finishes.map((finish) => finish[field]).filter((value): value is string => typeof value === "string"))];
    return values.length === 0 ? undefined : values.join("; ");
  };
  const stopReason = distinct("stopReason");
  const error = distinct("error");
  return {
    event: "run-finished",
    time: latest(finishes),
    durationSeconds: finishes.reduce((sum, finish) => sum + (typeof finish["durationSeconds"] === "number" ? finish["durationSeconds"] : 0), 0),
    interrupted: finishes.length < runs || finishes.some((finish) => finish["interrupted"] === true),
    ...(stopReason === undefined ? {} : { stopReason }),
    ...(error === undefined ? {} : { error }),
    counts,
  };
}

function asStrings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
}

function earliest(records: readonly NdjsonLine[]): string {
  return records.map((record) => record.time ?? "").filter((time) => time !== "").sort()[0] ?? new Date(0).toISOString();
}

function latest(records: readonly NdjsonLine[]): string {
  return records.map((record) => record.time ?? "").filter((time) => time !== "").sort().at(-1) ?? new Date(0).toISOString();
}
