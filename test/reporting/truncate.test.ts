import { describe, expect, it } from "vitest";
import { DEFAULT_OUTPUT, type TruncationSettings } from "../../src/core/settings.js";
import { prettyBody, truncatePayload } from "../../src/reporting/truncate.js";
import { response } from "../support/check-helpers.js";

const T = DEFAULT_OUTPUT.truncation;
const small = (over: Partial<TruncationSettings>): TruncationSettings => ({ ...T, ...over });

describe("truncatePayload", () => {
  it.each([
    ["short text is untouched", "hello\nworld", T, "hello\nworld"],
    ["disabled", "x".repeat(2000), small({ enabled: false }), "x".repeat(2000)],
    ["too many bytes", "abcdefghij", small({ maxPayloadSize: 4 }), "abcd\n… [truncated: 6 more bytes]"],
    ["too many lines", "1\n2\n3\n4", small({ maxLines: 2 }), "1\n2\n… [truncated: 4 more bytes]"],
    ["one byte is singular", "abcde", small({ maxPayloadSize: 4 }), "abcd\n… [truncated: 1 more byte]"],
    ["too wide", "abcdefgh\nok", small({ maxWidth: 5 }), "abcd…\nok"],
    ["never splits a character", "ééé", small({ maxPayloadSize: 3 }), "é\n… [truncated: 4 more bytes]"],
    ["never splits an astral character", "😀😀😀", small({ maxWidth: 2 }), "😀…"],
  ])("%s", (_label, text, settings, expected) => {
    expect(truncatePayload(text, settings)).toBe(expected);
  });

  it("keeps default output within its limits", () => {
    const text = Array.from({ length: 50 }, (_, i) => `line ${i} ${"x".repeat(100)}`).join("\n");
    const out = truncatePayload(text, T);
    const lines = out.split("\n");
    expect(lines.length).toBeLessThanOrEqual(T.maxLines + 1);
    expect(Buffer.byteLength(lines.slice(0, -1).join("\n"))).toBeLessThanOrEqual(T.maxPayloadSize);
    for (const line of lines.slice(0, -1)) expect(Array.from(line).length).toBeLessThanOrEqual(T.maxWidth);
    expect(lines.at(-1)).toMatch(/^… \[truncated: \d+ more bytes?\]$/);
  });
});

describe("prettyBody", () => {
  it.each([
    ["pretty JSON", response({ headers: { "content-type": "application/json" }, body: '{"a":[1,2]}' }), '{\n  "a": [\n    1,\n    2\n  ]\n}'],
    ["+json", response({ headers: { "content-type": "application/problem+json" }, body: '{"t":1}' }), '{\n  "t": 1\n}'],
    ["invalid JSON as text", response({ headers: { "content-type": "application/json" }, body: "{oops" }), "{oops"],
    ["text", response({ headers: { "content-type": "text/plain" }, body: "hi there" }), "hi there"],
    ["JSON-looking without type", response({ body: "[1]" }), "[\n  1\n]"],
    ["binary", response({ headers: { "content-type": "image/png" }, body: new Uint8Array([137, 80, 78, 71, 0, 255]) }), "<binary 6 bytes>"],
    ["binary without type", response({ body: new Uint8Array([0, 159, 146, 150]) }), "<binary 4 bytes>"],
    ["empty", response({}), ""],
    [
      "truncated",
      response({ headers: { "content-type": "application/json" }, body: '{"a":', truncated: true, declaredSize: 100 }),
      '{"a":\n[body truncated: showing the first 5 of 100 bytes]',
    ],
  ])("%s", (_label, res, expected) => {
    expect(prettyBody(res)).toBe(expected);
  });
});
