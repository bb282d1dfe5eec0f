import { memoryOutput, type TestReply, type TestRequest } from "./server.js";
import { main } from "../../src/cli/main.js";

/** Paths of the catalog API; each serves GET, and `/orders` POST too. */
export const CATALOG_PATHS = ["/books", "/books/{id}", "/authors", "/authors/{id}", "/orders", "/orders/{id}", "/health", "/legacy", "/admin/users", "/admin/stats", "/search", "/tags"];

function operationFor(path: string, method: string): object {
  const tag = path.split("/")[1] ?? "";
  const id = path.includes("{id}") ? [{ name: "id", in: "path", required: true, schema: { type: "integer", minimum: 1, maximum: 5 } }] : [];
  return {
    operationId: `${method}${path.replace(/[^a-z]/gi, "_")}`,
    tags: [tag],
    ...(path === "/legacy" ? { deprecated: true } : {}),
    parameters: id,
    responses: { "200": { description: "ok", content: { "application/json": { schema: { type: "object" } } } } },
  };
}

/** A conforming API of 13 parameter-light operations, for selection tests; every request is logged. */
export function catalogApi(): { handler: (request: TestRequest) => TestReply; seen: Set<string> } {
  const paths: Record<string, object> = {};
  for (const path of CATALOG_PATHS) paths[path] = { get: operationFor(path, "get"), ...(path === "/orders" ? { post: operationFor(path, "post") } : {}) };
  const document = { openapi: "3.0.3", info: { title: "Catalog", version: "1.0" }, paths };
  const seen = new Set<string>();
  const handler = (request: TestRequest): TestReply => {
    if (request.url.pathname === "/openapi.json") return { status: 200, body: document };
    const template = request.url.pathname.replace(/\/[^/]*\d[^/]*$/, "/{id}");
    seen.add(`${request.method} ${template}`);
    return { status: 200, body: {} };
  };
  return { handler, seen };
}

/** Runs the CLI in-process with plain (non-terminal) output. */
export async function cli(args: string[], env: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  const stdout = memoryOutput();
  const stderr = memoryOutput();
  const code = await main(args, { stdout, stderr, env });
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}

/** The quickest run that still sends one request per selected operation. */
export const QUICK = ["--phases", "fuzzing", "--mode", "positive", "-n", "1", "--seed", "1"];
