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
 * killed after 200 s (a hang, not a slow machine). `watch` sees standard output as it grows, with the child (to signal it).
 * Starting the bundle is faster than loading the CLI's sources into a test worker.
 */
export function spawnCli(args: readonly string[], watch?: (stdout: string, child: ChildProcess) => void): Promise<SpawnedCli> {
  return startCli(args, watch).result;
}

function startCli(args: readonly string[], watch?: (stdout: string, child: ChildProcess) => void): { child: ChildProcess; result: Promise<SpawnedCli> } {
  const child = spawn(process.execPath, [BIN, ...args], { env: { PATH: process.env["PATH"] ?? "", NO_COLOR: "1" } });
  const result = new Promise<SpawnedCli>((resolve, reject) => {
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
      watch?.(stdout, child);
    });
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), 200_000);
    child.on("error", reject);
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
  return { child, result };
}

/**
 * Runs `apitest <args>` as {@link spawnCli} does and sends it Ctrl-C (a real SIGINT) once `done()`
 * holds, checked every 20 ms: a run stopped by what it did (requests a server received), not by
 * how much fits in a wall-clock window, so the test holds on a machine of any speed.
 */
export function spawnCliUntil(args: readonly string[], done: () => boolean): Promise<SpawnedCli> {
  const { child, result } = startCli(args);
  let signalled = false;
  const timer = setInterval(() => {
    if (!signalled && done()) signalled = child.kill("SIGINT");
  }, 20);
  return result.finally(() => clearInterval(timer));
}
