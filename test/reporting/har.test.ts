import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import { describe, expect, it } from "vitest";
import { createHarReporter } from "../../src/reporting/har.js";
import { VERSION } from "../../src/version.js";
import { drive, interaction, response, runFinished, runStarted, SANITIZE_OFF, SANITIZE_ON, SERVER_ERROR, tempDir, TOKEN } from "../support/report-events.js";
import { HAR_SCHEMA } from "../support/har-schema.js";

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;
const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats(ajv);
const validateHar = ajv.compile(HAR_SCHEMA);

interface Har {
  log: { version: string; creator: { name: string; version: string }; entries: Record<string, any>[] };
}

async function record(events: Parameters<typeof drive>[1], options: { preserveBytes?: boolean; sanitize?: boolean } = {}): Promise<{ text: string; har: Har }> {
  const path = join(tempDir(), "deep", "har.json");
  await drive(
    createHarReporter({
      path,
      sanitization: options.sanitize === false ? SANITIZE_OFF : SANITIZE_ON,
      secrets: [TOKEN],
      preserveBytes: options.preserveBytes ?? false,
      now: () => Date.parse("2025-01-02T03:04:05.000Z"),
    }),
    events,
  );
  const text = readFileSync(path, "utf8");
  const har = JSON.parse(text) as Har;
  const valid = validateHar(har);
  if (!valid) throw new Error(`invalid HAR: ${ajv.errorsText(validateHar.errors)}`);
  return { text, har };
}

describe("HAR report", () => {
  it("is valid HAR 1.2 with one entry per request, in order", async () => {
    const withCookies = response(500, `{"detail":"boom"}`, {
      "content-type": ["application/json"],
      "set-cookie": ["sid=abc; Path=/; HttpOnly; Expires=Wed, 21 Oct 2026 07:28:00 GMT", "theme=dark"],
      location: ["/elsewhere"],
    });
    const { har, text } = await record([
      runStarted(),
      interaction({ res: withCookies, failures: [SERVER_ERROR] }),
      interaction({ operation: "GET /binary", req: { method: "GET", url: "http://127.0.0.1:9/api/file?a=1&b=x%20y&b=2", headers: { Cookie: "a=1; session=xyz" } }, res: response(200, new Uint8Array([0, 0xff, 0xfe]), { "content-type": ["image/png"] }) }),
      interaction({ operation: "GET /down", error: "connection refused" }),
      runFinished(),
    ]);
    expect(har.log.version).toBe("1.2");
    expect(har.log.creator).toEqual({ name: "apitest", version: VERSION });
    expect(har.log.entries).toHaveLength(3);
    const [first, second, third] = har.log.entries;
    expect(first!["startedDateTime"]).toBe("2025-01-02T03:04:04.750Z");
    expect(first!["time"]).toBe(250);
    expect(first!["timings"]).toEqual({ send: 0, wait: 250, receive: 0 });
    expect(first!["request"]).toMatchObject({
      method: "POST",
      httpVersion: "HTTP/1.1",
      queryString: [
        { name: "limit", value: "5" },
        { name: "api_key", value: "[Filtered]" },
      ],
      postData: { mimeType: "application/json", text: `{"guest":"Ann","password":"[Filtered]"}` },
      headersSize: -1,
    });
    expect(first!["request"].headers).toContainEqual({ name: "Authorization", value: "[Filtered]" });
    expect(first!["response"]).toMatchObject({
      status: 500,
      statusText: "Internal Server Error",
      content: { size: 17, mimeType: "application/json", text: `{"detail":"boom"}` },
      redirectURL: "/elsewhere",
    });
    expect(first!["response"].cookies).toEqual([
      { name: "sid", value: "[Filtered]", path: "/", httpOnly: true, expires: "2026-10-21T07:28:00.000Z" },
      // Set-Cookie is a sensitive header: every cookie value is masked, names stay visible.
      { name: "theme", value: "[Filtered]" },
    ]);
    expect(first!["_apitest"]).toEqual({
      phase: "fuzzing",
      mode: "positive",
      operation: "POST /bookings",
      caseId: "case1",
      failures: [{ check: "not_a_server_error", title: "Server error", message: "Received: 500 Internal Server Error" }],
    });
    expect(second!["request"].queryString).toEqual([
      { name: "a", value: "1" },
      { name: "b", value: "x y" },
      { name: "b", value: "2" },
    ]);
    // Cookie is a sensitive header: values masked, names kept.
    expect(second!["request"].cookies).toEqual([
      { name: "a", value: "[Filtered]" },
      { name: "session", value: "[Filtered]" },
    ]);
    expect(second!["response"].content).toEqual({ size: 3, mimeType: "image/png", text: "AP/+", encoding: "base64" });
    expect(third!["response"].status).toBe(0);
    expect(third!["_error"]).toBe("connection refused");
    expect(third!["time"]).toBe(0);
    expect(text).not.toContain(TOKEN);
  });

  it("keeps raw values with sanitization off and base64 bodies with preserveBytes", async () => {
    const { har } = await record([runStarted(), interaction()], { sanitize: false, preserveBytes: true });
    const entry = har.log.entries[0]!;
    expect(entry["request"].url).toContain(`api_key=${TOKEN}`);
    expect(entry["request"].headers).toContainEqual({ name: "Authorization", value: `Bearer ${TOKEN}` });
    expect(entry["request"].postData.comment).toMatch(/base64/);
    expect(Buffer.from(entry["request"].postData.text, "base64").toString("utf8")).toContain("hunter22");
    expect(entry["response"].content.encoding).toBe("base64");
  });

  it("is a complete document when nothing was sent or the run never started", async () => {
    expect((await record([runStarted(), runFinished(true)])).har.log.entries).toEqual([]);
    expect((await record([])).har.log.entries).toEqual([]);
  });
});
