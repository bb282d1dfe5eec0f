import type { CliIo } from "./exit-codes.js";
import { parseSeconds } from "./parse-values.js";
import { runCommand } from "./run-command.js";
import type { RawRunOptions } from "./run-options.js";

/**
 * `apitest fuzz <location>` (OpenAPI or GraphQL): `apitest run`'s settings and reports, with
 * fuzzing and stateful sequences going on in rounds after the examples and coverage phases
 * (the first round as `apitest run`'s) until `--max-time` seconds have passed or Ctrl-C; new
 * distinct failures are printed as they are found.
 */
export async function fuzzCommand(location: string, raw: RawRunOptions & { maxTime?: string }, io: CliIo): Promise<number> {
  const maxTimeSeconds = raw.maxTime === undefined ? undefined : parseSeconds("--max-time", raw.maxTime);
  const { maxTime: _, ...runOptions } = raw;
  return runCommand(location, runOptions, io, maxTimeSeconds === undefined ? {} : { maxTimeSeconds });
}
