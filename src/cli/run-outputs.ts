import type { ReportSettings as ResolvedReports, ResolvedConfig } from "../config/resolve-types.js";
import type { EventSink } from "../core/events.js";
import type { RunSettings } from "../core/settings.js";
import { createConsoleReporter } from "../reporting/console.js";
import { createProgressDisplay } from "../reporting/progress.js";
import { createReportSinks, REPORT_FORMATS, type ReportFormat, type ReportSettings } from "../reporting/report-sinks.js";
import { shouldColor } from "../reporting/style.js";
import type { Transport } from "../transport/transport.js";
import type { CliIo } from "./exit-codes.js";
import type { TextOutput } from "../reporting/text-output.js";
import { cliExtensionStore } from "../core/cli-extension.js";
import { createRunTransport } from "./run-transport.js";

/** The edges of one run, the same for OpenAPI and GraphQL: where requests go and where events go. */
export interface RunOutputs {
  readonly transport: Transport;
  /** The console (and the live progress line on a terminal), then every report writer. */
  readonly sinks: readonly EventSink[];
  /** Where console lines go (through the live progress line on a terminal). */
  readonly console: TextOutput;
  /** Whether console output is coloured. */
  readonly color: boolean;
  /** Says where the report files went (after the run). */
  announceReports(): void;
}

/** Builds the transport and the event sinks of a run from its resolved settings. */
export async function createRunOutputs(
  settings: RunSettings,
  resolved: ResolvedConfig,
  location: string,
  secrets: readonly string[],
  io: CliIo,
  configPath?: string,
): Promise<RunOutputs> {
  const color = shouldColor(resolved.color, io.stdout.isTTY === true, io.env);
  // The live line is for a person at a terminal: never in logs, pipes or colourless output.
  const progress = io.stdout.isTTY === true && color ? createProgressDisplay({ output: io.stdout, columns: io.stdout.columns }) : undefined;
  const reporting = reportSettings(resolved.reports);
  const reports = await createReportSinks(
    reporting,
    { sanitization: settings.output.sanitization, secrets, truncation: settings.output.truncation, command: `apitest run ${location}` },
    new Date(),
  );
  return {
    transport: createRunTransport(settings),
    sinks: [
      createConsoleReporter({ output: progress?.output ?? io.stdout, color, settings: settings.output, schemaLocation: location, configPath, secrets }),
      // After the console, so a line it printed is followed by the redrawn progress, not erased by it.
      ...(progress === undefined ? [] : [progress.sink]),
      ...reports.map((report) => report.sink),
      // Event handlers and reports of CLI extensions (extendCli in the hooks module).
      ...(cliExtensionStore().size === 0 ? [] : await (await import("./cli-extensions.js")).extensionSinks({ sanitization: settings.output.sanitization, secrets }, reporting.directory)),
    ],
    console: progress?.output ?? io.stdout,
    color,
    announceReports() {
      if (reports.length > 0) io.stdout.write(`\nReports:\n${reports.map((report) => `  - ${report.format}: ${report.path}`).join("\n")}\n`);
    },
  };
}

/** The report writers' settings from the resolved `reports.*`. */
export function reportSettings(reports: ResolvedReports): ReportSettings {
  const formats = REPORT_FORMATS.filter((format) => reports[format].enabled);
  const paths: Partial<Record<ReportFormat, string>> = {};
  for (const format of formats) paths[format] = reports[format].path;
  return { formats, directory: reports.directory, paths, preserveBytes: reports.preserveBytes };
}
