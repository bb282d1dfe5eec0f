import { existsSync } from "node:fs";
import { dirname, isAbsolute, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { ApitestError, describeError } from "../core/errors.js";

/**
 * Where a relative hooks path is read from: the folder of the `apitest.toml` whose `hooks` key
 * names it, else (`--hooks`, `APITEST_HOOKS`) the working directory.
 */
export function hooksBase(fromConfigFile: boolean, configPath: string | undefined, cwd: string): string {
  return fromConfigFile && configPath !== undefined ? dirname(resolve(cwd, configPath)) : cwd;
}

/**
 * Imports a hooks module (`--hooks`, `hooks` in apitest.toml, or `APITEST_HOOKS`) before the run,
 * so the checks it registers with `check()` take part. A path (relative to `cwd`, see
 * {@link hooksBase}) or a package specifier; JavaScript modules (`.js`, `.mjs`), or TypeScript
 * compiled to them.
 */
export async function loadHooks(specifier: string, cwd: string): Promise<void> {
  const looksLikePath = specifier.startsWith(".") || isAbsolute(specifier) || /\.(m|c)?[jt]s$/.test(specifier);
  const target = looksLikePath ? resolve(cwd, specifier) : specifier;
  if (looksLikePath && !existsSync(target)) {
    throw new ApitestError("usage", `The hooks module ${specifier} does not exist (looked for ${target}). Check --hooks, the hooks key of apitest.toml or APITEST_HOOKS.`);
  }
  if (/\.(m|c)?ts$/.test(target)) {
    throw new ApitestError(
      "usage",
      `The hooks module ${specifier} is TypeScript, which Node 20 cannot import directly: compile it to JavaScript (tsc) and point --hooks at the .js file.`,
    );
  }
  try {
    await import(looksLikePath ? pathToFileURL(target).href : target);
  } catch (error) {
    throw new ApitestError("usage", `The hooks module ${specifier} could not be loaded: ${describeError(error)}`, { cause: error });
  }
}
