import { createServer as createHttpServer } from "node:http";
import { createServer, type Server } from "node:net";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openapi } from "../../src/index.js";

const document = {
  openapi: "3.0.3",
  info: { title: "Old", version: "1" },
  paths: { "/hello": { get: { responses: { "200": { description: "ok", content: { "text/plain": { schema: { type: "string" } } } } } } } },
};

function listen(server: Server | ReturnType<typeof createHttpServer>): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      resolve(`http://127.0.0.1:${typeof address === "object" && address !== null ? address.port : 0}`);
    }),
  );
}

describe("Response.httpVersion is the version of the server's status line", () => {
  // A raw socket server answering every request as HTTP/1.0 (and closing, as 1.0 servers do).
  const old = createServer((socket) => {
    socket.once("data", () => {
      socket.end("HTTP/1.0 200 OK\r\nContent-Type: text/plain\r\nContent-Length: 5\r\n\r\nhello");
    });
  });
  const modern = createHttpServer((_req, res) => res.writeHead(200, { "Content-Type": "text/plain" }).end("hello"));
  const urls = { old: "", modern: "" };
  beforeAll(async () => {
    urls.old = await listen(old);
    urls.modern = await listen(modern);
  });
  afterAll(async () => {
    modern.closeAllConnections();
    await Promise.all([new Promise((resolve) => old.close(resolve)), new Promise((resolve) => modern.close(resolve))]);
  });

  test("an HTTP/1.0 server reports 1.0, every time", async () => {
    const schema = await openapi.fromObject(document, { baseUrl: urls.old });
    for (let i = 0; i < 3; i++) {
      const response = await schema.get("/hello", "GET").makeCase().call();
      expect(response.statusCode).toBe(200);
      expect(response.text).toBe("hello");
      expect(response.httpVersion).toBe("1.0");
    }
    await schema.close();
  });

  test("an HTTP/1.1 server reports 1.1", async () => {
    const schema = await openapi.fromObject(document, { baseUrl: urls.modern });
    const response = await schema.get("/hello", "GET").makeCase().call();
    expect(response.httpVersion).toBe("1.1");
    await schema.close();
  });
});
