import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

/** The repository root, where `apitest-pbt` resolves to the built package (lib/). */
export const ROOT = fileURLToPath(new URL("../..", import.meta.url));
/** Jest's command-line entry, run under `node --experimental-vm-modules` for ESM tests. */
export const JEST = fileURLToPath(new URL("../../node_modules/jest/bin/jest.js", import.meta.url));

/** What a child run printed (stdout and stderr interleaved) and its exit code. */
export interface NodeRun {
  readonly code: number | null;
  readonly output: string;
}

/**
 * Runs `node <args>` in the repository root, without colours, killed after 220 s (a hang, not a slow machine). `unset`
 * names environment variables the child must not inherit (e.g. VITEST, when the child is a test
 * framework of its own and not a worker of this run).
 */
export function runNode(args: readonly string[], unset: readonly string[] = []): Promise<NodeRun> {
  return new Promise((resolve, reject) => {
    const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0" };
    for (const name of unset) delete env[name];
    const child = spawn(process.execPath, args, { cwd: ROOT, env });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), 220_000);
    child.on("error", reject);
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}
