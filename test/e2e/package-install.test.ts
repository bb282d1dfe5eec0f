import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, posix } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../support/server.js";

// What a user gets from the registry: `npm pack` the repository (the vitest global setup built lib/;
// the declarations are built here, scripts/declarations.js), then the README's install commands
// run as written from fresh projects beside `../apitest`, a clone after `npm ci && npm pack`: the
// tarball (its dependencies from the npm registry, through npm's local cache first,
// --prefer-offline) and the folder (a link). The installed package is used there as the README
// says: its files, the command, and a strict TypeScript consumer.

const exec = promisify(execFile);
const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const TSC = join(ROOT, "node_modules/typescript/bin/tsc");
const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { version: string; exports: Record<string, string | { types?: string; default: string }> };

/** The environment of a nested npm: without the npm_* variables of an `npm test` around us. */
function cleanEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { NO_COLOR: "1" };
  for (const [key, value] of Object.entries(process.env)) if (!/^npm_/i.test(key)) env[key] = value;
  return env;
}

async function run(command: string, args: string[], cwd: string, timeout = 400_000) {
  const result = await exec(command, args, { cwd, env: cleanEnv(), timeout, maxBuffer: 64 * 1024 * 1024 }).catch(
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
  return { code: "code" in result ? result.code : 0, stdout: result.stdout, stderr: result.stderr };
}

/** npm's flags for a quiet install from its cache first; they change nothing of what is installed. */
const QUIET = ["--prefer-offline", "--no-audit", "--no-fund", "--loglevel=error"];

/** The shell lines of the README's Install section. */
function readmeInstallLines(): string[] {
  const readme = readFileSync(join(ROOT, "README.md"), "utf8");
  const section = readme.slice(readme.indexOf("## Install\n"), readme.indexOf("\n## ", readme.indexOf("## Install\n") + 1));
  const block = /```sh\n([\s\S]*?)```/.exec(section)?.[1] ?? "";
  return block.split("\n").map((line) => line.replace(/\s+#\s.*$/, "").trim()).filter((line) => line !== "");
}

/** A fresh project `name` beside `../apitest`, as the README lays it out. */
function besideApitest(work: string, name: string): string {
  const project = join(work, name);
  mkdirSync(project);
  writeFileSync(join(project, "package.json"), JSON.stringify({ name: "consumer", private: true, type: "module" }));
  writeFileSync(join(project, "openapi.json"), JSON.stringify(document));
  return project;
}

type RunResult = Awaited<ReturnType<typeof run>>;

/** A server with the one operation of `document`. */
function healthServer(): Promise<TestServer> {
  return startServer((request) =>
    request.url.pathname !== "/health"
      ? { status: 404, body: { error: "not found" } }
      : request.method !== "GET"
        ? { status: 405, headers: { allow: "GET" }, body: { error: "method not allowed" } }
        : { status: 200, body: { ok: true } },
  );
}

/** Runs a README install line in `project` (npm's quiet flags added), then a short run of the installed command against `server`. */
async function installAndRun(line: string, project: string, command: readonly string[], server: TestServer): Promise<{ install: RunResult; result?: RunResult; requests: number }> {
  const install = await run("bash", ["-c", `${line} ${QUIET.join(" ")}`], project);
  if (install.code !== 0) return { install, requests: 0 };
  const before = server.requests;
  const [file, ...args] = command as [string, ...string[]];
  const result = await run(file, [...args, "run", "openapi.json", "--url", server.url, "-n", "3", "--seed", "1", "--generation-database", "none"], project);
  return { install, result, requests: server.requests - before };
}

interface PackResult {
  readonly filename: string;
  readonly size: number;
  readonly unpackedSize: number;
  readonly files: readonly { readonly path: string }[];
}

const document = {
  openapi: "3.0.3",
  info: { title: "Installed", version: "1" },
  paths: {
    "/health": {
      get: {
        responses: {
          "200": { description: "ok", content: { "application/json": { schema: { type: "object", required: ["ok"], properties: { ok: { type: "boolean" } } } } } },
        },
      },
    },
  },
};

const consumer = `import { test } from "vitest";
import { openapi, check, type Case, type Response } from "apitest-pbt";
import { parametrize } from "apitest-pbt/vitest";
import { parametrize as jestParametrize } from "apitest-pbt/jest";
import { parametrize as nodeTestParametrize } from "apitest-pbt/node-test";

const schema = await openapi.fromUrl("http://127.0.0.1:8000/openapi.json");

check(function has_request_id(_ctx, response: Response): void {
  if (response.header("x-request-id") === undefined) throw new Error("no X-Request-Id");
});

parametrize(schema, { maxExamples: 5 })("api", async ({ case: apiCase }: { case: Case }) => {
  const response: Response = await apiCase.call();
  await apiCase.validateResponse(response);
});

export const others = [jestParametrize, nodeTestParametrize];

test("a status is a number", async () => {
  const status: number = (await schema.get("/health", "GET").makeCase().call()).statusCode;
  void status;
});
`;

describe("the packed package, installed into a fresh project", () => {
  const lines = readmeInstallLines();
  const [build, fromTarball, fromFolder] = lines;
  let work: string;
  let project: string;
  let packed: PackResult;
  let server: TestServer;
  let folderServer: TestServer;
  /** The folder's install and run, started once the clone is laid out, awaited by its test. */
  let folder: ReturnType<typeof installAndRun>;
  /** tsc over the consumer, started once the tarball is installed, awaited by its test. */
  let typecheck: Promise<RunResult>;
  /** Symbolic links into the repository's node_modules, removed before the rest. */
  const links: string[] = [];

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), "apitest-pack-"));
    const servers = Promise.all([healthServer(), healthServer()]);
    // The README's layout: the clone beside the project, `../apitest`, holding the tarball.
    // --ignore-scripts: the build is already done (prepack would redo all of it).
    const clone = join(work, "apitest");
    mkdirSync(clone);
    // The declarations the package ships, written file by file (the consumer type-check below reads them).
    const types = await run(process.execPath, [join(ROOT, "scripts/declarations.js")], ROOT);
    expect(types.code, types.stdout + types.stderr).toBe(0);
    const pack = await run("npm", ["pack", "--json", "--ignore-scripts", "--pack-destination", clone], ROOT);
    expect(pack.code, pack.stderr).toBe(0);
    packed = (JSON.parse(pack.stdout) as PackResult[])[0] as PackResult;
    [server, folderServer] = await servers;
    // The rest of the clone: the built package (what the tarball holds, as `npm ci && npm pack`
    // leaves a clone) and the dependencies `npm ci` installed there (the repository's own).
    const unpack = await run("tar", ["xzf", packed.filename, "--strip-components=1"], clone);
    expect(unpack.code, unpack.stderr).toBe(0);
    symlinkSync(join(ROOT, "node_modules"), join(clone, "node_modules"), "dir");
    links.push(join(clone, "node_modules"));
    // The folder's line links the clone and installs nothing from the registry: it runs beside the tarball's.
    folder = installAndRun(fromFolder as string, besideApitest(work, "folder-project"), ["node_modules/.bin/apitest"], folderServer);
    project = besideApitest(work, "project");
    const install = await run("bash", ["-c", `${fromTarball as string} ${QUIET.join(" ")}`], project);
    expect(install.code, install.stderr).toBe(0);
    // The consumer's own dev dependencies for the type-check, as its `npm install` would have
    // them: the repository's vitest and @types/node (npm's copies of the same versions).
    mkdirSync(join(project, "node_modules/@types"), { recursive: true });
    for (const name of ["vitest", "@types/node"]) {
      symlinkSync(join(ROOT, "node_modules", name), join(project, "node_modules", name), "dir");
      links.push(join(project, "node_modules", name));
    }
    // The consumer, and a copy with one type error: both in one program (one tsc run), so the
    // declarations are shown to be read without paying for a second check of every library.
    writeFileSync(join(project, "consumer.ts"), consumer);
    writeFileSync(join(project, "broken.ts"), `${consumer}\nconst wrong: string = (await schema.get("/health", "GET").makeCase().call()).statusCode;\n`);
    writeFileSync(
      join(project, "tsconfig.json"),
      JSON.stringify({
        // Every declaration file is checked (ours, vitest's, Node's), but TypeScript's own lib files.
        compilerOptions: { strict: true, module: "NodeNext", moduleResolution: "NodeNext", target: "ES2022", noEmit: true, skipLibCheck: false, skipDefaultLibCheck: true, types: ["node"] },
        files: ["consumer.ts", "broken.ts"],
      }),
    );
    typecheck = run(process.execPath, [TSC, "-p", "tsconfig.json", "--noEmit"], project);
  }, 600_000);

  afterAll(async () => {
    await Promise.allSettled([folder, typecheck]);
    await Promise.all([server?.close(), folderServer?.close()]);
    for (const link of links) unlinkSync(link);
    rmSync(work, { recursive: true, force: true });
  });

  it("holds only what runs and what types need, and nothing nobody uses", () => {
    const paths = packed.files.map((file) => file.path).sort();
    const allowed = [/^LICENSE$/, /^README\.md$/, /^package\.json$/, /^bin\/apitest\.js$/, /^lib\/[^/]+\.js$/, /^lib\/[^/]+\.js\.LEGAL\.txt$/, /^dist\/.+\.d\.ts$/, /^schema\/[^/]+\.json$/];
    expect(paths.filter((path) => !allowed.some((pattern) => pattern.test(path)))).toEqual([]);
    for (const needed of ["LICENSE", "README.md", "bin/apitest.js", "lib/cli.js", "lib/thread-worker.js", "dist/index.d.ts", "schema/apitest-config.schema.json"]) expect(paths).toContain(needed);
    expect(readFileSync(join(project, "node_modules/apitest-pbt/LICENSE"), "utf8")).toMatch(/^MIT License[\s\S]*Copyright \(c\) 2026 the apitest authors/);
    // Every bundle file is an entry point or loaded by another one; every license notice is named by its chunk.
    const lib = paths.filter((path) => path.startsWith("lib/"));
    const text = new Map(lib.map((path) => [path, readFileSync(join(project, "node_modules/apitest-pbt", path), "utf8")]));
    const entries = new Set([...Object.values(pkg.exports).map((entry) => (typeof entry === "string" ? entry : entry.default).replace(/^\.\//, "")), "lib/cli.js", "lib/thread-worker.js"]);
    for (const path of lib) {
      const name = path.slice("lib/".length);
      if (entries.has(path)) continue;
      const base = name.replace(/\.LEGAL\.txt$/, "");
      const users = lib.filter((other) => other !== path && other.endsWith(".js") && (text.get(other) ?? "").includes(name.endsWith(".LEGAL.txt") ? `${base}.LEGAL.txt` : `./${name}`));
      expect(users, `${path} is used by no other shipped file`).not.toEqual([]);
    }
    // Every declaration file is reached from an entry's types, and every one they import is shipped.
    const installed = join(project, "node_modules/apitest-pbt");
    const declarations = new Set(paths.filter((path) => path.endsWith(".d.ts")));
    const reached = new Set<string>();
    const queue = Object.values(pkg.exports).flatMap((entry) => (typeof entry === "object" && "types" in entry ? [String(entry.types).replace(/^\.\//, "")] : []));
    expect(queue.length).toBeGreaterThanOrEqual(4);
    while (queue.length > 0) {
      const file = queue.pop() as string;
      if (reached.has(file)) continue;
      expect(declarations.has(file), `${file} is imported by the package's types but not shipped`).toBe(true);
      reached.add(file);
      for (const match of readFileSync(join(installed, file), "utf8").matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["'](\.{1,2}\/[^"']+)["']/g)) {
        queue.push(posix.join(posix.dirname(file), (match[1] as string).replace(/\.js$/, ".d.ts")));
      }
    }
    expect([...declarations].filter((file) => !reached.has(file))).toEqual([]);
    // No source map anywhere, and no comment pointing at one.
    for (const [path, content] of text) expect(content, path).not.toMatch(/sourceMappingURL/);
    console.info(`apitest-pbt tarball: ${paths.length} files, ${(packed.size / 1000).toFixed(1)} kB packed, ${(packed.unpackedSize / 1e6).toFixed(2)} MB unpacked`);
    // Guard against the tarball growing back towards the 7.4 MB it was (dist/*.js and source maps).
    expect(packed.unpackedSize).toBeLessThan(2_500_000);
  });

  it("runs `apitest --version`, and `npx apitest run` against a local server", async () => {
    const before = server.requests;
    const [version, result] = await Promise.all([
      run(join(project, "node_modules/.bin/apitest"), ["--version"], project),
      // The README's command: npx finds the installed one.
      run("npx", ["--no-install", "apitest", "run", "openapi.json", "--url", server.url, "-n", "5", "--seed", "1", "--generation-database", "none"], project, 60_000),
    ]);
    expect(version.code, version.stderr).toBe(0);
    expect(version.stdout.trim()).toBe(pkg.version);
    expect(result.stderr).not.toMatch(/Internal error|at .*\.js:\d+/);
    expect(result.stdout).toMatch(/GET \/health/);
    expect(result.stdout).toMatch(/No issues found/);
    expect(result.code).toBe(0);
    expect(server.requests - before).toBeGreaterThan(0);
  }, 120_000);

  it("type-checks a strict NodeNext TypeScript consumer of apitest-pbt, its /vitest, /jest and /node-test", async () => {
    const tsc = await typecheck;
    expect(tsc.code).not.toBe(0);
    // Exactly one error, the one in broken.ts: the consumer and every declaration type-check.
    const errors = (tsc.stdout + tsc.stderr).split("\n").filter((line) => /error TS\d+/.test(line));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^broken\.ts\(\d+,\d+\): error TS2322: Type 'number' is not assignable to type 'string'/);
  }, 300_000);
  describe("the README's install commands, run as written", () => {
    it("are the ways from a clone, with the registry's line for once it is published", () => {
      expect(lines).toEqual([
        "(cd ../apitest && npm ci && npm pack)",
        `npm install --save-dev ../apitest/${packed.filename}`,
        "npm install --save-dev ../apitest",
      ]);
      // The tarball the pack wrote is the one the README names (and the install above ran that line).
      expect(packed.filename).toBe(`apitest-pbt-${pkg.version}.tgz`);
      expect(JSON.parse(readFileSync(join(project, "package.json"), "utf8")).devDependencies).toEqual({ "apitest-pbt": `file:../apitest/${packed.filename}` });
      expect(readFileSync(join(ROOT, "README.md"), "utf8")).toContain("Once it is published, the line is `npm install --save-dev apitest-pbt`.");
      expect(build).toBeDefined();
    });

    it("from the folder: a built apitest beside the project, linked", async () => {
      const { install, result, requests } = await folder;
      expect(install.code, install.stderr).toBe(0);
      expect(result?.stderr).not.toMatch(/Internal error|not built|at .*\.js:\d+/);
      expect(result?.stdout).toMatch(/No issues found/);
      expect(result?.code).toBe(0);
      expect(requests).toBeGreaterThan(0);
      expect(JSON.parse(readFileSync(join(work, "folder-project/package.json"), "utf8")).devDependencies).toEqual({ "apitest-pbt": "file:../apitest" });
    }, 400_000);
  });
});
