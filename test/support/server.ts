import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** A request as a test route sees it. */
export interface TestRequest {
  readonly method: string;
  readonly url: URL;
  readonly headers: IncomingMessage["headers"];
  readonly body: Buffer;
}

/** What a route answers. */
export interface TestReply {
  readonly status: number;
  readonly headers?: Record<string, string>;
  readonly body?: string | Buffer | object;
}

/** A real HTTP server on 127.0.0.1 and an ephemeral port, with a request counter. */
export interface TestServer {
  readonly url: string;
  readonly server: Server;
  requests: number;
  close(): Promise<void>;
}

/** Starts a server whose handler maps each request to a reply (on `port`, else an ephemeral one). */
export async function startServer(handler: (request: TestRequest) => TestReply | Promise<TestReply>, port = 0): Promise<TestServer> {
  const state = { requests: 0 };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      state.requests++;
      const request: TestRequest = {
        method: req.method ?? "GET",
        url: new URL(req.url ?? "/", "http://127.0.0.1"),
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      Promise.resolve(handler(request)).then(
        (reply) => send(res, reply),
        (error: unknown) => send(res, { status: 500, body: { error: String(error) } }),
      );
    });
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: bound } = server.address() as AddressInfo;
  const result: TestServer = {
    url: `http://127.0.0.1:${bound}`,
    server,
    get requests() {
      return state.requests;
    },
    set requests(value: number) {
      state.requests = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return result;
}

function send(res: ServerResponse, reply: TestReply): void {
  const headers = { ...reply.headers };
  let body: string | Buffer | undefined;
  if (reply.body === undefined || typeof reply.body === "string" || Buffer.isBuffer(reply.body)) body = reply.body;
  else {
    body = JSON.stringify(reply.body);
    headers["content-type"] ??= "application/json";
  }
  res.writeHead(reply.status, headers);
  res.end(body);
}

/** Collects what the CLI writes, for in-process runs. */
export function memoryOutput(): { write(text: string): boolean; text(): string; isTTY: boolean } {
  let buffer = "";
  return {
    isTTY: false,
    write(text: string) {
      buffer += text;
      return true;
    },
    text: () => buffer,
  };
}
