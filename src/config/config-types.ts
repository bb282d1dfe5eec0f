/**
 * The raw, validated contents of `apitest.toml`. Keys keep the file's kebab-case spelling
 * (they are data, DESIGN.md §1); nothing here is defaulted or merged — `resolve.ts` does that.
 * Every table is optional because every key is.
 */
import type { WarningName } from "../core/warning-names.js";

/** Names accepted by `suppress-health-check`. */
export type HealthCheckName = "data_too_large" | "filter_too_much" | "too_slow" | "large_base_example" | "all";

/** Names accepted by `warnings` when it is a list. */
export type { WarningName } from "../core/warning-names.js";

/** Every check the configuration may name in `checks.<name>`. */
export type CheckName =
  | "not_a_server_error"
  | "status_code_conformance"
  | "content_type_conformance"
  | "response_schema_conformance"
  | "response_headers_conformance"
  | "positive_data_acceptance"
  | "negative_data_rejection"
  | "use_after_free"
  | "ensure_resource_availability"
  | "missing_required_header"
  | "ignored_auth"
  | "unsupported_method";

/** Report formats of `reports.<format>`. */
export type ReportFormat = "junit" | "vcr" | "har" | "ndjson" | "html";

/** One value or a list of them, as selectors accept. */
export type OneOrMany<T> = T | readonly T[];

/** `checks.<name>`. */
export interface CheckTable {
  readonly enabled?: boolean;
  /** Integers 100–599 or wildcards such as `"2XX"`. */
  readonly "expected-statuses"?: readonly (number | string)[];
}

/** `[checks]`: one table per check, plus the `max_response_time` limit in seconds. */
export type ChecksTable = { readonly [name in CheckName]?: CheckTable } & { readonly max_response_time?: number };

/** `[generation]`. */
export interface GenerationTable {
  readonly mode?: "positive" | "negative" | "all";
  readonly "max-examples"?: number;
  readonly "no-shrink"?: boolean;
  readonly deterministic?: boolean;
  readonly "allow-x00"?: boolean;
  readonly "exclude-header-characters"?: string;
  readonly codec?: string;
  /** `response_time` or the name of a metric registered with `metric()`. */
  readonly maximize?: OneOrMany<string>;
  readonly "with-security-parameters"?: boolean;
  readonly "graphql-allow-null"?: boolean;
  readonly database?: string;
}

/** Keys every `phases.<phase>` table accepts. */
export interface PhaseTable {
  readonly enabled?: boolean;
  readonly generation?: GenerationTable;
  readonly checks?: ChecksTable;
}

/** `[phases]`. */
export interface PhasesTable {
  readonly examples?: PhaseTable & { readonly "fill-missing"?: boolean };
  readonly coverage?: PhaseTable & {
    readonly "generate-duplicate-query-parameters"?: boolean;
    readonly "unexpected-methods"?: readonly string[];
  };
  readonly fuzzing?: PhaseTable;
  readonly stateful?: PhaseTable & { readonly "max-steps"?: number };
}

/** `[parameters]`: parameter name (optionally `path.`/`query.`/`header.`/`cookie.`-prefixed) to value. */
export type ParametersTable = Readonly<Record<string, unknown>>;

/** Network keys that may also be set per operation. */
export interface OperationNetworkKeys {
  readonly header?: Readonly<Record<string, string>>;
  /** Same meaning as `header` (the tutorial's spelling). */
  readonly headers?: Readonly<Record<string, string>>;
  readonly auth?: { readonly basic?: { readonly username: string; readonly password: string } };
  readonly proxy?: string;
  readonly "tls-verify"?: boolean | string;
  readonly "request-timeout"?: number | "none";
  readonly "request-cert"?: string;
  readonly "request-cert-key"?: string;
}

/** Network keys of the top level and of `[[project]]`. */
export interface NetworkKeys extends OperationNetworkKeys {
  /** `"100 requests per minute"`, `"5/s"`, … */
  readonly "rate-limit"?: string;
}

/** Project keys: allowed at the top level (defaults for every project) and in `[[project]]`. */
export interface ProjectKeys extends NetworkKeys {
  readonly "base-url"?: string;
  readonly hooks?: string;
  readonly workers?: number | "auto";
  /** Threads the operations are spread over (OpenAPI CLI runs): 1 to 64, or "auto". */
  readonly threads?: number | "auto";
  readonly "wait-for-schema"?: number;
  readonly "continue-on-failure"?: boolean;
  /** Stop an operation at its first new distinct failure. */
  readonly "fail-fast"?: boolean;
  readonly phases?: PhasesTable;
  readonly generation?: GenerationTable;
  readonly checks?: ChecksTable;
  readonly parameters?: ParametersTable;
  readonly operations?: readonly OperationEntry[];
}

/** Selectors of one `[[operations]]` entry: every `include-*` must match, no `exclude-*` may. */
export interface OperationSelectors {
  readonly "include-path"?: OneOrMany<string>;
  readonly "include-method"?: OneOrMany<string>;
  readonly "include-name"?: OneOrMany<string>;
  readonly "include-tag"?: OneOrMany<string>;
  readonly "include-operation-id"?: OneOrMany<string>;
  readonly "include-path-regex"?: string;
  readonly "include-method-regex"?: string;
  readonly "include-name-regex"?: string;
  readonly "include-tag-regex"?: string;
  readonly "include-operation-id-regex"?: string;
  readonly "exclude-path"?: OneOrMany<string>;
  readonly "exclude-method"?: OneOrMany<string>;
  readonly "exclude-name"?: OneOrMany<string>;
  readonly "exclude-tag"?: OneOrMany<string>;
  readonly "exclude-operation-id"?: OneOrMany<string>;
  readonly "exclude-path-regex"?: string;
  readonly "exclude-method-regex"?: string;
  readonly "exclude-name-regex"?: string;
  readonly "exclude-tag-regex"?: string;
  readonly "exclude-operation-id-regex"?: string;
  readonly "exclude-deprecated"?: boolean;
}

/** One `[[operations]]` entry: selectors plus settings for the operations they select. */
export interface OperationEntry extends OperationSelectors, OperationNetworkKeys {
  readonly enabled?: boolean;
  readonly parameters?: ParametersTable;
  readonly phases?: PhasesTable;
  readonly generation?: GenerationTable;
  readonly checks?: ChecksTable;
}

/** One `[[project]]` entry, matched to the loaded schema by `title`. */
export interface ProjectEntry extends ProjectKeys {
  readonly title: string;
}

/** `reports.<format>`. */
export interface ReportFormatTable {
  readonly enabled?: boolean;
  readonly path?: string;
}

/** `[reports]`. */
export interface ReportsTable {
  readonly directory?: string;
  readonly "preserve-bytes"?: boolean;
  readonly junit?: ReportFormatTable;
  readonly vcr?: ReportFormatTable;
  readonly har?: ReportFormatTable;
  readonly ndjson?: ReportFormatTable;
  readonly html?: ReportFormatTable;
}

/** `[output]`. */
export interface OutputTable {
  readonly sanitization?: {
    readonly enabled?: boolean;
    readonly "keys-to-sanitize"?: readonly string[];
    readonly "sensitive-markers"?: readonly string[];
    readonly replacement?: string;
  };
  readonly truncation?: {
    readonly enabled?: boolean;
    readonly "max-payload-size"?: number;
    readonly "max-lines"?: number;
    readonly "max-width"?: number;
  };
  /** How much the console prints: `normal` (shared causes once, a large run kept short) or `full`. */
  readonly verbosity?: "normal" | "full";
}

/** The whole file: global settings, project defaults, `[[project]]` and `[[operations]]` entries. */
export interface ConfigFile extends ProjectKeys {
  readonly color?: boolean;
  readonly "suppress-health-check"?: readonly HealthCheckName[];
  readonly seed?: number;
  readonly "max-failures"?: number;
  readonly warnings?: boolean | readonly WarningName[];
  readonly reports?: ReportsTable;
  readonly output?: OutputTable;
  readonly project?: readonly ProjectEntry[];
  /** Grey-box search: the inspector of the API's Node process (`--coverage-from`). */
  readonly "coverage-from"?: string;
  /** Where the code the run reached is written in V8's format (`--coverage-dir`). */
  readonly "coverage-dir"?: string;
}
