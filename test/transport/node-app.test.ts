import express from "express";
import { createServer, IncomingMessage, ServerResponse, type Server } from "node:http";
import { afterAll, describe, expect, it } from "vitest";
import { createHttpTransport } from "../../src/transport/http.js";
import { createNodeAppTransport } from "../../src/transport/node-app.js";

/** An Express app that answers with what Express's own request methods read. */
function greetingApp(): express.Express {
  const app = express();
  app.use(express.json());
  app.get("/hello", (req, res) => void res.json({ name: req.get("x-name") ?? "nobody", wantsJson: req.accepts("json") === "json" }));
  app.post("/echo", (req, res) => void res.status(201).json(req.body as unknown));
  return app;
}

describe("an Express app called in process", () => {
  const servers: Server[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  });

  it("answers through Express's request and response methods", async () => {
    const transport = createNodeAppTransport(greetingApp());
    const hello = await transport.send({ method: "GET", url: "http://app.local/hello", headers: { "x-name": "Ada", accept: "application/json" } });
    expect(hello.statusCode).toBe(200);
    expect(hello.json()).toEqual({ name: "Ada", wantsJson: true });
    const echo = await transport.send({ method: "POST", url: "http://app.local/echo", headers: { "content-type": "application/json" }, body: new TextEncoder().encode('{"a":1}') });
    expect(echo.statusCode).toBe(201);
    expect(echo.json()).toEqual({ a: 1 });
  });

  it("leaves every other Express app of the process working over real HTTP", async () => {
    // light-my-request re-parents Express's module-wide request and response objects; the
    // transport confines that to the app it calls.
    await createNodeAppTransport(greetingApp()).send({ method: "GET", url: "http://app.local/hello", headers: {} });
    expect(Object.getPrototypeOf(express.request)).toBe(IncomingMessage.prototype);
    expect(Object.getPrototypeOf(express.response)).toBe(ServerResponse.prototype);

    const server = createServer(greetingApp());
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    const port = typeof address === "object" && address !== null ? address.port : 0;
    const http = createHttpTransport();
    try {
      const response = await http.send({ method: "GET", url: `http://127.0.0.1:${port}/hello`, headers: { "x-name": "Grace" } }, { timeout: 5 });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ name: "Grace", wantsJson: true });
    } finally {
      await http.close();
    }
  });
});
