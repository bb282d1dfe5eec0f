import { describe, expect, it } from "vitest";
import type { CaseMeta } from "../../src/core/case.js";
import type { SequenceContext } from "../../src/core/check.js";
import { checkContexts } from "../../src/engine/check-contexts.js";
import type { RunEnvironment } from "../../src/engine/environment.js";
import type { OperationScope } from "../../src/engine/scope.js";

// Only what makeContext reads.
const env = { spec: { validator: {}, resolver: {} } } as unknown as RunEnvironment;
const scopeOf = (label: string): OperationScope =>
  ({ operation: { label }, settings: { maxResponseTime: 2 }, check: (name: string) => ({ name }) }) as unknown as OperationScope;

describe("checkContexts", () => {
  it("gives every case with the same meta the same context per check (made once per operation)", () => {
    const scope = scopeOf("GET /a");
    const meta: CaseMeta = { phase: "fuzzing", mode: "positive" };
    const first = checkContexts(env, scope, meta);
    const again = checkContexts(env, scope, meta);
    expect(again("not_a_server_error")).toBe(first("not_a_server_error"));
    expect(first("not_a_server_error")).not.toBe(first("status_code_conformance"));
    expect(first("status_code_conformance")).toMatchObject({ meta, maxResponseTime: 2, config: { name: "status_code_conformance" } });
  });

  it("gives a case with its own meta contexts naming that meta, and the earlier meta fresh ones again", () => {
    const scope = scopeOf("GET /b");
    const positive: CaseMeta = { phase: "fuzzing", mode: "positive" };
    const kept = checkContexts(env, scope, positive)("not_a_server_error");
    const negative: CaseMeta = { phase: "fuzzing", mode: "negative", description: "one of its own" };
    expect(checkContexts(env, scope, negative)("not_a_server_error").meta).toBe(negative);
    const back = checkContexts(env, scope, positive)("not_a_server_error");
    expect(back.meta).toBe(positive);
    // Only the last meta is remembered: nothing is kept per case.
    expect(back).not.toBe(kept);
    expect(back).toEqual(kept);
  });

  it("keeps operations apart, and puts a stateful sequence in a context of its own", () => {
    const meta: CaseMeta = { phase: "fuzzing", mode: "positive" };
    const a = checkContexts(env, scopeOf("GET /c"), meta)("not_a_server_error");
    const b = checkContexts(env, scopeOf("GET /d"), meta)("not_a_server_error");
    expect(a.operation.label).toBe("GET /c");
    expect(b.operation.label).toBe("GET /d");
    const sequence = { steps: [] } as unknown as SequenceContext;
    const scope = scopeOf("GET /e");
    const stateful = checkContexts(env, scope, meta, sequence)("not_a_server_error");
    expect(stateful.sequence).toBe(sequence);
    expect(checkContexts(env, scope, meta)("not_a_server_error").sequence).toBeUndefined();
  });
});
