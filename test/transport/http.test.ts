import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { type Server, createServer } from "node:http";
import { createServer as createTlsServer } from "node:https";
import { type AddressInfo, connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NetworkError } from "../../src/core/errors.js";
import { createHttpTransport } from "../../src/transport/http.js";

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

async function shut(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

describe("http transport: TLS", () => {
  let dir: string;
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "apitest-tls-"));
    const key = join(dir, "key.pem");
    const cert = join(dir, "cert.pem");
    execFileSync("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", cert, "-days", "1", "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"], {
      stdio: "ignore",
    });
    server = createTlsServer({ key: readFileSync(key), cert: readFileSync(cert) }, (_req, res) => res.end("secure"));
    origin = `https://127.0.0.1:${await listen(server)}`;
  });
  afterAll(async () => {
    await shut(server);
    rmSync(dir, { recursive: true, force: true });
  });

  it("refuses an unknown certificate by default, saying how to fix it", async () => {
    const transport = createHttpTransport();
    const error = await transport.send({ method: "GET", url: `${origin}/`, headers: {} }).catch((e: unknown) => e);
    await transport.close();
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).message).toMatch(/^GET https:\/\/127\.0\.0\.1:\d+\/ failed: TLS certificate verification failed .*--tls-verify/);
  });

  it("accepts it with tlsVerify false (and says so on the response) or with the CA bundle", async () => {
    const insecure = createHttpTransport({ tlsVerify: false });
    const response = await insecure.send({ method: "GET", url: `${origin}/`, headers: {} });
    await insecure.close();
    expect(response.text).toBe("secure");
    expect(response.verify).toBe(false);
    const pinned = createHttpTransport({ tlsVerify: join(dir, "cert.pem") });
    const verified = await pinned.send({ method: "GET", url: `${origin}/`, headers: {} });
    await pinned.close();
    expect(verified.text).toBe("secure");
    expect(verified.verify).toBe(true);
  });
});

describe("http transport: proxy", () => {
  it("tunnels requests through the proxy", async () => {
    const target = createServer((req, res) => res.end(`target saw ${req.url ?? ""}`));
    const targetPort = await listen(target);
    const tunnels: string[] = [];
    const proxy = createServer((_req, res) => res.writeHead(405).end());
    proxy.on("connect", (req, client, head) => {
      tunnels.push(req.url ?? "");
      const [host, port] = (req.url ?? "").split(":");
      const upstream = connect(Number(port), host ?? "127.0.0.1", () => {
        client.write("HTTP/1.1 200 Connection Established\r\n\r\n");
        upstream.write(head);
        upstream.pipe(client);
        client.pipe(upstream);
      });
      upstream.on("error", () => client.destroy());
      client.on("error", () => upstream.destroy());
    });
    const proxyPort = await listen(proxy);
    const transport = createHttpTransport({ proxy: `http://127.0.0.1:${proxyPort}` });
    const response = await transport.send({ method: "GET", url: `http://127.0.0.1:${targetPort}/via?x=1`, headers: {} });
    await transport.close();
    await shut(proxy);
    await shut(target);
    expect(response.text).toBe("target saw /via?x=1");
    expect(tunnels).toEqual([`127.0.0.1:${targetPort}`]);
  });
});

describe("http transport: connection reuse", () => {
  it("keeps connections alive across requests", async () => {
    const sockets = new Set<unknown>();
    const server = createServer((req, res) => {
      sockets.add(req.socket);
      res.end("ok");
    });
    const port = await listen(server);
    const transport = createHttpTransport({ connections: 2 });
    for (let i = 0; i < 20; i++) await transport.send({ method: "GET", url: `http://127.0.0.1:${port}/`, headers: {} });
    await transport.close();
    await shut(server);
    // Never more sockets than `connections`, however many requests.
    expect(sockets.size).toBeGreaterThanOrEqual(1);
    expect(sockets.size).toBeLessThanOrEqual(2);
  });

  it("keeps them alive after a request whose connection undici drops on purpose (a DELETE with a body)", async () => {
    const sockets = new Set<unknown>();
    const server = createServer((req, res) => {
      sockets.add(req.socket);
      req.resume();
      req.on("end", () => res.end("{}"));
    });
    const port = await listen(server);
    const transport = createHttpTransport({ connections: 2 });
    const url = `http://127.0.0.1:${port}/things/1`;
    // undici closes the socket of a DELETE sent with a body; the two before it fill the pool.
    await transport.send({ method: "GET", url, headers: {} });
    await transport.send({ method: "GET", url, headers: {} });
    await transport.send({ method: "DELETE", url, headers: { "content-type": "application/json" }, body: Buffer.from("{}") });
    await transport.send({ method: "DELETE", url, headers: { "content-type": "application/json" }, body: Buffer.from("{}") });
    for (let i = 0; i < 20; i++) await transport.send({ method: "GET", url, headers: {} });
    await transport.close();
    await shut(server);
    // The two dropped sockets, and then at most `connections` for the 20 GETs after them (not one each).
    expect(sockets.size).toBeLessThanOrEqual(2 + 2 + 2);
  });
});

