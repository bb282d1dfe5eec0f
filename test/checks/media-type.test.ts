import { describe, expect, it } from "vitest";
import { isJsonMediaType, parseMediaType } from "../../src/checks/media-type.js";

describe("parseMediaType", () => {
  it("lowercases type and subtype and drops parameters", () => {
    expect(parseMediaType("Application/Problem+JSON; charset=utf-8")).toEqual({ type: "application", subtype: "problem+json" });
    expect(parseMediaType(" text/html ")).toEqual({ type: "text", subtype: "html" });
  });

  it("rejects what is not type/subtype of token characters", () => {
    for (const raw of ["", "json", "application/", "/json", "application/js on", "applic@tion/json", "a/b/c"]) expect(parseMediaType(raw), raw).toBeUndefined();
  });

  it("answers each value on its own when values alternate or repeat (the last one is remembered)", () => {
    const inputs = ["application/json", "text/plain; charset=latin1", "application/json", "bad", "bad", "application/json", "text/plain; charset=latin1"];
    const expected = [
      { type: "application", subtype: "json" },
      { type: "text", subtype: "plain" },
      { type: "application", subtype: "json" },
      undefined,
      undefined,
      { type: "application", subtype: "json" },
      { type: "text", subtype: "plain" },
    ];
    expect(inputs.map((raw) => parseMediaType(raw))).toEqual(expected);
    expect(isJsonMediaType(parseMediaType("application/vnd.api+json") as never)).toBe(true);
  });
});
