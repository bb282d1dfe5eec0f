// `node bench/startup.js [runs]`: start-up cost of the CLI loaded from tsc's dist/ (one module per
// source file) versus the bundled lib/ (scripts/bundle.js). Runs alternate between the variants so
// machine noise hits both alike; prints the median of each measure. Needs `npm run build` first.
// Further arguments name more CLI entries to compare (e.g. an experimental bundle: `lib-x/cli.js`).
// Traffic goes only to the bench target on 127.0.0.1.
import { execFile } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import { join, dirname } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath, pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { startTarget } from "./start-target.js";

const exec = promisify(execFile);
const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..");
const tmp = join(here, ".tmp");
const runs = Number(process.argv[2] ?? 9);
const FLAGS = ["-n", "1", "--phases", "fuzzing", "--mode", "positive"];

/** A bin script equal to bin/apitest.js but loading the CLI from `entry`. */
function binSource(entry) {
  return `const args = process.argv.slice(2);
if (args.length === 1 && (args[0] === "--version" || args[0] === "-V")) {
  const { readFileSync } = await import("node:fs");
  const pkg = JSON.parse(readFileSync(new URL(${JSON.stringify(pathToFileURL(join(root, "package.json")).href)}), "utf8"));
  process.stdout.write(\`\${pkg.version}\\n\`);
} else {
  const { main } = await import(${JSON.stringify(pathToFileURL(join(root, entry)).href)});
  process.exitCode = await main(args);
}
`;
}

const importSource = (entry) =>
  `const t = performance.now(); await import(${JSON.stringify(pathToFileURL(join(root, entry)).href)}); process.stdout.write(String(performance.now() - t));`;

async function wall(args, expectedCode = 0) {
  const started = performance.now();
  const result = await exec(process.execPath, args).catch((error) => error);
  if ((result.code ?? 0) !== expectedCode) throw new Error(`node ${args.join(" ")} exited with ${result.code}: ${result.stderr}`);
  return { ms: performance.now() - started, stdout: result.stdout };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  await mkdir(tmp, { recursive: true });
  const distBin = join(tmp, "bin-dist.js");
  await writeFile(distBin, binSource("dist/cli/main.js"));
  const variants = [
    { name: "dist/ (tsc)", bin: distBin, entry: "dist/cli/main.js" },
    { name: "lib/ (bundle)", bin: join(root, "bin/apitest.js"), entry: "lib/cli.js" },
  ];
  for (const [index, entry] of process.argv.slice(3).entries()) {
    const bin = join(tmp, `bin-extra-${index}.js`);
    await writeFile(bin, binSource(entry));
    variants.push({ name: entry, bin, entry });
  }
  const target = await startTarget();
  try {
    const schema = JSON.parse(await (await fetch(`${target.url}/openapi.json`)).text());
    const oneOp = join(tmp, "one-operation.json");
    await writeFile(oneOp, JSON.stringify({ ...schema, paths: { "/health": schema.paths["/health"] } }));
    const measures = {
      "`--version` wall": (v) => [v.bin, "--version"],
      "one-operation run wall": (v) => [v.bin, "run", oneOp, "--url", target.url, ...FLAGS],
      "`run` of a missing file wall (loads the run path, exit 2)": (v) => [v.bin, "run", join(tmp, "missing.json")],
      "CLI module import (in process)": (v) => ["--input-type=module", "-e", importSource(v.entry)],
    };
    const results = new Map();
    for (let i = 0; i < runs; i++) {
      for (const [measure, argsOf] of Object.entries(measures)) {
        for (const variant of i % 2 === 0 ? variants : [...variants].reverse()) {
          const { ms, stdout } = await wall(argsOf(variant), measure.includes("missing file") ? 2 : 0);
          const value = measure.startsWith("CLI module import") ? Number(stdout) : ms;
          const key = `${measure}|${variant.name}`;
          results.set(key, [...(results.get(key) ?? []), value]);
        }
      }
    }
    console.log(`| measure (median of ${runs}, ${process.version}) | ${variants.map((v) => v.name).join(" | ")} |`);
    console.log(`|---|${variants.map(() => "---").join("|")}|`);
    for (const measure of Object.keys(measures)) {
      const cells = variants.map((v) => `${Math.round(median(results.get(`${measure}|${v.name}`)))} ms`);
      console.log(`| ${measure} | ${cells.join(" | ")} |`);
    }
  } finally {
    target.stop();
  }
}

await main();
