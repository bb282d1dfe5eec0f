import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, test } from "vitest";
import { SchemaError } from "../../src/core/errors.js";
import { meantUrl, readSchemaFromPath, readSchemaFromUrl } from "../../src/schema/read-source.js";
import { loadOpenApi } from "../../src/specs/openapi/load-spec.js";

const DOC = { openapi: "3.0.0", info: { title: "remote", version: "1" }, paths: { "/a": { get: { responses: { "200": { description: "ok" } } } } } };
const servers: Server[] = [];

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
});

async function serve(handler: (req: IncomingMessage, res: ServerResponse) => void, port = 0): Promise<number> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function failure(promise: Promise<unknown>): Promise<SchemaError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SchemaError);
  return error as SchemaError;
}

describe("readSchemaFromUrl", () => {
  test("fetches JSON with the given headers and keeps the URL as location", async () => {
    const port = await serve((req, res) => {
      if (req.headers["authorization"] !== "Bearer t") return void res.writeHead(401).end();
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(DOC));
    });
    const url = `http://127.0.0.1:${port}/openapi.json`;
    const loaded = await readSchemaFromUrl(url, { headers: { Authorization: "Bearer t" } });
    expect(loaded).toEqual({ document: DOC, location: url });
    const denied = await failure(readSchemaFromUrl(url));
    expect(denied.message).toBe(
      `Could not load the schema from ${url}: the server answered 401. Check the URL, and pass the headers it needs (for example an Authorization header).`,
    );
  });

  test("parses YAML bodies whatever the content type, and loadOpenApi builds the spec", async () => {
    const port = await serve((_req, res) => res.writeHead(200, { "content-type": "text/plain" }).end("openapi: 3.1.0\ninfo: {title: y, version: '2'}\npaths: {}\n"));
    const spec = await loadOpenApi(`http://127.0.0.1:${port}/schema.yaml`);
    expect(spec.family).toBe("3.1");
    expect(spec.title).toBe("y");
  });

  test("follows redirects (up to 5) with the query string kept, and names a redirect loop", async () => {
    const port = await serve((req, res) => {
      if (req.url === "/old?v=1") return void res.writeHead(301, { location: "/moved?v=1" }).end();
      if (req.url === "/moved?v=1") return void res.writeHead(302, { location: "/openapi.json" }).end();
      if (req.url === "/openapi.json") return void res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(DOC));
      res.writeHead(302, { location: "/loop" }).end();
    });
    const loaded = await readSchemaFromUrl(`http://127.0.0.1:${port}/old?v=1`);
    expect(loaded.document).toEqual(DOC);
    const loop = await failure(readSchemaFromUrl(`http://127.0.0.1:${port}/loop`));
    expect(loop.message).toContain(`Could not load the schema from http://127.0.0.1:${port}/loop`);
  });

  test("waitForSchema retries 5xx answers until the schema is there", async () => {
    let calls = 0;
    const port = await serve((_req, res) => {
      calls += 1;
      if (calls < 3) return void res.writeHead(503).end("starting");
      res.writeHead(200).end(JSON.stringify(DOC));
    });
    const loaded = await readSchemaFromUrl(`http://127.0.0.1:${port}/`, { waitForSchema: 5 });
    expect(loaded.document).toEqual(DOC);
    expect(calls).toBe(3);
  });

  test("without waitForSchema a 5xx fails at once", async () => {
    const port = await serve((_req, res) => res.writeHead(500).end());
    const error = await failure(readSchemaFromUrl(`http://127.0.0.1:${port}/`));
    expect(error.message).toContain("the server answered 500");
    expect(error.message).toContain("wait-for-schema");
  });

  test("waitForSchema waits for a server that starts late", async () => {
    const port = await freePort();
    const started = Date.now();
    setTimeout(() => void serve((_req, res) => res.writeHead(200).end(JSON.stringify(DOC)), port), 400);
    const loaded = await readSchemaFromUrl(`http://127.0.0.1:${port}/openapi.json`, { waitForSchema: 10 });
    expect(loaded.document).toEqual(DOC);
    expect(Date.now() - started).toBeGreaterThanOrEqual(350);
  });

  test("waitForSchema gives up clearly when the time is over", async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}/openapi.json`;
    const started = Date.now();
    const error = await failure(readSchemaFromUrl(url, { waitForSchema: 0.5 }));
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(error.message).toBe(
      `Could not load the schema from ${url}: connection refused (kept retrying for 0.5 s). Check that the server is running and the URL is right.`,
    );
  });

  test("timeout bounds a server that never answers", async () => {
    const port = await serve(() => undefined);
    const url = `http://127.0.0.1:${port}/slow`;
    const error = await failure(readSchemaFromUrl(url, { timeout: 0.2 }));
    expect(error.message).toBe(`Could not load the schema from ${url}: no complete answer within 0.2 s. Raise the timeout (--request-timeout; none for no limit) or check the server.`);
  });

  test("rejects URLs that are not http(s)", async () => {
    const error = await failure(readSchemaFromUrl("ftp://127.0.0.1/x.yaml"));
    expect(error.message).toContain("only http:// and https:// URLs are supported");
  });
});

describe("a location that is a URL missing or misspelling its scheme", () => {
  test.each([
    ["127.0.0.1:3101/openapi.json", "http://127.0.0.1:3101/openapi.json"],
    ["localhost:8080", "http://localhost:8080"],
    ["api.example.com:443/spec.yaml", "http://api.example.com:443/spec.yaml"],
    ["htp://127.0.0.1:3101/openapi.json", "http://127.0.0.1:3101/openapi.json"],
    ["htps://api.example.com/spec", "https://api.example.com/spec"],
    ["specs/openapi.yaml", undefined],
    ["ftp://files.example.com/spec", undefined],
    ["C:/specs/openapi.yaml", undefined],
  ])("%s → %s", (location, expected) => {
    expect(meantUrl(location)).toBe(expected);
  });

  test.each([
    ["127.0.0.1:3101/openapi.json", "http://127.0.0.1:3101/openapi.json"],
    ["htp://127.0.0.1:3101/openapi.json", "http://127.0.0.1:3101/openapi.json"],
  ])("reading %s as a file suggests the URL", async (location, url) => {
    const error = await readSchemaFromPath(location).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SchemaError);
    expect((error as Error).message).toContain(`The schema file ${location} does not exist`);
    expect((error as Error).message).toContain(`did you mean ${url}?`);
  });

  test("a plain missing file gets no URL suggestion", async () => {
    const error = await readSchemaFromPath("missing/openapi.yaml").catch((caught: unknown) => caught);
    expect((error as Error).message).toMatch(/does not exist .*Check the path\.$/);
  });
});
