import { Command, CommanderError } from "commander";
import { ApitestError, describeError } from "../core/errors.js";
import { VERSION } from "../version.js";
import { EXIT, type CliIo } from "./exit-codes.js";
import type { RawMergeOptions } from "./merge-reports-command.js";
import type { RawReplayOptions } from "./replay-command.js";
import type { RawSummaryOptions } from "./summary-command.js";
import { configureHelpEverywhere, helpWidth, programHelpFooter, runHelpFooter } from "./help-layout.js";
import { addRunOptions } from "./run-flags.js";
import { findConfigFileSync } from "../config/find-config.js";
import type { RawRunOptions } from "./run-options.js";

function collect(value: string, previous: string[]): string[] {
  return [...previous, value];
}

/** Builds the command-line program. Every option documents its default, once; help is wrapped to the terminal. */
export function buildProgram(io: CliIo, setExitCode: (code: number) => void, extend?: (command: Command) => void): Command {
  const width = helpWidth(io.env, io.stdout);
  const program = new Command("apitest")
    .description(
      "Property-based API testing: generates requests from an OpenAPI (2.0, 3.0, 3.1) or GraphQL schema, sends them, checks every response and shrinks what fails to a curl command that reproduces it.",
    )
    .version(VERSION, "-V, --version", "print the version")
    .showHelpAfterError("(run 'apitest --help' for usage)")
    .exitOverride()
    .configureOutput({
      writeOut: (text) => io.stdout.write(text),
      writeErr: (text) => io.stderr.write(text),
      getOutHelpWidth: () => width,
      getErrHelpWidth: () => width,
    })
    .addHelpText("after", programHelpFooter(width));
  const run = addRunOptions(
    program
      .command("run")
      .description("test an API from its OpenAPI or GraphQL schema (a URL, or a file with --url)")
      .argument("<location>", "schema URL (http://…/openapi.json, or a GraphQL endpoint such as http://…/graphql) or file path (JSON, YAML, or GraphQL SDL)")
      .addHelpText("after", runHelpFooter(width)),
  ).action(async (location: string, options: RawRunOptions) => {
    // Loaded on demand so `--version` and `--help` stay fast.
    const { runCommand } = await import("./run-command.js");
    setExitCode(await runCommand(location, options, io));
  });
  const fuzz = addRunOptions(
    program
      .command("fuzz")
      .description("test an API continuously (OpenAPI or GraphQL): a first round as apitest run, then fuzzing and stateful sequences in rounds until --max-time or Ctrl-C, printing each new failure as found")
      .argument("<location>", "schema URL (http://…/openapi.json, or a GraphQL endpoint such as http://…/graphql) or file path (JSON, YAML, or GraphQL SDL)")
      .option("--max-time <seconds>", "stop after this many seconds, keeping every result (default: run until Ctrl-C)"),
  ).action(async (location: string, options: RawRunOptions & { maxTime?: string }) => {
    const { fuzzCommand } = await import("./fuzz-command.js");
    setExitCode(await fuzzCommand(location, options, io));
  });
  // Options a hooks module added with extendCli (imported before parsing: preloadHooks).
  extend?.(run);
  extend?.(fuzz);
  program
    .command("replay")
    .description("re-send the requests recorded in a VCR cassette and say which failures still happen, grouped by failure (state changed: a resource the recording created is gone)")
    .argument("<cassette>", "a VCR cassette written by 'apitest run --report vcr'")
    .option("--base-url <url>", "send to this base URL instead of the recorded one")
    .option("--all", "replay every recorded request, not only failing ones (default: only failures)")
    .option("-H, --header <header>", "header replacing a recorded one, e.g. credentials recorded as [Filtered]; repeatable", collect, [])
    .option("--request-timeout <seconds>", "give up on a response after this many seconds, or none (default: 10 s for the response to start and between body chunks)")
    .option("--tls-verify <true|false|path>", "verify TLS certificates, or use this CA bundle (default: true)")
    .action(async (cassette: string, options: RawReplayOptions) => {
      const { replayCommand } = await import("./replay-command.js");
      setExitCode(await replayCommand(cassette, options, io));
    });
  program
    .command("merge-reports")
    .description("merge the JUnit, NDJSON and HTML reports of several runs (the shards of --shard i/n) into one set, as one run would have written it")
    .argument("<dirs...>", "report directories (--report-dir of each run) or report files; directories are searched")
    .option("--report-dir <dir>", "directory the merged reports are written to (junit.xml, events.ndjson, report.html)")
    .action(async (dirs: string[], options: RawMergeOptions) => {
      const { mergeReportsCommand } = await import("./merge-reports-command.js");
      setExitCode(await mergeReportsCommand(dirs, options, io));
    });
  program
    .command("summary")
    .description("print the Markdown summary of a run from its JUnit report (of several runs' reports, merged): counts, failures by check, the first failures with their curl")
    .argument("<reports...>", "report directories or JUnit files (several: merged first)")
    .option("--top <n>", "failures shown in full, with their curl (default: 10)")
    .action(async (reports: string[], options: RawSummaryOptions) => {
      const { summaryCommand } = await import("./summary-command.js");
      setExitCode(await summaryCommand(reports, options, io));
    });
  configureHelpEverywhere(program, width);
  return program;
}

/** Whether a hooks module may take part: `--hooks`, `APITEST_HOOKS`, or an apitest.toml (given, or found from here up). */
function mayNameHooks(argv: readonly string[], env: Readonly<Record<string, string | undefined>>): boolean {
  if (argv.some((arg) => arg === "--hooks" || arg.startsWith("--hooks=") || arg === "--config-file" || arg.startsWith("--config-file="))) return true;
  return (env["APITEST_HOOKS"] ?? "") !== "" || findConfigFileSync(process.cwd()) !== undefined;
}

/**
 * Runs the CLI with `argv` (without `node` and the script) and returns the exit code:
 * 0 nothing found, 1 failures found, 2 the run could not be done, 130 interrupted.
 * Errors are one clear paragraph on stderr, never a stack trace.
 */
export async function main(argv: readonly string[], io?: CliIo): Promise<number> {
  const controller = new AbortController();
  const realIo: CliIo = io ?? { stdout: process.stdout, stderr: process.stderr, env: process.env, signal: controller.signal };
  let interrupts = 0;
  const onSigint = (): void => {
    interrupts++;
    if (interrupts === 1) {
      realIo.stderr.write("\nInterrupted: finishing the requests in flight and reporting what was found (press Ctrl-C again to quit at once).\n");
      controller.abort();
    } else process.exit(EXIT.interrupted);
  };
  if (io === undefined) process.on("SIGINT", onSigint);
  let exitCode: number = EXIT.ok;
  try {
    // run and fuzz import the hooks module before parsing: CLI extensions add options (loaded only then, for start-up).
    const extensions = (argv[0] === "run" || argv[0] === "fuzz") && mayNameHooks(argv, realIo.env) ? await import("./cli-extensions.js") : undefined;
    await extensions?.preloadHooks(argv, realIo.env, process.cwd());
    const program = buildProgram(realIo, (code) => {
      exitCode = code;
    }, extensions?.addExtensionOptions);
    if (argv.length === 0) {
      program.outputHelp();
      return EXIT.unusable;
    }
    await program.parseAsync([...argv], { from: "user" });
    return exitCode;
  } catch (error) {
    if (error instanceof CommanderError) {
      // Help and version are successful exits; everything else is a usage error.
      return error.exitCode === 0 ? EXIT.ok : EXIT.unusable;
    }
    if (error instanceof ApitestError) {
      realIo.stderr.write(`Error: ${error.message}\n`);
      return EXIT.unusable;
    }
    realIo.stderr.write(
      `Internal error: ${describeError(error)}\nThis is a bug in apitest; please report it with the command you ran.\n`,
    );
    if (realIo.env["APITEST_DEBUG"] !== undefined && error instanceof Error && error.stack !== undefined) realIo.stderr.write(`${error.stack}\n`);
    return EXIT.unusable;
  } finally {
    if (io === undefined) process.off("SIGINT", onSigint);
  }
}
