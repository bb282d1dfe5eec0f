// Preloaded with `node --require`: samples resident memory during the run and reports, on exit,
// the memory after warm-up (at 20% of the run), at half the run and the peak, to show memory stays
// flat. Resident memory is the whole process's, so only the main thread samples (`--require`
// preloads into worker threads too).
const { isMainThread } = require("node:worker_threads");
if (isMainThread) {
  const samples = [];
  const timer = setInterval(() => samples.push(process.memoryUsage().rss), 200);
  timer.unref();
  process.on("exit", () => {
    samples.push(process.memoryUsage().rss);
    const at = (share) => samples[Math.floor(samples.length * share)] ?? samples[0];
    const peak = Math.max(...samples);
    process.stderr.write(`\n@@rss-warm=${at(0.2)}\n@@rss-half=${at(0.5)}\n@@rss-peak=${peak}\n`);
  });
}
