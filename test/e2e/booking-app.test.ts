import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { request } from "undici";
import { openapiDocument } from "../../examples/booking/openapi.js";
import { AUTH, JSON_AUTH, type RunningApp, documentValidator, startApp } from "../support/booking-harness.js";

const VALID = { guest_name: "Ada Lovelace", nights: 3, room_type: "deluxe" };

describe.each([
  { fixed: false, label: "defective app" },
  { fixed: true, label: "fixed app" },
])("booking API ($label)", ({ fixed }) => {
  let running: RunningApp;
  let base: string;
  const checker = documentValidator(openapiDocument({ fixed }));

  beforeAll(async () => {
    running = await startApp(fixed);
    base = running.base;
  });
  afterAll(() => running.close());

  /** Sends a request and asserts the response conforms to the app's own document. */
  async function call(method: string, path: string, template: string, init: RequestInit = {}) {
    const response = await fetch(base + path, { ...init, method });
    const text = await response.text();
    return { response, text, json: () => JSON.parse(text) as unknown, problems: () =>
      checker.problems(template, method.toLowerCase(), response.status, response.headers.get("content-type"), text) };
  }

  const post = (body: string, headers: Record<string, string> = JSON_AUTH) =>
    call("POST", "/bookings", "/bookings", { body, headers });

  it("rejects missing and wrong bearer tokens with FastAPI's 401", async () => {
    for (const headers of [{}, { authorization: "Bearer nope" }, { authorization: "Basic dGVzdC10b2tlbg==" }]) {
      const created = await call("POST", "/bookings", "/bookings", { body: JSON.stringify(VALID), headers: { ...headers, "content-type": "application/json" } });
      expect(created.response.status).toBe(401);
      expect(created.json()).toEqual({ detail: "Not authenticated" });
      expect(created.response.headers.get("www-authenticate")).toBe("Bearer");
      expect(created.problems()).toEqual([]);
      const read = await call("GET", "/bookings/1", "/bookings/{booking_id}", { headers });
      expect(read.response.status).toBe(401);
    }
    // Auth is checked before the body is even parsed.
    expect((await post("{not json", { "content-type": "application/json" })).response.status).toBe(401);
    // The bearer scheme is case-insensitive.
    const lower = await post(JSON.stringify(VALID), { authorization: AUTH.authorization.replace("Bearer", "bearer"), "content-type": "application/json" });
    expect(lower.response.status).toBe(200);
  });

  it("creates a booking, prices it from the table and reads it back", async () => {
    const created = await post(JSON.stringify(VALID));
    expect(created.response.status).toBe(200);
    expect(created.problems()).toEqual([]);
    const booking = created.json() as Record<string, unknown>;
    expect(booking).toMatchObject({ guest_name: "Ada Lovelace", nights: 3, room_type: "deluxe", price: 540 });
    expect(Number.isInteger(booking["id"]) && (booking["id"] as number) > 0).toBe(true);

    const read = await call("GET", `/bookings/${String(booking["id"])}`, "/bookings/{booking_id}", { headers: AUTH });
    expect(read.response.status).toBe(200);
    expect(read.json()).toEqual(booking);
    expect(read.problems()).toEqual([]);

    const suite = await post(JSON.stringify({ guest_name: "B", nights: 365, room_type: "suite" }));
    expect((suite.json() as { price: number }).price).toBe(300 * 365);
  });

  it(fixed ? "rejects an empty room_type with 422 (the fix)" : "crashes with 500 on an empty room_type (the defect)", async () => {
    const result = await post(JSON.stringify({ ...VALID, room_type: "" }));
    if (fixed) {
      expect(result.response.status).toBe(422);
      expect(result.problems()).toEqual([]);
    } else {
      expect(result.response.status).toBe(500);
      expect(result.json()).toEqual({
        statusCode: 500,
        error: "Internal Server Error",
        message: "Cannot read properties of undefined (reading 'toUpperCase')",
      });
      expect(result.problems()).toEqual([expect.stringContaining("status 500 is not documented")]);
    }
  });

  it("answers an unknown non-empty room type with a clear 422", async () => {
    for (const roomType of ["penthouse", "constructor", "__proto__", " "]) {
      const result = await post(JSON.stringify({ ...VALID, room_type: roomType }));
      expect(result.response.status).toBe(422);
      expect(result.problems()).toEqual([]);
      const detail = (result.json() as { detail: { loc: unknown[]; msg: string }[] }).detail;
      expect(detail[0]?.loc).toEqual(["body", "room_type"]);
      expect(detail[0]?.msg).toContain("standard");
    }
  });

  it.each([
    ["a missing field", { guest_name: "A", nights: 1 }, "room_type"],
    ["a string for nights", { ...VALID, nights: "3" }, "nights"],
    ["a fractional nights", { ...VALID, nights: 1.5 }, "nights"],
    ["zero nights", { ...VALID, nights: 0 }, "nights"],
    ["366 nights", { ...VALID, nights: 366 }, "nights"],
    ["an empty guest name", { ...VALID, guest_name: "" }, "guest_name"],
    ["a 101-character guest name", { ...VALID, guest_name: "x".repeat(101) }, "guest_name"],
    ["a null guest name", { ...VALID, guest_name: null }, "guest_name"],
    ["a numeric room type", { ...VALID, room_type: 7 }, "room_type"],
  ])("rejects %s with 422 and a FastAPI-style detail", async (_label, body, field) => {
    const result = await post(JSON.stringify(body));
    expect(result.response.status).toBe(422);
    expect(result.problems()).toEqual([]);
    const detail = (result.json() as { detail: { loc: unknown[] }[] }).detail;
    expect(detail.map((issue) => issue.loc)).toContainEqual(["body", field]);
  });

  it("counts guest name length in characters, not UTF-16 units", async () => {
    const result = await post(JSON.stringify({ ...VALID, guest_name: "😀".repeat(100) }));
    expect(result.response.status).toBe(200);
    expect(result.problems()).toEqual([]);
  });

  it("turns malformed and non-JSON bodies into documented 422s, never Fastify's 400/415", async () => {
    const cases: [string, Record<string, string>][] = [
      ["{oops", JSON_AUTH],
      ["", JSON_AUTH],
      ["[1, 2]", JSON_AUTH],
      ["null", JSON_AUTH],
      ["guest_name=A", { ...AUTH, "content-type": "application/x-www-form-urlencoded" }],
      ["hello", { ...AUTH, "content-type": "text/plain" }],
      ["<a/>", { ...AUTH, "content-type": "application/xml" }],
    ];
    for (const [body, headers] of cases) {
      const result = await post(body, headers);
      expect(result.response.status, `${headers["content-type"]} ${body}`).toBe(422);
      expect(result.problems()).toEqual([]);
    }
    const noBody = await call("POST", "/bookings", "/bookings", { headers: AUTH });
    expect(noBody.response.status).toBe(422);
    expect(noBody.problems()).toEqual([]);
  });

  it("answers GET /bookings/{id} with 404 for unknown ids and 422 for non-integers", async () => {
    const missing = await call("GET", "/bookings/987654321", "/bookings/{booking_id}", { headers: AUTH });
    expect(missing.response.status).toBe(404);
    expect(missing.json()).toEqual({ detail: "Booking not found" });
    expect(missing.problems()).toEqual([]);
    for (const raw of ["abc", "1.5", "1e3", "%20", "", "x".repeat(300), "99999999999999999999999"]) {
      const result = await call("GET", `/bookings/${raw}`, "/bookings/{booking_id}", { headers: AUTH });
      expect([404, 422], raw).toContain(result.response.status);
      expect(result.problems()).toEqual([]);
    }
    expect((await call("GET", "/bookings/abc", "/bookings/{booking_id}", { headers: AUTH })).response.status).toBe(422);
  });

  it("answers invalid percent-encoding in booking_id like an invalid id, after auth", async () => {
    for (const raw of ["%E0", "%", "%zz"]) {
      const response = await request(`${base}/bookings/${raw}`, { headers: AUTH });
      const text = await response.body.text();
      expect(response.statusCode, raw).toBe(422);
      expect(checker.problems("/bookings/{booking_id}", "get", response.statusCode, String(response.headers["content-type"]), text)).toEqual([]);
    }
    const anonymous = await request(`${base}/bookings/%E0`);
    expect(anonymous.statusCode).toBe(401);
    await anonymous.body.dump();
  });

  it("serves /health without auth", async () => {
    const result = await call("GET", "/health", "/health");
    expect(result.response.status).toBe(200);
    expect(result.json()).toEqual({ status: "ok" });
    expect(result.problems()).toEqual([]);
  });

  it("answers undeclared methods with 405 and Allow, and unknown routes with a JSON 404", async () => {
    const put = await request(`${base}/bookings`, { method: "PUT", headers: JSON_AUTH, body: "{broken" });
    expect(put.statusCode).toBe(405);
    expect(put.headers["allow"]).toBe("POST");
    await put.body.dump();
    for (const method of ["DELETE", "PATCH", "OPTIONS", "TRACE"] as const) {
      const response = await request(`${base}/bookings/1`, { method });
      expect(response.statusCode, method).toBe(405);
      expect(response.headers["allow"]).toBe("GET, HEAD");
      await response.body.dump();
    }
    const unknown = await fetch(`${base}/nowhere`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ detail: "Not Found" });
  });

  it("serves its OpenAPI document with FastAPI-style operation ids and documented statuses", async () => {
    const response = await fetch(`${base}/openapi.json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as Record<string, any>;
    expect(document).toEqual(openapiDocument({ fixed }));
    expect(document["openapi"]).toBe("3.1.0");
    expect(document["servers"]).toBeUndefined();
    const paths = document["paths"];
    expect(paths["/bookings"].post.operationId).toBe("create_booking_bookings_post");
    expect(paths["/bookings/{booking_id}"].get.operationId).toBe("get_booking_bookings__booking_id__get");
    expect(paths["/health"].get.operationId).toBe("health_health_get");
    expect(Object.keys(paths["/bookings"].post.responses).sort()).toEqual(["200", "401", "422"]);
    expect(Object.keys(paths["/bookings/{booking_id}"].get.responses).sort()).toEqual(["200", "401", "404", "422"]);
    expect(Object.keys(paths["/health"].get.responses)).toEqual(["200"]);
    expect(document["components"].securitySchemes.bearerAuth).toEqual({ type: "http", scheme: "bearer" });
    const roomType = fixed ? document["components"].schemas.RoomType : document["components"].schemas.BookingCreate.properties.room_type;
    expect(roomType.type).toBe("string");
    expect(roomType.enum).toEqual(fixed ? ["standard", "deluxe", "suite"] : undefined);
    // Structural validity: every $ref resolves, every operation has described responses and a
    // known security scheme, and links name existing operations.
    const refs = JSON.stringify(document).match(/"\$ref":"[^"]+"/g) ?? [];
    for (const ref of refs) {
      const pointer = ref.slice(8, -1).replace(/^#\//, "").split("/");
      expect(pointer.reduce((node: any, key) => node?.[key], document), ref).toBeDefined();
    }
    const operations = Object.values(paths).flatMap((item: any) => Object.values(item)) as any[];
    const operationIds = new Set(operations.map((operation) => operation.operationId));
    expect(operationIds.size).toBe(3);
    for (const operation of operations) {
      expect(Object.keys(operation.responses).length).toBeGreaterThan(0);
      for (const response of Object.values(operation.responses) as any[]) {
        expect(typeof response.description).toBe("string");
        for (const link of Object.values(response.links ?? {}) as any[]) expect(operationIds).toContain(link.operationId);
      }
      for (const requirement of operation.security ?? []) {
        for (const scheme of Object.keys(requirement)) expect(document["components"].securitySchemes).toHaveProperty(scheme);
      }
      const secured = (operation.security ?? []).length > 0;
      expect(Object.keys(operation.responses).includes("401")).toBe(secured);
    }
    const create = document["components"].schemas.BookingCreate.properties;
    expect([create.nights.minimum, create.nights.maximum, create.guest_name.minLength, create.guest_name.maxLength]).toEqual([1, 365, 1, 100]);
  });

  it("serves /docs as a self-contained HTML page that loads /openapi.json", async () => {
    const response = await fetch(`${base}/docs`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain('fetch("/openapi.json")');
    expect(html).toContain("Try it");
    expect(html).not.toMatch(/<script[^>]+src=|<link[^>]+href=|https?:\/\/(?!www\.w3)/);
  });
});
