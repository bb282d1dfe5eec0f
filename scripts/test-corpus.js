#!/usr/bin/env node
// `npm run test:corpus -- <dir>`: the corpus suites over a full corpus outside the repository,
// every operation of every document. `<dir>` (or APITEST_CORPUS_DIR) holds `openapi/` and
// `graphql/`, each with its MANIFEST.tsv, laid out as the repository's sample
// (`test/fixtures/corpus/`, which `npm test` sweeps). With no directory it says so in one line and
// exits 0, so the command is safe anywhere.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../", import.meta.url));

/** The suites that sweep the corpus (vitest filters), plus the large run over GitHub's schema. */
const SUITES = [
  "test/e2e/corpus-laws-",
  "test/e2e/corpus-inventory.test.ts",
  "test/generation/graphql/corpus.test.ts",
  "test/schema/parse-text.test.ts",
  "test/e2e/console-large-run.test.ts",
];

const given = process.argv[2] ?? process.env["APITEST_CORPUS_DIR"] ?? "";
if (given === "") {
  console.log("test:corpus skipped: no corpus directory given (npm run test:corpus -- <dir>, or APITEST_CORPUS_DIR=<dir>; <dir> holds openapi/ and graphql/).");
  process.exit(0);
}
const dir = resolve(given);
const missing = ["openapi", "graphql"].map((sub) => join(dir, sub, "MANIFEST.tsv")).filter((path) => !existsSync(path));
if (missing.length > 0) {
  console.error(`test:corpus: ${dir} is not a corpus directory: ${missing.join(" and ")} not found. Give the folder that holds openapi/ and graphql/, each with its MANIFEST.tsv.`);
  process.exit(2);
}

const vitest = join(ROOT, "node_modules", "vitest", "vitest.mjs");
const run = spawnSync(process.execPath, [vitest, "run", ...SUITES], {
  cwd: ROOT,
  stdio: "inherit",
  env: { ...process.env, APITEST_CORPUS_DIR: dir, APITEST_CORPUS_FULL: "1" },
});
process.exit(run.status ?? 1);
