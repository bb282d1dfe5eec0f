import { describe, expect, it } from "vitest";
import { ambiguousCaseChecks, isAmbiguousCase, labelAmbiguous } from "../../src/checks/ambiguous-cases.js";
import { BUILTIN_CHECKS } from "../../src/checks/registry.js";

describe("ambiguous cases", () => {
  it("are labelled by their generator or are a query parameter sent twice", () => {
    expect(isAmbiguousCase({ phase: "fuzzing", mode: "negative", ambiguous: true })).toBe(true);
    expect(isAmbiguousCase({ phase: "coverage", mode: "negative", violation: { kind: "duplicate-query-parameter", name: "page" } })).toBe(true);
    expect(isAmbiguousCase({ phase: "fuzzing", mode: "negative", violation: { kind: "schema", location: "query", name: "page" } })).toBe(false);
  });

  it("are judged by the crash, conformance and time checks only", () => {
    const names = ambiguousCaseChecks(BUILTIN_CHECKS).map((check) => check.name);
    expect(names.sort()).toEqual([
      "content_type_conformance",
      "max_response_time",
      "not_a_server_error",
      "response_headers_conformance",
      "response_schema_conformance",
      "status_code_conformance",
    ]);
    expect(names).not.toContain("negative_data_rejection");
    expect(names).not.toContain("positive_data_acceptance");
  });

  it("say so in their failures, keeping the failure's key", () => {
    const failure = { check: "not_a_server_error", title: "Server error", message: "Received: 500", key: "500" };
    const meta = { phase: "fuzzing", mode: "negative", ambiguous: true, description: 'query parameter "tag": a scalar sent twice' } as const;
    expect(labelAmbiguous(failure, meta)).toEqual({
      ...failure,
      message: 'Received: 500\nCase: ambiguous: query parameter "tag": a scalar sent twice (a lenient server may read it as valid)',
    });
    expect(labelAmbiguous(failure, { ...meta, description: "ambiguous: x" }).message).toContain("Case: ambiguous: x (");
  });
});
