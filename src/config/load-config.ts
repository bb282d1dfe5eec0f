import { readFile } from "node:fs/promises";
import { isAbsolute, relative } from "node:path";
import { ApitestError } from "../core/errors.js";
import type { ConfigFile } from "./config-types.js";
import type { Environment } from "./substitute-env.js";

/**
 * Reads, parses and validates a configuration file. The only place the configuration
 * module reads a file's contents; everything after the read is `parseConfigText`.
 *
 * @throws ApitestError (`config_invalid`) when the file cannot be read, is not valid TOML, or
 *   breaks the configuration schema (then a `ConfigInvalidError` listing every problem with its line).
 * @example
 * const file = await loadConfigFile("apitest.toml", process.env);
 */
export async function loadConfigFile(path: string, env: Environment): Promise<ConfigFile> {
  let source: string;
  try {
    source = await readFile(path, "utf8");
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === "ENOENT" ? "the file does not exist" : String((error as Error).message);
    throw new ApitestError("config_invalid", `Cannot read the configuration file ${path}: ${reason}. Check the path (or remove --config to use apitest.toml from the project).`, {
      cause: error,
    });
  }
  // Loaded on first use: the TOML parser and the configuration schema cost start-up time runs without a file never need.
  const { parseConfigText } = await import("./parse-config.js");
  return parseConfigText(source.replace(/^\uFEFF/, ""), { fileName: displayName(path), env });
}

/** Names the file as the user most likely thinks of it: relative to the working directory when inside it. */
function displayName(path: string): string {
  if (!isAbsolute(path)) return path;
  const inside = relative(process.cwd(), path);
  return inside !== "" && !inside.startsWith("..") && !isAbsolute(inside) ? inside : path;
}
