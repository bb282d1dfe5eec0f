import * as fc from "fast-check";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { clearCustomGeneration } from "../../src/api/custom-generation.js";
import { clearSerializers, openapi, serializer, UsageError, type SerializationContext } from "../../src/index.js";
import { testOperation } from "../../src/integrations/run-operation.js";
import { startServer, type TestServer } from "../support/server.js";
import { csvHandler, csvHonoApp, csvNodeListener, emptySeen, SKU } from "../support/csv-api.js";

type Row = { sku: string; qty: number };

function toCsv(rows: Row[]): string {
  return ["sku,qty", ...rows.map((row) => `${row.sku},${row.qty}`)].join("\n");
}

const skus = fc.integer({ min: 0, max: 9999 }).map((n) => `SKU-${String(n).padStart(4, "0")}`);
const pdfs = fc.uint8Array({ maxLength: 32 }).map((tail) => new Uint8Array(Buffer.concat([Buffer.from("%PDF-1.7\n"), tail])));

afterEach(() => {
  clearSerializers();
  clearCustomGeneration();
});

describe("serializer(...) for an in-process Hono app", () => {
  test("without one, text/csv bodies go as the built-in text (JSON) and the server rejects them", async () => {
    const seen = emptySeen();
    const schema = await openapi.fromFetchApp("/openapi.json", csvHonoApp(seen));
    const apiCase = schema.get("/rows", "POST").makeCase({ body: [{ sku: "SKU-0001", qty: 2 }], mediaType: "text/csv" });
    const response = await apiCase.call();
    expect(response.statusCode).toBe(400);
    expect(seen.rows).toEqual([]);
  });

  test("clearSerializers() forgets a registered serializer: text/csv goes as the built-in text again", async () => {
    const seen = emptySeen();
    const schema = await openapi.fromFetchApp("/openapi.json", csvHonoApp(seen));
    const send = () => schema.get("/rows", "POST").makeCase({ body: [{ sku: "SKU-0001", qty: 2 }], mediaType: "text/csv" }).call();
    serializer("text/csv")((_ctx, value) => toCsv(value as Row[]));
    expect((await send()).statusCode).toBe(201);
    clearSerializers();
    expect((await send()).statusCode).toBe(400);
    expect(seen.rows).toEqual([[{ sku: "SKU-0001", qty: 2 }]]);
  });

  test("a class with toRequest(ctx, value) encodes every generated body; the server decodes exactly the generated rows", async () => {
    const contexts: SerializationContext[] = [];
    serializer("text/csv")(
      class CsvSerializer {
        toRequest(ctx: SerializationContext, value: unknown): string {
          contexts.push(ctx);
          return toCsv(value as Row[]);
        }
      },
    );
    openapi.format("sku", skus);
    const seen = emptySeen();
    const schema = await openapi.fromFetchApp("/openapi.json", csvHonoApp(seen));
    const sent: Row[][] = [];
    const outcome = await testOperation(
      schema.get("/rows", "POST"),
      async ({ case: apiCase }) => {
        sent.push(structuredClone(apiCase.body as Row[]));
        const response = await apiCase.call();
        expect(response.statusCode).toBe(201);
      },
      { mode: "positive", phases: ["fuzzing"], maxExamples: 25, seed: 3 },
    );
    expect(outcome.status).toBe("passed");
    expect(seen.rows).toHaveLength(25);
    expect(seen.rows).toEqual(sent);
    expect(contexts[0]?.mediaType).toBe("text/csv");
    expect(contexts[0]?.case.method).toBe("POST");
    expect(contexts[0]?.case.path).toBe("/rows");
    expect(contexts[0]?.case.body).toEqual(sent[0]);
  });

  test("a wildcard registration (text/*) serves text/csv and wins over the built-in text serializer", async () => {
    serializer("text/*")((_ctx, value) => toCsv(value as Row[]));
    const seen = emptySeen();
    const schema = await openapi.fromFetchApp("/openapi.json", csvHonoApp(seen));
    const response = await schema.get("/rows", "POST").makeCase({ body: [{ sku: "SKU-1234", qty: 5 }], mediaType: "text/csv" }).call();
    expect(response.statusCode).toBe(201);
    expect(seen.rows).toEqual([[{ sku: "SKU-1234", qty: 5 }]]);
  });

  test("returning null skips the case instead of sending it", async () => {
    serializer("text/csv")({ toRequest: () => null });
    const seen = emptySeen();
    const schema = await openapi.fromFetchApp("/openapi.json", csvHonoApp(seen));
    const outcome = await testOperation(schema.get("/rows", "POST"), async ({ case: apiCase }) => {
      await apiCase.call();
    }, { mode: "positive", phases: ["fuzzing"], maxExamples: 5, seed: 1 });
    expect(outcome.status).toBe("skipped");
    expect(outcome.skipped).toBe(5);
    expect(seen.rows).toEqual([]);
  });
});

describe("serializer(...) for an in-process Node app", () => {
  test("the custom serializer's bytes reach a (req, res) listener called without a socket", async () => {
    serializer("text/csv")({ toRequest: (_ctx: SerializationContext, value: unknown) => toCsv(value as Row[]) });
    openapi.format("sku", skus); // arbitrary strings could hold commas, which this CSV cannot carry
    const seen = emptySeen();
    const schema = await openapi.fromNodeApp("/openapi.json", csvNodeListener(seen));
    const outcome = await testOperation(schema.get("/rows", "POST"), async ({ case: apiCase }) => {
      expect((await apiCase.call()).statusCode).toBe(201);
    }, { mode: "positive", phases: ["fuzzing"], maxExamples: 10, seed: 5 });
    expect(outcome.status).toBe("passed");
    expect(seen.rows).toHaveLength(10);
  });
});

describe("serializer, format and mediaType over HTTP (127.0.0.1)", () => {
  let server: TestServer;
  const seen = emptySeen();
  beforeAll(async () => {
    server = await startServer(csvHandler(seen));
  });
  afterAll(async () => {
    await server.close();
  });

  test("a function serializer; custom-format SKUs in the path; application/pdf bytes from the media type arbitrary under its alias", async () => {
    serializer("text/csv")((_ctx, value) => new TextEncoder().encode(toCsv(value as Row[])));
    openapi.format("sku", skus);
    const generated: Uint8Array[] = [];
    openapi.mediaType("application/pdf", pdfs.map((bytes) => (generated.push(bytes), bytes)), { aliases: ["application/x-pdf"] });
    const schema = await openapi.fromUrl(`${server.url}/openapi.json`);
    for (const operation of schema) {
      await testOperation(operation, async ({ case: apiCase }) => {
        await apiCase.callAndValidate();
      }, { mode: "positive", phases: ["fuzzing"], maxExamples: 15, seed: 11 });
    }
    expect(seen.rows).toHaveLength(15);
    expect(seen.rows.flat().every((row) => SKU.test(row.sku))).toBe(true);
    expect(seen.skus).toHaveLength(15);
    expect(seen.skus.every((sku) => SKU.test(sku))).toBe(true);
    expect(seen.documents).toHaveLength(15);
    // Every document the server stored is one the registered arbitrary produced.
    const made = new Set(generated.map((bytes) => Buffer.from(bytes).toString("hex")));
    expect(seen.documents.every((doc) => made.has(doc.toString("hex")))).toBe(true);
  });

  test("without the format, SKUs are arbitrary strings the server does not know", async () => {
    const before = seen.skus.length;
    const schema = await openapi.fromUrl(`${server.url}/openapi.json`);
    await testOperation(schema.get("/products/{sku}", "GET"), async ({ case: apiCase }) => {
      await apiCase.call();
    }, { mode: "positive", phases: ["fuzzing"], maxExamples: 10, seed: 2 });
    expect(seen.skus.slice(before).some((sku) => !SKU.test(sku))).toBe(true);
  });
});

describe("usage errors name the culprit", () => {
  test("serializer() without media types or with a malformed one", () => {
    expect(() => serializer()).toThrow(UsageError);
    expect(() => serializer("csv")).toThrow(/"csv" is not a media type/);
    expect(() => serializer("text/csv")(42 as never)).toThrow(/registers a function/);
  });
  test("openapi.format() and openapi.mediaType() need a name and a fast-check arbitrary", () => {
    expect(() => openapi.format("", skus)).toThrow(/format name/);
    expect(() => openapi.format("sku", "SKU-0001" as never)).toThrow(/fast-check arbitrary/);
    expect(() => openapi.mediaType("pdf", pdfs)).toThrow(/"pdf" is not a media type/);
    expect(() => openapi.mediaType("application/pdf", pdfs, { aliases: ["x"] })).toThrow(/"x" is not a media type/);
  });
});
