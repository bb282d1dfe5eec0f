import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
// @ts-expect-error -- a plain JavaScript build script, without type declarations.
import { STAMP, transpile } from "../../scripts/transpile.js";

const root = mkdtempSync(join(tmpdir(), "apitest-transpile-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("the tests' build (scripts/transpile.js)", () => {
  it("writes each source's module and source map beside where tsc would, then only what changed since", async () => {
    mkdirSync(join(root, "src", "deep"), { recursive: true });
    writeFileSync(join(root, "src", "a.ts"), "import type { B } from './deep/b.js';\nexport class A { constructor(readonly b?: B) {} n: number = 1; }\n");
    writeFileSync(join(root, "src", "deep", "b.ts"), "export interface B { x: number }\nexport const b: number = 2;\n");
    writeFileSync(join(root, "src", "deep", "b.test.ts"), "throw new Error('tests are not built');\n");
    const past = new Date(Date.now() - 60_000);
    for (const file of ["a.ts", "deep/b.ts"]) utimesSync(join(root, "src", file), past, past);

    expect(await transpile({ root })).toBe(2);
    const a = readFileSync(join(root, "dist", "a.js"), "utf8");
    // Type-only imports go, class fields stay fields (ES2022), and the map is linked.
    expect(a).not.toContain("deep/b.js");
    expect(a).toMatch(/^\s+n = 1;$/m);
    expect(a.trimEnd().endsWith("//# sourceMappingURL=a.js.map")).toBe(true);
    expect(JSON.parse(readFileSync(join(root, "dist", "deep", "b.js.map"), "utf8")).sources).toEqual(["../../src/deep/b.ts"]);
    expect(() => statSync(join(root, "dist", "deep", "b.test.js"))).toThrow();

    const built = statSync(join(root, STAMP)).mtimeMs;
    writeFileSync(join(root, "src", "deep", "b.ts"), "export const b: number = 3;\n");
    expect(await transpile({ root, since: built })).toBe(1);
    expect(readFileSync(join(root, "dist", "deep", "b.js"), "utf8")).toContain("b = 3");
  });
});
