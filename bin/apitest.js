#!/usr/bin/env node
// Answer `--version` without loading anything else: start-up time matters in CI loops.
const args = process.argv.slice(2);
if (args.length === 1 && (args[0] === "--version" || args[0] === "-V")) {
  const { readFileSync } = await import("node:fs");
  const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
  process.stdout.write(`${pkg.version}\n`);
} else {
  const { main } = await import("../dist/cli/main.js");
  process.exitCode = await main(args);
}
