import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NetworkError } from "../../src/core/errors.js";
import type { PreparedRequest } from "../../src/core/request.js";
import { createFetchAppTransport } from "../../src/transport/fetch-app.js";
import { createHttpTransport } from "../../src/transport/http.js";
import { createNodeAppTransport } from "../../src/transport/node-app.js";
import { DEFAULT_MAX_RESPONSE_SIZE, type Transport } from "../../src/transport/transport.js";
import { HUGE_BODY_SIZE, startFaultServer, type FaultPath, type FaultServer } from "../support/fault-server.js";

const MB = 1024 * 1024;

describe("http transport against each fault, on a single pooled connection", () => {
  let server: FaultServer;
  let transport: Transport;
  const rejections: unknown[] = [];
  const onRejection = (reason: unknown): void => {
    rejections.push(reason);
  };
  const get = (path: string): PreparedRequest => ({ method: "GET", url: `${server.url}${path}`, headers: {} });
  const failure = (path: FaultPath, timeout = 0.3): Promise<NetworkError> =>
    transport.send(get(path), { timeout }).then(
      () => expect.unreachable(`${path} should fail`),
      (error: unknown) => error as NetworkError,
    );

  beforeAll(async () => {
    process.on("unhandledRejection", onRejection);
    server = await startFaultServer();
    // One socket: whatever a fault leaves on a connection would hit the next request.
    transport = createHttpTransport({ connections: 1 });
  });
  afterAll(async () => {
    await transport.close();
    await server.close();
    process.off("unhandledRejection", onRejection);
  });

  it.each<[FaultPath, NetworkError["code"], string]>([
    ["/reset", "network_error", "failed: the server closed the connection without answering"],
    ["/close-mid-body", "network_error", "failed: the server closed the connection in the middle of the body (8 of 1000 bytes declared by Content-Length arrived)"],
    ["/never", "timeout", "did not answer within 0.3s (--request-timeout)"],
    ["/slow", "timeout", "did not answer within 0.3s (--request-timeout)"],
    ["/length-long", "timeout", "sent its headers but did not finish its body within 0.3s (--request-timeout): 11 of 1000 bytes declared by Content-Length arrived"],
  ])("%s: a %s NetworkError that says what happened, and the next request works", async (path, code, words) => {
    const started = performance.now();
    const error = await failure(path);
    expect(performance.now() - started).toBeLessThan(1500);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.code).toBe(code);
    // A reset can surface as ECONNRESET or as a plain close, depending on timing.
    const reset = words.replace("the server closed the connection without answering", "the connection was reset by the server before it answered");
    expect([`GET ${server.url}${path} ${words}`, `GET ${server.url}${path} ${reset}`]).toContain(error.message);
    const next = await transport.send(get("/healthy?n=1"), { timeout: 2 });
    expect(next.text).toBe('{"ok":true}');
  });

  it("reads no more than a short Content-Length declares, and the surplus bytes do not leak into the next response", async () => {
    const response = await transport.send(get("/length-short"), { timeout: 2 });
    expect(response.text).toBe('{"ok"');
    expect(response.declaredSize).toBe(5);
    for (let i = 0; i < 3; i++) expect((await transport.send(get(`/healthy?n=${i}`), { timeout: 2 })).text).toBe('{"ok":true}');
  });

  it("keeps the first 10 MiB of a 50 MiB body, says so, and does not hold the rest", async () => {
    const before = process.memoryUsage().rss;
    const response = await transport.send(get("/huge"), { timeout: 10 });
    expect(response.content.byteLength).toBe(DEFAULT_MAX_RESPONSE_SIZE);
    expect(response.truncated).toBe(true);
    expect(response.declaredSize).toBe(HUGE_BODY_SIZE);
    expect(process.memoryUsage().rss - before).toBeLessThan(60 * MB);
    expect((await transport.send(get("/healthy?n=2"), { timeout: 2 })).statusCode).toBe(200);
  });

  it("returns redirects and 429s as responses, sending one request each", async () => {
    server.hits.clear();
    const redirect = await transport.send(get("/redirect-loop"), { timeout: 2 });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.header("location")).toBe(`${server.url}/redirect-loop`);
    const limited = await transport.send(get("/rate-limited"), { timeout: 2 });
    expect(limited.statusCode).toBe(429);
    expect(limited.header("retry-after")).toBe("1");
    expect([...server.hits.values()]).toEqual([1, 1]);
  });

  it("keeps invalid UTF-8 bytes as received", async () => {
    const response = await transport.send(get("/invalid-utf8"), { timeout: 2 });
    expect([...response.content.subarray(19, 23)]).toEqual([0xc3, 0x28, 0xff, 0xfe]);
    expect(response.encoding).toBe("utf-8");
  });

  it("raised no unhandled rejection on the way", async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(rejections).toEqual([]);
  });
});

describe("an interrupt (SendOptions.signal) cancels the request in flight", () => {
  let server: FaultServer;
  beforeAll(async () => {
    server = await startFaultServer();
  });
  afterAll(async () => {
    await server.close();
  });

  const hang = (): Promise<Response> => new Promise<Response>(() => undefined);
  const targets: [string, () => Transport, string][] = [
    ["http", () => createHttpTransport(), "/never"],
    ["fetch app", () => createFetchAppTransport(hang), "/never"],
    ["node app", () => createNodeAppTransport(() => undefined), "/never"],
  ];

  it.each(targets)("%s: rejects at once with a network_error saying the run was interrupted", async (_name, make, path) => {
    const transport = make();
    const base = _name === "http" ? server.url : "http://localhost";
    const controller = new AbortController();
    const started = performance.now();
    setTimeout(() => controller.abort(), 100);
    const error = await transport.send({ method: "GET", url: `${base}${path}`, headers: {} }, { timeout: 5, signal: controller.signal }).catch((e: unknown) => e);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).code).toBe("network_error");
    expect((error as NetworkError).message).toBe(`GET ${base}${path} was cancelled because the run was interrupted`);
    // An already aborted signal sends nothing.
    const again = await transport.send({ method: "GET", url: `${base}${path}`, headers: {} }, { signal: controller.signal }).catch((e: unknown) => e);
    expect((again as NetworkError).message).toContain("was cancelled because the run was interrupted");
    await transport.close();
  });
});
