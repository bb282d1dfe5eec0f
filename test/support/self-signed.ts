import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:https";
import type { AddressInfo, Socket } from "node:net";
import { join } from "node:path";
import { tempDir as freshDir } from "./database-support.js";

/** A self-signed certificate for 127.0.0.1, made with the `openssl` command: PEM texts and the files. */
export interface SelfSigned {
  readonly cert: string;
  readonly key: string;
  /** The certificate's file: it is its own CA bundle (`--tls-verify <path>`). */
  readonly certPath: string;
  readonly keyPath: string;
}

/** Makes a fresh self-signed certificate for 127.0.0.1 (EC P-256: fast to generate). */
export function selfSigned(): SelfSigned {
  const dir = freshDir("apitest-tls-");
  const keyPath = join(dir, "key.pem");
  const certPath = join(dir, "cert.pem");
  execFileSync("openssl", [
    "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
    "-keyout", keyPath, "-out", certPath, "-days", "1", "-subj", "/CN=127.0.0.1",
    "-addext", "subjectAltName=IP:127.0.0.1",
  ], { stdio: "ignore" });
  return { cert: readFileSync(certPath, "utf8"), key: readFileSync(keyPath, "utf8"), certPath, keyPath };
}

/** A real HTTPS server on 127.0.0.1 with a self-signed certificate, answering every request with `answer`. */
export interface HttpsServer {
  readonly url: string;
  /** Requests that completed the TLS handshake and arrived. */
  readonly requests: () => number;
  /** Paths of the requests that came with a client certificate. */
  readonly withClientCert: string[];
  close(): Promise<void>;
}

/** Starts an HTTPS server (`requestCert`: ask for a client certificate, without requiring one). */
export async function startHttpsServer(
  tls: SelfSigned,
  answer: (url: string) => { status: number; body: object },
): Promise<HttpsServer> {
  let requests = 0;
  const withClientCert: string[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer({ cert: tls.cert, key: tls.key, requestCert: true, rejectUnauthorized: false }, (req, res) => {
    requests++;
    const peer = (req.socket as import("node:tls").TLSSocket).getPeerCertificate();
    if (peer !== null && Object.keys(peer).length > 0) withClientCert.push((req.url ?? "/").split("?")[0]!);
    const { status, body } = answer(req.url ?? "/");
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  });
  server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}`,
    requests: () => requests,
    withClientCert,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
