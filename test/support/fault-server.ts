import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local server that misbehaves on purpose, one operation per fault, plus one healthy
 * operation. Everything listens on 127.0.0.1 and every fault ends by itself or at close.
 */
export interface FaultServer {
  readonly url: string;
  /** Requests received per path (without query string). */
  readonly hits: Map<string, number>;
  close(): Promise<void>;
}

/** Size of the body `/huge` streams: 50 MiB, sent in 64 KiB slices so the server never holds it. */
export const HUGE_BODY_SIZE = 50 * 1024 * 1024;

const SLICE = 64 * 1024;
const HEALTHY = JSON.stringify({ ok: true });
// 0xC3 0x28 is a truncated two-byte sequence, 0xFF never occurs in UTF-8.
const INVALID_UTF8 = Buffer.concat([Buffer.from('{"ok":true,"name":"'), Buffer.from([0xc3, 0x28, 0xff, 0xfe]), Buffer.from('"}')]);

/** The faults, by path: what each does, for the document's descriptions and the tests. */
export const FAULTS = {
  "/reset": "destroys the connection before answering",
  "/close-mid-body": "sends headers and part of the body, then destroys the connection",
  "/never": "never answers",
  "/slow": "answers after 3 seconds",
  "/invalid-json": "sends invalid JSON as application/json",
  "/length-short": "declares a Content-Length smaller than the body it sends",
  "/length-long": "declares a Content-Length larger than the body it sends",
  "/huge": "streams a 50 MiB JSON body",
  "/invalid-utf8": "sends invalid UTF-8 labelled charset=utf-8",
  "/redirect-loop": "redirects to itself with 302",
  "/rate-limited": "answers 429 with Retry-After: 1",
} as const;

/** A fault path. */
export type FaultPath = keyof typeof FAULTS;

const OK_SCHEMA = {
  type: "object",
  properties: { ok: { type: "boolean" }, name: { type: "string" }, pad: { type: "string" } },
  required: ["ok"],
};

function operation(summary: string, parameters: unknown[] = []): unknown {
  return {
    summary,
    parameters,
    responses: { "200": { description: "OK", content: { "application/json": { schema: OK_SCHEMA } } } },
  };
}

/**
 * The OpenAPI 3.0 document of the fault server (served at `/openapi.json`): the healthy operation
 * and every fault, or only the operations `only` names (`/openapi.json?only=/healthy,/reset`).
 */
export function faultDocument(only?: readonly string[]): unknown {
  const paths: Record<string, unknown> = {};
  if (only === undefined || only.includes("/healthy")) {
    paths["/healthy"] = {
      get: operation("answers correctly", [{ name: "n", in: "query", required: true, schema: { type: "integer", minimum: 0, maximum: 1000 } }]),
    };
  }
  for (const [path, summary] of Object.entries(FAULTS)) if (only === undefined || only.includes(path)) paths[path] = { get: operation(summary) };
  return { openapi: "3.0.3", info: { title: "Fault server", version: "1.0.0" }, paths };
}

// A 50 MiB body written slice by slice, waiting for 'drain', so neither side buffers it whole.
function streamHuge(res: ServerResponse): void {
  const head = Buffer.from('{"ok":true,"pad":"');
  const tail = Buffer.from('"}');
  const slice = Buffer.alloc(SLICE, 0x61);
  res.writeHead(200, { "content-type": "application/json", "content-length": String(HUGE_BODY_SIZE) });
  res.write(head);
  let remaining = HUGE_BODY_SIZE - head.length - tail.length;
  const pump = (): void => {
    while (remaining > 0) {
      const size = Math.min(SLICE, remaining);
      remaining -= size;
      if (!res.write(size === SLICE ? slice : slice.subarray(0, size))) {
        res.once("drain", pump);
        return;
      }
    }
    res.end(tail);
  };
  // The client stops reading at its cap and closes: stop writing then.
  res.on("close", () => {
    remaining = 0;
  });
  pump();
}

function handle(req: IncomingMessage, res: ServerResponse, url: string, pending: Set<NodeJS.Timeout>): void {
  const { pathname: path, searchParams } = new URL(req.url ?? "/", "http://127.0.0.1");
  const json = { "content-type": "application/json" };
  switch (path) {
    case "/openapi.json":
      res.writeHead(200, json).end(JSON.stringify(faultDocument(searchParams.get("only")?.split(","))));
      return;
    case "/healthy":
      res.writeHead(200, json).end(HEALTHY);
      return;
    case "/reset":
      req.socket.destroy();
      return;
    case "/close-mid-body":
      res.writeHead(200, { ...json, "content-length": "1000" });
      res.write('{"ok":tr', () => req.socket.destroy());
      return;
    case "/never":
      return;
    case "/slow": {
      const timer = setTimeout(() => {
        pending.delete(timer);
        if (!res.destroyed) res.writeHead(200, json).end(HEALTHY);
      }, 3000);
      pending.add(timer);
      return;
    }
    case "/invalid-json":
      res.writeHead(200, json).end('{"ok": tru');
      return;
    case "/length-short":
      // node:http sends what it is given whatever the header says (strictContentLength is
      // off): the classic bug of a length counted in characters instead of bytes.
      res.writeHead(200, { ...json, "content-length": "5" }).end(HEALTHY);
      return;
    case "/length-long":
      // Declares 1000 bytes, sends 11 and keeps the connection open: a client that trusts
      // the header waits for the rest forever.
      res.writeHead(200, { ...json, "content-length": "1000" }).end(HEALTHY);
      return;
    case "/huge":
      streamHuge(res);
      return;
    case "/invalid-utf8":
      res.writeHead(200, { "content-type": "application/json; charset=utf-8" }).end(INVALID_UTF8);
      return;
    case "/redirect-loop":
      res.writeHead(302, { location: `${url}/redirect-loop` }).end();
      return;
    case "/rate-limited":
      res.writeHead(429, { "retry-after": "1", ...json }).end(JSON.stringify({ error: "slow down" }));
      return;
    default:
      res.writeHead(404, json).end(JSON.stringify({ error: "not found" }));
  }
}

/** Starts the fault server on 127.0.0.1 and an ephemeral port. */
export async function startFaultServer(): Promise<FaultServer> {
  const hits = new Map<string, number>();
  const pending = new Set<NodeJS.Timeout>();
  let url = "";
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://127.0.0.1").pathname;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    // Drain the request body (GET has none) before misbehaving, so the fault is in the answer.
    req.resume();
    handle(req, res, url, pending);
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of pending) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
