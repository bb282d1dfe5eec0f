#!/usr/bin/env node
// The package's type declarations (dist/**/*.d.ts) and the list of those it ships (dist/.npmignore,
// scripts/type-files.js), for the pack-and-install test: `npm test` runs the transpiled dist/
// (scripts/transpile.js), which has no declarations. The sources declare every type their exports
// need (tsconfig.json's `isolatedDeclarations`, which tsc enforces), so each file's declarations
// come from that file alone (TypeScript's `transpileDeclaration`), without checking a type, and
// only the files the package's types reach are written: about a second, where tsc's whole-program
// build of every declaration takes ten. `npm run build` and `npm run typecheck` check the types. Exits 1, naming the file, when a source's declarations cannot be written.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { IMPORT } from "./type-files.js";

const ROOT = fileURLToPath(new URL("../", import.meta.url));

/** tsconfig.build.json's compiler options and source files. */
function buildConfig(root) {
  const path = join(root, "tsconfig.build.json");
  const { config, error } = ts.readConfigFile(path, ts.sys.readFile);
  if (error !== undefined) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, "\n"));
  return ts.parseJsonConfigFileContent(config, ts.sys, root, undefined, path);
}

/**
 * TypeScript 5.9's `transpileDeclaration` writes a class member with a computed name twice: a
 * property (`[Symbol.iterator]: () => T;`) and then the member as written, which a consumer's
 * tsc reads as a duplicate. Drops a computed-name property that another member of the same name
 * follows in the same class body (the test/e2e/package-install consumer type-check guards this).
 */
export function dropRepeatedComputedMembers(text) {
  const lines = text.split("\n");
  const repeated = (line, index) => {
    const member = /^(\s+)(?:readonly )?(\[[^\]]+\]): /.exec(line);
    if (member === null) return false;
    const [, indent, name] = member;
    for (const later of lines.slice(index + 1)) {
      if (!later.startsWith(indent)) return false;
      const rest = later.slice(indent.length).replace(/^readonly /, "");
      if (rest.startsWith(`${name}(`) || rest.startsWith(`${name}:`)) return true;
    }
    return false;
  };
  return lines.filter((line, index) => !repeated(line, index)).join("\n");
}

/**
 * Writes the declaration files the package's types reach under dist/: those of its entries
 * (`exports.*.types` in package.json), then of every module they import, and so on (the ones
 * scripts/type-files.js lists for publishing; about a quarter of the sources). Returns the
 * messages of the sources whose declarations could not be written.
 */
export function writeDeclarations(root = ROOT) {
  const { options } = buildConfig(root);
  const src = join(root, "src");
  const dist = join(root, "dist");
  const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
  const queue = Object.values(pkg.exports).flatMap((entry) => (typeof entry === "object" && entry.types ? [join(src, relative(join(root, "dist"), join(root, entry.types))).replace(/\.d\.ts$/, ".ts")] : []));
  const seen = new Set();
  const problems = [];
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const result = ts.transpileDeclaration(readFileSync(file, "utf8"), { compilerOptions: options, fileName: file, reportDiagnostics: true });
    for (const diagnostic of result.diagnostics ?? []) {
      const at = diagnostic.file !== undefined && diagnostic.start !== undefined ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start) : undefined;
      problems.push(`${relative(root, file)}${at === undefined ? "" : `(${at.line + 1},${at.character + 1})`}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n")}`);
    }
    const out = join(dist, relative(src, file)).replace(/\.ts$/, ".d.ts");
    mkdirSync(dirname(out), { recursive: true });
    const text = dropRepeatedComputedMembers(result.outputText);
    writeFileSync(out, text);
    for (const match of text.matchAll(IMPORT)) queue.push(join(dirname(file), match[1].replace(/\.js$/, ".ts")));
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = writeDeclarations();
  if (problems.length > 0) {
    console.error(`The declarations of ${problems.length === 1 ? "a source" : `${problems.length} places`} cannot be written file by file:\n${problems.join("\n")}\nDeclare the type there (tsconfig.json's isolatedDeclarations); \`npm run typecheck\` shows the same.`);
    process.exitCode = 1;
  } else {
    const listed = spawnSync(process.execPath, [join(ROOT, "scripts", "type-files.js")], { stdio: "inherit" });
    if (listed.status !== 0) process.exitCode = 1;
  }
}
