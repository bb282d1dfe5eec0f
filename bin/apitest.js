#!/usr/bin/env node
// Answer `--version` without loading anything else: start-up time matters in CI loops.
const args = process.argv.slice(2);
if (args.length === 1 && (args[0] === "--version" || args[0] === "-V")) {
  const { readFileSync } = await import("node:fs");
  const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
  process.stdout.write(`${pkg.version}\n`);
} else {
  // undici's HTTP parser (llhttp) is WebAssembly. V8's optimizing tier recompiles it in a background
  // thread as soon as it gets warm, and Node waits for that job before the process can exit: about
  // 100 ms of every short run. The baseline tier alone parsed as fast in long runs (bench/RESULTS.md).
  // Set before anything compiles WebAssembly; it concerns only this process.
  const { setFlagsFromString } = await import("node:v8");
  setFlagsFromString("--liftoff-only");
  // A run is short: most of its requests go out while V8 is still warming up. A quarter of V8's
  // default budget lets hot functions reach the optimizing compiler after fewer calls; a
  // 7,500-request run then executed ≈ 6 % fewer instructions in all (bench/RESULTS.md).
  setFlagsFromString("--interrupt-budget=16896");
  // Some of every request's garbage still reaches the old generation (undici's request timers live
  // about a second), and by default V8 lets the old generation grow to several times what is live
  // before collecting it: a 200,000-request run grew 60 MB after warm-up (and a 100,000-request one
  // still 41 MB against 19 MB in session 10). Growing it to twice what is live keeps a long run flat
  // (+6 MB, 58 MB lower peak) at no measurable cost in speed (bench/RESULTS.md). Read at each
  // collection, so setting it now works; flags are per process, so worker threads follow it.
  setFlagsFromString("--heap-growing-percent=100");
  // lib/ is the bundled build (scripts/bundle.js): a few dozen files instead of ~250 modules.
  const entry = new URL("../lib/cli.js", import.meta.url);
  const cli = await import(entry.href).catch(async (error) => {
    const { fileURLToPath } = await import("node:url");
    if (error?.code !== "ERR_MODULE_NOT_FOUND" || !String(error.message).includes(fileURLToPath(entry))) throw error;
    process.stderr.write(`apitest is not built: ${fileURLToPath(entry)} is missing. Run \`npm run build\` (tsc, then scripts/bundle.js) in ${fileURLToPath(new URL("..", import.meta.url))}.\n`);
    return undefined;
  });
  process.exitCode = cli === undefined ? 2 : await cli.main(args);
}
