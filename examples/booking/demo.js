#!/usr/bin/env node
// `npm run demo [-- --fixed] [-- --seed N ...]`: serves the booking API on an ephemeral port and
// runs the apitest CLI against it. Every argument except --fixed is passed through to `apitest run`.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { runDemo } from "./demo-run.js";

const REPO = fileURLToPath(new URL("../../", import.meta.url));
const CLI = fileURLToPath(new URL("../../bin/apitest.js", import.meta.url));
const BUILT_CLI = fileURLToPath(new URL("../../lib/cli.js", import.meta.url));

async function main() {
  const argv = process.argv.slice(2);
  if (!existsSync(BUILT_CLI)) {
    console.error("apitest is not built yet (lib/cli.js is missing): run `npm run demo`, which builds first, or `npm run build`.");
    return 2;
  }
  return runDemo({
    cliPath: CLI,
    cwd: REPO,
    fixed: argv.includes("--fixed"),
    extraArgs: argv.filter((arg) => arg !== "--fixed"),
  });
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(`The demo could not run: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 2;
}
