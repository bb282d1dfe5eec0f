// Measures how deep apitest reaches into test/support/reach-api.ts (an API whose deeper code
// needs ids another operation creates): distinct failures and operations that answered 2xx,
// per seed, for `apitest run` and `apitest fuzz --max-time N`.
//
//   node bench/reach-measure.js [--cli path/to/bin/apitest.js] [--seeds 1,2,3] [--fuzz 10]
//
// --cli defaults to this checkout's bin/apitest.js (build it first: npm run build); point it at
// another checkout's to compare (e.g. main's). `--fuzz 0` skips the fuzz runs (apitest before
// `apitest fuzz` existed). The reach is counted by the server, so it is the same for any build.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at === -1 ? fallback : args[at + 1];
};
const cli = option("--cli", join(root, "bin/apitest.js"));
const seeds = option("--seeds", "1,2,3,4,5").split(",").map(Number);
const fuzzSeconds = Number(option("--fuzz", "10"));

// The API is TypeScript (shared with the tests): bundled once into a temporary module.
const dir = mkdtempSync(join(tmpdir(), "reach-measure-"));
await build({ entryPoints: [join(root, "test/support/reach-api.ts")], bundle: true, platform: "node", format: "esm", outfile: join(dir, "reach-api.mjs"), logLevel: "warning" });
const { reachHandler } = await import(pathToFileURL(join(dir, "reach-api.mjs")).href);

const ROUTES = [
  ["POST", /^\/items$/, "POST /items"],
  ["GET", /^\/items\/[^/]+$/, "GET /items/{itemId}"],
  ["GET", /^\/labels$/, "GET /labels"],
  ["POST", /^\/orders$/, "POST /orders"],
  ["GET", /^\/orders\/[^/]+\/invoice$/, "GET /orders/{orderId}/invoice"],
  ["GET", /^\/admin\/stats$/, "GET /admin/stats"],
  ["GET", /^\/reports$/, "GET /reports"],
];

/** One run of the CLI against a fresh instance of the API: what the server saw and what apitest said. */
async function measure(command, seed) {
  const handler = reachHandler();
  const reached = new Set();
  const crashed = new Set();
  let requests = 0;
  const server = createServer((req, res) => {
    const chunks = [];
    req.on("data", (chunk) => chunks.push(chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      const reply = handler({ method: req.method ?? "GET", url, headers: req.headers, body: Buffer.concat(chunks) });
      const label = ROUTES.find(([method, path]) => method === req.method && path.test(url.pathname))?.[2];
      if (label !== undefined) {
        requests++;
        if (reply.status >= 200 && reply.status < 300) reached.add(label);
        if (reply.status >= 500) crashed.add(label);
      }
      res.writeHead(reply.status, { "content-type": "application/json" });
      res.end(JSON.stringify(reply.body ?? null));
    });
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const location = `http://127.0.0.1:${server.address().port}/openapi.json`;
  const extra = command === "fuzz" ? ["--max-time", String(fuzzSeconds)] : [];
  const output = await new Promise((resolve) => {
    const child = spawn(process.execPath, [cli, command, location, "--seed", String(seed), "--generation-database", "none", "--no-color", ...extra], { cwd: dir });
    let text = "";
    child.stdout.on("data", (chunk) => (text += chunk));
    child.on("exit", () => resolve(text));
  });
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  const failures = Number(/Found (\d+) distinct failure/.exec(output)?.[1] ?? 0);
  return { failures, reached: reached.size, crashed: crashed.size, requests };
}

const rows = [];
for (const command of fuzzSeconds > 0 ? ["run", "fuzz"] : ["run"]) {
  const results = [];
  for (const seed of seeds) results.push(await measure(command, seed));
  const mean = (key) => (results.reduce((sum, result) => sum + result[key], 0) / results.length).toFixed(1);
  const range = (key) => `${Math.min(...results.map((r) => r[key]))}–${Math.max(...results.map((r) => r[key]))}`;
  rows.push([command === "fuzz" ? `fuzz --max-time ${fuzzSeconds}` : "run", mean("failures"), range("failures"), mean("reached"), mean("crashed"), mean("requests")]);
}
rmSync(dir, { recursive: true, force: true });
console.log(`| command | distinct failures (mean) | (range) | operations answering 2xx (of 7) | operations answering 5xx (of 3 seeded) | requests |`);
console.log(`|---|---|---|---|---|---|`);
for (const row of rows) console.log(`| ${row.join(" | ")} |`);
console.log(`\n${cli}, seeds ${seeds.join(", ")}`);
