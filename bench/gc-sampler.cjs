// Preloaded with `node --require`: adds up the garbage collector's pauses on the main thread, by
// kind, and reports them on exit. A young collection's pause grows with what survives it, so
// per-request garbage that outlives one (bench/RESULTS.md, session 10) shows here first.
const { isMainThread } = require("node:worker_threads");
const { PerformanceObserver, constants } = require("node:perf_hooks");
if (isMainThread) {
  const totals = { young: 0, youngCount: 0, full: 0, fullCount: 0 };
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = entry.detail?.kind ?? entry.kind;
      if (kind === constants.NODE_PERFORMANCE_GC_MINOR) {
        totals.young += entry.duration;
        totals.youngCount++;
      } else if (kind === constants.NODE_PERFORMANCE_GC_MAJOR) {
        totals.full += entry.duration;
        totals.fullCount++;
      }
    }
  });
  observer.observe({ entryTypes: ["gc"] });
  process.on("exit", () => {
    process.stderr.write(`\n@@gc=${JSON.stringify(totals)}\n`);
  });
}
