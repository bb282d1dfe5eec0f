/**
 * vitest global setup: the CLI under test (`bin/apitest.js`) and every `import "apitest-pbt"` load the
 * bundled `lib/`, built from tsc's `dist/` by scripts/bundle.js. When `dist/` was rebuilt by tsc
 * alone (`npx tsc -p tsconfig.build.json`), `lib/` is missing or older: rebundle it, so tests never
 * run yesterday's code.
 */
import { statSync } from "node:fs";
import { fileURLToPath } from "node:url";
// @ts-expect-error -- a plain JavaScript build script, without type declarations.
import { bundle, ENTRIES } from "../../scripts/bundle.js";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

const mtime = (path: string): number | undefined => {
  try {
    return statSync(`${ROOT}${path}`).mtimeMs;
  } catch {
    return undefined;
  }
};

/** Rebundles lib/ when any tsc entry in dist/ is newer than its bundle (or the bundle is missing). */
export async function setup(): Promise<void> {
  const stale = Object.entries(ENTRIES as Record<string, string>).some(([name, source]) => {
    const built = mtime(source);
    const bundled = mtime(`lib/${name}.js`);
    return built !== undefined && (bundled === undefined || bundled < built);
  });
  if (stale) await bundle();
}
