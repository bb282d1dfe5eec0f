// Starts bench/target-server.js in its own process on 127.0.0.1; shared by the bench scripts.
import { spawn } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));

/** Resolves to the target's base URL and a function that stops it. `script`: another server of bench/ (e.g. ok-server.js). */
export async function startTarget(script = "target-server.js") {
  const child = spawn(process.execPath, [join(here, script)], { stdio: ["ignore", "pipe", "inherit"] });
  const url = await new Promise((resolve, reject) => {
    child.stdout.once("data", (chunk) => resolve(String(chunk).trim()));
    child.once("exit", (code) => reject(new Error(`bench target exited with ${code}`)));
  });
  return { url, stop: () => child.kill("SIGTERM") };
}
