// What grey-box search costs: `node bench/greybox-cost.js [repeats]` (after `npm run build`).
// Starts the defects API (test/fixtures/greybox-api) with `node --inspect=127.0.0.1:0`, then runs
// `apitest run` on it at the default budget with --continue-on-failure (both send the whole budget), black-box and with --coverage-from, alternately, and
// prints the median wall time of each, the requests sent and the coverage takes. Traffic goes
// only to 127.0.0.1.
import { execFile, spawn } from "node:child_process";
import { dirname, join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

const exec = promisify(execFile);
const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const bin = join(root, "bin/apitest.js");
const fixture = join(root, "test/fixtures/greybox-api");
const repeats = Number(process.argv[2] ?? 5);

function startApi() {
  const child = spawn(process.execPath, ["--inspect=127.0.0.1:0", join(fixture, "server.js"), "0"], { stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  let err = "";
  return new Promise((resolve, reject) => {
    const check = () => {
      const url = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out)?.[1];
      const inspector = /Debugger listening on ws:\/\/(127\.0\.0\.1:\d+)\//.exec(err)?.[1];
      if (url !== undefined && inspector !== undefined) resolve({ url, inspector: `http://${inspector}`, child });
    };
    child.stdout.on("data", (chunk) => ((out += chunk), check()));
    child.stderr.on("data", (chunk) => ((err += chunk), check()));
    child.once("exit", (code) => reject(new Error(`the API exited (${code}): ${out}${err}`)));
  });
}

async function run(args) {
  const started = performance.now();
  const { stdout } = await exec(process.execPath, [bin, "run", join(fixture, "openapi.json"), "--seed", "1", "--generation-database", "none", "--no-color", "--continue-on-failure", ...args], { maxBuffer: 64 << 20 }).catch((error) => error);
  const seconds = (performance.now() - started) / 1000;
  const sent = Number(/Test cases: (\d+) sent/.exec(stdout)?.[1] ?? NaN);
  const code = /Code:.*$/m.exec(stdout)?.[0] ?? "";
  const failures = /Failures:.*$/m.exec(stdout)?.[0] ?? "Failures: none";
  return { seconds, sent, code, failures };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const api = await startApi();
try {
  const black = [];
  const grey = [];
  for (let i = 0; i < repeats; i++) {
    black.push(await run(["--url", api.url]));
    grey.push(await run(["--url", api.url, "--coverage-from", api.inspector]));
  }
  const blackTime = median(black.map((r) => r.seconds));
  const greyTime = median(grey.map((r) => r.seconds));
  console.log(`black-box:  ${blackTime.toFixed(2)} s median of ${repeats}, ${black[0].sent} requests; ${black[0].failures}`);
  console.log(`grey-box:   ${greyTime.toFixed(2)} s median of ${repeats}, ${grey[0].sent} requests; ${grey[0].failures}`);
  console.log(`            ${grey[0].code.trim()}`);
  console.log(`ratio:      ${(greyTime / blackTime).toFixed(2)} (grey-box time over black-box time, whole CLI process)`);
} finally {
  api.child.kill();
}
