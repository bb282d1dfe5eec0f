import { cliExtensionStore, type CliExtension } from "../core/cli-extension.js";
import { UsageError } from "../core/errors.js";

const BUILT_IN_REPORTS = ["junit", "vcr", "har", "ndjson", "html", "all"];

/**
 * Extends the `apitest` command line from a hooks module: options (listed by `--help`, also
 * read from the `[name]` section of `apitest.toml`), a handler of every engine event (the
 * records of the NDJSON report) and report formats `--report <name>` picks.
 *
 * @example
 * extendCli({
 *   name: "notify",
 *   options: [{ flag: "--notify-file <path>", description: "append a line per failure to this file" }],
 *   onEvent(record, ctx) {
 *     if (record.event === "failure" && ctx.options["notify-file"]) appendFileSync(String(ctx.options["notify-file"]), `${record.operation}\n`);
 *   },
 * });
 * @throws UsageError for a name without letters, a malformed flag, or a report name taken by a built-in format.
 */
export function extendCli(extension: CliExtension): void {
  if (!/^[a-z][a-z0-9-]*$/.test(extension.name)) {
    throw new UsageError(`extendCli(): the name ${JSON.stringify(extension.name)} must be lower-case letters, digits and dashes (it is the apitest.toml section, e.g. "notify").`);
  }
  for (const option of extension.options ?? []) {
    if (!/^--[a-z][a-z0-9-]*( <[^>]+>)?$/.test(option.flag)) {
      throw new UsageError(`extendCli("${extension.name}"): the flag ${JSON.stringify(option.flag)} must look like "--name" or "--name <value>".`);
    }
  }
  for (const name of Object.keys(extension.reporters ?? {})) {
    if (BUILT_IN_REPORTS.includes(name) || !/^[a-z][a-z0-9-]*$/.test(name)) {
      throw new UsageError(`extendCli("${extension.name}"): the report name ${JSON.stringify(name)} is taken or malformed; use lower-case letters, digits and dashes other than ${BUILT_IN_REPORTS.join(", ")}.`);
    }
  }
  cliExtensionStore().set(extension.name, extension);
}

/** Forgets every CLI extension (for tests). */
export function clearCliExtensions(): void {
  cliExtensionStore().clear();
}
