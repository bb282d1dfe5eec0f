import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { main } from "../../src/cli/main.js";
import { memoryOutput, type TestReply, type TestRequest } from "./server.js";

const exec = promisify(execFile);
const BIN = new URL("../../bin/apitest.js", import.meta.url).pathname;

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

/** Runs the built CLI (`bin/apitest.js`) as a child process in `cwd`, as a user would. */
export async function binIn(cwd: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await exec(process.execPath, [BIN, ...args], { cwd, env: { PATH: process.env["PATH"] ?? "" }, timeout: 60_000 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? "", stderr: failed.stderr ?? "" };
  }
}
