import { describe, expect, it } from "vitest";
import type { CassetteInteraction } from "../../src/replay/cassette-interaction.js";
import { createdResources } from "../../src/replay/created-resources.js";

const json = (value: unknown): Uint8Array => new TextEncoder().encode(JSON.stringify(value));
const made = (method: string, uri: string, status: number, body: unknown): CassetteInteraction => ({ id: "1", request: { method, uri, headers: {} }, status, body: json(body), checks: [] });
const named = (uri: string) => ({ method: "GET", uri, headers: {} });

describe("created resources", () => {
  it("names the recorded request that created an id a later path segment or query value names", () => {
    const created = createdResources();
    created.note(made("POST", "http://x/things", 201, { id: 42, name: "a", owner: { user_id: "u-7" } }));
    expect(created.creatorOf(named("http://x/things/42"))).toBe("POST /things → id 42");
    expect(created.creatorOf(named("http://x/users/u-7/things"))).toBe("POST /things → user_id u-7");
    expect(created.creatorOf(named("http://x/things?id=42"))).toBe("POST /things → id 42");
    // Not an id field, not a creation, or not named by the request.
    expect(created.creatorOf(named("http://x/things/a"))).toBeUndefined();
    expect(created.creatorOf(named("http://x/things/43"))).toBeUndefined();
  });

  it("reads only 2xx JSON answers to POST and PUT, and forgets the oldest past its limit", () => {
    const created = createdResources(2);
    created.note(made("GET", "http://x/things", 200, { id: 1 }));
    created.note(made("POST", "http://x/things", 400, { id: 2 }));
    expect(created.creatorOf(named("http://x/things/1"))).toBeUndefined();
    expect(created.creatorOf(named("http://x/things/2"))).toBeUndefined();
    for (const id of [3, 4, 5]) created.note(made("PUT", `http://x/things/${id}`, 200, { id }));
    expect(created.creatorOf(named("http://x/things/3"))).toBeUndefined();
    expect(created.creatorOf(named("http://x/things/5"))).toBe("PUT /things/5 → id 5");
  });

  it("reads the Location of a created resource, never a segment of the creating request's own path", () => {
    const created = createdResources();
    created.note({ ...made("POST", "http://x/things", 201, "created"), location: "/things/abc-9?fresh=1" });
    created.note({ ...made("POST", "http://x/boxes", 201, "created"), location: "http://x/boxes/" });
    expect(created.creatorOf(named("http://x/things/abc-9/parts"))).toBe("POST /things → Location /things/abc-9?fresh=1");
    expect(created.creatorOf(named("http://x/boxes/7"))).toBeUndefined();
  });
});
