import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Socket } from "node:net";

/** A real HTTP server that serves a schema at /openapi.json and never answers anything else. */
export interface HangingServer {
  readonly url: string;
  /** Requests that arrived and were left hanging. */
  readonly hung: () => number;
  close(): Promise<void>;
}

/** Starts a server on 127.0.0.1 that answers `/openapi.json` with `document` and leaves every other request hanging. */
export async function startHangingServer(document: object): Promise<HangingServer> {
  let hung = 0;
  const sockets = new Set<Socket>();
  const server: Server = createServer((req, res) => {
    if (req.url === "/openapi.json") {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify(document));
      return;
    }
    hung++;
    // Never answered: the request stays open until the client gives up or the server closes.
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hung: () => hung,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
