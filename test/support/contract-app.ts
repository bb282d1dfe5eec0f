import { type IncomingMessage, type Server, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliCompressSync, deflateRawSync, deflateSync, gzipSync } from "node:zlib";
import express from "express";
import Fastify, { type FastifyInstance } from "fastify";
import { Hono } from "hono";

/** What a route answers; every framework adapter below sends exactly this. */
export interface Answer {
  readonly status: number;
  readonly headers: readonly (readonly [string, string])[];
  readonly body: Uint8Array;
  /** Milliseconds to wait before answering. */
  readonly delay?: number;
}

export const BIG_SIZE = 100_000;
export const BINARY = Uint8Array.from({ length: 256 }, (_, i) => i);
export const JSON_TEXT = '{"hello":"wörld"}';
const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);
// 64 MiB of zeros compress to ~64 KiB: a decompression bomb for the size cap.
const BOMB = gzipSync(Buffer.alloc(64 * 1024 * 1024), { level: 9 });

/** The tiny app of the transport contract, independent of any framework. */
export function route(method: string, url: string, headers: Readonly<Record<string, string | string[] | undefined>>, body: Uint8Array): Answer {
  const path = url.split("?")[0] ?? "";
  const json = (value: unknown): Answer => ({ status: 200, headers: [["content-type", "application/json"]], body: utf8(JSON.stringify(value)) });
  const encoded = (coding: string, bytes: Uint8Array): Answer => ({
    status: 200,
    headers: [
      ["content-type", "application/json"],
      ["content-encoding", coding],
    ],
    body: bytes,
  });
  if (path.startsWith("/status/")) return { status: Number(path.slice(8)), headers: [["content-type", "text/plain"]], body: utf8("status") };
  switch (path) {
    case "/echo":
      return json({ method, url, headers, body: Buffer.from(body).toString("base64") });
    case "/cookies":
      return {
        status: 200,
        headers: [
          ["set-cookie", "a=1; Path=/"],
          ["set-cookie", "b=2, with comma; Path=/"],
          ["X-Custom", "yes"],
        ],
        body: utf8("cookies"),
      };
    case "/binary":
      return { status: 200, headers: [["content-type", "application/octet-stream"]], body: BINARY };
    case "/gzip":
      return encoded("gzip", gzipSync(JSON_TEXT));
    case "/deflate":
      return encoded("deflate", deflateSync(JSON_TEXT));
    case "/deflate-raw":
      return encoded("deflate", deflateRawSync(JSON_TEXT));
    case "/br":
      return encoded("br", brotliCompressSync(JSON_TEXT));
    case "/not-gzip":
      return encoded("gzip", utf8("plain text"));
    case "/big":
      return { status: 200, headers: [["content-length", String(BIG_SIZE)]], body: new Uint8Array(BIG_SIZE).fill(97) };
    case "/bomb":
      return encoded("gzip", BOMB);
    case "/redirect":
      return { status: 302, headers: [["location", "/status/200"]], body: new Uint8Array(0) };
    case "/slow":
      return { status: 200, headers: [], body: utf8("late"), delay: 1500 };
    default:
      return { status: 404, headers: [], body: utf8("not found") };
  }
}

const sleep = (ms: number | undefined): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms ?? 0));

async function readRequest(req: IncomingMessage): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

function writeNode(res: ServerResponse, answer: Answer): void {
  const grouped = new Map<string, string[]>();
  for (const [name, value] of answer.headers) grouped.set(name, [...(grouped.get(name) ?? []), value]);
  for (const [name, values] of grouped) res.setHeader(name, values.length === 1 ? (values[0] ?? "") : values);
  res.statusCode = answer.status;
  res.end(Buffer.from(answer.body));
}

/** The app as a plain node:http listener. */
export function nodeListener(req: IncomingMessage, res: ServerResponse): void {
  void readRequest(req).then(async (body) => {
    if (req.url === "/drop") {
      // Promise a long body, send a little, then drop the connection.
      res.writeHead(200, { "content-length": "1000" });
      res.write("partial");
      setTimeout(() => req.socket.destroy(), 20);
      return;
    }
    const answer = route(req.method ?? "", req.url ?? "", req.headers, body);
    await sleep(answer.delay);
    writeNode(res, answer);
  });
}

/** The node:http server on 127.0.0.1 (ephemeral port). */
export async function startNodeServer(): Promise<{ origin: string; close(): Promise<void> }> {
  const server: Server = createServer(nodeListener);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The app as a Web-standard fetch handler. */
export async function fetchHandler(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    headers[name] = value;
  });
  if (url.pathname === "/throw") throw new Error("handler exploded");
  const answer = route(request.method, `${url.pathname}${url.search}`, headers, new Uint8Array(await request.arrayBuffer()));
  await sleep(answer.delay);
  const out = new Headers();
  for (const [name, value] of answer.headers) out.append(name, value);
  const noBody = answer.status === 204 || answer.status === 304 || (answer.status >= 300 && answer.body.byteLength === 0);
  return new Response(noBody ? null : (answer.body as Uint8Array<ArrayBuffer>), { status: answer.status, headers: out });
}

/** The app as a Hono app (an object with `.fetch`). */
export function honoApp(): Hono {
  const app = new Hono();
  app.all("*", (c) => fetchHandler(c.req.raw));
  return app;
}

/** The app as an Express app. */
export function expressApp(): express.Express {
  const app = express();
  app.use(express.raw({ type: () => true, limit: "10mb" }));
  app.use((req, res) => {
    const body: unknown = req.body;
    const bytes = Buffer.isBuffer(body) ? new Uint8Array(body) : new Uint8Array(0);
    const answer = route(req.method, req.originalUrl, req.headers, bytes);
    void sleep(answer.delay).then(() => writeNode(res, answer));
  });
  return app;
}

/** The app as a Fastify app, ready to be injected. */
export async function fastifyApp(): Promise<FastifyInstance> {
  const app = Fastify();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer" }, (_req, body, done) => done(null, body));
  app.all("*", async (request, reply) => {
    const bytes = Buffer.isBuffer(request.body) ? new Uint8Array(request.body) : new Uint8Array(0);
    const answer = route(request.method, request.url, request.headers, bytes);
    await sleep(answer.delay);
    const grouped = new Map<string, string[]>();
    for (const [name, value] of answer.headers) grouped.set(name, [...(grouped.get(name) ?? []), value]);
    for (const [name, values] of grouped) void reply.header(name, values.length === 1 ? values[0] : values);
    return reply.code(answer.status).send(Buffer.from(answer.body));
  });
  await app.ready();
  return app;
}
