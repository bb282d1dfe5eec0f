import { ApitestError } from "../core/errors.js";
import type { KeyPath } from "./key-path.js";

/** One problem of a configuration file, located. */
export interface LocatedIssue {
  /** Where the problem is; `line` is absent when it could not be found (or there is no file). */
  readonly file: string;
  readonly line?: number;
  readonly path: KeyPath;
  /** One line, without the `file:line:` prefix. */
  readonly message: string;
}

/**
 * The configuration is invalid. `issues` holds every problem as data; the message lists them,
 * one `apitest.toml:12: …` line each, so the CLI can print it as is.
 */
export class ConfigInvalidError extends ApitestError {
  readonly issues: readonly LocatedIssue[];

  constructor(issues: readonly LocatedIssue[], options?: { cause?: unknown }) {
    super("config_invalid", renderIssues(issues), options);
    this.name = "ConfigInvalidError";
    this.issues = issues;
  }
}

/** Renders located issues: one line for a single problem, a counted list for several. */
export function renderIssues(issues: readonly LocatedIssue[]): string {
  const lines = issues.map((issue) => `${issue.file}${issue.line === undefined ? "" : `:${issue.line}`}: ${issue.message}`);
  if (lines.length === 1) return lines[0] ?? "";
  const file = issues[0]?.file ?? "the configuration";
  return `${file} has ${issues.length} problems:\n${lines.map((line) => `  ${line}`).join("\n")}`;
}
