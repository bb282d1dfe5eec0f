// Preloaded with `node --require` to report the process's peak resident memory on exit.
process.on("exit", () => {
  process.stderr.write(`\n@@max-rss-kb=${process.resourceUsage().maxRSS}\n`);
});
