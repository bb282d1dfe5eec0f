import type { CheckSettings } from "../core/check.js";
import type { OperationDefinition } from "../core/operation.js";
import type { Phase } from "../core/phase.js";
import type { GenerationSettings, NetworkSettings, RunSettings, SanitizationSettings, TruncationSettings } from "../core/settings.js";
import type { HealthCheckName, WarningName } from "./config-types.js";
import type { OperationParameters, ParameterOverrides } from "./parameters.js";

/** Every field optional, and `undefined` means "not given" (so commander's values map on directly). */
export type Overrides<T> = { readonly [K in keyof T]?: T[K] | undefined };

/** Generation settings plus `generation.maximize`, which the core settings do not carry yet. */
export interface ResolvedGeneration extends GenerationSettings {
  /** Metrics targeted testing maximizes (`response_time` or registered with `metric()`); empty when off. */
  readonly maximize: readonly string[];
}

/** One report format: whether it is written, and where. */
export interface ReportFormatSettings {
  readonly enabled: boolean;
  /** The explicit `reports.<format>.path`, or `<directory>/junit.xml|vcr.yaml|har.json|events.ndjson|report.html`. */
  readonly path: string;
}

/** `reports.*`, resolved. */
export interface ReportSettings {
  readonly directory: string;
  readonly preserveBytes: boolean;
  readonly junit: ReportFormatSettings;
  readonly vcr: ReportFormatSettings;
  readonly har: ReportFormatSettings;
  readonly ndjson: ReportFormatSettings;
  readonly html: ReportFormatSettings;
}

/**
 * What the command line (or a library caller) sets; it beats every level of the file.
 * The lead maps commander options onto this; anything left undefined falls through to the file.
 */
export interface CliOverrides {
  readonly baseUrl?: string | undefined;
  readonly hooks?: string | undefined;
  readonly seed?: number | undefined;
  readonly maxFailures?: number | undefined;
  readonly workers?: number | "auto" | undefined;
  readonly threads?: number | "auto" | undefined;
  readonly waitForSchema?: number | undefined;
  readonly continueOnFailure?: boolean | undefined;
  readonly failFast?: boolean | undefined;
  readonly color?: boolean | undefined;
  readonly warnings?: boolean | readonly WarningName[] | undefined;
  readonly suppressHealthCheck?: readonly HealthCheckName[] | undefined;
  /** Exactly the phases to run (replaces every `phases.<phase>.enabled`). */
  readonly phases?: readonly Phase[] | undefined;
  /** `--max-steps`: most calls in one stateful sequence (over `phases.stateful.max-steps`). */
  readonly maxSteps?: number | undefined;
  readonly generation?: Overrides<ResolvedGeneration> | undefined;
  /** `headers` are added to (and replace same-named) headers of the file; the rest replace. */
  readonly network?: Overrides<NetworkSettings> | undefined;
  readonly output?:
    | {
        readonly sanitization?: Overrides<SanitizationSettings> | undefined;
        readonly truncation?: Overrides<TruncationSettings> | undefined;
        /** `--output-verbosity`. */
        readonly verbosity?: "normal" | "full" | undefined;
      }
    | undefined;
  /** Per check name, e.g. `{ not_a_server_error: { enabled: false } }` for `--exclude-checks`. */
  readonly checks?: Readonly<Record<string, Overrides<CheckSettings>>> | undefined;
  readonly maxResponseTime?: number | undefined;
  readonly reports?:
    | {
        readonly directory?: string | undefined;
        readonly preserveBytes?: boolean | undefined;
        readonly junit?: Overrides<ReportFormatSettings> | undefined;
        readonly vcr?: Overrides<ReportFormatSettings> | undefined;
        readonly har?: Overrides<ReportFormatSettings> | undefined;
        readonly ndjson?: Overrides<ReportFormatSettings> | undefined;
        readonly html?: Overrides<ReportFormatSettings> | undefined;
      }
    | undefined;
  /** Same syntax as `[parameters]`: `name` or `path.name`/`query.name`/`header.name`/`cookie.name` to value. */
  readonly parameters?: Readonly<Record<string, unknown>> | undefined;
}

/** `phases.<phase>.*` options other than `enabled`, for one operation in one phase. */
export interface PhaseOptions {
  /** `phases.examples.fill-missing`. */
  readonly fillMissing: boolean;
  /** `phases.coverage.generate-duplicate-query-parameters`. */
  readonly generateDuplicateQueryParameters: boolean;
  /** `phases.coverage.unexpected-methods`, uppercase; undefined means every undeclared method. */
  readonly unexpectedMethods?: readonly string[];
  /** `phases.stateful.max-steps`. */
  readonly maxSteps?: number;
}

/** The settings one operation gets in one phase, after the whole precedence ladder. */
export interface OperationSettings {
  /** False when `[[operations]]` disables the operation or the phase is off for it. */
  readonly enabled: boolean;
  readonly generation: ResolvedGeneration;
  /** Settings per check name mentioned anywhere; a check absent here runs with `{ enabled: true }`. */
  readonly checks: Readonly<Record<string, CheckSettings>>;
  readonly maxResponseTime?: number;
  readonly requestTimeout?: number;
  /** Network settings with this operation's headers, auth, TLS and timeout. */
  readonly network: NetworkSettings;
  /** Fixed values for this operation's declared parameters, by location. */
  readonly parameters: OperationParameters;
  readonly phaseOptions: PhaseOptions;
}

/** The resolved configuration of a run: CLI > file (phase, operation, project, global levels) > defaults. */
export interface ResolvedConfig extends Omit<RunSettings, "baseUrl" | "selectedChecks" | "checks" | "generation"> {
  readonly generation: ResolvedGeneration;
  /** Run-wide check settings (CLI > project > global); per operation see `forOperation`. */
  readonly checks: Readonly<Record<string, CheckSettings>>;
  readonly baseUrl?: string;
  readonly hooks?: string;
  readonly waitForSchema?: number;
  /** `threads`: worker threads of a CLI run (the CLI decides what `auto` means). */
  readonly threads: number | "auto";
  /** The `title` of the `[[project]]` that matched the schema, if one did. */
  readonly project?: string;
  readonly reports: ReportSettings;
  /** true forces colour, false disables it, undefined auto-detects. */
  readonly color?: boolean;
  /** The warnings to show. */
  readonly warnings: readonly WarningName[];
  /** Health checks not to run (`all` expanded). */
  readonly suppressHealthCheck: readonly Exclude<HealthCheckName, "all">[];
  /** Run-wide parameter overrides (global < project < CLI). */
  readonly parameters: ParameterOverrides;
  /** The settings of one operation in one phase. */
  forOperation(operation: OperationDefinition, phase: Phase): OperationSettings;
  /** False when an `[[operations]]` entry selecting it says `enabled = false`. */
  isOperationSelected(operation: OperationDefinition): boolean;
}
