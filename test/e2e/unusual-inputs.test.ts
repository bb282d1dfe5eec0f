import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { memoryOutput, startServer, type TestRequest, type TestReply, type TestServer } from "../support/server.js";

const valueBody = {
  required: true,
  content: {
    "application/json": {
      schema: { type: "object", required: ["value"], additionalProperties: false, properties: { value: { type: "number" } } },
    },
  },
};
const answers = {
  "200": {
    description: "ok",
    content: { "application/json": { schema: { type: "object", required: ["value"], properties: { value: { type: "number" } } } } },
  },
  "400": { description: "bad input" },
};
const document = {
  openapi: "3.0.3",
  info: { title: "Unusual", version: "1" },
  paths: {
    "/ratio": { post: { requestBody: valueBody, responses: answers } },
    "/echo": { post: { requestBody: valueBody, responses: answers } },
  },
};

/** The case descriptions of a default run's HAR report for one path. */
async function harDescriptions(url: string, path: string): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), "apitest-ambiguous-"));
  try {
    const har = join(dir, "run.har");
    await main(["run", `${url}/openapi.json`, "--seed", "1", "--include-path", path, "--report-har-path", har], { stdout: memoryOutput(), stderr: memoryOutput(), env: {} });
    const entries = (JSON.parse(readFileSync(har, "utf8")) as { log: { entries: { _apitest: { description?: string } }[] } }).log.entries;
    return entries.map((entry) => entry._apitest.description ?? "");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A strict JSON body reader: the object with one number `value`, or undefined. */
function readValue(request: TestRequest): number | undefined {
  if (!(request.headers["content-type"] ?? "").startsWith("application/json")) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(request.body.toString("utf8"));
  } catch {
    return undefined;
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) return undefined;
  const keys = Object.keys(body);
  const value = (body as Record<string, unknown>)["value"];
  return keys.length === 1 && typeof value === "number" ? value : undefined;
}

async function route(request: TestRequest): Promise<TestReply> {
  const path = request.url.pathname;
  if (path === "/openapi.json") return { status: 200, body: document };
  if (path !== "/ratio" && path !== "/echo") return { status: 404 };
  if (request.method !== "POST") return { status: 405, headers: { Allow: "POST" } };
  const value = readValue(request);
  if (value === undefined) return { status: 400 };
  // The seeded defect: a code path written for ordinary numbers divides by the value's sign.
  if (path === "/ratio" && Object.is(value, -0)) throw new Error("negative zero reached the ratio");
  return { status: 200, body: { value } };
}

describe("unusual numbers", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(route);
  });
  afterAll(async () => {
    await server.close();
  });

  it("a default run sends -0.0 and finds the handler that crashes on it, and nothing else", async () => {
    const stdout = memoryOutput();
    const code = await main(["run", `${server.url}/openapi.json`, "--seed", "1"], { stdout, stderr: memoryOutput(), env: {} });
    const out = stdout.text();
    expect(code).toBe(1);
    expect(out).toMatch(/✘ POST \/ratio/);
    expect(out).not.toMatch(/✘ POST \/echo/);
    expect(out).toContain("Server error");
    expect(out).toContain('"value":-0.0');
    expect(out).toContain("Operations: 1 passed, 1 failed");
  });

  it("sends a JSON number written as text as an ambiguous case, which the strict server refuses without a false alarm", async () => {
    const descriptions = await harDescriptions(server.url, "/echo");
    const ambiguous = descriptions.filter((description) => description.startsWith("ambiguous: "));
    expect(ambiguous).toContain('ambiguous: body property "value": a number or boolean written as text');
    expect(ambiguous.length).toBeLessThanOrEqual(10);
  });
});

const list = {
  "200": {
    description: "ok",
    content: { "application/json": { schema: { type: "object", required: ["items"], properties: { items: { type: "array", items: { type: "string" } } } } } },
  },
  "400": { description: "bad input" },
};
const queried = (name: string, schema: object) => ({ get: { parameters: [{ name, in: "query", required: true, schema }], responses: list } });
const search = {
  openapi: "3.0.3",
  info: { title: "Ambiguous", version: "1" },
  paths: {
    "/tags": queried("tag", { type: "string", maxLength: 20 }),
    "/search": queried("q", { type: "string", maxLength: 20 }),
    "/page": queried("n", { type: "integer", minimum: 1, maximum: 100 }),
  },
};

/** Reads a query string as Express (qs) does: a repeated name becomes an array. */
function expressQuery(url: URL): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of url.searchParams) {
    const current = out[name];
    out[name] = current === undefined ? value : Array.isArray(current) ? [...current, value] : [current, value];
  }
  return out;
}

async function searchRoute(request: TestRequest): Promise<TestReply> {
  const path = request.url.pathname;
  if (path === "/openapi.json") return { status: 200, body: search };
  if (!["/tags", "/search", "/page"].includes(path)) return { status: 404 };
  if (request.method !== "GET") return { status: 405, headers: { Allow: "GET" } };
  const query = expressQuery(request.url);
  if (path === "/tags") {
    const tag = query["tag"];
    if (tag === undefined) return { status: 400 };
    // The seeded defect: the handler assumes one value; a repeated tag arrives as an array.
    if ((tag as string).length > 20) return { status: 400 };
    return { status: 200, body: { items: [(tag as string).toLowerCase()] } };
  }
  if (path === "/search") {
    // Correct: a repeated q is read as its first value.
    const raw = query["q"];
    const q = Array.isArray(raw) ? raw[0] : raw;
    if (q === undefined || q.length > 20) return { status: 400 };
    return { status: 200, body: { items: [q] } };
  }
  const raw = query["n"];
  const n = Array.isArray(raw) ? raw[raw.length - 1] : raw;
  if (n === undefined || !/^-?\d+$/.test(n) || Number(n) < 1 || Number(n) > 100) return { status: 400 };
  return { status: 200, body: { items: [] } };
}

describe("ambiguous inputs", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(searchRoute);
  });
  afterAll(async () => {
    await server.close();
  });

  it("a default run sends a repeated scalar, finds the handler that crashes on it, and blames no correct operation", async () => {
    const stdout = memoryOutput();
    const code = await main(["run", `${server.url}/openapi.json`, "--seed", "1"], { stdout, stderr: memoryOutput(), env: {} });
    const out = stdout.text();
    expect(code).toBe(1);
    expect(out).toMatch(/✘ GET \/tags/);
    expect(out).not.toMatch(/✘ GET \/search/);
    expect(out).not.toMatch(/✘ GET \/page/);
    expect(out).toContain("Server error");
    expect(out).toContain('Case: ambiguous: query parameter "tag": a scalar sent twice');
    expect(out).not.toContain("Accepted negative data");
    expect(out).toContain("Operations: 2 passed, 1 failed");
  });

  it("labels the ambiguous cases in reports, a bounded share of the negative ones", async () => {
    const ambiguous = (await harDescriptions(server.url, "/page")).filter((description) => description.startsWith("ambiguous: "));
    expect(ambiguous).toContain('ambiguous: query parameter "n": a scalar sent twice');
    // At most a tenth of the operation's 100 negative fuzzing cases.
    expect(ambiguous.length).toBeGreaterThan(0);
    expect(ambiguous.length).toBeLessThanOrEqual(10);
  });
});
