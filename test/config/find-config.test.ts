import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { findConfigFile } from "../../src/config/find-config.js";

describe("findConfigFile", () => {
  let base: string;
  beforeEach(async () => {
    base = await mkdtemp(join(tmpdir(), "apitest-find-"));
  });
  afterEach(async () => {
    await rm(base, { recursive: true, force: true });
  });

  it("finds apitest.toml in the working directory", async () => {
    await writeFile(join(base, "apitest.toml"), "");
    expect(await findConfigFile(base)).toBe(join(base, "apitest.toml"));
  });

  it("walks up to the project root (the directory holding .git)", async () => {
    const deep = join(base, "repo", "services", "api");
    await mkdir(deep, { recursive: true });
    await mkdir(join(base, "repo", ".git"));
    await writeFile(join(base, "repo", "apitest.toml"), "");
    expect(await findConfigFile(deep)).toBe(join(base, "repo", "apitest.toml"));
  });

  it("prefers the nearest file", async () => {
    const deep = join(base, "repo", "services", "api");
    await mkdir(deep, { recursive: true });
    await mkdir(join(base, "repo", ".git"));
    await writeFile(join(base, "repo", "apitest.toml"), "");
    await writeFile(join(base, "repo", "services", "apitest.toml"), "");
    expect(await findConfigFile(deep)).toBe(join(base, "repo", "services", "apitest.toml"));
  });

  it("does not look above the project root", async () => {
    const deep = join(base, "repo", "src");
    await mkdir(deep, { recursive: true });
    await mkdir(join(base, "repo", ".git"));
    await writeFile(join(base, "apitest.toml"), ""); // outside the project: not ours
    expect(await findConfigFile(deep)).toBeUndefined();
  });

  it("treats a .git file (worktree, submodule) as the root too", async () => {
    const deep = join(base, "repo", "src");
    await mkdir(deep, { recursive: true });
    await writeFile(join(base, "repo", ".git"), "gitdir: ../elsewhere\n");
    await writeFile(join(base, "apitest.toml"), "");
    expect(await findConfigFile(deep)).toBeUndefined();
  });

  it("ignores a directory named apitest.toml", async () => {
    await mkdir(join(base, ".git"));
    await mkdir(join(base, "apitest.toml"));
    expect(await findConfigFile(base)).toBeUndefined();
  });
});
