import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PreparedRequest } from "../../src/core/request.js";
import { renderCurl } from "../../src/serialization/curl.js";
import { prepareRequest } from "../../src/serialization/prepare-request.js";
import { type EchoServer, startEchoServer } from "../support/echo-server.js";
import { caseData, operation, param } from "../support/wire-fixtures.js";

const run = promisify(execFile);
const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);
let server: EchoServer;

beforeAll(async () => {
  server = await startEchoServer();
});
afterAll(async () => {
  await server.close();
});

async function replay(request: PreparedRequest, shell: "bash" | "sh" = "bash"): Promise<string> {
  const command = renderCurl(request);
  const before = server.received.length;
  await run(shell, ["-c", `${command} --silent --show-error --output /dev/null`]);
  expect(server.received.length).toBe(before + 1);
  const got = server.received[before];
  if (got === undefined) throw new Error("no request received");
  expect(got.method).toBe(request.method);
  expect(`${server.origin}${got.url}`).toBe(request.url);
  for (const [name, value] of Object.entries(request.headers)) expect(got.headers[name.toLowerCase()], name).toBe(value);
  if (request.method !== "HEAD") expect(Buffer.from(got.body).equals(Buffer.from(request.body ?? new Uint8Array(0)))).toBe(true);
  if (request.body !== undefined && !Object.keys(request.headers).some((name) => name.toLowerCase() === "content-type")) {
    expect(got.headers["content-type"]).toBeUndefined();
  }
  return command;
}

describe("renderCurl", () => {
  it("renders a single-line command with -X, -H and the quoted URL", () => {
    const command = renderCurl({ method: "POST", url: "http://127.0.0.1:1/a?b=1&c=2", headers: { "Content-Type": "application/json" }, body: utf8('{"a":1}') });
    expect(command).toBe(`curl -X POST -H 'Content-Type: application/json' -d '{"a":1}' 'http://127.0.0.1:1/a?b=1&c=2'`);
    expect(renderCurl({ method: "GET", url: "https://h/", headers: {} }, { verify: false })).toBe("curl -X GET --insecure https://h/");
  });

  it("reproduces a GET with query, quotes in headers and an empty header", async () => {
    await replay({ method: "GET", url: `${server.origin}/p/a%2Fb?q=it%27s&x=1`, headers: { "X-Quote": `it's "quoted" $HOME \`ls\``, "X-Empty": "", "User-Agent": "apitest/0.1.0" } });
  });

  it("reproduces text bodies with shell metacharacters, and bodies starting with @", async () => {
    await replay({ method: "POST", url: `${server.origin}/t`, headers: { "Content-Type": "application/json" }, body: utf8(`{"a":"it's $(rm -rf /) \\\\ %s é 😀"}`) });
    const command = await replay({ method: "PUT", url: `${server.origin}/t`, headers: { "Content-Type": "text/plain" }, body: utf8("@/etc/passwd") });
    expect(command).toContain("--data-raw");
  });

  it("reproduces binary bodies (NUL, invalid UTF-8, % and \\) byte for byte, also under sh", async () => {
    const body = new Uint8Array([0, 1, 2, 0x25, 0x5c, 0x27, 0xff, 0xfe, 0x80, 10, 13, 0x41, 0]);
    const request = { method: "POST", url: `${server.origin}/bin`, headers: { "Content-Type": "application/octet-stream" }, body };
    const command = await replay(request);
    expect(command).toContain("--data-binary @-");
    expect(command).not.toContain("\n");
    await replay(request, "sh");
  });

  it("reproduces multi-line text and multipart bodies, keeping CRLF", async () => {
    await replay({ method: "POST", url: `${server.origin}/m`, headers: { "Content-Type": "text/plain" }, body: utf8("line 1\r\nline 2\n") });
    const op = operation("POST", "/upload", [param("tag", "query")]);
    const request = prepareRequest(caseData("POST", op.path, { query: { tag: "a b" }, body: { f: new Uint8Array([0, 9, 255]), name: "x'y" }, mediaType: "multipart/form-data" }), op, {
      baseUrl: server.origin,
    });
    await replay(request);
  });

  it("does not let curl add a Content-Type the request did not have", async () => {
    await replay({ method: "PATCH", url: `${server.origin}/raw`, headers: {}, body: utf8("a=1") });
  });

  it("turns off URL globbing for brackets and braces, and handles HEAD", async () => {
    await replay({ method: "GET", url: `${server.origin}/q?f[a]=1&g={x}`, headers: {} });
    const command = await replay({ method: "HEAD", url: `${server.origin}/h`, headers: {} });
    expect(command).toContain("--head");
  });
});
