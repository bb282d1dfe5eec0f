import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NetworkError } from "../../src/core/errors.js";
import type { PreparedRequest } from "../../src/core/request.js";
import { createFetchAppTransport } from "../../src/transport/fetch-app.js";
import { createHttpTransport } from "../../src/transport/http.js";
import { createNodeAppTransport } from "../../src/transport/node-app.js";
import type { Transport } from "../../src/transport/transport.js";
import { BIG_SIZE, BINARY, JSON_TEXT, expressApp, fastifyApp, fetchHandler, honoApp, startNodeServer } from "../support/contract-app.js";

const CAP = 1024 * 1024;

interface Target {
  readonly name: string;
  readonly http: boolean;
  start(): Promise<{ transport: Transport; baseUrl: string; stop(): Promise<void> }>;
}

const inProcess = (name: string, make: () => Transport | Promise<Transport>): Target => ({
  name,
  http: false,
  async start() {
    const transport = await make();
    return { transport, baseUrl: "http://localhost", stop: () => transport.close() };
  },
});

const TARGETS: readonly Target[] = [
  {
    name: "http → node:http server",
    http: true,
    async start() {
      const server = await startNodeServer();
      const transport = createHttpTransport({ maxResponseSize: CAP });
      return {
        transport,
        baseUrl: server.origin,
        async stop() {
          await transport.close();
          await server.close();
        },
      };
    },
  },
  inProcess("fetch app → plain function", () => createFetchAppTransport(fetchHandler, { maxResponseSize: CAP })),
  inProcess("fetch app → Hono", () => createFetchAppTransport(honoApp(), { maxResponseSize: CAP })),
  inProcess("node app → Express", () => createNodeAppTransport(expressApp(), { maxResponseSize: CAP })),
  inProcess("node app → Fastify routing", async () => {
    const app = await fastifyApp();
    return createNodeAppTransport(app.routing, { maxResponseSize: CAP });
  }),
  inProcess("node app → Fastify http.Server", async () => createNodeAppTransport((await fastifyApp()).server, { maxResponseSize: CAP })),
];

const decode = (bytes: Uint8Array): string => new TextDecoder().decode(bytes);

describe.each(TARGETS)("transport contract: $name", (target) => {
  let transport: Transport;
  let baseUrl: string;
  let stop: () => Promise<void>;
  const get = (path: string, extra: Partial<PreparedRequest> = {}): PreparedRequest => ({ method: "GET", url: `${baseUrl}${path}`, headers: {}, ...extra });

  beforeAll(async () => {
    ({ transport, baseUrl, stop } = await target.start());
  });
  afterAll(async () => {
    await stop();
  });

  it("returns status, standard reason phrase, version, timing and the request", async () => {
    const request = get("/status/418");
    const response = await transport.send(request);
    expect(response.statusCode).toBe(418);
    expect(response.message).toBe("I'm a Teapot");
    expect(response.httpVersion).toBe("1.1");
    expect(response.elapsed).toBeGreaterThan(0);
    expect(response.elapsed).toBeLessThan(5);
    expect(response.request).toBe(request);
    expect(response.text).toBe("status");
    expect((await transport.send(get("/status/503"))).message).toBe("Service Unavailable");
  });

  it("lowercases header names and keeps repeated set-cookie values apart", async () => {
    const response = await transport.send(get("/cookies"));
    expect(response.headers["set-cookie"]).toEqual(["a=1; Path=/", "b=2, with comma; Path=/"]);
    expect(response.headers["x-custom"]).toEqual(["yes"]);
    expect(response.header("X-CUSTOM")).toBe("yes");
    for (const name of Object.keys(response.headers)) expect(name).toBe(name.toLowerCase());
  });

  it("delivers method, path, query, headers and a binary body to the app", async () => {
    const body = new Uint8Array([0, 255, 13, 10, 1, 2]);
    const response = await transport.send({
      method: "PUT",
      url: `${baseUrl}/echo?a=1&b=x%20y`,
      headers: { "Content-Type": "application/octet-stream", "X-Token": "t 1" },
      body,
    });
    const echo = response.json() as { method: string; url: string; headers: Record<string, string>; body: string };
    expect(echo.method).toBe("PUT");
    expect(echo.url).toBe("/echo?a=1&b=x%20y");
    expect(echo.headers["x-token"]).toBe("t 1");
    expect(echo.headers["content-type"]).toBe("application/octet-stream");
    expect(Buffer.from(echo.body, "base64")).toEqual(Buffer.from(body));
  });

  it("returns binary bodies byte for byte", async () => {
    const response = await transport.send(get("/binary"));
    expect(response.content).toEqual(BINARY);
    expect(response.truncated).toBe(false);
  });

  it("decodes gzip, deflate (zlib and raw) and br bodies", async () => {
    for (const path of ["/gzip", "/deflate", "/deflate-raw", "/br"]) {
      const response = await transport.send(get(path));
      expect(response.text, path).toBe(JSON_TEXT);
      expect(response.json()).toEqual({ hello: "wörld" });
    }
  });

  it("keeps a body that claims gzip but is not, as received", async () => {
    expect((await transport.send(get("/not-gzip"))).text).toBe("plain text");
  });

  it("cuts bodies at the size cap and says how big they were", async () => {
    const small = await createSmallCap(target, transport);
    const response = await small.send(get("/big"));
    expect(response.truncated).toBe(true);
    expect(response.content.byteLength).toBe(1000);
    expect(response.declaredSize).toBe(BIG_SIZE);
    expect(response.bodySize).toBe(BIG_SIZE);
    if (small !== transport) await small.close();
  });

  it("applies the cap to the decoded size: a gzip bomb stops at the cap", async () => {
    const response = await transport.send(get("/bomb"));
    expect(response.truncated).toBe(true);
    expect(response.content.byteLength).toBe(CAP);
    expect(response.content.every((byte) => byte === 0)).toBe(true);
  });

  it("does not follow redirects", async () => {
    const response = await transport.send(get("/redirect"));
    expect(response.statusCode).toBe(302);
    expect(response.header("location")).toBe("/status/200");
  });

  it("raises a timeout NetworkError naming the request and the limit", async () => {
    const started = performance.now();
    const error = await transport.send(get("/slow"), { timeout: 0.2 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).code).toBe("timeout");
    expect((error as NetworkError).message).toBe(`GET ${baseUrl}/slow did not answer within 0.2s (--request-timeout)`);
    expect(performance.now() - started).toBeLessThan(1200);
  });

  it("is still usable after a timeout", async () => {
    expect((await transport.send(get("/status/200"), { timeout: 5 })).statusCode).toBe(200);
  });
});

// The cap is fixed when a transport is made: build one with a 1000-byte cap for the same app.
async function createSmallCap(target: Target, _current: Transport): Promise<Transport> {
  const options = { maxResponseSize: 1000 };
  switch (target.name) {
    case "http → node:http server":
      return createHttpTransport(options);
    case "fetch app → plain function":
      return createFetchAppTransport(fetchHandler, options);
    case "fetch app → Hono":
      return createFetchAppTransport(honoApp(), options);
    case "node app → Express":
      return createNodeAppTransport(expressApp(), options);
    default:
      return createNodeAppTransport((await fastifyApp()).routing, options);
  }
}

describe("http transport: connection failures", () => {
  it("reports a refused connection in plain words", async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const transport = createHttpTransport();
    const error = await transport.send({ method: "GET", url: `http://127.0.0.1:${port}/x`, headers: {} }).catch((e: unknown) => e);
    await transport.close();
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).code).toBe("network_error");
    expect((error as NetworkError).message).toBe(`GET http://127.0.0.1:${port}/x failed: connection refused: is the server running at http://127.0.0.1:${port}/ ?`);
  });

  it("reports a connection closed in the middle of the body", async () => {
    const server = await startNodeServer();
    const transport = createHttpTransport();
    const error = await transport.send({ method: "GET", url: `${server.origin}/drop`, headers: {} }).catch((e: unknown) => e);
    await transport.close();
    await server.close();
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).code).toBe("network_error");
    expect((error as NetworkError).message).toMatch(new RegExp(`^GET ${server.origin}/drop failed: .*(closed|reset)`));
  });

  it("names the file when a CA bundle cannot be read", () => {
    expect(() => createHttpTransport({ tlsVerify: "/nonexistent/ca.pem" })).toThrow(/\/nonexistent\/ca\.pem.*--tls-verify/);
  });
});

describe("in-process apps that throw", () => {
  it("turn into a network_error naming the request and the exception", async () => {
    const transport = createFetchAppTransport(fetchHandler);
    const error = await transport.send({ method: "GET", url: "http://localhost/throw", headers: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).message).toBe("GET http://localhost/throw failed: the app threw Error: handler exploded instead of answering");
  });

  it("time out without leaking the app's later failure when it honours the abort signal", async () => {
    let aborted = false;
    const transport = createFetchAppTransport(
      (request: Request) =>
        new Promise<Response>((_resolve, reject) => {
          request.signal.addEventListener("abort", () => {
            aborted = true;
            reject(new Error("aborted by client"));
          });
        }),
    );
    const error = await transport.send({ method: "GET", url: "http://localhost/hang", headers: {} }, { timeout: 0.1 }).catch((e: unknown) => e);
    expect((error as NetworkError).code).toBe("timeout");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(aborted).toBe(true);
  });
});
