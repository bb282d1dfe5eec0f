import type { TextOutput } from "../reporting/text-output.js";

/** What the CLI touches of the outside world; injected so tests can run it in-process. */
export interface CliIo {
  readonly stdout: TextOutput & { readonly isTTY?: boolean };
  readonly stderr: TextOutput;
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Aborted on Ctrl-C. */
  readonly signal?: AbortSignal;
}

/** Exit codes of `apitest run`. */
export const EXIT = {
  /** Every check passed. */
  ok: 0,
  /** Failures (or errors) were found. */
  failures: 1,
  /** The run could not be done: bad usage, unreadable schema, unreachable server. */
  unusable: 2,
  /** Interrupted with Ctrl-C before anything failed. */
  interrupted: 130,
} as const;

