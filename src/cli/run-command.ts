import { availableParallelism } from "node:os";
import { createConsoleReporter } from "../reporting/console.js";
import { createReportSinks } from "../reporting/report-sinks.js";
import { shouldColor } from "../reporting/style.js";
import { runTests, type RunSummary } from "../engine/run.js";
import { defaultSerializers } from "../serialization/registry.js";
import { loadOpenApi } from "../specs/openapi/load-spec.js";
import { createHttpTransport } from "../transport/http.js";
import { resolveBaseUrl } from "../api/base-url.js";
import { buildSettings } from "./build-settings.js";
import { EXIT, type CliIo } from "./exit-codes.js";
import type { RawRunOptions } from "./run-options.js";

/** `apitest run <location>`: load, test, report; returns the exit code. */
export async function runCommand(location: string, raw: RawRunOptions, io: CliIo): Promise<number> {
  const cli = buildSettings(raw, availableParallelism());
  const schemaHeaders = cli.settings.network.headers;
  const spec = await loadOpenApi(location, {
    headers: { ...schemaHeaders },
    ...(cli.waitForSchema === undefined ? {} : { waitForSchema: cli.waitForSchema }),
    ...(cli.settings.network.requestTimeout === undefined ? {} : { timeout: cli.settings.network.requestTimeout }),
  });
  const baseUrl = resolveBaseUrl(spec, location, raw.url);
  const settings = { ...cli.settings, baseUrl };
  const color = shouldColor(raw.forceColor === true ? true : raw.color === false ? false : undefined, io.stdout.isTTY === true, io.env);
  const transport = createHttpTransport({
    tlsVerify: settings.network.tlsVerify,
    maxResponseSize: settings.network.maxResponseSize,
    connections: Math.max(2, settings.workers),
  });
  const reports = createReportSinks(
    cli.reports,
    {
      sanitization: settings.output.sanitization,
      secrets: cli.secrets,
      truncation: settings.output.truncation,
      command: `apitest run ${location}`,
    },
    new Date(),
  );
  let summary: RunSummary;
  try {
    summary = await runTests({
      spec,
      settings,
      transport,
      checks: cli.checks,
      generation: {
        resolver: spec.resolver,
        allowX00: settings.generation.allowX00,
        excludeHeaderCharacters: settings.generation.excludeHeaderCharacters,
        formats: new Map(),
      },
      serializers: defaultSerializers(),
      sinks: [
        createConsoleReporter({
          output: io.stdout,
          color,
          settings: settings.output,
          schemaLocation: location,
          secrets: cli.secrets,
        }),
        ...reports.map((report) => report.sink),
      ],
      headers: cli.headers,
      secrets: cli.secrets,
      ...(io.signal === undefined ? {} : { signal: io.signal }),
    });
  } finally {
    await transport.close();
  }
  if (reports.length > 0) io.stdout.write(`\nReports:\n${reports.map((report) => `  - ${report.format}: ${report.path}`).join("\n")}\n`);
  return exitCodeFor(summary, baseUrl, io);
}

function exitCodeFor(summary: RunSummary, baseUrl: string, io: CliIo): number {
  if (summary.failures > 0) return EXIT.failures;
  if (summary.responses === 0 && summary.errors > 0) {
    io.stderr.write(
      `\nError: the API at ${baseUrl} could not be reached: no request got a response (see the errors above). Check that the server is running and that --url is right.\n`,
    );
    return EXIT.unusable;
  }
  if (summary.interrupted) return EXIT.interrupted;
  return summary.errors > 0 ? EXIT.failures : EXIT.ok;
}
