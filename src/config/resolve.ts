import { autoWorkers } from "../core/auto-workers.js";
import type { OperationDefinition } from "../core/operation.js";
import { PHASES, type Phase } from "../core/phase.js";
import { WARNING_NAMES } from "../core/warning-names.js";
import type { ConfigFile, HealthCheckName, OperationEntry, PhaseTable, ProjectEntry, ProjectKeys, WarningName } from "./config-types.js";
import { lastDefined, mergeChecks, mergeGeneration, mergeNetwork } from "./merge-settings.js";
import { mergeParameterOverrides, parametersForOperation, parseParameterTable } from "./parameters.js";
import { resolveOutput, resolveReports } from "./resolve-output.js";
import type { CliOverrides, OperationSettings, PhaseOptions, ResolvedConfig } from "./resolve-types.js";
import { matchesSelectors } from "./select-operations.js";

/** What `resolveRunSettings` works from. */
export interface ResolveInput {
  /** The loaded file, or undefined when there is none. */
  readonly config: ConfigFile | undefined;
  /** The loaded schema's `info.title`, which picks the `[[project]]`. */
  readonly schemaTitle: string;
  readonly cli: CliOverrides;
  /** CPU cores, for `workers = "auto"` (default 1). */
  readonly cores?: number;
}

const ALL_WARNINGS: readonly WarningName[] = WARNING_NAMES;
const ALL_HEALTH_CHECKS: readonly Exclude<HealthCheckName, "all">[] = ["data_too_large", "filter_too_much", "too_slow", "large_base_example"];

/** Every phase-specific key, so phase tables can be read uniformly. */
type AnyPhaseTable = PhaseTable & {
  readonly "fill-missing"?: boolean;
  readonly "generate-duplicate-query-parameters"?: boolean;
  readonly "unexpected-methods"?: readonly string[];
  readonly "max-steps"?: number;
};

/** The `[[project]]` whose title is the schema's title, if any. */
export function findProject(config: ConfigFile, schemaTitle: string): ProjectEntry | undefined {
  return config.project?.find((project) => project.title.trim() === schemaTitle.trim());
}

function phaseTable(level: { readonly phases?: ProjectKeys["phases"] } | undefined, phase: Phase): AnyPhaseTable | undefined {
  return level?.phases?.[phase];
}

/**
 * Resolves the run's settings through the precedence ladder, highest first: CLI options;
 * operation-specific phase settings (`[[operations]]` → `phases.<phase>`); global phase settings
 * (`[phases.<phase>]`, the project's over the top level's); operation-level settings
 * (`[[operations]]`, later entries over earlier, the project's after the top level's); project
 * settings (`[[project]]` matched by title); global settings (top level); defaults.
 * Pure: the file was loaded and validated before.
 *
 * @example
 * const resolved = resolveRunSettings({ config, schemaTitle: spec.title, cli: { seed: 7 } });
 * resolved.forOperation(operation, "fuzzing").generation.maxExamples;
 */
export function resolveRunSettings(input: ResolveInput): ResolvedConfig {
  const config: ConfigFile = input.config ?? {};
  const cli = input.cli;
  const project = findProject(config, input.schemaTitle);
  // Project keys at the top level are defaults for every project; the matched project's keys win.
  const levels: readonly ProjectKeys[] = project === undefined ? [config] : [config, project];
  const pick = <K extends keyof ProjectKeys>(key: K): ProjectKeys[K] | undefined => lastDefined(levels.map((level) => level[key]));

  const entries: readonly OperationEntry[] = [...(config.operations ?? []), ...(project?.operations ?? [])];
  const matchCache = new WeakMap<OperationDefinition, readonly OperationEntry[]>();
  const matching = (operation: OperationDefinition): readonly OperationEntry[] => {
    let found = matchCache.get(operation);
    if (found === undefined) {
      found = entries.filter((entry) => matchesSelectors(operation, entry));
      matchCache.set(operation, found);
    }
    return found;
  };
  const isOperationSelected = (operation: OperationDefinition): boolean => lastDefined(matching(operation).map((entry) => entry.enabled)) !== false;

  const levelParameters = levels.map((level) => parseParameterTable(level.parameters));
  const cliParameters = parseParameterTable(cli.parameters);

  const forOperation = (operation: OperationDefinition, phase: Phase): OperationSettings => {
    const ops = matching(operation);
    const globalPhase = levels.map((level) => phaseTable(level, phase));
    const operationPhase = ops.map((entry) => phaseTable(entry, phase));
    const ladder = [...levels, ...ops, ...globalPhase, ...operationPhase];
    const generation = mergeGeneration(ladder.map((level) => level?.generation), cli.generation);
    const { checks, maxResponseTime } = mergeChecks(ladder.map((level) => level?.checks), cli);
    const network = mergeNetwork([...levels, ...ops], cli.network);
    const parameterLevels = [cliParameters, ...[...levelParameters, ...ops.map((entry) => parseParameterTable(entry.parameters))].reverse()];
    const phaseTables = [...globalPhase, ...operationPhase];
    const phaseEnabled = cli.phases !== undefined ? cli.phases.includes(phase) : lastDefined(phaseTables.map((table) => table?.enabled)) !== false;
    return {
      enabled: isOperationSelected(operation) && phaseEnabled,
      generation,
      checks,
      network,
      parameters: parametersForOperation(operation, parameterLevels),
      phaseOptions: phaseOptions(phaseTables, phase === "stateful" ? cli.maxSteps : undefined),
      ...(maxResponseTime === undefined ? {} : { maxResponseTime }),
      ...(network.requestTimeout === undefined ? {} : { requestTimeout: network.requestTimeout }),
    };
  };

  const { checks, maxResponseTime } = mergeChecks(levels.map((level) => level.checks), cli);
  const workers = cli.workers ?? pick("workers") ?? 1;
  const warnings = cli.warnings ?? config.warnings ?? true;
  const suppressed = cli.suppressHealthCheck ?? config["suppress-health-check"] ?? [];
  const baseUrl = cli.baseUrl ?? pick("base-url");
  const hooks = cli.hooks ?? pick("hooks");
  const waitForSchema = cli.waitForSchema ?? pick("wait-for-schema");
  const seed = cli.seed ?? config.seed;
  const maxFailures = cli.maxFailures ?? config["max-failures"];
  const color = cli.color ?? config.color;
  return {
    phases: cli.phases ?? PHASES.filter((phase) => lastDefined(levels.map((level) => phaseTable(level, phase)?.enabled)) !== false),
    workers: workers === "auto" ? autoWorkers(input.cores ?? 1) : workers,
    threads: cli.threads ?? pick("threads") ?? "auto",
    // Stateful sequences go on past a failing step only when asked (continue-on-failure).
    continueOnFailure: (cli.failFast ?? pick("fail-fast")) === true ? false : (cli.continueOnFailure ?? pick("continue-on-failure") ?? false),
    // Searching goes on after failures by default; fail-fast, continue-on-failure = false or a
    // max-failures bound stop an operation at its first new failure, as before.
    failFast: resolveFailFast(cli.failFast ?? pick("fail-fast"), cli.continueOnFailure ?? pick("continue-on-failure"), maxFailures),
    generation: mergeGeneration(levels.map((level) => level.generation), cli.generation),
    network: mergeNetwork(levels, cli.network),
    output: resolveOutput(config.output, cli.output),
    checks,
    reports: resolveReports(config.reports, cli.reports),
    warnings: warnings === true ? ALL_WARNINGS : warnings === false ? [] : warnings,
    suppressHealthCheck: suppressed.includes("all") ? ALL_HEALTH_CHECKS : suppressed.filter((name) => name !== "all"),
    parameters: mergeParameterOverrides([...levelParameters, cliParameters]),
    forOperation,
    isOperationSelected,
    ...(project === undefined ? {} : { project: project.title }),
    ...(baseUrl === undefined ? {} : { baseUrl }),
    ...(hooks === undefined ? {} : { hooks }),
    ...(waitForSchema === undefined ? {} : { waitForSchema }),
    ...(seed === undefined ? {} : { seed }),
    ...(maxFailures === undefined ? {} : { maxFailures }),
    ...(maxResponseTime === undefined ? {} : { maxResponseTime }),
    ...(color === undefined ? {} : { color }),
  };
}

/** Phase-specific options from phase tables, lowest level first. */
function phaseOptions(tables: readonly (AnyPhaseTable | undefined)[], cliMaxSteps?: number): PhaseOptions {
  const pick = <K extends keyof AnyPhaseTable>(key: K): AnyPhaseTable[K] | undefined => lastDefined(tables.map((table) => table?.[key]));
  const unexpected = pick("unexpected-methods");
  const maxSteps = cliMaxSteps ?? pick("max-steps");
  return {
    fillMissing: pick("fill-missing") ?? false,
    generateDuplicateQueryParameters: pick("generate-duplicate-query-parameters") ?? false,
    ...(unexpected === undefined ? {} : { unexpectedMethods: unexpected.map((method) => method.toUpperCase()) }),
    ...(maxSteps === undefined ? {} : { maxSteps }),
  };
}

/** Whether an operation's search stops at its first new failure: asked for, or bounded by max-failures without continue-on-failure. */
function resolveFailFast(failFast: boolean | undefined, continueOnFailure: boolean | undefined, maxFailures: number | undefined): boolean {
  if (failFast !== undefined) return failFast;
  if (continueOnFailure !== undefined) return !continueOnFailure;
  return maxFailures !== undefined;
}
