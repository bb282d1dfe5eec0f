import * as fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { arbitraryFromSchema } from "../../src/generation/from-schema.js";
import { memoryOutput, startServer, type TestRequest, type TestServer } from "../support/server.js";
import { setup } from "../support/generation-support.js";

const document = {
  openapi: "3.0.3",
  info: { title: "Ascii only", version: "1" },
  paths: {
    "/notes/{slug}": {
      post: {
        parameters: [
          { name: "slug", in: "path", required: true, schema: { type: "string", minLength: 1 } },
          { name: "q", in: "query", required: true, schema: { type: "string" } },
          { name: "tags", in: "query", schema: { type: "array", items: { type: "string" } } },
        ],
        requestBody: {
          required: true,
          content: {
            "application/json": {
              schema: { type: "object", required: ["title"], properties: { title: { type: "string" }, extra: { type: "object", additionalProperties: { type: "string" } } } },
            },
          },
        },
        responses: { "200": { description: "ok" }, "400": { description: "bad" } },
      },
    },
  },
};

/** Every character the server received, decoded: path, query and body. */
function received(request: TestRequest): string {
  let text = request.body.toString("utf8");
  try {
    text += decodeURIComponent(request.url.pathname);
  } catch {
    text += request.url.pathname;
  }
  for (const [key, value] of request.url.searchParams) text += key + value;
  return text;
}

describe("generation.codec", () => {
  let server: TestServer;
  let nonAscii = 0;
  let sent = 0;
  beforeAll(async () => {
    server = await startServer((request) => {
      if (request.url.pathname === "/openapi.json") return { status: 200, body: document };
      sent++;
      // The defect the codec protects from: anything outside ASCII crashes this server.
      if (/[^\x00-\x7f]/.test(received(request))) {
        nonAscii++;
        return { status: 500, body: { error: "not ascii" } };
      }
      return { status: 200 };
    });
  });
  afterAll(async () => {
    await server.close();
  });

  const run = (codec: string) => {
    nonAscii = 0;
    sent = 0;
    const stdout = memoryOutput();
    const args = ["run", `${server.url}/openapi.json`, "--seed", "7", "--max-examples", "30", "--phases", "coverage,fuzzing", "--checks", "not_a_server_error", "--generation-codec", codec];
    return main(args, { stdout, stderr: memoryOutput(), env: {} }).then((code) => ({ code, out: stdout.text() }));
  };

  it("with ascii, the server never receives a non-ASCII character, in any phase or mode", async () => {
    const { code, out } = await run("ascii");
    expect(sent).toBeGreaterThan(40);
    expect(nonAscii).toBe(0);
    expect(code, out).toBe(0);
  });

  it("with utf-8, the same run sends non-ASCII strings and finds the crash", async () => {
    const { code, out } = await run("utf-8");
    expect(nonAscii).toBeGreaterThan(0);
    expect(code).toBe(1);
    expect(out).toContain("Server error");
  });

  it("an unknown codec is a usage error naming the flag and the choices", async () => {
    const stderr = memoryOutput();
    const code = await main(["run", `${server.url}/openapi.json`, "--generation-codec", "klingon"], { stdout: memoryOutput(), stderr, env: {} });
    expect(code).toBe(2);
    expect(stderr.text()).toContain("--generation-codec");
    expect(stderr.text()).toContain("ascii");
    expect(stderr.text()).not.toMatch(/\n\s+at /);
  });
});

describe("generation.codec in apitest.toml", () => {
  const configFile = async (text: string): Promise<string> => {
    const { mkdtempSync, writeFileSync } = await import("node:fs");
    const { join } = await import("node:path");
    const { tmpdir } = await import("node:os");
    const path = join(mkdtempSync(join(tmpdir(), "apitest-codec-")), "apitest.toml");
    writeFileSync(path, text);
    return path;
  };

  it("an unknown codec in the file is a configuration error naming the key", async () => {
    const stderr = memoryOutput();
    const path = await configFile('[generation]\ncodec = "ebcdic-klingon"\n');
    const code = await main(["run", "http://127.0.0.1:9/openapi.json", "--config-file", path], { stdout: memoryOutput(), stderr, env: {} });
    expect(code).toBe(2);
    expect(stderr.text()).toContain("generation.codec");
    expect(stderr.text()).toContain("ascii");
  });
});

describe("codec string policy", () => {
  it("latin-1 strings stay within U+0000–U+00FF and still use the upper half", () => {
    const { ctx } = setup({}, { codec: "latin-1" });
    const values = fc.sample(arbitraryFromSchema({ type: "array", items: { type: "string", minLength: 5 } }, ctx), { seed: 3, numRuns: 200 }).flat() as string[];
    const codes = values.flatMap((text) => [...text].map((char) => char.codePointAt(0) as number));
    expect(Math.max(...codes)).toBeLessThanOrEqual(0xff);
    expect(codes.some((code) => code >= 0xa0)).toBe(true);
  });

  it("object keys and enum members outside the codec are not generated", () => {
    const { ctx } = setup({}, { codec: "ascii" });
    const schema = { type: "object", required: ["kind"], properties: { kind: { enum: ["café", "tea"] } }, additionalProperties: { type: "string" } };
    for (const value of fc.sample(arbitraryFromSchema(schema, ctx), { seed: 5, numRuns: 200 })) {
      expect(JSON.stringify(value)).toMatch(/^[\x00-\x7f]*$/);
    }
  });
});
