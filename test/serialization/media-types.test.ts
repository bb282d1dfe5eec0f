import { describe, expect, it } from "vitest";
import { NOT_SET } from "../../src/core/not-set.js";
import type { PreparedRequest } from "../../src/core/request.js";
import { serializeBinary } from "../../src/serialization/media-types/binary.js";
import { serializeJson, toJsonText } from "../../src/serialization/media-types/json.js";
import { loadCorpus, operationOf, sendPositive, specFrom } from "../support/wirefix-support.js";

const text = (body: Uint8Array | undefined): string => new TextDecoder().decode(body);
const base64 = (bytes: Uint8Array): string => Buffer.from(bytes).toString("base64");

function hasBytes(value: unknown): boolean {
  if (value instanceof Uint8Array) return true;
  if (Array.isArray(value)) return value.some(hasBytes);
  return value !== null && typeof value === "object" && Object.values(value).some(hasBytes);
}

function jsonBody(request: PreparedRequest): unknown {
  return JSON.parse(text(request.body)) as unknown;
}

describe("bytes inside JSON", () => {
  it("become base64 strings at any depth, Buffers included", () => {
    expect(toJsonText({ file: new Uint8Array([104, 105]), list: [new Uint8Array([0, 255])] }, "application/json")).toBe('{"file":"aGk=","list":["AP8="]}');
    expect(toJsonText({ file: Buffer.from("hi") }, "application/json")).toBe('{"file":"aGk="}');
    expect(toJsonText(new Uint8Array([1, 2, 3]).subarray(1), "application/json")).toBe('"AgM="');
  });

  it("a whole JSON body of bytes is a base64 JSON string, while octet-stream stays raw", () => {
    const bytes = new Uint8Array([0, 123, 255]);
    expect(text(serializeJson(bytes, { mediaType: "application/json" }).body)).toBe(`"${base64(bytes)}"`);
    expect(serializeBinary(bytes, { mediaType: "application/octet-stream" }).body).toBe(bytes);
  });

  it("peertube: generated files inside a JSON body are sent as valid JSON", async () => {
    const spec = await loadCorpus("cpy.re__peertube__3.3.0.yaml");
    const operation = operationOf(spec, "POST /videos/upload-resumable");
    const sent = sendPositive(spec, operation, 30).filter((one) => hasBytes(one.data.body));
    expect(sent.length).toBeGreaterThan(0);
    for (const one of sent) {
      const body = jsonBody(one.request) as Record<string, unknown>;
      for (const [key, value] of Object.entries(one.data.body as Record<string, unknown>)) {
        if (value instanceof Uint8Array) expect(body[key]).toBe(base64(value));
      }
      expect(one.issues).toEqual([]);
    }
  });

  it("a top-level format: binary JSON body is a base64 string that validates", async () => {
    const spec = await specFrom({
      openapi: "3.0.3",
      info: { title: "upload", version: "1" },
      paths: {
        "/blob": {
          put: {
            requestBody: { required: true, content: { "application/json": { schema: { type: "string", format: "binary", minLength: 1 } } } },
            responses: { "204": { description: "stored" } },
          },
        },
        "/raw": {
          put: {
            requestBody: { required: true, content: { "application/octet-stream": { schema: { type: "string", format: "binary" } } } },
            responses: { "204": { description: "stored" } },
          },
        },
      },
    });
    const json = sendPositive(spec, operationOf(spec, "PUT /blob"), 20);
    expect(json.some((one) => one.data.body instanceof Uint8Array)).toBe(true);
    for (const one of json) {
      if (one.data.body instanceof Uint8Array) expect(jsonBody(one.request)).toBe(base64(one.data.body));
      expect(one.issues).toEqual([]);
    }
    for (const one of sendPositive(spec, operationOf(spec, "PUT /raw"), 10)) {
      if (one.data.body instanceof Uint8Array) expect(one.request.body).toEqual(one.data.body);
      expect(one.data.body).not.toBe(NOT_SET);
    }
  });
});
