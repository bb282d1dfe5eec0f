import { autoWorkers } from "../core/auto-workers.js";
import { UsageError } from "../core/errors.js";
import { PHASES, type GenerationMode, type Phase } from "../core/phase.js";
import { WARNING_NAMES as ALL_WARNING_NAMES } from "../core/warning-names.js";

/** Parses `-H 'Name: value'`. */
export function parseHeader(raw: string): [string, string] {
  const colon = raw.indexOf(":");
  const name = colon === -1 ? "" : raw.slice(0, colon).trim();
  if (colon === -1 || name === "") {
    throw new UsageError(`Invalid header '${raw}' in --header: expected 'Name: value', for example -H 'Authorization: Bearer <token>'.`);
  }
  if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name)) {
    throw new UsageError(`Invalid header name '${name}' in --header '${raw}': header names may contain only letters, digits and !#$%&'*+.^_\`|~-.`);
  }
  const value = raw.slice(colon + 1).trim();
  if (/[\r\n\0]/.test(value)) throw new UsageError(`Invalid value for header '${name}': it contains a line break or NUL character.`);
  return [name, value];
}

/** Parses `--auth user:password`. */
export function parseBasicAuth(raw: string): { username: string; password: string } {
  const colon = raw.indexOf(":");
  if (colon <= 0) throw new UsageError(`Invalid --auth value: expected 'user:password', got '${raw.includes(":") ? raw : "<no colon>"}'.`);
  return { username: raw.slice(0, colon), password: raw.slice(colon + 1) };
}

/** Parses an integer option with a lower bound (and an upper one, when given). */
export function parseIntegerOption(flag: string, raw: string, minimum: number, maximum?: number): number {
  const value = Number(raw);
  if (!/^-?\d+$/.test(raw.trim()) || !Number.isSafeInteger(value)) throw new UsageError(`Invalid value for ${flag}: '${raw}' is not a whole number.`);
  if (value < minimum) throw new UsageError(`Invalid value for ${flag}: ${value} is less than the minimum of ${minimum}.`);
  if (maximum !== undefined && value > maximum) throw new UsageError(`Invalid value for ${flag}: ${value} is more than the maximum of ${maximum}.`);
  return value;
}

/** Parses a number of seconds, which must be greater than zero (or at least `minimum`). */
export function parseSeconds(flag: string, raw: string, minimum?: number): number {
  const value = Number(raw);
  if (raw.trim() === "" || !Number.isFinite(value)) throw new UsageError(`Invalid value for ${flag}: '${raw}' is not a number of seconds.`);
  if (minimum !== undefined ? value < minimum : value <= 0) {
    throw new UsageError(`Invalid value for ${flag}: ${raw} must be ${minimum !== undefined ? `at least ${minimum}` : "greater than 0"} seconds.`);
  }
  return value;
}

/** Parses `--request-timeout`: seconds greater than 0, or `0`/`none` for no limit (returned as 0). */
export function parseRequestTimeout(flag: string, raw: string): number {
  const text = raw.trim().toLowerCase();
  if (text === "none" || (text !== "" && Number(text) === 0)) return 0;
  return parseSeconds(flag, raw);
}

/** Parses `--workers N|auto`. */
export function parseWorkers(raw: string, cores: number): number {
  if (raw === "auto") return autoWorkers(cores);
  return parseIntegerOption("--workers", raw, 1, 64);
}

/** Parses a boolean flag value (`true`/`false`, `yes`/`no`, `1`/`0`). */
export function parseBoolean(flag: string, raw: string): boolean {
  const text = raw.trim().toLowerCase();
  if (["true", "yes", "1", "on"].includes(text)) return true;
  if (["false", "no", "0", "off"].includes(text)) return false;
  throw new UsageError(`Invalid value for ${flag}: '${raw}' is not true or false.`);
}

/** Parses `--tls-verify true|false|<CA bundle path>`. */
export function parseTlsVerify(raw: string): boolean | string {
  const text = raw.trim().toLowerCase();
  if (["true", "yes", "1"].includes(text)) return true;
  if (["false", "no", "0"].includes(text)) return false;
  return raw;
}

/** Splits a comma-separated list option, dropping blanks. */
export function parseList(raw: string): string[] {
  return raw
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item !== "");
}

/** Parses `--phases examples,coverage,fuzzing,stateful`. */
export function parsePhases(raw: string): Phase[] {
  const phases = parseList(raw);
  for (const phase of phases) {
    if (!(PHASES as readonly string[]).includes(phase)) {
      throw new UsageError(`Invalid phase '${phase}' in --phases: choose from ${PHASES.join(", ")}.`);
    }
  }
  if (phases.length === 0) throw new UsageError(`--phases needs at least one of ${PHASES.join(", ")}.`);
  return phases as Phase[];
}

/** Parses `--mode positive|negative|all` (or its twin `flag`, `--generation-mode`). */
export function parseMode(raw: string, flag = "--mode"): GenerationMode {
  if (raw === "positive" || raw === "negative" || raw === "all") return raw;
  throw new UsageError(`Invalid ${flag} '${raw}': choose positive, negative or all.`);
}

/** The warning names `--warnings` accepts in a list. */
const WARNING_NAMES: typeof ALL_WARNING_NAMES = ALL_WARNING_NAMES;

/** Parses `--warnings true|false|missing_auth,missing_test_data,…`. */
export function parseWarnings(raw: string): boolean | (typeof WARNING_NAMES)[number][] {
  const text = raw.trim().toLowerCase();
  if (["true", "yes", "1", "on"].includes(text)) return true;
  if (["false", "no", "0", "off"].includes(text)) return false;
  const names = parseList(raw);
  for (const name of names) {
    if (!(WARNING_NAMES as readonly string[]).includes(name)) {
      throw new UsageError(`Invalid warning '${name}' in --warnings: use true, false, or a comma-separated list of ${WARNING_NAMES.join(", ")}.`);
    }
  }
  if (names.length === 0) throw new UsageError(`--warnings needs true, false, or a list of ${WARNING_NAMES.join(", ")}.`);
  return names as (typeof WARNING_NAMES)[number][];
}

/** Parses `--proxy http://[user:password@]host:port`. */
export function parseProxy(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new UsageError(`Invalid value for --proxy: '${raw}' is not a URL; expected for example --proxy http://127.0.0.1:3128.`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new UsageError(`Invalid value for --proxy: '${url.protocol}' proxies are not supported; use an http:// or https:// proxy URL.`);
  }
  return raw.trim();
}

const ESCAPES: Readonly<Record<string, string>> = { r: "\r", n: "\n", t: "\t", "0": "\0", "\\": "\\" };

/**
 * Parses `--generation-exclude-header-characters`: the characters themselves, where `\r`,
 * `\n`, `\t`, `\0` and `\\` stand for the control characters a shell cannot easily pass.
 */
export function parseCharacters(flag: string, raw: string): string {
  return raw.replace(/\\(.)/g, (all, letter: string) => {
    const char = ESCAPES[letter];
    if (char === undefined) throw new UsageError(`Invalid escape '${all}' in ${flag}: use \\r, \\n, \\t, \\0 or \\\\.`);
    return char;
  });
}

/** Parses `--output-verbosity normal|full`. */
export function parseVerbosity(raw: string): "normal" | "full" {
  const text = raw.trim().toLowerCase();
  if (text === "normal" || text === "full") return text;
  throw new UsageError(`Invalid value for --output-verbosity: '${raw}'. Use normal (shared causes once, a large run kept short) or full (everything).`);
}
