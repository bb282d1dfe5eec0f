import { afterEach } from "vitest";
import { main } from "../../src/cli/main.js";
import { reachHandler } from "./reach-api.js";
import { memoryOutput, startServer, type TestServer } from "./server.js";

/** The reach API on a real server, logging every request it gets (method, URL, body), schema fetches left out. */
export async function startReachServer(): Promise<{ server: TestServer; log: string[]; location: string }> {
  const log: string[] = [];
  const handler = reachHandler();
  const server = await startServer((request) => {
    if (request.url.pathname !== "/openapi.json") log.push(`${request.method} ${request.url.pathname}${request.url.search} ${request.body.toString("utf8")}`);
    return handler(request);
  });
  return { server, log, location: `${server.url}/openapi.json` };
}

/** The flags every reach test runs with: a fixed seed, no example database, plain output. */
export const REACH_BASE = ["--seed", "11", "--generation-database", "none", "--no-color"];

/**
 * For a test file: a function that starts a reach server, each closed after the test that
 * started it (registers the `afterEach`).
 */
export function reachServers(): () => ReturnType<typeof startReachServer> {
  let servers: TestServer[] = [];
  afterEach(async () => {
    await Promise.all(servers.map((server) => server.close()));
    servers = [];
  });
  return async () => {
    const started = await startReachServer();
    servers.push(started.server);
    return started;
  };
}

/** Runs the CLI in this process, as `apitest <args>` would. */
export async function cli(args: readonly string[], signal?: AbortSignal): Promise<{ code: number; stdout: string; stderr: string }> {
  const stdout = memoryOutput();
  const stderr = memoryOutput();
  const code = await main(args, { stdout, stderr, env: {}, ...(signal === undefined ? {} : { signal }) });
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}
