import { describe, expect, test } from "vitest";
import { Response } from "../../src/core/response.js";
import { outcomeKey, template } from "../../src/engine/outcome-key.js";

function response(statusCode: number, body: unknown, type = "application/json"): Response {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  return new Response({
    statusCode,
    message: "",
    headers: { "content-type": [type] },
    content: new TextEncoder().encode(text),
    elapsed: 0.01,
    httpVersion: "1.1",
    request: { method: "GET", url: "http://127.0.0.1/", headers: {}, body: undefined } as never,
    verify: true,
  });
}

describe("outcomeKey", () => {
  test("error messages that differ only in ids and quoted values are one outcome", () => {
    expect(outcomeKey(response(404, { message: 'item "it-7" not found' }))).toBe(outcomeKey(response(404, { message: 'item "x" not found' })));
    expect(outcomeKey(response(400, { message: "id 7 too large" }))).toBe(outcomeKey(response(400, { message: "id 12345 too large" })));
  });

  test("another status, message shape or body shape is a new outcome", () => {
    const base = outcomeKey(response(400, { message: "name is too long" }));
    expect(outcomeKey(response(422, { message: "name is too long" }))).not.toBe(base);
    expect(outcomeKey(response(400, { message: "name is empty" }))).not.toBe(base);
    expect(outcomeKey(response(200, { id: 1, name: "a" }))).not.toBe(outcomeKey(response(200, { id: 1, name: "a", tags: [] })));
    expect(outcomeKey(response(200, { id: 1 }))).toBe(outcomeKey(response(200, { id: 2 })));
  });

  test("nested error messages and plain-text errors", () => {
    expect(outcomeKey(response(500, { error: { message: "boom at 12" } }))).toContain("boom at 0");
    expect(outcomeKey(response(500, "Internal error 42", "text/plain"))).toBe("500 text/plain Internal error 0");
    expect(template(`a  'b'\n"c" \`d\` 99`)).toBe("a '' '' '' 0");
  });
});
