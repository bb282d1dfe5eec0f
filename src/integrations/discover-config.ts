import { readFileSync } from "node:fs";
import { dirname, isAbsolute, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { Config } from "../config/config.js";
import { findConfigFileSync } from "../config/find-config.js";
import { parseConfigText } from "../config/parse-config.js";
import { ApitestError } from "../core/errors.js";

/** Configurations read so far in this process, by absolute path: a file is read once per test file. */
const loaded = new Map<string, Config>();
/** The file each configuration read here came from. */
const paths = new WeakMap<Config, string>();

/** The `apitest.toml` a configuration was read from by {@link discoverConfig}, if it was. */
export function configPath(config: Config): string | undefined {
  return paths.get(config);
}

/** The directory of the test file being collected, when the framework says (Vitest, Jest, node:test). */
export function testFileDirectory(): string | undefined {
  const vitest = (globalThis as { __vitest_worker__?: { filepath?: unknown } }).__vitest_worker__?.filepath;
  if (typeof vitest === "string") return dirname(vitest);
  const jest = (globalThis as { expect?: { getState?: () => { testPath?: unknown } } }).expect?.getState?.().testPath;
  if (typeof jest === "string") return dirname(jest);
  // `node --test` runs each test file as its own process, the file as the entry point.
  if (process.env["NODE_TEST_CONTEXT"] !== undefined && process.argv[1] !== undefined) {
    const entry = process.argv[1].startsWith("file:") ? fileURLToPath(process.argv[1]) : process.argv[1];
    return dirname(resolve(entry));
  }
  return undefined;
}

function readConfig(path: string): Config {
  const known = loaded.get(path);
  if (known !== undefined) return known;
  let source: string;
  try {
    source = readFileSync(path, "utf8");
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === "ENOENT" ? "the file does not exist" : String((error as Error).message);
    throw new ApitestError("config_invalid", `Cannot read the configuration file ${path}: ${reason}. Check the configFile option (or pass configFile: false not to read one).`, { cause: error });
  }
  const inside = relative(process.cwd(), path);
  const fileName = inside !== "" && !inside.startsWith("..") && !isAbsolute(inside) ? inside : path;
  const config = Config.fromValidated(parseConfigText(source.replace(/^\uFEFF/, ""), { fileName, env: process.env }));
  loaded.set(path, config);
  paths.set(config, path);
  return config;
}

/**
 * The `apitest.toml` a test-framework run uses when neither the options nor the schema give a
 * configuration: `configFile` when it is a path, none when it is `false`, else the nearest
 * `apitest.toml` from the test file's directory (or the working directory) up to the project
 * root, as the CLI finds it.
 *
 * @throws ApitestError (`config_invalid`) naming the file, line and key of each problem.
 */
export function discoverConfig(configFile: string | false | undefined): Config | undefined {
  if (configFile === false) return undefined;
  if (configFile !== undefined) return readConfig(resolve(configFile));
  const start = testFileDirectory();
  const found = (start === undefined ? undefined : findConfigFileSync(start)) ?? findConfigFileSync(process.cwd());
  return found === undefined ? undefined : readConfig(found);
}
