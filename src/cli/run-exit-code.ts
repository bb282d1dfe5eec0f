import type { RunSummary } from "../engine/run-options.js";
import { EXIT, type CliIo } from "./exit-codes.js";

/** The exit code of a finished run (OpenAPI and GraphQL alike); explains an unreachable or silent API on stderr. */
export function exitCodeFor(summary: RunSummary, baseUrl: string, io: CliIo): number {
  if (summary.failures > 0) return EXIT.failures;
  if (summary.responses === 0 && summary.timedOut !== undefined) {
    // Connected, then silence: the server is there but does not answer (or not this fast).
    const { operation, message, count } = summary.timedOut;
    const others = count > 1 ? ` (and ${count - 1} more request${count === 2 ? "" : "s"})` : "";
    io.stderr.write(`\nError: no request got a response in time: ${operation} timed out: ${message}${others}. Raise --request-timeout (or set it to none) if the API is this slow.\n`);
    return EXIT.failures;
  }
  if (summary.responses === 0 && summary.errors > 0) {
    io.stderr.write(
      `\nError: the API at ${baseUrl} could not be reached: no request got a response (see the errors above). Check that the server is running and that --url is right.\n`,
    );
    return EXIT.unusable;
  }
  if (summary.interrupted) return EXIT.interrupted;
  return summary.errors > 0 ? EXIT.failures : EXIT.ok;
}
