// Preloaded with `node --expose-gc --require`: every second, in every thread (`--require` and
// `--expose-gc` reach worker threads too), runs a full garbage collection and prints the heap
// that survived it. Resident memory also counts garbage and room the heap keeps for more; the
// heap after a full collection is what the run really holds, so its growth over the run is what
// it keeps per request.
const { threadId } = require("node:worker_threads");
if (typeof globalThis.gc === "function") {
  const started = Date.now();
  const timer = setInterval(() => {
    globalThis.gc();
    process.stderr.write(`@@heap-kept t=${Date.now() - started} thread=${threadId} bytes=${process.memoryUsage().heapUsed}\n`);
  }, 1000);
  timer.unref();
}
