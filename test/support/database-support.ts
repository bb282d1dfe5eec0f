import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { main } from "../../src/cli/main.js";
import { memoryOutput, type TestReply, type TestRequest } from "./server.js";

/** A fresh temporary directory. */
export function tempDir(prefix = "apitest-db-"): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/**
 * A small API with one defect: `GET /items?n=` answers 500 for n above 1000 while `bug.on`.
 * Every request to /items is logged in order, so tests can see what was sent first.
 */
export function buggyApi() {
  const bug = { on: true };
  const log: { n: string | null; headers: TestRequest["headers"] }[] = [];
  const document = {
    openapi: "3.0.3",
    info: { title: "Replay shop", version: "1.0" },
    paths: {
      "/items": {
        get: {
          parameters: [
            { name: "n", in: "query", required: true, schema: { type: "integer", minimum: 0 } },
            { name: "X-Trace", in: "header", required: false, schema: { type: "string", maxLength: 8 } },
          ],
          responses: { "200": { description: "ok", content: { "application/json": { schema: { type: "array" } } } }, "400": { description: "bad" } },
        },
      },
    },
  };
  const handler = (request: TestRequest): TestReply => {
    if (request.url.pathname === "/openapi.json") return { status: 200, body: document };
    const n = request.url.searchParams.get("n");
    log.push({ n, headers: request.headers });
    if (n === null || !/^\d+$/.test(n)) return { status: 400, body: { error: "n" } };
    if (bug.on && Number(n) > 1000) return { status: 500, body: { error: "boom" } };
    return { status: 200, body: [] };
  };
  return { bug, log, handler };
}

/** Runs the CLI in-process (the working directory is the worktree's). */
export async function cli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const stdout = memoryOutput();
  const stderr = memoryOutput();
  const code = await main(args, { stdout, stderr, env: {} });
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}

/**
 * Runs the CLI in process with `cwd` as the working directory (restored after): what a user's run
 * from that directory reads and writes there, without a child process's start-up.
 */
export async function cliIn(cwd: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const previous = process.cwd();
  process.chdir(cwd);
  try {
    return await cli(args);
  } finally {
    process.chdir(previous);
  }
}
