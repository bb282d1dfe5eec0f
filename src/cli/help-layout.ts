import type { Command, Help, HelpConfiguration } from "commander";
import { ALL_CHECK_NAMES } from "../core/check-names.js";
import { PHASES } from "../core/phase.js";

/** Widest term column; a longer option name goes on a line of its own with its text below. */
const TERM_COLUMN = 30;
/** Indent of an option's text when its name is on a line of its own. */
const HANGING_INDENT = 8;

/**
 * The width help is wrapped to: `COLUMNS` when set to a number, else the terminal's width, else 80.
 * Never below 40, so a narrow terminal still gets readable text.
 */
export function helpWidth(env: Readonly<Record<string, string | undefined>>, stdout: { readonly isTTY?: boolean; readonly columns?: number }): number {
  const fromEnv = Number.parseInt(env["COLUMNS"] ?? "", 10);
  const width = Number.isFinite(fromEnv) && fromEnv > 0 ? fromEnv : stdout.isTTY === true && stdout.columns !== undefined && stdout.columns > 0 ? stdout.columns : 80;
  return Math.max(40, width);
}

/** Wraps `text` at spaces to `width` columns, every line after `indent`. Existing line breaks are kept. */
export function wrapText(text: string, width: number, indent = ""): string {
  const room = Math.max(10, width - indent.length);
  const out: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    for (const word of paragraph.split(/ +/)) {
      if (line === "") line = word;
      else if (line.length + 1 + word.length <= room) line += ` ${word}`;
      else {
        out.push(indent + line);
        line = word;
      }
    }
    out.push(line === "" ? "" : indent + line);
  }
  return out.join("\n");
}

/**
 * Help settings for every command: wrapped to `width`; each option's text ends with its default
 * written once (commander's own `(default: …)` is not added); a long option name on its own line.
 */
export function helpConfiguration(width: number): HelpConfiguration {
  return {
    helpWidth: width,
    optionDescription: (option) => option.description,
    formatItem(term: string, termWidth: number, description: string, helper: Help): string {
      if (description === "") return `  ${term}`;
      const column = Math.min(termWidth, TERM_COLUMN);
      if (helper.displayWidth(term) <= column) {
        const text = wrapText(description, width, " ".repeat(column + 4)).trimStart();
        return `  ${term.padEnd(column + term.length - helper.displayWidth(term))}  ${text}`;
      }
      return `  ${term}\n${wrapText(description, width, " ".repeat(HANGING_INDENT))}`;
    },
  };
}

/** What every exit code of `apitest run` means. */
export const EXIT_CODES: readonly (readonly [number, string])[] = [
  [0, "every check passed"],
  [1, "failures or errors were found"],
  [2, "the run could not be done: bad usage, unreadable schema, unreachable server"],
  [130, "interrupted (Ctrl-C) before anything failed"],
];

/** The exit codes, one wrapped item each. */
export function exitCodesHelp(width: number): string {
  return EXIT_CODES.map(([code, text]) => `  ${String(code).padEnd(5)}${wrapText(text, width, " ".repeat(7)).trimStart()}`).join("\n");
}

/** The text after `apitest run --help`: phases, checks, how to silence one, exit codes. */
export function runHelpFooter(width: number): string {
  return [
    "",
    "Phases (--phases):",
    wrapText(PHASES.join(", "), width, "  "),
    "",
    "Checks (--checks; [checks.<name>] in apitest.toml):",
    wrapText(ALL_CHECK_NAMES.join(", "), width, "  "),
    wrapText("Turn one off in apitest.toml with [checks.<name>] enabled = false, e.g. [checks.unsupported_method] for frameworks that answer 404 instead of 405.", width, "  "),
    "",
    "Exit codes:",
    exitCodesHelp(width),
    "",
    "Examples:",
    "  apitest run http://127.0.0.1:8000/openapi.json",
    "  apitest run ./openapi.yaml -u http://127.0.0.1:8000 --report junit",
    "  apitest run http://127.0.0.1:4000/graphql",
  ].join("\n");
}

/** The text after `apitest --help`. */
export function programHelpFooter(width: number): string {
  return [
    "",
    wrapText("Run 'apitest run --help' for the options of a run: what to test, generation, checks, network, reports and output.", width),
    "",
    "Exit codes:",
    exitCodesHelp(width),
  ].join("\n");
}

/** Applies the help settings to a command and all its subcommands. */
export function configureHelpEverywhere(command: Command, width: number): void {
  command.configureHelp(helpConfiguration(width));
  for (const sub of command.commands) configureHelpEverywhere(sub, width);
}
