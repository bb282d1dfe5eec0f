import { describe, expect, it } from "vitest";
import { rawHeaderLists } from "../../src/transport/raw-exchange.js";

const raw = (...pairs: [string, string][]): Buffer[] => pairs.flatMap(([name, value]) => [Buffer.from(name, "latin1"), Buffer.from(value, "utf8")]);

describe("rawHeaderLists", () => {
  it("lowercases names, keeps repeated headers as lists in order, reads values as UTF-8", () => {
    const headers = rawHeaderLists(raw(["Content-Type", "application/json"], ["Set-Cookie", "a=1"], ["set-cookie", "b=2"], ["X-Name", "café"]));
    expect(headers).toEqual({ "content-type": ["application/json"], "set-cookie": ["a=1", "b=2"], "x-name": ["café"] });
  });

  it("gives the same answer for the same names spelled differently, call after call", () => {
    for (let round = 0; round < 3; round++) {
      expect(rawHeaderLists(raw(["CONTENT-TYPE", "text/plain"], ["content-type", "x"]))).toEqual({ "content-type": ["text/plain", "x"] });
      expect(rawHeaderLists(raw(["Content-type", "a"]))).toEqual({ "content-type": ["a"] });
    }
  });

  it("keeps names of Object.prototype members as ordinary headers", () => {
    const headers = rawHeaderLists(raw(["__proto__", "p"], ["constructor", "c"], ["toString", "t"], ["toString", "u"]));
    expect(Object.getPrototypeOf(headers)).toBe(Object.prototype);
    expect(Object.keys(headers)).toEqual(["__proto__", "constructor", "tostring"]);
    expect(headers.constructor).toEqual(["c"]);
    expect(headers.tostring).toEqual(["t", "u"]);
  });

  it("stays correct past the bound on remembered names", () => {
    const many = Array.from({ length: 1500 }, (_, index): [string, string] => [`X-Header-${index}`, String(index)]);
    const headers = rawHeaderLists(raw(...many));
    expect(Object.keys(headers)).toHaveLength(1500);
    expect(headers["x-header-1499"]).toEqual(["1499"]);
    expect(rawHeaderLists(raw(["X-Header-1499", "again"]))).toEqual({ "x-header-1499": ["again"] });
  });
});
