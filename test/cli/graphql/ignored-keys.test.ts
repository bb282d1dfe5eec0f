import { describe, expect, it } from "vitest";
import { keysIgnoredByGraphql } from "../../../src/cli/graphql/ignored-keys.js";

describe("keysIgnoredByGraphql", () => {
  it("no longer lists the example database or health checks, which GraphQL runs now use", () => {
    expect(keysIgnoredByGraphql({ generation: { database: "none" }, "suppress-health-check": ["too_slow"] })).toEqual([]);
  });

  it("no longer lists the stateful phase's settings, which GraphQL runs now use", () => {
    expect(keysIgnoredByGraphql({ phases: { stateful: { enabled: true, "max-steps": 4 } } })).toEqual([]);
  });

  it("still lists the keys that only apply to OpenAPI", () => {
    expect(keysIgnoredByGraphql({ generation: { codec: "ascii", database: ":memory:" }, phases: { stateful: { enabled: true } } })).toEqual(["generation.codec (string codecs)"]);
  });
});
