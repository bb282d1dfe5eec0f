import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  encodeAllowReserved,
  encodeCookie,
  encodeQueryLiteral,
  encodeStrict,
  toHeaderValue,
  toUserHeaderValue,
} from "../../src/serialization/percent-encode.js";

// The reference: walk code points, keep the ones the set names, percent-encode the UTF-8 bytes of
// the others (Buffer turns a lone surrogate into U+FFFD, as TextEncoder does).
function reference(text: string, kept: RegExp): string {
  let out = "";
  for (const char of text) {
    if (char.length === 1 && kept.test(char)) out += char;
    else for (const byte of Buffer.from(char, "utf8")) out += `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return out;
}

const ENCODERS: readonly [string, (text: string) => string, RegExp][] = [
  ["encodeStrict", encodeStrict, /^[A-Za-z0-9\-._~]$/],
  ["encodeAllowReserved", encodeAllowReserved, /^[A-Za-z0-9\-._~:/?[\]@!$&'()*+,;=]$/],
  ["encodeCookie", encodeCookie, /^[\x21\x23-\x24\x26-\x2b\x2d-\x3a\x3c-\x5b\x5d-\x7e]$/],
  ["toHeaderValue", toHeaderValue, /^[\t\x20-\x7e]$/],
  ["toUserHeaderValue", toUserHeaderValue, /^[\t\x20-\x7e\x80-\xff]$/],
];

// Any UTF-16 text: ASCII-heavy, with Latin-1, BMP characters, astral pairs and lone surrogates.
const anyText = fc.string({
  unit: fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min: 0, max: 0x7f }).map((code) => String.fromCharCode(code)) },
    fc.integer({ min: 0x80, max: 0xff }).map((code) => String.fromCharCode(code)),
    fc.integer({ min: 0x100, max: 0xffff }).map((code) => String.fromCharCode(code)),
    fc.integer({ min: 0x10000, max: 0x10ffff }).map((code) => String.fromCodePoint(code)),
    fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)),
  ),
  maxLength: 24,
});

describe("percent-encoding", () => {
  for (const [name, encode, kept] of ENCODERS) {
    it(`${name} encodes the UTF-8 bytes of exactly the characters its set does not keep`, () => {
      fc.assert(
        fc.property(anyText, (text) => {
          expect(encode(text)).toBe(reference(text, kept));
        }),
        { numRuns: 500, seed: 7 },
      );
    });
  }

  it("encodes one, two, three and four UTF-8 bytes, and a lone surrogate as U+FFFD", () => {
    expect(encodeStrict("a b")).toBe("a%20b");
    expect(encodeStrict("é")).toBe("%C3%A9");
    expect(encodeStrict("€")).toBe("%E2%82%AC");
    expect(encodeStrict("😀")).toBe("%F0%9F%98%80");
    expect(encodeStrict("x\ud83dy")).toBe("x%EF%BF%BDy");
    expect(encodeStrict("\ude00")).toBe("%EF%BF%BD");
    expect(encodeStrict("\ud83d")).toBe("%EF%BF%BD");
    expect(toUserHeaderValue("Bearer café")).toBe("Bearer café");
    expect(toHeaderValue("a\r\nb")).toBe("a%0D%0Ab");
  });

  it("keeps the literal query of a path template and its escapes, encoding a stray %", () => {
    expect(encodeQueryLiteral("format=json&x=%41")).toBe("format=json&x=%41");
    expect(encodeQueryLiteral("a=100%&b=#1")).toBe("a=100%25&b=%231");
    expect(encodeQueryLiteral("q=São Paulo")).toBe("q=S%C3%A3o%20Paulo");
  });

  it("returns the very text when nothing needs encoding", () => {
    const text = "plain-text_1.2~";
    expect(encodeStrict(text)).toBe(text);
  });
});
