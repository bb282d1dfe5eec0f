// Preloaded with `node --require`: samples resident memory during the run and reports, on exit,
// the memory after warm-up (at 20% of the run) and the peak, to show memory stays flat.
const samples = [];
const timer = setInterval(() => samples.push(process.memoryUsage().rss), 200);
timer.unref();
process.on("exit", () => {
  samples.push(process.memoryUsage().rss);
  const warm = samples[Math.floor(samples.length * 0.2)] ?? samples[0];
  const peak = Math.max(...samples);
  process.stderr.write(`\n@@rss-warm=${warm}\n@@rss-peak=${peak}\n`);
});
