import { describe, expect, it } from "vitest";
import { NetworkError } from "../../src/core/errors.js";
import type { PreparedRequest } from "../../src/core/request.js";
import { ApiLiveness, type Exchanged } from "../../src/engine/api-down.js";

const exchange = (label: string, path: string): Exchanged => ({
  label,
  caseId: path,
  request: { method: "GET", url: `http://127.0.0.1:1${path}`, headers: {} } as unknown as PreparedRequest,
  data: {} as Exchanged["data"],
  meta: { phase: "fuzzing", mode: "positive" },
});
const lostWith = (code: string) => new NetworkError("network_error", `failed (${code})`, { cause: Object.assign(new Error(code), { code }) });

/** A liveness whose probe answers from a script of results, and whose sleeps only count. */
function scripted(answers: boolean[]): { liveness: ApiLiveness; slept: number[] } {
  const slept: number[] = [];
  const liveness = new ApiLiveness(async () => answers.shift() ?? false, async (ms) => slept.push(ms), [100, 200, 400]);
  return { liveness, slept };
}

describe("ApiLiveness", () => {
  it("is no outage before the API ever answered, nor for a dropped connection when the API still answers", async () => {
    const { liveness } = scripted([true]);
    expect(await liveness.lost(lostWith("ECONNREFUSED"), exchange("GET /a", "/a"))).toBeUndefined();
    liveness.answered(exchange("GET /a", "/a"));
    expect(await liveness.lost(lostWith("UND_ERR_SOCKET"), exchange("GET /b", "/b"))).toBeUndefined();
    expect(await liveness.lost(new NetworkError("timeout", "too slow"), exchange("GET /b", "/b"))).toBeUndefined();
  });

  it("blames the request the connection dropped on; polls with a bounded backoff until the API is back", async () => {
    const { liveness, slept } = scripted([false, false, true]);
    liveness.answered(exchange("GET /a", "/a"));
    const outage = await liveness.lost(lostWith("UND_ERR_SOCKET"), exchange("GET /boom", "/boom"));
    expect(outage).toMatchObject({ reports: true, back: true, culprit: { label: "GET /boom" } });
    expect(outage?.failure.message).toContain("The API stopped answering after this request: the connection closed without an answer; it answered again within 0.3 s");
    expect(slept).toEqual([100, 200]);
    expect(liveness.stopReason).toBeUndefined();
  });

  it("blames the last answered request when the next is refused; gives up after the last wait with a stop reason", async () => {
    const { liveness, slept } = scripted([]);
    liveness.answered(exchange("GET /a", "/a"));
    const outage = await liveness.lost(lostWith("ECONNREFUSED"), exchange("GET /b", "/b"));
    expect(outage).toMatchObject({ reports: true, back: false, culprit: { label: "GET /a" } });
    expect(slept).toEqual([100, 200, 400]);
    expect(liveness.stopReason).toBe("the API stopped answering after GET http://127.0.0.1:1/a (GET /a) and did not answer again within 0.7 s");
  });

  it("reports one outage once: exchanges that meet it meanwhile only wait for the same poll", async () => {
    const { liveness } = scripted([false, true]);
    liveness.answered(exchange("GET /a", "/a"));
    const [first, second] = await Promise.all([
      liveness.lost(lostWith("ECONNREFUSED"), exchange("GET /b", "/b")),
      liveness.lost(lostWith("ECONNREFUSED"), exchange("GET /c", "/c")),
    ]);
    expect([first?.reports, second?.reports]).toEqual([true, false]);
    expect(second?.back).toBe(true);
  });
});
