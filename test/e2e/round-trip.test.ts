import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prepareRequest } from "../../src/serialization/prepare-request.js";
import { createHttpTransport } from "../../src/transport/http.js";
import type { Transport } from "../../src/transport/transport.js";
import { type EchoServer, startEchoServer } from "../support/echo-server.js";
import { caseData, operation, param } from "../support/wire-fixtures.js";

let server: EchoServer;
let transport: Transport;

beforeAll(async () => {
  server = await startEchoServer();
  transport = createHttpTransport();
});
afterAll(async () => {
  await transport.close();
  await server.close();
});

describe("serialization round-trips over HTTP", () => {
  it("any path, query, header and JSON body value arrives as generated", async () => {
    const op = operation("POST", "/items/{id}", [param("id", "path"), param("q", "query"), param("list", "query"), param("X-Value", "header")], [
      { mediaType: "application/json", schema: {}, examples: [], encoding: {} },
    ]);
    const text = fc.string({ unit: "binary", maxLength: 20 });
    const printable = fc.string({ unit: "binary-ascii", maxLength: 20 }).map((s) => s.replace(/[^\x20-\x7e]/g, "").trim());
    await fc.assert(
      fc.asyncProperty(text, text, fc.array(text, { minLength: 1, maxLength: 4 }), printable, fc.jsonValue(), async (id, q, list, header, body) => {
        const request = prepareRequest(
          caseData("POST", op.path, { pathParameters: { id }, query: { q, list }, headers: { "X-Value": header }, body, mediaType: "application/json" }),
          op,
          { baseUrl: server.origin },
        );
        const before = server.received.length;
        await transport.send(request);
        const got = server.received[before];
        if (got === undefined) throw new Error("nothing received");
        const url = new URL(got.url, server.origin);
        expect(decodeURIComponent(url.pathname.slice("/items/".length))).toBe(id);
        expect(url.searchParams.get("q")).toBe(q);
        expect(url.searchParams.getAll("list")).toEqual(list);
        expect(got.headers["x-value"]).toBe(header);
        // Negative zero arrives as -0.0, not as JSON.stringify's 0: the JSON text keeps every value.
        expect(JSON.parse(new TextDecoder().decode(got.body))).toEqual(body);
      }),
      { numRuns: 100 },
    );
  });
});
