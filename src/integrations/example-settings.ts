import type { APIOperation } from "../api/operation.js";
import type { Schema } from "../api/schema.js";
import type { ResolvedConfig } from "../config/resolve-types.js";
import { UsageError } from "../core/errors.js";
import type { GenerationMode } from "../core/phase.js";
import type { PropertyOptions, TestPhase } from "../api/property-options.js";
import { DEFAULT_GENERATION } from "../core/settings.js";
import { operationSeed, randomSeed } from "../engine/seed.js";
import { hooksBase } from "../config/load-hooks.js";
import { configPath, discoverConfig } from "./discover-config.js";

const TEST_PHASES: readonly TestPhase[] = ["examples", "coverage", "fuzzing"];
const MODES: readonly GenerationMode[] = ["positive", "negative", "all"];

/** What one operation's test runs with, resolved once. */
export interface OperationRunSettings {
  /** The operation cases are made from (of the configured schema when a config applies). */
  readonly operation?: APIOperation;
  /** False when the configuration disables the operation or every phase of it. */
  readonly enabled: boolean;
  /** The phases to run, in run order. */
  readonly phases: readonly TestPhase[];
  readonly numRuns: number;
  /** The run seed users replay with (`{ seed }`). */
  readonly runSeed: number;
  /** The seed fast-check gets for this operation. */
  readonly seed: number;
  readonly shrink: boolean;
  readonly mode: GenerationMode;
  /** `phases.examples.fill-missing`. */
  readonly fillMissing: boolean;
  /** `phases.coverage.unexpected-methods` (undefined: every undeclared method). */
  readonly unexpectedMethods?: readonly string[];
  /** `phases.coverage.generate-duplicate-query-parameters`. */
  readonly duplicateQueryParameters: boolean;
  /** `generation.database` for this property; `none` when seeded or not asked for. */
  readonly database: string;
  /** The hooks module the configuration names (`hooks`), imported before the first case. */
  readonly hooks?: HooksModule;
}

/** A hooks module named by `apitest.toml`, and the folder its relative path is read from. */
export interface HooksModule {
  readonly specifier: string;
  readonly base: string;
}

/** Settings for every operation of one schema. */
export interface ExampleSettings {
  readonly runSeed: number;
  /** The schema cases are made from: the given one, with the found configuration applied. */
  readonly schema: Schema;
  forOperation(operation: APIOperation): OperationRunSettings;
}

function checkCount(value: number | undefined): void {
  if (value !== undefined && (!Number.isInteger(value) || value < 1)) {
    throw new UsageError(`maxExamples must be a positive integer, got ${value}: pass for example { maxExamples: 50 }.`);
  }
}

function checkSeed(value: number | undefined): void {
  if (value !== undefined && !Number.isSafeInteger(value)) {
    throw new UsageError(`seed must be an integer, got ${value}: pass for example { seed: 42 }, or leave it out for a random seed.`);
  }
}

function checkModeAndPhases(options: PropertyOptions): void {
  if (options.mode !== undefined && !MODES.includes(options.mode)) {
    throw new UsageError(`mode "${String(options.mode)}" is not a generation mode: use "positive", "negative" or "all".`);
  }
  for (const phase of options.phases ?? []) {
    if (!TEST_PHASES.includes(phase)) {
      const hint = (phase as string) === "stateful" ? " The stateful phase runs with schema.asStateMachine()." : "";
      throw new UsageError(`phases: "${String(phase)}" is not a phase a test runs: use "examples", "coverage" and "fuzzing".${hint}`);
    }
  }
}

/** Whether a configuration file sets `key` in any of its `generation` tables (top level, phases, projects, operations). */
export function namesGenerationKey(value: unknown, key: string, inGeneration = false): boolean {
  if (Array.isArray(value)) return value.some((each) => namesGenerationKey(each, key, inGeneration));
  if (value === null || typeof value !== "object") return false;
  return Object.entries(value).some(([name, child]) => (inGeneration && name === key) || namesGenerationKey(child, key, name === "generation"));
}

/** The configuration in effect, the schema with it applied, and the hooks module it names. */
function configured(schema: Schema, options: PropertyOptions): { schema: Schema; resolved: ResolvedConfig | undefined; hooks?: HooksModule } {
  const config = options.config ?? schema.config ?? discoverConfig(options.configFile);
  if (config === undefined) return { schema, resolved: undefined };
  const applied = config === schema.config ? schema : schema.withConfig(config);
  const resolved = applied.settings;
  const specifier = resolved?.hooks;
  if (specifier === undefined || specifier === "") return { schema: applied, resolved };
  // Relative to the apitest.toml that names it, as `apitest run` reads it; a Config built in code: the working directory.
  return { schema: applied, resolved, hooks: { specifier, base: hooksBase(true, configPath(config), process.cwd()) } };
}

/**
 * Resolves options over the configuration over the defaults, once per schema: options win,
 * then the config (its `[[project]]` matching the schema title, then `[[operations]]`), then
 * the CLI's defaults (every phase, `all` modes, 100 cases).
 */
export function resolveExampleSettings(schema: Schema, options: PropertyOptions = {}): ExampleSettings {
  checkCount(options.maxExamples);
  checkSeed(options.seed);
  checkModeAndPhases(options);
  const { schema: effective, resolved, hooks } = configured(schema, options);
  const runSeed = options.seed ?? resolved?.seed ?? randomSeed();
  const seeded = options.seed !== undefined || resolved?.seed !== undefined || resolved?.generation.deterministic === true;
  const wanted = options.phases ?? resolved?.phases ?? TEST_PHASES;
  // A test writes an example database only when asked: by `database`, or by a configuration that
  // names one (`generation.database`). An apitest.toml without it keeps the library's default, none;
  // `.proptest/examples` is the CLI's default.
  const namesDatabase = resolved !== undefined && effective.config !== undefined && namesGenerationKey(effective.config.file, "database");
  return {
    runSeed,
    schema: effective,
    forOperation(given) {
      const index = schema.operations.indexOf(given);
      const operation = effective === schema || index < 0 ? given : (effective.operations[index] ?? given);
      const byPhase = (phase: TestPhase) => resolved?.forOperation(operation.definition, phase);
      const phases = TEST_PHASES.filter((phase) => wanted.includes(phase) && (byPhase(phase)?.enabled ?? true));
      const settings = byPhase("fuzzing");
      const generation = settings?.generation ?? DEFAULT_GENERATION;
      const coverage = byPhase("coverage")?.phaseOptions;
      const unexpectedMethods = coverage?.unexpectedMethods;
      return {
        operation,
        enabled: phases.length > 0 && (resolved?.isOperationSelected(operation.definition) ?? true),
        phases,
        numRuns: options.maxExamples ?? generation.maxExamples,
        runSeed,
        seed: operationSeed(runSeed, operation.label),
        shrink: !generation.noShrink,
        mode: options.mode ?? generation.mode,
        fillMissing: byPhase("examples")?.phaseOptions.fillMissing ?? false,
        ...(unexpectedMethods === undefined ? {} : { unexpectedMethods }),
        duplicateQueryParameters: coverage?.generateDuplicateQueryParameters ?? false,
        database: seeded ? "none" : (options.database ?? (settings !== undefined && namesDatabase ? generation.database : "none")),
        ...(hooks === undefined ? {} : { hooks }),
      };
    },
  };
}
