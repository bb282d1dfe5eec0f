import { execFile } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
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

/** The export names of an ES module, as plain Node (not vitest's transform) sees them. */
async function exportNames(file: string): Promise<string[]> {
  const script = `const m = await import(${JSON.stringify(`file://${join(ROOT, file)}`)}); process.stdout.write(JSON.stringify(Object.keys(m).sort()));`;
  const { stdout } = await exec(process.execPath, ["--input-type=module", "-e", script]);
  return JSON.parse(stdout) as string[];
}

describe("the package's entry points", () => {
  it("resolve to the bundled lib/, with the types from dist/, and lib/ is published", () => {
    const require = createRequire(join(ROOT, "package.json"));
    expect(pkg.main).toBe("./lib/index.js");
    expect(pkg.files).toContain("lib/*.js");
    for (const [subpath, name] of [["apitest-pbt", "index"], ["apitest-pbt/vitest", "vitest"], ["apitest-pbt/jest", "jest"], ["apitest-pbt/node-test", "node-test"]] as const) {
      expect(require.resolve(subpath)).toBe(join(ROOT, "lib", `${name}.js`));
      const entry = pkg.exports[subpath === "apitest-pbt" ? "." : `./${name}`];
      expect(typeof entry === "object" && entry.types).toBe(`./dist/${name}.d.ts`);
      expect(existsSync(join(ROOT, "dist", `${name}.d.ts`))).toBe(true);
    }
    expect(readFileSync(join(ROOT, pkg.bin.apitest ?? ""), "utf8")).toContain('new URL("../lib/cli.js", import.meta.url)');
  });

  it("export what tsc's modules export: bundling loses no API", async () => {
    for (const name of ["index", "node-test"]) {
      const bundled = await exportNames(`lib/${name}.js`);
      expect(bundled.length).toBeGreaterThan(0);
      expect(bundled).toEqual(await exportNames(`dist/${name}.js`));
    }
    expect(await exportNames("lib/cli.js")).toEqual(await exportNames("dist/cli/main.js"));
  });
});
