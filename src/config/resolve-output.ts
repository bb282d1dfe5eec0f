import { join } from "node:path";
import { DEFAULT_OUTPUT, type OutputSettings } from "../core/settings.js";
import type { OutputTable, ReportFormat, ReportsTable } from "./config-types.js";
import { applyOverrides } from "./merge-settings.js";
import type { CliOverrides, ReportFormatSettings, ReportSettings } from "./resolve-types.js";

/** Default `reports.directory`. */
export const DEFAULT_REPORT_DIRECTORY = "apitest-report";

/** File name of each report inside `reports.directory` when no path is given. */
export const DEFAULT_REPORT_FILES: Readonly<Record<ReportFormat, string>> = {
  junit: "junit.xml",
  vcr: "vcr.yaml",
  har: "har.json",
  ndjson: "events.ndjson",
  html: "report.html",
};

/** `output.*` from the file over the defaults, then the CLI. */
export function resolveOutput(table: OutputTable | undefined, cli: CliOverrides["output"]): OutputSettings {
  const s = table?.sanitization ?? {};
  const t = table?.truncation ?? {};
  const base = DEFAULT_OUTPUT;
  return {
    sanitization: applyOverrides(
      {
        enabled: s.enabled ?? base.sanitization.enabled,
        keysToSanitize: s["keys-to-sanitize"] ?? base.sanitization.keysToSanitize,
        sensitiveMarkers: s["sensitive-markers"] ?? base.sanitization.sensitiveMarkers,
        replacement: s.replacement ?? base.sanitization.replacement,
      },
      cli?.sanitization,
    ),
    truncation: applyOverrides(
      {
        enabled: t.enabled ?? base.truncation.enabled,
        maxPayloadSize: t["max-payload-size"] ?? base.truncation.maxPayloadSize,
        maxLines: t["max-lines"] ?? base.truncation.maxLines,
        maxWidth: t["max-width"] ?? base.truncation.maxWidth,
      },
      cli?.truncation,
    ),
    verbosity: cli?.verbosity ?? table?.verbosity ?? "normal",
  };
}

/**
 * `reports.*` from the file, then the CLI. A format is written when enabled, or when a path is
 * given for it (unless `enabled = false` says otherwise at the same or a higher level).
 */
export function resolveReports(table: ReportsTable | undefined, cli: CliOverrides["reports"]): ReportSettings {
  const directory = cli?.directory ?? table?.directory ?? DEFAULT_REPORT_DIRECTORY;
  const format = (name: ReportFormat): ReportFormatSettings => {
    const fromFile = table?.[name];
    const fromCli = cli?.[name];
    const path = fromCli?.path ?? fromFile?.path;
    const enabled = fromCli?.enabled ?? (fromCli?.path !== undefined ? true : undefined) ?? fromFile?.enabled ?? fromFile?.path !== undefined;
    return { enabled, path: path ?? join(directory, DEFAULT_REPORT_FILES[name]) };
  };
  return {
    directory,
    preserveBytes: cli?.preserveBytes ?? table?.["preserve-bytes"] ?? false,
    junit: format("junit"),
    vcr: format("vcr"),
    har: format("har"),
    ndjson: format("ndjson"),
    html: format("html"),
  };
}
