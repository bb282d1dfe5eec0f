import { describe, expect, it } from "vitest";
import { parseRateLimit } from "../../src/config/rate-limit.js";

describe("parseRateLimit", () => {
  it.each([
    ["100 requests per minute", 100 / 60],
    ["5 requests per second", 5],
    ["1000 requests per hour", 1000 / 3600],
    ["1 request per second", 1],
    ["  10 Requests Per Second ", 10],
    ["30 requests/min", 0.5],
    ["5/s", 5],
    ["120/m", 2],
    ["3600 / h", 1],
    ["0.5/s", 0.5],
  ])("%j is %d requests per second", (text, expected) => {
    expect(parseRateLimit(text)).toBeCloseTo(expected, 10);
  });

  it.each(["fast", "100", "100 per minute", "100 requests per day", "5/d", "-5/s", "five/s", ""])("rejects %j, naming it and the accepted forms", (text) => {
    expect(() => parseRateLimit(text)).toThrowError(`${JSON.stringify(text)} is not a rate limit: write "<N> requests per second|minute|hour" or "<N>/s", "<N>/m", "<N>/h"`);
  });

  it("rejects a rate of zero", () => {
    expect(() => parseRateLimit("0/s")).toThrowError('"0/s" is not a rate limit: the number of requests must be greater than 0.');
  });
});
