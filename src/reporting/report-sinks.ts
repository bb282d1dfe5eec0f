import { join } from "node:path";
import { UsageError } from "../core/errors.js";
import type { EventSink } from "../core/events.js";
import type { ReportOptions } from "./report-options.js";

/** A report file format (`--report`, `reports.<format>`). */
export type ReportFormat = "junit" | "vcr" | "har" | "ndjson" | "html";

/** Every report format, in the order reports are listed. */
export const REPORT_FORMATS: readonly ReportFormat[] = ["junit", "vcr", "har", "ndjson", "html"];

/** Default `reports.directory`. */
export const DEFAULT_REPORT_DIRECTORY = "apitest-report";

/** The `reports.*` settings, resolved. */
export interface ReportSettings {
  /** Formats to write; a format with an explicit path is enabled even if not listed. */
  readonly formats: readonly ReportFormat[];
  readonly directory: string;
  /** Explicit paths (`--report-junit-path` …, `reports.<format>.path`). */
  readonly paths: Readonly<Partial<Record<ReportFormat, string>>>;
  /** Keep exact payload bytes, base64-encoded (`--report-preserve-bytes`). */
  readonly preserveBytes: boolean;
}

const EXTENSIONS: Readonly<Record<ReportFormat, string>> = { junit: "xml", vcr: "yaml", har: "json", ndjson: "ndjson", html: "html" };

/**
 * Parses a `--report` value: comma-separated formats, `all` for every one.
 * @throws UsageError naming the unknown format and the valid ones.
 */
export function parseReportFormats(value: string): ReportFormat[] {
  const out: ReportFormat[] = [];
  for (const raw of value.split(",")) {
    const name = raw.trim().toLowerCase();
    if (name === "") continue;
    if (name === "all") return [...REPORT_FORMATS];
    if (!(REPORT_FORMATS as readonly string[]).includes(name)) {
      throw new UsageError(`Unknown report format ${JSON.stringify(raw.trim())} in --report: use ${REPORT_FORMATS.join(", ")} or all (comma-separated).`);
    }
    if (!out.includes(name as ReportFormat)) out.push(name as ReportFormat);
  }
  return out;
}

/** The formats a run writes: those asked for plus those given an explicit path. */
export function enabledReportFormats(settings: ReportSettings): ReportFormat[] {
  return REPORT_FORMATS.filter((format) => settings.formats.includes(format) || settings.paths[format] !== undefined);
}

/**
 * Where a report goes: its explicit path, else `<directory>/<format>-<UTC time>.<ext>`
 * (e.g. `apitest-report/junit-20250101T120000Z.xml`), so runs never overwrite each other.
 */
export function reportPath(format: ReportFormat, settings: ReportSettings, startedAt: Date): string {
  const explicit = settings.paths[format];
  if (explicit !== undefined) return explicit;
  const stamp = startedAt.toISOString().replace(/[-:]/g, "").replace(/\.\d+Z$/, "Z");
  return join(settings.directory, `${format}-${stamp}.${EXTENSIONS[format]}`);
}

/** One enabled report: its format, file and sink. */
export interface ReportSink {
  readonly format: ReportFormat;
  readonly path: string;
  readonly sink: EventSink;
}

/**
 * Creates a sink per enabled report format, sharing the run's sanitization, secrets,
 * truncation and command line. Nothing is written until the run starts. Each writer is
 * loaded only when its format is asked for (start-up stays small for runs without reports).
 */
export async function createReportSinks(settings: ReportSettings, common: Omit<ReportOptions, "path">, startedAt: Date): Promise<ReportSink[]> {
  const sinks: ReportSink[] = [];
  for (const format of enabledReportFormats(settings)) {
    const path = reportPath(format, settings, startedAt);
    const options = { ...common, path };
    sinks.push({ format, path, sink: await createSink(format, options, settings.preserveBytes) });
  }
  return sinks;
}

async function createSink(format: ReportFormat, options: ReportOptions, preserveBytes: boolean): Promise<EventSink> {
  switch (format) {
    case "junit":
      return (await import("./junit.js")).createJunitReporter(options);
    case "vcr":
      return (await import("./vcr.js")).createVcrReporter({ ...options, preserveBytes });
    case "har":
      return (await import("./har.js")).createHarReporter({ ...options, preserveBytes });
    case "ndjson":
      return (await import("./ndjson.js")).createNdjsonReporter(options);
    case "html":
      return (await import("./html.js")).createHtmlReporter(options);
  }
}
