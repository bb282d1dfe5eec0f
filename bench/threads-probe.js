// Probe: would worker threads pay for `--workers`? Runs the same total work as one
// `apitest run -n <threads × cases>` split over N worker threads of ONE process: each thread runs
// the whole CLI (`dist/cli/main.js`, so `npm run build` first) with `-n <cases>` and its own seed.
// There is no event merging, so this is a lower bound on what a threaded run would cost.
// Compare `… 1 <threads × cases>` with `… <threads> <cases>`; see bench/RESULTS.md.
// Usage: node bench/threads-probe.js [<target-url>] <threads> <cases-per-operation-per-thread>
// Without a URL it starts bench/target-server.js on 127.0.0.1 for the duration.
import { Worker, isMainThread, workerData, parentPort } from "node:worker_threads";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { startTarget } from "./start-target.js";

const CHECKS = "not_a_server_error,status_code_conformance,content_type_conformance,response_schema_conformance,response_headers_conformance";

function runThread(url, cases, seed) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(fileURLToPath(import.meta.url), { workerData: { url, cases, seed } });
    worker.once("message", resolve);
    worker.once("error", reject);
  });
}

if (isMainThread) {
  const args = process.argv.slice(2);
  const target = /^https?:\/\//.test(args[0] ?? "") ? { url: args.shift(), stop: () => {} } : await startTarget();
  const [threads = "2", cases = "1250"] = args;
  try {
    const started = performance.now();
    const counts = await Promise.all(Array.from({ length: Number(threads) }, (_, i) => runThread(target.url, cases, i + 1)));
    const wall = (performance.now() - started) / 1000;
    const sent = counts.reduce((a, b) => a + b, 0);
    const cpu = process.cpuUsage();
    process.stdout.write(`threads=${threads} sent=${sent} wall=${wall.toFixed(2)}s rate=${Math.round(sent / wall)}/s cpu=${((cpu.user + cpu.system) / 1e6).toFixed(2)}s\n`);
  } finally {
    target.stop();
  }
} else {
  const { main } = await import("../dist/cli/main.js");
  let text = "";
  const output = { write: (chunk) => { text += chunk; return true; } };
  const argv = ["run", `${workerData.url}/openapi.json`, "--phases", "fuzzing", "--mode", "positive", "--checks", CHECKS];
  argv.push("-n", String(workerData.cases), "--workers", "2", "--seed", String(workerData.seed), "--no-color");
  const code = await main(argv, { stdout: output, stderr: output, env: process.env });
  if (code !== 0) throw new Error(`apitest run exited with ${code}:\n${text.slice(-2000)}`);
  parentPort.postMessage(Number(/Test cases: (\d+) sent/.exec(text)?.[1] ?? 0));
}
