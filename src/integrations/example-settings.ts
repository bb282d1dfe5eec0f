import type { APIOperation } from "../api/operation.js";
import type { Schema } from "../api/schema.js";
import type { Config } from "../config/config.js";
import type { ResolvedConfig } from "../config/resolve-types.js";
import { UsageError } from "../core/errors.js";
import { DEFAULT_GENERATION } from "../core/settings.js";
import { operationSeed, randomSeed } from "../engine/seed.js";

/** How many cases an operation's property gets, and from which seed. */
export interface PropertyOptions {
  /** Cases per operation; beats `generation.max-examples` of `config`. Default 100. */
  readonly maxExamples?: number;
  /** Seed of the run; each operation derives its own from it and its label. Default: `config`'s, else random (printed on failure). */
  readonly seed?: number;
  /** Only `positive` (valid) data for now. */
  readonly mode?: "positive";
  /** A loaded `apitest.toml`: its `generation.max-examples`, `generation.no-shrink`, `generation.database`, seed and `[[operations]]` switches apply. */
  readonly config?: Config;
  /**
   * Where failing cases are stored and replayed first next time: a directory, `:memory:` or
   * `none`. Default: `config`'s `generation.database` (`.proptest/examples`), else `none`.
   * Ignored when a seed is given (a seeded property stays reproducible).
   */
  readonly database?: string;
}

/** What one operation's property runs with, resolved once. */
export interface OperationRunSettings {
  /** False when the configuration disables the operation or its fuzzing phase. */
  readonly enabled: boolean;
  readonly numRuns: number;
  /** The run seed users replay with (`{ seed }`). */
  readonly runSeed: number;
  /** The seed fast-check gets for this operation. */
  readonly seed: number;
  readonly shrink: boolean;
  readonly mode: "positive";
  /** `generation.database` for this property; `none` when seeded or not asked for. */
  readonly database: string;
}

/** Settings for every operation of one schema. */
export interface ExampleSettings {
  readonly runSeed: number;
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

/**
 * Resolves options over the configuration over the defaults, once per schema: options win,
 * then `config` (its `[[project]]` matching the schema title, then `[[operations]]`), then 100 cases.
 */
export function resolveExampleSettings(schema: Schema, options: PropertyOptions = {}): ExampleSettings {
  checkCount(options.maxExamples);
  checkSeed(options.seed);
  if (options.mode !== undefined && options.mode !== "positive") {
    throw new UsageError(`mode "${String(options.mode)}" is not available in the test integration yet: only "positive" data can be generated.`);
  }
  const resolved: ResolvedConfig | undefined = options.config?.resolve({ schemaTitle: schema.title });
  const runSeed = options.seed ?? resolved?.seed ?? randomSeed();
  const seeded = options.seed !== undefined || resolved?.seed !== undefined || resolved?.generation.deterministic === true;
  return {
    runSeed,
    forOperation(operation) {
      const settings = resolved?.forOperation(operation.definition, "fuzzing");
      const generation = settings?.generation ?? DEFAULT_GENERATION;
      return {
        enabled: settings?.enabled ?? true,
        numRuns: options.maxExamples ?? generation.maxExamples,
        runSeed,
        seed: operationSeed(runSeed, operation.label),
        shrink: !generation.noShrink,
        mode: "positive",
        database: seeded ? "none" : (options.database ?? (settings === undefined ? "none" : generation.database)),
      };
    },
  };
}
