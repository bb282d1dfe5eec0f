import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseRunOptions } from "../../src/cli/build-settings.js";
import { buildProgram } from "../../src/cli/main.js";
import type { RawRunOptions } from "../../src/cli/run-options.js";
import { UsageError } from "../../src/core/errors.js";
import { memoryOutput, startServer, type TestServer } from "../support/server.js";
import { catalogApi, cli, QUICK } from "../support/catalog-api.js";

/** What commander gives `runCommand` for these arguments, without running anything. */
function rawOptions(args: string[]): RawRunOptions {
  const io = { stdout: memoryOutput(), stderr: memoryOutput(), env: {} };
  const program = buildProgram(io, () => undefined);
  const run = program.commands.find((command) => command.name() === "run")!;
  run.action(() => undefined);
  program.parse(["run", "schema.json", ...args], { from: "user" });
  return run.opts<RawRunOptions>();
}

describe("filter flags", () => {
  it("map repeated values and every *-regex form onto [[operations]]-style selectors", () => {
    const input = parseRunOptions(
      rawOptions([
        "--include-path", "/books", "--include-path", "/authors", "--include-method", "get", "--include-name", "GET /tags",
        "--include-tag", "admin", "--include-operation-id", "x", "--include-path-regex", "^/a", "--include-path-regex", "s$",
        "--exclude-method-regex", "post", "--exclude-operation-id", "y", "--exclude-deprecated",
      ]),
      2,
    );
    expect(input.filters).toEqual({
      "include-path": ["/books", "/authors"],
      "include-method": ["get"],
      "include-name": ["GET /tags"],
      "include-tag": ["admin"],
      "include-operation-id": ["x"],
      "include-path-regex": "(?:^/a)|(?:s$)",
      "exclude-method-regex": "post",
      "exclude-operation-id": ["y"],
      "exclude-deprecated": true,
    });
  });

  it("give no filter when none is used", () => {
    expect(parseRunOptions(rawOptions([]), 2).filters).toBeUndefined();
  });

  it.each([
    ["--include-path-regex", "(unclosed"],
    ["--exclude-tag-regex", "[a-"],
    ["--include-operation-id-regex", "*x"],
  ])("reject an invalid regular expression in %s, naming the flag", (flag, pattern) => {
    const parse = () => parseRunOptions(rawOptions([flag, pattern]), 2);
    expect(parse).toThrow(UsageError);
    expect(parse).toThrow(new RegExp(`Invalid regular expression '.*' in ${flag}:`));
  });

  it("reject an unknown filter flag", async () => {
    const result = await cli(["run", "schema.json", "--include-colour", "red"]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("unknown option '--include-colour'");
  });
});

describe("apitest run with filters", () => {
  let server: TestServer;
  const api = catalogApi();
  beforeAll(async () => {
    server = await startServer(api.handler);
  });
  afterAll(async () => {
    await server.close();
  });

  async function tested(args: string[], env: Record<string, string> = {}): Promise<string[]> {
    api.seen.clear();
    const result = await cli(["run", `${server.url}/openapi.json`, ...QUICK, ...args], env);
    expect(result.code, result.stderr).toBe(0);
    return [...api.seen].sort();
  }

  it.each<[string, string[], string[]]>([
    ["--include-path (repeated: any)", ["--include-path", "/books", "--include-path", "/tags"], ["GET /books", "GET /tags"]],
    ["--include-method", ["--include-method", "post"], ["POST /orders"]],
    ["--include-name", ["--include-name", "GET /orders/{id}"], ["GET /orders/{id}"]],
    ["--include-tag", ["--include-tag", "admin"], ["GET /admin/stats", "GET /admin/users"]],
    ["--include-operation-id", ["--include-operation-id", "get_health"], ["GET /health"]],
    ["--include-path-regex", ["--include-path-regex", "^/authors"], ["GET /authors", "GET /authors/{id}"]],
    ["different includes: all must match", ["--include-tag", "orders", "--include-method", "GET"], ["GET /orders", "GET /orders/{id}"]],
    ["--include-* with --exclude-*", ["--include-tag", "orders", "--exclude-path-regex", "\\{id\\}"], ["GET /orders", "POST /orders"]],
    ["--exclude-name-regex with --include-tag", ["--include-tag", "books", "--exclude-name-regex", "^GET /books$"], ["GET /books/{id}"]],
  ])("%s", async (_title, args, expected) => {
    expect(await tested(args)).toEqual(expected);
  });

  it("--exclude-deprecated, --exclude-tag and --exclude-method drop what each matches", async () => {
    const all = await tested([]);
    const left = await tested(["--exclude-deprecated", "--exclude-tag", "admin", "--exclude-method", "POST"]);
    expect(all).toContain("GET /legacy");
    expect(left).toEqual(all.filter((label) => !["GET /legacy", "GET /admin/users", "GET /admin/stats", "POST /orders"].includes(label)));
  });

  it("composes with [[operations]] in apitest.toml: an operation runs when both select it", async () => {
    const dir = await mkdtemp(join(tmpdir(), "apitest-cli5-"));
    const file = join(dir, "apitest.toml");
    await writeFile(file, ['[[operations]]', 'include-path = "/books/{id}"', "enabled = false"].join("\n"));
    expect(await tested(["--config-file", file, "--include-tag", "books"])).toEqual(["GET /books"]);
    const off = await cli(["run", `${server.url}/openapi.json`, ...QUICK, "--config-file", file, "--include-path", "/books/{id}"]);
    expect(off.code).toBe(2);
    expect(off.stderr).toMatch(/--include-path '\/books\/\{id\}' selects \(GET \/books\/\{id\}\) are all disabled by \[\[operations\]\]/);
  });

  it("says clearly when a filter selects nothing, exit 2, and sends nothing", async () => {
    const before = server.requests;
    const result = await cli(["run", `${server.url}/openapi.json`, ...QUICK, "--include-tag", "nope", "--include-method", "GET"]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^Error: No operation matches --include-method 'GET' --include-tag 'nope': the schema has 13 operations \(for example GET \/books, GET \/books\/\{id\}, GET \/authors, …\)/);
    expect(result.stderr).not.toMatch(/\n\s+at /);
    // Only the schema was fetched.
    expect(server.requests - before).toBe(1);
  });

  it("rejects an invalid regex before loading the schema", async () => {
    const before = server.requests;
    const result = await cli(["run", `${server.url}/openapi.json`, "--include-path-regex", "(x"]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/Invalid regular expression '\(x' in --include-path-regex/);
    expect(server.requests).toBe(before);
  });
});
