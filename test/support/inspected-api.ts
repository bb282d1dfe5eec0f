import { spawn, type ChildProcess } from "node:child_process";
import { connect, createServer, type Server, type Socket } from "node:net";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";

/** The grey-box defects API (test/fixtures/greybox-api) as a process with its inspector open. */
export interface InspectedApi {
  /** The API's base URL. */
  readonly url: string;
  /** The inspector's HTTP address, what `--coverage-from` takes. */
  readonly inspector: string;
  stop(): Promise<void>;
}

const SERVER = fileURLToPath(new URL("../fixtures/greybox-api/server.js", import.meta.url));

/** The grey-box GraphQL API (test/fixtures/greybox-graphql): its endpoint is `<url>/graphql`. */
export const GRAPHQL_SERVER = fileURLToPath(new URL("../fixtures/greybox-graphql/server.js", import.meta.url));

/** Starts `node --inspect=127.0.0.1:0 server.js 0` (the OpenAPI one unless told) and waits for both its addresses. */
export function startInspectedApi(server = SERVER): Promise<InspectedApi> {
  const child: ChildProcess = spawn(process.execPath, ["--inspect=127.0.0.1:0", server, "0"], { stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`the inspected API did not start: ${stdout}${stderr}`));
    }, 60_000);
    const check = (): void => {
      const url = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout)?.[1];
      const inspector = /Debugger listening on ws:\/\/(127\.0\.0\.1:\d+)\//.exec(stderr)?.[1];
      if (url === undefined || inspector === undefined) return;
      clearTimeout(timer);
      resolve({
        url,
        inspector: `http://${inspector}`,
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null) return done();
            child.once("exit", () => done());
            child.kill("SIGKILL");
          }),
      });
    };
    child.stdout?.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
      check();
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
      check();
    });
    child.once("exit", (code) => reject(new Error(`the inspected API exited (${code}): ${stdout}${stderr}`)));
  });
}

/**
 * A TCP relay in front of an inspector that cuts every connection once clients have sent
 * `cutAfter` chunks over WebSockets: a connection that drops mid-run. The inspector names its
 * WebSocket after the Host header, so clients stay on the relay.
 */
export async function cuttingRelay(inspector: string, cutAfter: number): Promise<{ address: string; close(): Promise<void> }> {
  const target = new URL(inspector);
  const sockets = new Set<Socket>();
  let chunks = 0;
  const server: Server = createServer((client) => {
    const upstream: Socket = connect(Number(target.port), target.hostname);
    sockets.add(client).add(upstream);
    let upgraded = false;
    client.on("data", (chunk: Buffer) => {
      if (upgraded && ++chunks >= cutAfter) {
        for (const socket of sockets) socket.destroy();
        return;
      }
      if (chunk.toString("latin1").startsWith("GET /") && /upgrade: websocket/i.test(chunk.toString("latin1"))) upgraded = true;
      upstream.write(chunk);
    });
    upstream.on("data", (chunk: Buffer) => client.write(chunk));
    const end = (): void => {
      client.destroy();
      upstream.destroy();
    };
    client.on("close", end).on("error", end);
    upstream.on("close", end).on("error", end);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    address: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
