import type { TextOutput } from "../reporting/text-output.js";

/** What the CLI touches of the outside world; injected so tests can run it in-process. */
export interface CliIo {
  /** `isTTY` and `columns` as on `process.stdout`: they decide whether a live progress line is shown, and how wide. */
  readonly stdout: TextOutput & { readonly isTTY?: boolean; readonly columns?: number };
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

