import type { Config } from "../config/config.js";
import type { GenerationMode, Phase } from "../core/phase.js";

/** The phases a test-framework run has (the stateful phase is `schema.asStateMachine()`). */
export type TestPhase = Exclude<Phase, "stateful">;

/** How an operation's test runs: the CLI's phases and settings, from options over `apitest.toml`. */
export interface PropertyOptions {
  /** Fuzzing cases per operation and data mode; beats `generation.max-examples` of the config. Default 100. */
  readonly maxExamples?: number;
  /** Seed of the run; each operation derives its own from it and its label. Default: the config's, else random (printed on failure). */
  readonly seed?: number;
  /**
   * `positive` (valid data), `negative` (invalid data, each case invalid as a lenient server
   * reads it) or `all` (both). Default: the config's `generation.mode`, else `all`, as in the CLI.
   */
  readonly mode?: GenerationMode;
  /**
   * The phases to run, in this order whatever the order given: `examples` (the schema's
   * examples), `coverage` (boundaries, every enum value, each required part missing, undeclared
   * methods…), `fuzzing` (random cases, shrunk on failure). Default: the config's `phases`, else all three.
   */
  readonly phases?: readonly TestPhase[];
  /**
   * A loaded `apitest.toml`. Default: the schema's own (from its loader's `config`), else the
   * `apitest.toml` found as the CLI finds it (see `configFile`).
   */
  readonly config?: Config;
  /**
   * Where to find `apitest.toml` when neither `config` nor the schema gives one: a path, or
   * `false` not to look. Default: the nearest `apitest.toml` from the test file's directory (else
   * the working directory) up to the project root (the directory holding `.git`).
   */
  readonly configFile?: string | false;
  /**
   * Where failing cases are stored and replayed first next time: a directory, `:memory:` or
   * `none`. Default: the config's `generation.database` when it sets one, else `none` (an
   * `apitest.toml` without the key writes nothing; `.proptest/examples` is the CLI's default).
   * Ignored when a seed is given (a seeded property stays reproducible).
   */
  readonly database?: string;
}
