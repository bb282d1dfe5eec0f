import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EngineEvent, EventSink } from "../../src/core/events.js";
import { createEmitter } from "../../src/engine/emitter.js";
import { toJsonText } from "../../src/serialization/media-types/json.js";
import { createHttpTransport } from "../../src/transport/http.js";

// The per-request path made cheaper in bench/RESULTS.md keeps its behaviour: these pin it.

describe("HTTP transport on its own dispatch handler", () => {
  let server: Server;
  let base: string;
  const routes: Record<string, (req: IncomingMessage, res: ServerResponse) => void> = {
    "/json": (_req, res) => {
      res.writeHead(200, { "content-type": "application/json", "content-length": "11", "x-twice": ["a", "b"] });
      res.end('{"ok":true}');
    },
    "/odd-names": (req, res) => {
      // Raw header lines, as a server may really send them.
      req.socket.write(
        "HTTP/1.1 200 OK\r\nContent-Length: 2\r\nX-Mixed-Case: one\r\nx-mixed-case: two\r\nconstructor: c\r\n__proto__: p\r\nX-Utf8: caf\u00e9\r\n\r\nok",
      );
      res.detachSocket(req.socket);
    },
    "/big": (_req, res) => {
      res.writeHead(200, { "content-type": "text/plain" });
      res.write("a".repeat(64 * 1024));
      res.end("b".repeat(64 * 1024));
    },
    "/gzip": (_req, res) => {
      res.writeHead(200, { "content-type": "text/plain", "content-encoding": "gzip" });
      res.end(gzipSync(Buffer.from("z".repeat(200_000))));
    },
    "/drop": (req, res) => {
      res.writeHead(200, { "content-type": "text/plain", "content-length": "1000" });
      res.write("only part");
      setTimeout(() => req.socket.destroy(), 20);
    },
    "/slow-body": (_req, res) => {
      res.writeHead(200, { "content-type": "text/plain" });
      res.write("start");
      // Never ends on its own: the client's signal has to stop it.
    },
    "/echo": (req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        res.writeHead(201, { "content-type": "application/octet-stream" });
        res.end(Buffer.concat(chunks));
      });
    },
  };
  beforeAll(async () => {
    server = createServer((req, res) => (routes[req.url ?? ""] ?? ((_q, r) => r.writeHead(404).end()))(req, res));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it("returns status, repeated headers as lists and the body", async () => {
    const transport = createHttpTransport();
    try {
      const response = await transport.send({ method: "GET", url: `${base}/json`, headers: {} });
      expect(response.statusCode).toBe(200);
      expect(response.message).toBe("OK");
      expect(response.headers["x-twice"]).toEqual(["a", "b"]);
      expect(response.json()).toEqual({ ok: true });
      expect(response.declaredSize).toBe(11);
      expect(Buffer.isBuffer(response.content)).toBe(false);
    } finally {
      await transport.close();
    }
  });

  it("reads header names case-insensitively, keeps odd names as plain headers and values as UTF-8", async () => {
    const transport = createHttpTransport();
    try {
      const response = await transport.send({ method: "GET", url: `${base}/odd-names`, headers: {} });
      expect(response.headers["x-mixed-case"]).toEqual(["one", "two"]);
      expect(Object.hasOwn(response.headers, "constructor")).toBe(true);
      expect(response.headers["constructor"]).toEqual(["c"]);
      expect(Object.hasOwn(response.headers, "__proto__")).toBe(true);
      expect(Object.getPrototypeOf(response.headers)).toBe(Object.prototype);
      expect(response.headers["x-utf8"]).toEqual(["café"]);
      expect(response.text).toBe("ok");
    } finally {
      await transport.close();
    }
  });

  it("sends the body and reads a body that arrives in several chunks", async () => {
    const transport = createHttpTransport();
    try {
      const echoed = await transport.send({ method: "POST", url: `${base}/echo`, headers: {}, body: new Uint8Array([1, 2, 3]) });
      expect(echoed.statusCode).toBe(201);
      expect([...echoed.content]).toEqual([1, 2, 3]);
      const big = await transport.send({ method: "GET", url: `${base}/big`, headers: {} });
      expect(big.content.byteLength).toBe(128 * 1024);
      expect(big.truncated).toBe(false);
      expect(big.text.endsWith("b")).toBe(true);
    } finally {
      await transport.close();
    }
  });

  it("cuts identity and gzip bodies at the size limit, then keeps serving requests", async () => {
    const transport = createHttpTransport({ maxResponseSize: 1000 });
    try {
      const big = await transport.send({ method: "GET", url: `${base}/big`, headers: {} });
      expect(big.truncated).toBe(true);
      expect(big.content.byteLength).toBe(1000);
      const gzip = await transport.send({ method: "GET", url: `${base}/gzip`, headers: {} });
      expect(gzip.truncated).toBe(true);
      expect(gzip.text).toBe("z".repeat(1000));
      const after = await transport.send({ method: "GET", url: `${base}/json`, headers: {} });
      expect(after.json()).toEqual({ ok: true });
    } finally {
      await transport.close();
    }
  });

  it("decodes a gzip body under the limit", async () => {
    const transport = createHttpTransport();
    try {
      const gzip = await transport.send({ method: "GET", url: `${base}/gzip`, headers: {} });
      expect(gzip.truncated).toBe(false);
      expect(gzip.content.byteLength).toBe(200_000);
    } finally {
      await transport.close();
    }
  });

  it("says how much of the body arrived when the server drops the connection", async () => {
    const transport = createHttpTransport();
    try {
      await expect(transport.send({ method: "GET", url: `${base}/drop`, headers: {} })).rejects.toThrow(
        /closed the connection in the middle of the body \(9 of 1000 bytes declared by Content-Length arrived\)/,
      );
    } finally {
      await transport.close();
    }
  });

  it("a body that never ends is stopped by the request timeout, and by the interrupt signal", async () => {
    const transport = createHttpTransport();
    try {
      await expect(transport.send({ method: "GET", url: `${base}/slow-body`, headers: {} }, { timeout: 0.2 })).rejects.toThrow(
        /sent its headers but did not finish its body within 0.2s/,
      );
      const controller = new AbortController();
      const pending = transport.send({ method: "GET", url: `${base}/slow-body`, headers: {} }, { signal: controller.signal });
      setTimeout(() => controller.abort(), 50);
      await expect(pending).rejects.toThrow(/cancelled because the run was interrupted/);
    } finally {
      await transport.close();
    }
  });
});

describe("event emitter", () => {
  const event: EngineEvent = { type: "phase-finished", phase: "fuzzing" };

  it("delivers synchronously, without a promise, when no sink returns one", () => {
    const seen: string[] = [];
    const emit = createEmitter([{ handle: () => void seen.push("a") }, { handle: () => void seen.push("b") }]);
    expect(emit(event)).toBeUndefined();
    expect(seen).toEqual(["a", "b"]);
  });

  it("waits for a sink's promise before the next sink, in order", async () => {
    const seen: string[] = [];
    const slow: EventSink = {
      handle: async () => {
        await new Promise((resolve) => setTimeout(resolve, 10));
        seen.push("slow");
      },
    };
    const emit = createEmitter([{ handle: () => void seen.push("first") }, slow, { handle: () => void seen.push("last") }]);
    const pending = emit(event);
    expect(pending).toBeInstanceOf(Promise);
    expect(seen).toEqual(["first"]);
    await pending;
    expect(seen).toEqual(["first", "slow", "last"]);
  });
});

describe("JSON body text", () => {
  it("gives the same text for plain values as JSON.stringify, undefined members left out, -0 as -0.0", () => {
    const value = { a: 1, b: "x\u2028", c: [true, null, undefined, 0], d: { e: undefined }, f: [] };
    expect(toJsonText(value, "application/json")).toBe(JSON.stringify(value));
    expect(toJsonText({ ...value, c: [true, null, undefined, -0] }, "application/json")).toBe(JSON.stringify(value).replace(",0]", ",-0.0]"));
    expect(toJsonText(undefined, "application/json")).toBe("null");
  });

  it("still turns bytes into base64 and refuses what JSON cannot hold, however deep", () => {
    expect(toJsonText({ deep: [{ file: new Uint8Array([104, 105]) }] }, "application/json")).toBe('{"deep":[{"file":"aGk="}]}');
    expect(() => toJsonText({ a: [1, Number.NaN] }, "application/json")).toThrow(/the number NaN/);
    expect(() => toJsonText({ a: { b: 10n } }, "application/json")).toThrow(/a bigint/);
    expect(toJsonText({ when: new Date(0) }, "application/json")).toBe('{"when":"1970-01-01T00:00:00.000Z"}');
  });
});
