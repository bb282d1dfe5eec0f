#!/usr/bin/env node
// Answer `--version` without loading anything else: start-up time matters in CI loops.
const args = process.argv.slice(2);
if (args.length === 1 && (args[0] === "--version" || args[0] === "-V")) {
  const { readFileSync } = await import("node:fs");
  const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
  process.stdout.write(`${pkg.version}\n`);
} else {
  // lib/ is the bundled build (scripts/bundle.js), a few files instead of ~250 modules.
  const { main } = await import("../lib/cli.js");
  process.exitCode = await main(args);
}
