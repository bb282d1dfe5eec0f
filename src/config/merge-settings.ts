import type { CheckSettings, StatusPattern } from "../core/check.js";
import { DEFAULT_GENERATION, DEFAULT_NETWORK, type NetworkSettings } from "../core/settings.js";
import type { ChecksTable, GenerationTable, NetworkKeys } from "./config-types.js";
import { parseRateLimit } from "./rate-limit.js";
import type { CliOverrides, Overrides, ResolvedGeneration } from "./resolve-types.js";

/** Copies every defined field of `overrides` over `base`. */
export function applyOverrides<T extends object>(base: T, overrides: Overrides<T> | undefined): T {
  if (overrides === undefined) return base;
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(overrides)) if (value !== undefined) out[key] = value;
  return out as T;
}

/** The last defined value, levels given lowest first. */
export function lastDefined<T>(values: readonly (T | undefined)[]): T | undefined {
  for (let i = values.length - 1; i >= 0; i--) if (values[i] !== undefined) return values[i];
  return undefined;
}

/** Generation settings from `generation` tables (lowest level first) over the defaults, then the CLI. */
export function mergeGeneration(tables: readonly (GenerationTable | undefined)[], cli: Overrides<ResolvedGeneration> | undefined): ResolvedGeneration {
  const raw: GenerationTable = Object.assign({}, ...tables.filter((table) => table !== undefined));
  const maximize = raw.maximize === undefined ? [] : typeof raw.maximize === "string" ? [raw.maximize] : [...raw.maximize];
  const codec = raw.codec ?? DEFAULT_GENERATION.codec;
  const fromFile: ResolvedGeneration = {
    mode: raw.mode ?? DEFAULT_GENERATION.mode,
    maxExamples: raw["max-examples"] ?? DEFAULT_GENERATION.maxExamples,
    noShrink: raw["no-shrink"] ?? DEFAULT_GENERATION.noShrink,
    deterministic: raw.deterministic ?? DEFAULT_GENERATION.deterministic,
    allowX00: raw["allow-x00"] ?? DEFAULT_GENERATION.allowX00,
    excludeHeaderCharacters: raw["exclude-header-characters"] ?? DEFAULT_GENERATION.excludeHeaderCharacters,
    withSecurityParameters: raw["with-security-parameters"] ?? DEFAULT_GENERATION.withSecurityParameters,
    graphqlAllowNull: raw["graphql-allow-null"] ?? DEFAULT_GENERATION.graphqlAllowNull,
    database: raw.database ?? DEFAULT_GENERATION.database,
    maximize,
    ...(codec === undefined ? {} : { codec }),
  };
  return applyOverrides(fromFile, cli);
}

/** Check settings and the response-time limit from `checks` tables (lowest level first), then the CLI. */
export function mergeChecks(
  tables: readonly (ChecksTable | undefined)[],
  cli: Pick<CliOverrides, "checks" | "maxResponseTime">,
): { checks: Record<string, CheckSettings>; maxResponseTime: number | undefined } {
  const merged: Record<string, { enabled?: boolean; expectedStatuses?: readonly StatusPattern[] }> = {};
  let maxResponseTime: number | undefined;
  const mergeOne = (name: string, enabled: boolean | undefined, statuses: readonly StatusPattern[] | undefined): void => {
    const current = merged[name] ?? {};
    merged[name] = {
      ...current,
      ...(enabled === undefined ? {} : { enabled }),
      ...(statuses === undefined ? {} : { expectedStatuses: statuses }),
    };
  };
  for (const table of tables) {
    if (table === undefined) continue;
    for (const [name, value] of Object.entries(table)) {
      if (name === "max_response_time") maxResponseTime = value as number;
      else if (typeof value === "object" && value !== null) {
        const check = value as { enabled?: boolean; "expected-statuses"?: readonly StatusPattern[] };
        mergeOne(name, check.enabled, check["expected-statuses"]);
      }
    }
  }
  for (const [name, value] of Object.entries(cli.checks ?? {})) mergeOne(name, value.enabled, value.expectedStatuses);
  const checks: Record<string, CheckSettings> = {};
  for (const [name, value] of Object.entries(merged)) {
    checks[name] = { enabled: value.enabled ?? true, ...(value.expectedStatuses === undefined ? {} : { expectedStatuses: value.expectedStatuses }) };
  }
  return { checks, maxResponseTime: cli.maxResponseTime ?? maxResponseTime };
}

/** Adds headers over `target`, a new name replacing an existing one that differs only in case. */
function addHeaders(target: Record<string, string>, headers: Readonly<Record<string, string>> | undefined): void {
  for (const [name, value] of Object.entries(headers ?? {})) {
    for (const existing of Object.keys(target)) if (existing.toLowerCase() === name.toLowerCase()) delete target[existing];
    target[name] = value;
  }
}

/** Network settings from network keys (lowest level first) over the defaults, then the CLI. */
export function mergeNetwork(levels: readonly (NetworkKeys | undefined)[], cli: Overrides<NetworkSettings> | undefined): NetworkSettings {
  const present = levels.filter((level) => level !== undefined);
  const headers: Record<string, string> = { ...DEFAULT_NETWORK.headers };
  for (const level of present) {
    addHeaders(headers, level.headers);
    addHeaders(headers, level.header);
  }
  addHeaders(headers, cli?.headers);
  const pick = <K extends keyof NetworkKeys>(key: K): NetworkKeys[K] | undefined => lastDefined(present.map((level) => level[key]));
  const basicAuth = lastDefined(present.map((level) => level.auth?.basic));
  const rate = pick("rate-limit");
  const proxy = pick("proxy");
  const timeoutKey = pick("request-timeout");
  // `none` and 0 both mean no limit, kept as 0.
  const requestTimeout = timeoutKey === "none" ? 0 : timeoutKey;
  const requestCert = pick("request-cert");
  const requestCertKey = pick("request-cert-key");
  const fromFile: NetworkSettings = {
    ...DEFAULT_NETWORK,
    tlsVerify: pick("tls-verify") ?? DEFAULT_NETWORK.tlsVerify,
    ...(basicAuth === undefined ? {} : { basicAuth: { username: basicAuth.username, password: basicAuth.password } }),
    ...(proxy === undefined ? {} : { proxy }),
    ...(requestTimeout === undefined ? {} : { requestTimeout }),
    ...(rate === undefined ? {} : { rateLimit: parseRateLimit(rate) }),
    ...(requestCert === undefined ? {} : { requestCert }),
    ...(requestCertKey === undefined ? {} : { requestCertKey }),
  };
  return { ...applyOverrides(fromFile, cli), headers };
}
