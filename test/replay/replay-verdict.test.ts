import { describe, expect, it } from "vitest";
import type { CassetteInteraction } from "../../src/replay/cassette-interaction.js";
import { replayVerdict } from "../../src/replay/replay-verdict.js";

const request = { method: "GET", uri: "http://x/a", headers: {} };
const body = new TextEncoder().encode("{}");
const recorded = (status: number | undefined, failed: string[]): CassetteInteraction => ({
  id: "1",
  request,
  ...(status === undefined ? { error: "reset" } : { status, body }),
  checks: failed.map((name) => ({ name, status: "failure" as const })),
});

describe("replay verdict", () => {
  it("a server error is still failing on any 5xx, fixed otherwise", () => {
    expect(replayVerdict(recorded(500, ["not_a_server_error"]), { status: 503, body }).kind).toBe("still-fails");
    expect(replayVerdict(recorded(500, ["not_a_server_error"]), { status: 422, body })).toEqual({ kind: "fixed", detail: "now 422" });
  });

  it("an undocumented status is still failing only when the same status comes back", () => {
    expect(replayVerdict(recorded(418, ["status_code_conformance"]), { status: 418, body }).kind).toBe("still-fails");
    expect(replayVerdict(recorded(418, ["status_code_conformance"]), { status: 404, body }).kind).toBe("fixed");
  });

  it("a recorded passing request that now crashes or gets no response is now failing", () => {
    expect(replayVerdict(recorded(200, []), { status: 500, body }).kind).toBe("now-fails");
    expect(replayVerdict(recorded(200, []), { error: "refused" }).kind).toBe("now-fails");
    expect(replayVerdict(recorded(200, []), { status: 201, body }).kind).toBe("passes");
  });

  it("a recorded network error is still failing without a response or with a 5xx", () => {
    expect(replayVerdict(recorded(undefined, []), { error: "refused" }).kind).toBe("still-fails");
    expect(replayVerdict(recorded(undefined, []), { status: 502, body }).kind).toBe("still-fails");
    expect(replayVerdict(recorded(undefined, []), { status: 200, body }).kind).toBe("fixed");
  });

  it("schema checks: identical response still fails, a changed one is unverified", () => {
    expect(replayVerdict(recorded(200, ["response_schema_conformance"]), { status: 200, body }).kind).toBe("still-fails");
    expect(replayVerdict(recorded(200, ["response_schema_conformance"]), { status: 200, body: new Uint8Array([1]) }).kind).toBe("unverified");
  });
});

describe("replay verdict on state the recording made", () => {
  it("a failure on a created resource that now answers 404 or 410 is state changed, not fixed", () => {
    const context = { createdBy: "POST /things → id 42" };
    expect(replayVerdict(recorded(500, ["not_a_server_error"]), { status: 404, body }, context)).toMatchObject({ kind: "state-changed" });
    expect(replayVerdict(recorded(200, ["use_after_free"]), { status: 410, body }, context)).toMatchObject({ kind: "state-changed" });
    // Without a creation in the recording, or with any other status, the verdict stands.
    expect(replayVerdict(recorded(500, ["not_a_server_error"]), { status: 404, body }).kind).toBe("fixed");
    expect(replayVerdict(recorded(500, ["not_a_server_error"]), { status: 500, body }, context).kind).toBe("still-fails");
    // A 404 recorded already (ensure_resource_availability) is judged as before.
    expect(replayVerdict(recorded(404, ["ensure_resource_availability"]), { status: 404, body }, context).kind).toBe("still-fails");
  });
});
