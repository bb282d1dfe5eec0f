import { spawn, type ChildProcess } from "node:child_process";

const BIN = new URL("../../bin/apitest.js", import.meta.url).pathname;

/** What a child `apitest` process printed, and its exit code. */
export interface SpawnedCli {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * Runs `apitest <args>` (the built CLI, `bin/apitest.js`) as a child process, without colours,
 * killed after a minute. `watch` sees standard output as it grows, with the child (to signal it).
 * Starting the bundle is faster than loading the CLI's sources into a test worker.
 */
export function spawnCli(args: readonly string[], watch?: (stdout: string, child: ChildProcess) => void): Promise<SpawnedCli> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { env: { PATH: process.env["PATH"] ?? "", NO_COLOR: "1" } });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
      watch?.(stdout, child);
    });
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
    child.on("error", reject);
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}
