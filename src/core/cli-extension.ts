/** One engine event as the NDJSON report records it: `event` names it (docs/reports.md lists the fields). */
export type EventRecord = { readonly event: string; readonly time: string } & Readonly<Record<string, unknown>>;

/** A value of an extension's option: the flag's text, `true` for a flag without a value, or the apitest.toml value. */
export type ExtensionValue = string | number | boolean;

/** An option a hooks module adds to `apitest run` and `apitest fuzz`. */
export interface CliExtensionOption {
  /** As on the command line: `--slack-channel <name>` (takes a value) or `--notify` (a switch). */
  readonly flag: string;
  /** The `--help` text. */
  readonly description: string;
  /** The key under the extension's `apitest.toml` section; default: the flag's name without `--`. */
  readonly key?: string;
  /** The value when neither the command line nor apitest.toml gives one. */
  readonly default?: ExtensionValue;
}

/** What an extension's handlers and reporters are given. */
export interface CliExtensionContext {
  /** The extension's option values by key: the command line's, else its `apitest.toml` section's, else the default. */
  readonly options: Readonly<Record<string, ExtensionValue | undefined>>;
  /** The run's report directory (`--report-dir`, `reports.directory`). */
  readonly reportDirectory: string;
}

/** A report an extension writes: every event record, then `close` once the run ended. */
export interface CliReporter {
  handle(record: EventRecord): void | Promise<void>;
  close?(): void | Promise<void>;
}

/** What a hooks module adds to the `apitest` command line (register it with `extendCli`). */
export interface CliExtension {
  /** The extension's name: its `apitest.toml` section (`[name]`) and how messages name it. */
  readonly name: string;
  /** Options of `apitest run` and `apitest fuzz`, listed by `--help`. */
  readonly options?: readonly CliExtensionOption[];
  /** Called with every engine event of a run, as the NDJSON report records it (secrets masked). */
  readonly onEvent?: (record: EventRecord, context: CliExtensionContext) => void | Promise<void>;
  /** Report formats by name: `--report <name>` (next to the built-in ones) makes one for the run. */
  readonly reporters?: Readonly<Record<string, (context: CliExtensionContext) => CliReporter>>;
}

const KEY = Symbol.for("apitest.cliExtensions");

/** The registered CLI extensions, in registration order (process-wide, like the other registries). */
export function cliExtensionStore(): Map<string, CliExtension> {
  // As core/process-wide.ts does, written out: this module is read at every start, that one need not be.
  const holder = globalThis as Record<symbol, unknown>;
  return (holder[KEY] ??= new Map<string, CliExtension>()) as Map<string, CliExtension>;
}
