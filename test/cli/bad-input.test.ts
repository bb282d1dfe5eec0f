import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { memoryOutput } from "../support/server.js";

/** Bad schema files through `apitest run`: one clear paragraph naming the culprit, exit code 2, no stack trace. */
const SCHEMAS: [name: string, file: string, content: string, message: RegExp][] = [
  ["an empty file", "empty.yaml", "", /empty\.yaml.*empty/i],
  ["text that is not JSON or YAML", "garbage.yaml", "openapi: [unclosed\n  - : :\n", /garbage\.yaml/],
  ["a JSON document that is not OpenAPI", "not-openapi.json", JSON.stringify({ hello: "world" }), /not an OpenAPI document/],
  ["an unknown OpenAPI version", "v4.json", JSON.stringify({ openapi: "4.0.0", info: { title: "x", version: "1" }, paths: {} }), /4\.0\.0/],
  [
    "a broken $ref",
    "broken-ref.json",
    JSON.stringify({
      openapi: "3.0.3",
      info: { title: "x", version: "1" },
      paths: { "/a": { get: { responses: { "200": { description: "ok", content: { "application/json": { schema: { $ref: "#/components/schemas/Missing" } } } } } } } },
    }),
    /#\/components\/schemas\/Missing/,
  ],
  [
    "a $ref that only points at itself",
    "cyclic-ref.json",
    JSON.stringify({
      openapi: "3.0.3",
      info: { title: "x", version: "1" },
      components: { schemas: { Loop: { $ref: "#/components/schemas/Loop" } } },
      paths: { "/a": { get: { responses: { "200": { description: "ok", content: { "application/json": { schema: { $ref: "#/components/schemas/Loop" } } } } } } } },
    }),
    /Loop/,
  ],
];

describe("bad schema files: a clear error, exit code 2, no stack trace", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "apitest-bad-"));
    for (const [, file, content] of SCHEMAS) await writeFile(join(dir, file), content);
  });

  for (const [name, file, , message] of SCHEMAS) {
    it(name, async () => {
      const stdout = memoryOutput();
      const stderr = memoryOutput();
      const code = await main(["run", join(dir, file), "--url", "http://127.0.0.1:9"], { stdout, stderr, env: {} });
      expect(code).toBe(2);
      expect(stderr.text()).toMatch(message);
      expect(stderr.text()).toMatch(/^Error: /);
      expect(stderr.text()).not.toMatch(/\n\s+at .+:\d+:\d+/);
      expect(stderr.text()).not.toContain("Internal error");
    });
  }

  it("a bad --rate-limit", async () => {
    const stderr = memoryOutput();
    const code = await main(["run", join(dir, "empty.yaml"), "--rate-limit", "fast please"], { stdout: memoryOutput(), stderr, env: {} });
    expect(code).toBe(2);
    expect(stderr.text()).toMatch(/fast please/);
  });

  it("a server that is not there (schema file + --url to a closed port)", async () => {
    const file = join(dir, "ok.json");
    await writeFile(file, JSON.stringify({ openapi: "3.0.3", info: { title: "x", version: "1" }, paths: { "/a": { get: { responses: { "200": { description: "ok" } } } } } }));
    const stdout = memoryOutput();
    const stderr = memoryOutput();
    const code = await main(["run", file, "--url", "http://127.0.0.1:9", "--phases", "fuzzing"], { stdout, stderr, env: {} });
    expect(code).toBe(2);
    expect(stderr.text()).toMatch(/could not be reached/);
    expect(stdout.text()).toMatch(/connection refused|ECONNREFUSED|refused/i);
  });
});
