import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { main } from "../../src/cli/main.js";
import { memoryOutput } from "./server.js";

/** What one in-process `apitest` run printed and returned. */
export interface CliOutcome {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
  readonly seconds: number;
}

/** Runs `apitest` in process (no environment variables), as the command line would; `signal` is Ctrl-C. */
export async function apitest(args: readonly string[], signal?: AbortSignal): Promise<CliOutcome> {
  const stdout = memoryOutput();
  const stderr = memoryOutput();
  const started = performance.now();
  const code = await main([...args], { stdout, stderr, env: {}, ...(signal === undefined ? {} : { signal }) });
  return { code, stdout: stdout.text(), stderr: stderr.text(), seconds: (performance.now() - started) / 1000 };
}

/** A fresh temporary directory. */
export function freshDir(prefix = "apitest-e2e-"): string {
  return mkdtempSync(join(tmpdir(), prefix));
}
