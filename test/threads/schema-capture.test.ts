import { describe, expect, test } from "vitest";
import { buildOpenApiSpec } from "../../src/specs/openapi/load-spec.js";
import { captureSchema } from "../../src/threads/schema-capture.js";

const DOCUMENT = {
  openapi: "3.0.3",
  info: { title: "Captured", version: "1" },
  paths: { "/health": { get: { responses: { "200": { description: "ok", content: { "application/json": { schema: { type: "object", nullable: true } } } } } } } },
};

/** A beforeLoadSchema step that renames the API (as a hook may). */
const rename = (document: Record<string, unknown>): void => {
  document["info"] = { title: "Renamed", version: "1" };
};

describe("captureSchema", () => {
  test("without beforeLoadSchema hooks, keeps a copy of the prepared (converted) document for the worker threads", async () => {
    const capture = captureSchema(true, () => {}, () => false);
    const spec = await buildOpenApiSpec({ document: structuredClone(DOCUMENT) }, { prepareDocument: capture.prepareDocument, onPrepared: capture.onPrepared });
    expect(capture.document()).toBeUndefined();
    const prepared = capture.prepared();
    expect(prepared?.document).toEqual(spec.document);
    // A copy: what the main thread's run (or an afterLoadSchema hook) does to its document later is not in it.
    expect(prepared?.document).not.toBe(spec.document);
    expect(JSON.stringify(prepared?.document)).toContain('"type":["object","null"]');
    expect(prepared).toMatchObject({ specVersion: "3.0.3", family: "3.0" });
  });

  test("with beforeLoadSchema hooks, keeps the raw document as parsed, before they ran, for each worker thread's hooks", async () => {
    const capture = captureSchema(true, rename, () => true);
    const spec = await buildOpenApiSpec({ document: structuredClone(DOCUMENT) }, { prepareDocument: capture.prepareDocument, onPrepared: capture.onPrepared });
    expect(spec.title).toBe("Renamed");
    expect(capture.prepared()).toBeUndefined();
    expect(capture.document()).toEqual(DOCUMENT);
  });

  test("keeps nothing for a run that cannot use threads", async () => {
    for (const hooked of [true, false]) {
      const capture = captureSchema(false, rename, () => hooked);
      const spec = await buildOpenApiSpec({ document: structuredClone(DOCUMENT) }, { prepareDocument: capture.prepareDocument, onPrepared: capture.onPrepared });
      expect(spec.title).toBe("Renamed");
      expect(capture.document()).toBeUndefined();
      expect(capture.prepared()).toBeUndefined();
    }
  });
});
