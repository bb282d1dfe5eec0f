/**
 * The command line's side of `extendCli`: the hooks module is imported before the arguments are
 * parsed (so its options are known to `--help` and the parser), its options' values are taken
 * (flag > its `apitest.toml` section > default), its `--report` names are picked out, and its
 * event handlers and reporters become event sinks of the run, fed the NDJSON report's records.
 */
import { readFile } from "node:fs/promises";
import type { Command, Option } from "commander";
import { cliExtensionStore, type CliExtension, type CliExtensionContext, type CliReporter, type EventRecord, type ExtensionValue } from "../core/cli-extension.js";
import { UsageError } from "../core/errors.js";
import type { EventSink } from "../core/events.js";
import type { SanitizationSettings } from "../core/settings.js";
import { findConfigFile } from "../config/find-config.js";
import { hooksBase, loadHooks } from "../config/load-hooks.js";
import { substituteEnv } from "../config/substitute-env.js";
import type { ReportFile } from "../reporting/report-file.js";

/** What the extensions were given in this invocation. */
interface Invocation {
  /** Each extension's `apitest.toml` section. */
  readonly sections: ReadonlyMap<string, Readonly<Record<string, unknown>>>;
  /** The commander options of each extension option, to read their values after parsing. */
  readonly flags: Map<Option, { readonly extension: CliExtension; readonly key: string }>;
  values: Map<string, Record<string, ExtensionValue | undefined>>;
  /** Report names `--report` gave that extensions provide. */
  reports: string[];
}

let invocation: Invocation | undefined;

/** The value of `--name <v>` or `--name=<v>` in `argv`, if given. */
function flagValue(argv: readonly string[], name: string): string | undefined {
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]!;
    if (arg === name) return argv[index + 1];
    if (arg.startsWith(`${name}=`)) return arg.slice(name.length + 1);
  }
  return undefined;
}

/** The configuration file's top level, parsed leniently (its real loading reports its problems later). */
async function rawConfig(path: string | undefined, env: Readonly<Record<string, string | undefined>>): Promise<Record<string, unknown>> {
  if (path === undefined) return {};
  try {
    // Loaded only when there is a file to read (start-up: most runs have none).
    const { parse } = await import("smol-toml");
    const value = substituteEnv(parse(await readFile(path, "utf8")), env).value;
    return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * For `apitest run`/`fuzz`: imports the hooks module (`--hooks`, else the `hooks` key of
 * apitest.toml, else `APITEST_HOOKS`) before the arguments are parsed, so the CLI extensions it
 * registers take part in `--help` and parsing, and keeps their `apitest.toml` sections.
 */
export async function preloadHooks(argv: readonly string[], env: Readonly<Record<string, string | undefined>>, cwd: string): Promise<void> {
  invocation = undefined;
  if (argv[0] !== "run" && argv[0] !== "fuzz") return;
  const configPath = flagValue(argv, "--config-file") ?? (await findConfigFile(cwd));
  const config = await rawConfig(configPath, env);
  const flag = flagValue(argv, "--hooks");
  const configured = typeof config["hooks"] === "string" ? config["hooks"] : undefined;
  const specifier = flag ?? configured ?? env["APITEST_HOOKS"];
  if (specifier !== undefined && specifier !== "") await loadHooks(specifier, hooksBase(flag === undefined && configured !== undefined, configPath, cwd));
  const sections = new Map<string, Readonly<Record<string, unknown>>>();
  for (const name of cliExtensionStore().keys()) {
    const section = config[name];
    if (section !== null && typeof section === "object" && !Array.isArray(section)) sections.set(name, section as Record<string, unknown>);
  }
  invocation = { sections, flags: new Map(), values: new Map(), reports: [] };
}

/** Adds the extensions' options to a command (`run`, `fuzz`), and takes their values before its action runs. */
export function addExtensionOptions(command: Command): void {
  const state = invocation;
  if (state === undefined) return;
  for (const extension of cliExtensionStore().values()) {
    for (const spec of extension.options ?? []) {
      const long = spec.flag.split(" ")[0]!;
      if (command.options.some((option) => option.long === long)) {
        throw new UsageError(`The ${extension.name} CLI extension adds ${long}, which apitest ${command.name()} already has: choose another flag in its extendCli() call.`);
      }
      const shown = spec.default === undefined ? spec.description : `${spec.description} (default: ${String(spec.default)})`;
      command.option(spec.flag, `${shown} [${extension.name}]`);
      const option = command.options.at(-1)!;
      state.flags.set(option, { extension, key: spec.key ?? long.slice(2) });
    }
  }
  command.hook("preAction", (_self, action) => takeValues(state, action));
}

function takeValues(state: Invocation, command: Command): void {
  const opts = command.opts<Record<string, unknown>>();
  const values = new Map<string, Record<string, ExtensionValue | undefined>>();
  for (const extension of cliExtensionStore().values()) values.set(extension.name, {});
  for (const [option, { extension, key }] of state.flags) {
    const section = state.sections.get(extension.name) ?? {};
    const fromFile = section[key];
    if (fromFile !== undefined && typeof fromFile !== "string" && typeof fromFile !== "number" && typeof fromFile !== "boolean") {
      throw new UsageError(`apitest.toml [${extension.name}] ${key}: expected a string, number or boolean, as ${option.flags} takes.`);
    }
    const spec = extension.options?.find((each) => (each.key ?? each.flag.split(" ")[0]!.slice(2)) === key);
    values.get(extension.name)![key] = (opts[option.attributeName()] as ExtensionValue | undefined) ?? fromFile ?? spec?.default;
  }
  state.values = values;
  // `--report` names an extension provides are its; the built-in ones stay for the usual parsing.
  const offered = new Set([...cliExtensionStore().values()].flatMap((extension) => Object.keys(extension.reporters ?? {})));
  if (typeof opts["report"] === "string" && offered.size > 0) {
    const names = opts["report"].split(",").map((name) => name.trim());
    state.reports = names.filter((name) => offered.has(name));
    const rest = names.filter((name) => name !== "" && !offered.has(name));
    command.setOptionValue("report", rest.length === 0 ? undefined : rest.join(","));
  } else state.reports = [];
}

/** A report file that hands each NDJSON line, parsed, to `deliver`. */
function recordFile(deliver: (record: EventRecord) => void | Promise<void>, end: () => void | Promise<void>): ReportFile {
  return {
    path: "",
    write(chunk) {
      const pending: Promise<void>[] = [];
      for (const line of chunk.split("\n")) {
        if (line === "") continue;
        const delivered = deliver(JSON.parse(line) as EventRecord);
        if (delivered instanceof Promise) pending.push(delivered);
      }
      return pending.length === 0 ? undefined : Promise.all(pending).then(() => undefined);
    },
    async end() {
      await end();
    },
  };
}

/** The run's sinks for the CLI extensions: each event handler, and each extension report `--report` named. */
export async function extensionSinks(masking: { readonly sanitization: SanitizationSettings; readonly secrets: readonly string[] }, reportDirectory: string): Promise<EventSink[]> {
  const state = invocation;
  if (state === undefined || cliExtensionStore().size === 0) return [];
  // Loaded only when an extension takes part (start-up).
  const { createNdjsonReporter } = await import("../reporting/ndjson.js");
  const sinks: EventSink[] = [];
  const context = (extension: CliExtension): CliExtensionContext => ({ options: state.values.get(extension.name) ?? {}, reportDirectory });
  const sink = (deliver: (record: EventRecord) => void | Promise<void>, end: () => void | Promise<void> = () => undefined): EventSink =>
    createNdjsonReporter({ path: "", ...masking, file: recordFile(deliver, end) });
  for (const extension of cliExtensionStore().values()) {
    const onEvent = extension.onEvent;
    if (onEvent !== undefined) sinks.push(sink((record) => onEvent(record, context(extension))));
    for (const name of state.reports) {
      const factory = extension.reporters?.[name];
      if (factory === undefined) continue;
      const reporter: CliReporter = factory(context(extension));
      sinks.push(sink((record) => reporter.handle(record), () => reporter.close?.()));
    }
  }
  return sinks;
}
