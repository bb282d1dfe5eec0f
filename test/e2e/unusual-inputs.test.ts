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
});
