import { parseCodec, parseMaximize } from "./generation-flags.js";
import type { OperationSelectors } from "../config/config-types.js";
import type { CliOverrides } from "../config/resolve-types.js";
import { UsageError } from "../core/errors.js";
import { parseShard, type Shard } from "../engine/shard.js";
import { parseRateLimit } from "../config/rate-limit.js";
import type { SanitizationSettings } from "../core/settings.js";
import { parseReportFormats, type ReportFormat } from "../reporting/report-sinks.js";
import {
  parseBasicAuth,
  parseBoolean,
  parseVerbosity,
  parseCharacters,
  parseHeader,
  parseIntegerOption,
  parseList,
  parseMode,
  parsePhases,
  parseProxy,
  parseRequestTimeout,
  parseSeconds,
  parseTlsVerify,
  parseWarnings,
  parseWorkers,
} from "./parse-values.js";
import { parseThreads } from "../threads/parse-threads.js";
import { parseDatabase, parseHealthChecks } from "./parse-health-database.js";
import { parseOperationFilters } from "./operation-filters.js";
import type { RawRunOptions } from "./run-options.js";

/** What the command line says, validated: overrides for the configuration ladder, plus CLI-only choices. */
export interface CliInput {
  readonly overrides: CliOverrides;
  /** `--checks`, when given. */
  readonly includeChecks?: string[];
  /** `--exclude-checks`, when given. */
  readonly excludeChecks?: string[];
  /** `--include-*`/`--exclude-*` operation filters, when any is given. */
  readonly filters?: OperationSelectors;
  /** `--shard i/n`, when given. */
  readonly shard?: Shard;
}

/** The value of a flag that has a long `--generation-*` twin; both given must agree. */
function either(flag: string, value: string | undefined, twin: string, twinValue: string | undefined): [string, string] | undefined {
  if (value !== undefined && twinValue !== undefined && value !== twinValue) {
    throw new UsageError(`${flag} ${value} and ${twin} ${twinValue} disagree: they are the same option, give only one.`);
  }
  if (value !== undefined) return [flag, value];
  return twinValue === undefined ? undefined : [twin, twinValue];
}

/** `--fail-fast`, refused next to `--continue-on-failure`: one asks to stop an operation at its first failure, the other not to. */
function failFastFlag(failFast: boolean | undefined, continueOnFailure: boolean | undefined): true | undefined {
  if (failFast !== true) return undefined;
  if (continueOnFailure === true) {
    throw new UsageError("--fail-fast and --continue-on-failure contradict each other: --fail-fast stops an operation at its first failure, --continue-on-failure keeps searching (the default). Give only one.");
  }
  return true;
}

/** Validates the raw options once. Throws `UsageError` naming the flag at fault. */
export function parseRunOptions(raw: RawRunOptions, cores: number): CliInput {
  const headers: Record<string, string> = {};
  for (const header of raw.header) {
    const [name, value] = parseHeader(header);
    headers[name] = value;
  }
  const formats = raw.report === undefined ? [] : parseReportFormats(raw.report);
  const report = (format: ReportFormat, path: string | undefined) =>
    formats.includes(format) || path !== undefined ? { enabled: true, ...(path === undefined ? {} : { path }) } : undefined;
  const maxExamples = either("--max-examples", raw.maxExamples, "--generation-max-examples", raw.generationMaxExamples);
  const mode = either("--mode", raw.mode, "--generation-mode", raw.generationMode);
  const filters = parseOperationFilters(raw);
  const overrides: CliOverrides = {
    baseUrl: raw.url,
    hooks: raw.hooks,
    seed: raw.seed === undefined ? undefined : parseIntegerOption("--seed", raw.seed, 0),
    maxFailures: raw.maxFailures === undefined ? undefined : parseIntegerOption("--max-failures", raw.maxFailures, 1),
    workers: raw.workers === undefined ? undefined : parseWorkers(raw.workers, cores),
    threads: raw.threads === undefined ? undefined : parseThreads(raw.threads),
    waitForSchema: raw.waitForSchema === undefined ? undefined : parseSeconds("--wait-for-schema", raw.waitForSchema, 1),
    continueOnFailure: raw.continueOnFailure === true ? true : undefined,
    failFast: failFastFlag(raw.failFast, raw.continueOnFailure),
    color: raw.forceColor === true ? true : raw.color === false ? false : undefined,
    maxResponseTime: raw.maxResponseTime === undefined ? undefined : parseSeconds("--max-response-time", raw.maxResponseTime),
    phases: raw.phases === undefined ? undefined : parsePhases(raw.phases),
    maxSteps: raw.maxSteps === undefined ? undefined : parseIntegerOption("--max-steps", raw.maxSteps, 2),
    warnings: raw.warnings === undefined ? undefined : parseWarnings(raw.warnings),
    suppressHealthCheck: raw.suppressHealthCheck === undefined ? undefined : parseHealthChecks(raw.suppressHealthCheck),
    generation: {
      database: raw.generationDatabase === undefined ? undefined : parseDatabase(raw.generationDatabase),
      mode: mode === undefined ? undefined : parseMode(mode[1], mode[0]),
      maxExamples: maxExamples === undefined ? undefined : parseIntegerOption(maxExamples[0], maxExamples[1], 1),
      noShrink: raw.shrink === false || raw.generationNoShrink === true ? true : undefined,
      deterministic: raw.generationDeterministic === true ? true : undefined,
      allowX00: raw.generationAllowX00 === undefined ? undefined : parseBoolean("--generation-allow-x00", raw.generationAllowX00),
      excludeHeaderCharacters:
        raw.generationExcludeHeaderCharacters === undefined
          ? undefined
          : parseCharacters("--generation-exclude-header-characters", raw.generationExcludeHeaderCharacters),
      codec: raw.generationCodec === undefined ? undefined : parseCodec("--generation-codec", raw.generationCodec),
      withSecurityParameters:
        raw.generationWithSecurityParameters === undefined ? undefined : parseBoolean("--generation-with-security-parameters", raw.generationWithSecurityParameters),
      maximize: raw.generationMaximize === undefined ? undefined : parseMaximize("--generation-maximize", raw.generationMaximize),
    },
    network: {
      headers: Object.keys(headers).length === 0 ? undefined : headers,
      basicAuth: raw.auth === undefined ? undefined : parseBasicAuth(raw.auth),
      tlsVerify: raw.tlsVerify === undefined ? undefined : parseTlsVerify(raw.tlsVerify),
      requestTimeout: raw.requestTimeout === undefined ? undefined : parseRequestTimeout("--request-timeout", raw.requestTimeout),
      rateLimit: raw.rateLimit === undefined ? undefined : parseRateLimit(raw.rateLimit),
      proxy: raw.proxy === undefined ? undefined : parseProxy(raw.proxy),
      requestCert: raw.requestCert,
      requestCertKey: raw.requestCertKey,
    },
    output: {
      sanitization: { enabled: raw.outputSanitize === undefined ? undefined : parseBoolean("--output-sanitize", raw.outputSanitize) },
      truncation: { enabled: raw.outputTruncate === undefined ? undefined : parseBoolean("--output-truncate", raw.outputTruncate) },
      verbosity: raw.outputVerbosity === undefined ? undefined : parseVerbosity(raw.outputVerbosity),
    },
    reports: {
      directory: raw.reportDir,
      preserveBytes: raw.reportPreserveBytes === true ? true : undefined,
      junit: report("junit", raw.reportJunitPath),
      vcr: report("vcr", raw.reportVcrPath),
      har: report("har", raw.reportHarPath),
      ndjson: report("ndjson", raw.reportNdjsonPath),
      html: report("html", raw.reportHtmlPath),
    },
  };
  return {
    overrides,
    ...(raw.checks === undefined ? {} : { includeChecks: parseList(raw.checks) }),
    ...(raw.excludeChecks === undefined ? {} : { excludeChecks: parseList(raw.excludeChecks) }),
    ...(filters === undefined ? {} : { filters }),
    ...(raw.shard === undefined ? {} : { shard: parseShard(raw.shard) }),
  };
}

/** The values given for sensitive headers and credentials, which output must never show. */
export function collectSecrets(
  headers: Readonly<Record<string, string>>,
  basicAuth: { readonly username: string; readonly password: string } | undefined,
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
