import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openapi } from "../../src/index.js";
import { testOperation } from "../../src/vitest.js";
import { runCli as apitest } from "../support/cli-run.js";
import { tempDir as freshDir } from "../support/database-support.js";
import { startServer, type TestReply, type TestRequest, type TestServer } from "../support/server.js";

/** `GET /items?n=`: a 500 for n above 1000 until the defect is fixed. */
const DOCUMENT = {
  openapi: "3.0.3",
  info: { title: "Stored failures", version: "1.0" },
  paths: {
    "/items": {
      get: {
        parameters: [{ name: "n", in: "query", required: true, schema: { type: "integer", minimum: 0 } }],
        responses: { "200": { description: "ok", content: { "application/json": { schema: { type: "array" } } } }, "400": { description: "bad" } },
      },
    },
  },
};

function itemsApi(fixed: boolean): (request: TestRequest) => TestReply {
  return (request) => {
    const n = Number(request.url.searchParams.get("n"));
    if (!fixed && n > 1000) return { status: 500, headers: { "content-type": "text/plain" }, body: "Error: index out of range" };
    return { status: 200, body: [] };
  };
}

/** The files of the default example database, `.proptest/examples` in the working directory, by content. */
function store(): string {
  const dir = join(process.cwd(), ".proptest", "examples");
  if (!existsSync(dir)) return "";
  return readdirSync(dir)
    .sort()
    .map((name) => readFileSync(join(dir, name), "utf8"))
    .join("");
}

describe("stored failures are kept until a reachable server shows they pass", () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it("a dead port leaves the store untouched and says the cases were not checked; a fixed server empties it", async () => {
    const schema = join(freshDir(), "openapi.json");
    writeFileSync(schema, JSON.stringify(DOCUMENT));
    // Positive data and the server-error check only: the one defect is all there is to find.
    const args = (url: string): string[] => ["run", schema, "--url", url, "--mode", "positive", "--checks", "not_a_server_error", "-n", "60"];

    server = await startServer(itemsApi(false));
    const url = server.url;
    const first = await apitest(args(url));
    expect(first.code).toBe(1);
    expect(first.stdout).toContain("Server error");
    const stored = store();
    expect(stored).not.toBe("");
    const count = stored.trim().split("\n").length;

    // Nothing listens on the port any more.
    await server.close();
    server = undefined;
    const dead = await apitest(args(url));
    expect(dead.code).toBe(2);
    expect(dead.stdout).toMatch(new RegExp(`GET /items {2}${count} stored examples? not checked \\(kept for the next run\\): GET ${url.replace(/[.]/g, "\\.")}/items\\?n=\\d+ failed: connection refused`));
    expect(dead.stdout).not.toContain("none fails any more");
    expect(store()).toBe(stored);

    // The same port again, the defect fixed: the stored cases are checked, pass, and are dropped.
    server = await startServer(itemsApi(true), Number(new URL(url).port));
    const fixed = await apitest(args(url));
    expect(fixed.code).toBe(0);
    expect(fixed.stdout).toContain(`GET /items  replayed ${count} stored example${count === 1 ? "" : "s"} (none fails any more)`);
    expect(store()).toBe("");
  });

  it("the library (testOperation) keeps its stored cases too when the server does not answer", async () => {
    const dir = join(freshDir(), "lib-examples");
    const schemaFile = join(freshDir(), "openapi.json");
    writeFileSync(schemaFile, JSON.stringify(DOCUMENT));
    server = await startServer(itemsApi(false));
    const port = Number(new URL(server.url).port);
    const schema = await openapi.fromPath(schemaFile, { baseUrl: server.url });
    const operation = schema.get("/items", "GET");
    const body = async ({ case: apiCase }: { case: { call(): Promise<{ statusCode: number }> } }): Promise<void> => {
      const response = await apiCase.call();
      if (response.statusCode >= 500) throw new Error(`server error ${response.statusCode}`);
    };
    const files = (): string => (existsSync(dir) ? readdirSync(dir).map((name) => readFileSync(join(dir, name), "utf8")).join("") : "");

    await expect(testOperation(operation, body, { database: dir, maxExamples: 60 })).rejects.toThrow(/server error 500/);
    expect(readdirSync(dir)).toHaveLength(1);
    // A second stored case (as an earlier run might have left): both must survive a dead server.
    const file = join(dir, readdirSync(dir)[0]!);
    const line = readFileSync(file, "utf8").trim();
    writeFileSync(file, `${line}\n${line.replace(/"n":\d+/, '"n":5000')}\n`);
    const stored = files();
    expect(stored.trim().split("\n")).toHaveLength(2);

    await server.close();
    server = undefined;
    await expect(testOperation(operation, body, { database: dir, maxExamples: 5 })).rejects.toThrow(/connection refused/);
    expect(files()).toBe(stored);

    server = await startServer(itemsApi(true), port);
    await testOperation(operation, body, { database: dir, maxExamples: 5 });
    expect(files()).toBe("");
  });
});
