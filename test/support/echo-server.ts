import { type IncomingMessage, type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";

/** What the echo server received. */
export interface Received {
  readonly method: string;
  readonly url: string;
  /** Lowercased names; repeated headers joined as Node does. */
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body: Uint8Array;
}

/** A node:http server on 127.0.0.1 (ephemeral port) that records every request. */
export interface EchoServer {
  readonly origin: string;
  readonly received: Received[];
  close(): Promise<void>;
}

async function readAll(req: IncomingMessage): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

/** Starts an echo server; close it when done. */
export async function startEchoServer(): Promise<EchoServer> {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    void readAll(req).then((body) => {
      received.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body });
      res.writeHead(200, { "content-type": "text/plain" });
      res.end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
