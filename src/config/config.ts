import type { ConfigFile } from "./config-types.js";
import { loadConfigFile } from "./load-config.js";
import { checkConfigObject } from "./parse-config.js";
import { resolveRunSettings } from "./resolve.js";
import type { CliOverrides, ResolvedConfig } from "./resolve-types.js";
import type { Environment } from "./substitute-env.js";

/**
 * A loaded, validated `apitest.toml`. Pass it to a loader (`openapi.fromUrl(url, { config })`)
 * or resolve it yourself for one schema.
 *
 * `${VAR}` references are replaced when the object is created, from `env` (by default the
 * process environment: this class is a library entry point, like the CLI).
 *
 * @example
 * const config = await Config.fromPath("apitest.toml");
 * const settings = config.resolve({ schemaTitle: "Booking API", cli: { seed: 42 } });
 * settings.forOperation(operation, "fuzzing").generation.maxExamples; // e.g. 50
 *
 * const inline = Config.fromObject({ generation: { "max-examples": 10 }, headers: { Authorization: "Bearer ${TOKEN}" } });
 */
export class Config {
  /** The file's contents, validated, with `${VAR}` substituted; keys as written (kebab-case). */
  readonly file: ConfigFile;

  private constructor(file: ConfigFile) {
    this.file = file;
  }

  /**
   * Reads and validates a configuration file.
   * @throws ApitestError (`config_invalid`) naming the file, line and key of each problem.
   */
  static async fromPath(path: string, env: Environment = process.env): Promise<Config> {
    return new Config(await loadConfigFile(path, env));
  }

  /**
   * Validates a configuration given as an object with the file's keys (`{ "generation": { "max-examples": 5 } }`).
   * @throws ConfigInvalidError listing every problem.
   */
  static fromObject(object: Readonly<Record<string, unknown>>, env: Environment = process.env): Config {
    return new Config(checkConfigObject(object, env));
  }

  /** A configuration `parseConfigText` already read and validated (what the test-framework integrations load synchronously). */
  static fromValidated(file: ConfigFile): Config {
    return new Config(file);
  }

  /** An empty configuration: every setting at its default. */
  static empty(): Config {
    return new Config({});
  }

  /**
   * Resolves the settings for one schema (its `info.title` picks the `[[project]]`), with
   * `cli` overriding every level of the file.
   */
  resolve(options: { readonly schemaTitle: string; readonly cli?: CliOverrides; readonly cores?: number }): ResolvedConfig {
    return resolveRunSettings({
      config: this.file,
      schemaTitle: options.schemaTitle,
      cli: options.cli ?? {},
      ...(options.cores === undefined ? {} : { cores: options.cores }),
    });
  }
}
