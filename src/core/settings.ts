import type { CheckSettings } from "./check.js";
import type { GenerationMode, Phase } from "./phase.js";

/** `output.sanitization.*`. */
export interface SanitizationSettings {
  readonly enabled: boolean;
  /** Header, query, cookie and body keys whose values are always masked (case-insensitive). */
  readonly keysToSanitize: readonly string[];
  /** A key containing any of these (case-insensitive) is masked too. */
  readonly sensitiveMarkers: readonly string[];
  readonly replacement: string;
}

/** `output.truncation.*`. */
export interface TruncationSettings {
  readonly enabled: boolean;
  readonly maxPayloadSize: number;
  readonly maxLines: number;
  readonly maxWidth: number;
}

/** `output.*`. */
export interface OutputSettings {
  readonly sanitization: SanitizationSettings;
  readonly truncation: TruncationSettings;
  /** `output.verbosity`: `normal` groups shared causes and keeps a large run short; `full` prints everything. Default `normal`. */
  readonly verbosity?: "normal" | "full";
}

/** `generation.*`. */
export interface GenerationSettings {
  readonly mode: GenerationMode;
  readonly maxExamples: number;
  readonly noShrink: boolean;
  readonly deterministic: boolean;
  readonly allowX00: boolean;
  readonly excludeHeaderCharacters: string;
  readonly codec?: string;
  readonly withSecurityParameters: boolean;
  /** `generation.maximize`: metrics targeted generation maximizes (`response_time`); empty or absent when off. */
  readonly maximize?: readonly string[];
  readonly graphqlAllowNull: boolean;
  /** `.proptest/examples` by default, `none` to disable, `:memory:` for a temporary store, or a path. */
  readonly database: string;
}

/** Network settings: headers on every request, credentials, TLS, limits. */
export interface NetworkSettings {
  /** Extra headers on every request (`-H`, `header`/`headers` in the config). */
  readonly headers: Readonly<Record<string, string>>;
  /** `--auth user:password` / `auth.basic`. */
  readonly basicAuth?: { readonly username: string; readonly password: string };
  readonly proxy?: string;
  /** `true`/`false`, or the path of a CA bundle. */
  readonly tlsVerify: boolean | string;
  /**
   * Seconds one request may take (`--request-timeout`); `0` for no limit. When absent,
   * {@link DEFAULT_REQUEST_TIMEOUT} applies to the wait for the response and between its body's chunks.
   */
  readonly requestTimeout?: number;
  /** Requests per second the run must not exceed. */
  readonly rateLimit?: number;
  readonly requestCert?: string;
  readonly requestCertKey?: string;
  /** Largest response body kept for checks and reports, in bytes; longer bodies are truncated and flagged. */
  readonly maxResponseSize: number;
}

/** The resolved configuration of one run: built once (CLI > config file > defaults), then only read. */
export interface RunSettings {
  readonly baseUrl: string;
  readonly seed?: number;
  readonly maxFailures?: number;
  readonly phases: readonly Phase[];
  readonly workers: number;
  readonly continueOnFailure: boolean;
  /** Stop an operation's search (fuzzing) at its first new distinct failure; by default it goes on until its budget. */
  readonly failFast?: boolean;
  /** Settings per check name; a check absent here runs with `{ enabled: true }`. */
  readonly checks: Readonly<Record<string, CheckSettings>>;
  /** Names of the checks to run (after `--checks`/`--exclude-checks`). */
  readonly selectedChecks: readonly string[];
  readonly maxResponseTime?: number;
  readonly generation: GenerationSettings;
  readonly network: NetworkSettings;
  readonly output: OutputSettings;
}

/** Default `output.sanitization.keys-to-sanitize`. */
export const DEFAULT_KEYS_TO_SANITIZE: readonly string[] = [
  "authorization",
  "proxy-authorization",
  "cookie",
  "set-cookie",
  "x-api-key",
  "x-auth-token",
  "x-access-token",
  "api_key",
  "apikey",
  "access_token",
  "refresh_token",
  "id_token",
  "client_secret",
  "password",
  "passwd",
  "secret",
  "token",
  "session",
  "sessionid",
  "csrftoken",
  "x-csrf-token",
  "private_key",
];

/** Default `output.sanitization.sensitive-markers`. */
export const DEFAULT_SENSITIVE_MARKERS: readonly string[] = [
  "token",
  "key",
  "secret",
  "password",
  "auth",
  "session",
  "passwd",
  "credential",
];

/** Default output settings, as the specification gives them. */
export const DEFAULT_OUTPUT: OutputSettings = {
  sanitization: {
    enabled: true,
    keysToSanitize: DEFAULT_KEYS_TO_SANITIZE,
    sensitiveMarkers: DEFAULT_SENSITIVE_MARKERS,
    replacement: "[Filtered]",
  },
  truncation: { enabled: true, maxPayloadSize: 512, maxLines: 10, maxWidth: 80 },
  verbosity: "normal",
};

/** Default generation settings, as the specification gives them. */
export const DEFAULT_GENERATION: GenerationSettings = {
  mode: "all",
  maxExamples: 100,
  noShrink: false,
  deterministic: false,
  allowX00: true,
  excludeHeaderCharacters: "\r\n",
  withSecurityParameters: true,
  graphqlAllowNull: true,
  database: ".proptest/examples",
};

/**
 * Seconds apitest waits for a response when no `--request-timeout` is set: for the response to
 * start, and between two chunks of its body. As Schemathesis' default (10 s): long enough for
 * any endpoint a test run should wait for, short enough that a hung endpoint is reported as a
 * timeout within seconds rather than stalling the run (undici's own default is 300 s).
 */
export const DEFAULT_REQUEST_TIMEOUT = 10;

/** Default network settings. */
export const DEFAULT_NETWORK: NetworkSettings = {
  headers: {},
  tlsVerify: true,
  maxResponseSize: 10 * 1024 * 1024,
};

/**
 * The settings one operation gets in one phase, after the whole configuration ladder
 * (CLI > operation phase > global phase > operation > project > global > defaults).
 */
export interface OperationRunSettings {
  /** False when the configuration disables this operation (or this phase for it). */
  readonly enabled: boolean;
  readonly generation: GenerationSettings;
  readonly checks: Readonly<Record<string, CheckSettings>>;
  readonly maxResponseTime?: number;
  readonly requestTimeout?: number;
  /** Fixed values for the operation's parameters, by location (`[parameters]`). */
  readonly parameters: { readonly [location in "path" | "query" | "header" | "cookie"]: Readonly<Record<string, unknown>> };
  readonly phaseOptions: {
    readonly fillMissing: boolean;
    readonly generateDuplicateQueryParameters: boolean;
    readonly unexpectedMethods?: readonly string[];
    readonly maxSteps?: number;
  };
}
