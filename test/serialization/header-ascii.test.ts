import { execFile } from "node:child_process";
import { promisify } from "node:util";
import * as fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OpenApiSpec } from "../../src/core/spec.js";
import { stringPolicy } from "../../src/generation/string-policy.js";
import { textArbitrary } from "../../src/generation/text.js";
import { renderCurl } from "../../src/serialization/curl.js";
import { toHeaderValue, toUserHeaderValue } from "../../src/serialization/percent-encode.js";
import { prepareRequest } from "../../src/serialization/prepare-request.js";
import { createHttpTransport } from "../../src/transport/http.js";
import { startServer, type TestRequest, type TestServer } from "../support/server.js";
import { BASE_URL, contextOf, operationOf, sendPositive, specFrom } from "../support/wirefix-support.js";

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

describe("generated header and cookie strings are printable ASCII", () => {
  let spec: OpenApiSpec;
  beforeAll(async () => {
    spec = await specFrom({
      openapi: "3.1.0",
      info: { title: "headers", version: "1" },
      paths: {
        "/h": {
          get: {
            parameters: [
              { name: "X-Short", in: "header", required: true, schema: { type: "string", minLength: 2, maxLength: 3 } },
              { name: "X-Not-Comma", in: "header", required: true, schema: { type: "string", pattern: "^[^,]{4,6}$" } },
              { name: "X-Choice", in: "header", required: true, schema: { enum: ["café", "tea"] } },
              { name: "X-List", in: "header", schema: { type: "array", maxItems: 3, items: { type: "string", maxLength: 2 } } },
              { name: "session", in: "cookie", required: true, schema: { type: "string", maxLength: 4 } },
            ],
            responses: { "200": { description: "ok" } },
          },
        },
      },
    });
  });

  it("the header and cookie policies draw and accept nothing outside 0x20-0x7E", () => {
    const ctx = contextOf(spec);
    for (const mode of ["header", "cookie"] as const) {
      const policy = stringPolicy(mode, ctx);
      const units = fc.sample(textArbitrary(policy.alphabet, 1, 1), { seed: 7, numRuns: 3000 });
      expect(units.filter((unit) => !PRINTABLE_ASCII.test(unit))).toEqual([]);
      expect(policy.accepts("abc")).toBe(true);
      expect(policy.accepts("café")).toBe(false);
      expect(policy.accepts("a\u00a0b")).toBe(false);
    }
  });

  it("positive cases with maxLength, pattern and enum headers are valid as sent, unchanged by the serializer", () => {
    const operation = operationOf(spec, "GET /h");
    const sent = sendPositive(spec, operation, 150);
    expect(sent).toHaveLength(150);
    for (const one of sent) {
      expect(one.issues, JSON.stringify(one.request.headers)).toEqual([]);
      expect(one.data.headers["X-Choice"]).toBe("tea");
      for (const name of ["X-Short", "X-Not-Comma"]) {
        const value = one.data.headers[name] as string;
        expect(value).toMatch(PRINTABLE_ASCII);
        expect(one.request.headers[name]).toBe(value);
      }
    }
  });
});

describe("header values on the wire", () => {
  it("generated values outside printable ASCII are still percent-encoded", () => {
    expect(toHeaderValue("café")).toBe("caf%C3%A9");
    const operation = { method: "GET", path: "/h", label: "GET /h", tags: [], deprecated: false, parameters: [], responses: [], security: [], pointer: "/paths" };
    const data = { method: "GET", path: "/h", pathParameters: {}, query: {}, headers: { "X-Case": "café" }, cookies: {}, body: undefined, mediaType: undefined };
    expect(prepareRequest(data, operation, { baseUrl: BASE_URL }).headers["X-Case"]).toBe("caf%C3%A9");
  });

  it("user-supplied values are kept as given when HTTP can carry them (Latin-1 included)", () => {
    expect(toUserHeaderValue("Bearer café ÿ\tx")).toBe("Bearer café ÿ\tx");
    expect(toUserHeaderValue("snow ☃")).toBe("snow %E2%98%83");
    expect(toUserHeaderValue("a\u0001b")).toBe("a%01b");
    const operation = { method: "GET", path: "/h", label: "GET /h", tags: [], deprecated: false, parameters: [], responses: [], security: [], pointer: "/paths" };
    const data = { method: "GET", path: "/h", pathParameters: {}, query: {}, headers: {}, cookies: {}, body: undefined, mediaType: undefined };
    expect(prepareRequest(data, operation, { baseUrl: BASE_URL, headers: { "X-Note": "café" } }).headers["X-Note"]).toBe("café");
  });

  describe("on a real server", () => {
    let server: TestServer;
    const seen: TestRequest[] = [];
    beforeAll(async () => {
      server = await startServer((request) => {
        seen.push(request);
        return { status: 204 };
      });
    });
    afterAll(() => server.close());

    it("a Latin-1 -H value arrives byte for byte", async () => {
      const operation = { method: "GET", path: "/h", label: "GET /h", tags: [], deprecated: false, parameters: [], responses: [], security: [], pointer: "/paths" };
      const data = { method: "GET", path: "/h", pathParameters: {}, query: {}, headers: {}, cookies: {}, body: undefined, mediaType: undefined };
      const transport = createHttpTransport();
      try {
        await transport.send(prepareRequest(data, operation, { baseUrl: server.url, headers: { "X-Note": "café" } }));
      } finally {
        await transport.close();
      }
      // Node decodes header bytes as Latin-1: "é" arrived as the single byte 0xE9.
      expect(seen.at(-1)?.headers["x-note"]).toBe("café");
    });

    it("the curl command sends the same Latin-1 bytes, under a POSIX sh", async () => {
      const operation = { method: "GET", path: "/h", label: "GET /h", tags: [], deprecated: false, parameters: [], responses: [], security: [], pointer: "/paths" };
      const data = { method: "GET", path: "/h", pathParameters: {}, query: {}, headers: {}, cookies: {}, body: undefined, mediaType: undefined };
      const command = renderCurl(prepareRequest(data, operation, { baseUrl: server.url, headers: { "X-Note": "café 'ÿ' 100%" } }));
      expect(command).toContain(`-H "$(printf 'X-Note: caf\\351 '\\''\\377'\\'' 100%%')"`);
      await promisify(execFile)("sh", ["-c", `${command} --silent --show-error --output /dev/null`]);
      expect(seen.at(-1)?.headers["x-note"]).toBe("café 'ÿ' 100%");
    });
  });
});
