import { BUILTIN_CHECKS, resolveCheckNames } from "../checks/registry.js";
import type { CheckDefinition } from "../core/check.js";
import {
  DEFAULT_GENERATION,
  DEFAULT_NETWORK,
  DEFAULT_OUTPUT,
  type NetworkSettings,
  type RunSettings,
  type SanitizationSettings,
} from "../core/settings.js";
import { DEFAULT_REPORT_DIRECTORY, parseReportFormats, type ReportSettings } from "../reporting/report-sinks.js";
import { USER_AGENT } from "../version.js";
import {
  parseBasicAuth,
  parseBoolean,
  parseHeader,
  parseIntegerOption,
  parseList,
  parseSeconds,
  parseTlsVerify,
  parseWorkers,
} from "./parse-values.js";
import type { RawRunOptions } from "./run-options.js";

/** Settings resolved from the command line, minus the base URL (known once the schema is loaded). */
export interface CliSettings {
  readonly settings: Omit<RunSettings, "baseUrl">;
  readonly checks: readonly CheckDefinition[];
  /** Headers for every request: the default set, then the user's. */
  readonly headers: Readonly<Record<string, string>>;
  /** Secret values given on the command line, masked in all output. */
  readonly secrets: readonly string[];
  readonly waitForSchema?: number;
  readonly reports: ReportSettings;
}

/** Validates the raw options once and resolves them into settings. Throws `UsageError` naming the flag at fault. */
export function buildSettings(raw: RawRunOptions, cores: number): CliSettings {
  const userHeaders: Record<string, string> = {};
  for (const header of raw.header) {
    const [name, value] = parseHeader(header);
    userHeaders[name] = value;
  }
  const basicAuth = raw.auth === undefined ? undefined : parseBasicAuth(raw.auth);
  const sanitize = raw.outputSanitize === undefined ? true : parseBoolean("--output-sanitize", raw.outputSanitize);
  const truncate = raw.outputTruncate === undefined ? true : parseBoolean("--output-truncate", raw.outputTruncate);
  const sanitization: SanitizationSettings = { ...DEFAULT_OUTPUT.sanitization, enabled: sanitize };
  const selected = resolveCheckNames(
    raw.checks === undefined ? undefined : parseList(raw.checks),
    raw.excludeChecks === undefined ? undefined : parseList(raw.excludeChecks),
  );
  const maxResponseTime = raw.maxResponseTime === undefined ? undefined : parseSeconds("--max-response-time", raw.maxResponseTime);
  const enabledNames = new Set(selected);
  if (maxResponseTime !== undefined) enabledNames.add("max_response_time");
  const checks = BUILTIN_CHECKS.filter((check) => enabledNames.has(check.name));
  const requestTimeout = raw.requestTimeout === undefined ? undefined : parseSeconds("--request-timeout", raw.requestTimeout);
  const network: NetworkSettings = {
    ...DEFAULT_NETWORK,
    headers: userHeaders,
    tlsVerify: raw.tlsVerify === undefined ? true : parseTlsVerify(raw.tlsVerify),
    ...(basicAuth === undefined ? {} : { basicAuth }),
    ...(requestTimeout === undefined ? {} : { requestTimeout }),
  };
  const maxFailures = raw.maxFailures === undefined ? undefined : parseIntegerOption("--max-failures", raw.maxFailures, 1);
  const seed = raw.seed === undefined ? undefined : parseIntegerOption("--seed", raw.seed, 0);
  const waitForSchema = raw.waitForSchema === undefined ? undefined : parseSeconds("--wait-for-schema", raw.waitForSchema, 1);
  return {
    settings: {
      phases: ["fuzzing"],
      workers: raw.workers === undefined ? 1 : parseWorkers(raw.workers, cores),
      continueOnFailure: raw.continueOnFailure === true,
      checks: {},
      selectedChecks: [...enabledNames],
      generation: {
        ...DEFAULT_GENERATION,
        mode: "positive",
        maxExamples: raw.maxExamples === undefined ? DEFAULT_GENERATION.maxExamples : parseIntegerOption("--max-examples", raw.maxExamples, 1),
        noShrink: !raw.shrink,
      },
      network,
      output: { sanitization, truncation: { ...DEFAULT_OUTPUT.truncation, enabled: truncate } },
      ...(seed === undefined ? {} : { seed }),
      ...(maxFailures === undefined ? {} : { maxFailures }),
      ...(maxResponseTime === undefined ? {} : { maxResponseTime }),
    },
    checks,
    headers: { "User-Agent": USER_AGENT, ...userHeaders },
    secrets: collectSecrets(userHeaders, basicAuth, sanitization),
    reports: {
      formats: raw.report === undefined ? [] : parseReportFormats(raw.report),
      directory: raw.reportDir ?? DEFAULT_REPORT_DIRECTORY,
      paths: {
        ...(raw.reportJunitPath === undefined ? {} : { junit: raw.reportJunitPath }),
        ...(raw.reportVcrPath === undefined ? {} : { vcr: raw.reportVcrPath }),
        ...(raw.reportHarPath === undefined ? {} : { har: raw.reportHarPath }),
      },
      preserveBytes: raw.reportPreserveBytes === true,
    },
    ...(waitForSchema === undefined ? {} : { waitForSchema }),
  };
}

/** The values given for sensitive headers and credentials, which output must never show. */
export function collectSecrets(
  headers: Readonly<Record<string, string>>,
  basicAuth: { username: string; password: string } | undefined,
  sanitization: SanitizationSettings,
): string[] {
  const secrets: string[] = [];
  const keys = new Set(sanitization.keysToSanitize.map((key) => key.toLowerCase()));
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (!keys.has(lower) && !sanitization.sensitiveMarkers.some((marker) => lower.includes(marker.toLowerCase()))) continue;
    if (value.length >= 4) secrets.push(value);
    const credential = /^\s*\S+\s+(\S{4,})\s*$/.exec(value)?.[1];
    if (credential !== undefined) secrets.push(credential);
  }
  if (basicAuth !== undefined) {
    if (basicAuth.password.length >= 4) secrets.push(basicAuth.password);
    secrets.push(Buffer.from(`${basicAuth.username}:${basicAuth.password}`).toString("base64"));
  }
  return secrets;
}
