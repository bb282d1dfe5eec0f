import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const exec = promisify(execFile);
const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as {
  main: string;
  bin: Record<string, string>;
  files: string[];
  exports: Record<string, string | { types: string; default: string }>;
};

/** The export names of ES modules, as plain Node (not vitest's transform) sees them: one process for all of them. */
async function exportNames(files: readonly string[]): Promise<Record<string, string[]>> {
  const urls = files.map((file) => `file://${join(ROOT, file)}`);
  const script = `const names = {}; for (const url of ${JSON.stringify(urls)}) names[url] = Object.keys(await import(url)).sort(); process.stdout.write(JSON.stringify(names));`;
  const { stdout } = await exec(process.execPath, ["--input-type=module", "-e", script]);
  const names = JSON.parse(stdout) as Record<string, string[]>;
  return Object.fromEntries(files.map((file, index) => [file, names[urls[index] as string] ?? []]));
}

describe("the package's entry points", () => {
  it("resolve to the bundled lib/, with the types from dist/, and lib/ is published", () => {
    const require = createRequire(join(ROOT, "package.json"));
    expect(pkg.main).toBe("./lib/index.js");
    expect(pkg.files).toContain("lib/*.js");
    for (const [subpath, name] of [["apitest-pbt", "index"], ["apitest-pbt/vitest", "vitest"], ["apitest-pbt/jest", "jest"], ["apitest-pbt/node-test", "node-test"]] as const) {
      expect(require.resolve(subpath)).toBe(join(ROOT, "lib", `${name}.js`));
      const entry = pkg.exports[subpath === "apitest-pbt" ? "." : `./${name}`];
      // Built and shipped: test/e2e/package-install.test.ts builds the declarations, packs and reads them.
      expect(typeof entry === "object" && entry.types).toBe(`./dist/${name}.d.ts`);
    }
    expect(readFileSync(join(ROOT, pkg.bin.apitest ?? ""), "utf8")).toContain('new URL("../lib/cli.js", import.meta.url)');
  });

  it("export what dist/'s modules export: bundling loses no API", async () => {
    const pairs = [["lib/index.js", "dist/index.js"], ["lib/node-test.js", "dist/node-test.js"], ["lib/cli.js", "dist/cli/main.js"]] as const;
    const names = await exportNames(pairs.flat());
    for (const [bundled, built] of pairs) {
      expect(names[bundled]?.length, bundled).toBeGreaterThan(0);
      expect(names[bundled], bundled).toEqual(names[built]);
    }
  });
});
