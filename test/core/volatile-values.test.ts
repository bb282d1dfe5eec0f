import { describe, expect, it } from "vitest";
import { failureIdentity } from "../../src/core/failure.js";
import { maskVolatile } from "../../src/core/volatile-values.js";

describe("maskVolatile", () => {
  it("masks the offending character a message embeds, quoted or raw, and code points written out", () => {
    const shapes = ["'é'", "'\\u0000'", '";"', "'\u{1F600}'"].map((char) => maskVolatile(`Invalid character ${char} in name`));
    expect(new Set(shapes)).toEqual(new Set(["Invalid character '<char>' in name", 'Invalid character "<char>" in name']));
    expect(maskVolatile("bad code point U+00E9")).toBe(maskVolatile("bad code point U+1F600"));
    expect(maskVolatile("bad escape \\u00e9")).toBe(maskVolatile("bad escape \\u{1F600}"));
    expect(maskVolatile("control \u0007 in value")).toBe(maskVolatile("control \u00ff\u00fe in value"));
    expect(maskVolatile("no row 3f2504e0-4f89-11d3-9a0c-0305e82c3301")).toBe(maskVolatile("no row 6ba7b810-9dad-11d1-80b4-00c04fd430c8"));
  });

  it("keeps words, identifiers, quoted words and numbers, which tell defects apart", () => {
    expect(maskVolatile("Cannot read properties of undefined (reading 'trim')")).toBe("Cannot read properties of undefined (reading 'trim')");
    expect(maskVolatile("reading 'x'")).not.toBe(maskVolatile("reading 'y'"));
    expect(maskVolatile("500:boom")).not.toBe(maskVolatile("502:boom"));
  });
});

describe("failureIdentity", () => {
  it("is one identity for failures whose keys differ only in an embedded character", () => {
    const failure = (key: string) => ({ check: "not_a_server_error", title: "Server error", message: "Received: 500", key });
    expect(failureIdentity(failure("500:Invalid character 'é'"))).toBe(failureIdentity(failure("500:Invalid character '~'")));
    expect(failureIdentity(failure("500:reading 'trim'"))).not.toBe(failureIdentity(failure("500:reading 'split'")));
  });
});
