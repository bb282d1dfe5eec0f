import { parse, TomlDate, TomlError } from "smol-toml";
import { ApitestError } from "../core/errors.js";
import { ConfigInvalidError, type LocatedIssue } from "./config-error.js";
import type { ConfigFile } from "./config-types.js";
import { indexKeyLines } from "./key-lines.js";
import { substituteEnv, isPlainTable, type ConfigIssue, type Environment } from "./substitute-env.js";
import { validateConfig } from "./validate-config.js";
import { cliExtensionStore } from "../core/cli-extension.js";

/**
 * Parses and validates the text of a configuration file: TOML syntax, then `${VAR}`
 * substitution from `env`, then the configuration schema. Pure: `fileName` only names the
 * file in messages.
 *
 * @throws ApitestError (`config_invalid`) for a TOML syntax error, naming file, line and column.
 * @throws ConfigInvalidError listing every other problem as `file:line: message`.
 * @example
 * parseConfigText('[generation]\nmax-examples = 50\n', { fileName: "apitest.toml", env: {} });
 */
export function parseConfigText(source: string, options: { readonly fileName: string; readonly env: Environment }): ConfigFile {
  let raw: unknown;
  try {
    raw = parse(source);
  } catch (error) {
    if (!(error instanceof TomlError)) throw error;
    const reason = (error.message.split("\n")[0] ?? "").replace(/^Invalid TOML document:\s*/, "");
    throw new ApitestError(
      "config_invalid",
      `${options.fileName}:${error.line}:${error.column}: invalid TOML: ${reason}\n${error.codeblock.trimEnd()}`,
      { cause: error },
    );
  }
  const lines = indexKeyLines(source);
  return checkConfigObject(normalizeDates(raw), options.env, (issue) => ({
    file: options.fileName,
    ...lineField(lines.lineOf(issue.path)),
    path: issue.path,
    message: issue.message,
  }));
}

/**
 * Substitutes `${VAR}` and validates an already-parsed configuration object (what
 * `Config.fromObject` receives). `locate` adds file and line to each issue.
 *
 * @throws ConfigInvalidError listing every problem.
 */
export function checkConfigObject(
  value: unknown,
  env: Environment,
  locate: (issue: ConfigIssue) => LocatedIssue = (issue) => ({ file: "configuration", path: issue.path, message: issue.message }),
): ConfigFile {
  const substituted = substituteEnv(value, env);
  const issues = substituted.issues.length > 0 ? substituted.issues : validateConfig(withoutExtensionSections(substituted.value));
  if (issues.length > 0) {
    const located = issues.map(locate).sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
    throw new ConfigInvalidError(located);
  }
  return substituted.value as ConfigFile;
}

/** The configuration without the sections CLI extensions (`extendCli`) read: they validate their own values. */
function withoutExtensionSections(value: unknown): unknown {
  const names = cliExtensionStore();
  if (names.size === 0 || !isPlainTable(value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => !names.has(key)));
}

function lineField(line: number | undefined): { line?: number } {
  return line === undefined ? {} : { line };
}

/** TOML dates have no meaning in the configuration; keep them as text so messages can quote them. */
function normalizeDates(value: unknown): unknown {
  if (value instanceof TomlDate) return value.toISOString();
  if (Array.isArray(value)) return value.map(normalizeDates);
  if (isPlainTable(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, normalizeDates(item)]));
  return value;
}
