import { statSync } from "node:fs";
import { stat } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";

/** The configuration file name apitest looks for. */
export const CONFIG_FILE_NAME = "apitest.toml";

async function exists(path: string, kind: "file" | "any"): Promise<boolean> {
  try {
    const info = await stat(path);
    return kind === "any" || info.isFile();
  } catch {
    return false;
  }
}

/**
 * Looks for `apitest.toml` in `cwd`, then in each parent directory, stopping after the project
 * root (the first directory holding `.git`) or the filesystem root. Returns its absolute path.
 *
 * @example
 * const path = await findConfigFile(process.cwd()); // "/home/me/api/apitest.toml" or undefined
 */
export async function findConfigFile(cwd: string): Promise<string | undefined> {
  let directory = resolve(cwd);
  for (;;) {
    const candidate = join(directory, CONFIG_FILE_NAME);
    if (await exists(candidate, "file")) return candidate;
    // `.git` is a directory in a clone and a file in a worktree or submodule: either marks the root.
    if (await exists(join(directory, ".git"), "any")) return undefined;
    const parent = dirname(directory);
    if (parent === directory) return undefined;
    directory = parent;
  }
}

function existsSync(path: string, kind: "file" | "any"): boolean {
  try {
    const info = statSync(path);
    return kind === "any" || info.isFile();
  } catch {
    return false;
  }
}

/**
 * {@link findConfigFile}, synchronously: for test files, which register their tests while
 * they are collected.
 */
export function findConfigFileSync(cwd: string): string | undefined {
  let directory = resolve(cwd);
  for (;;) {
    const candidate = join(directory, CONFIG_FILE_NAME);
    if (existsSync(candidate, "file")) return candidate;
    if (existsSync(join(directory, ".git"), "any")) return undefined;
    const parent = dirname(directory);
    if (parent === directory) return undefined;
    directory = parent;
  }
}
