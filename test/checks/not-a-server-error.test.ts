import { describe, expect, it } from "vitest";
import { notAServerError } from "../../src/checks/not-a-server-error.js";
import { context, documented, failuresOf, jsonResponse, operation, response } from "../support/check-helpers.js";

const op = operation([documented("200")]);

describe("not_a_server_error", () => {
  it.each([
    [200, undefined, 0],
    [404, undefined, 0],
    [499, undefined, 0],
    [500, undefined, 1],
    [503, undefined, 1],
    [599, undefined, 1],
    [503, [503], 0],
    [503, ["503"], 0],
    [503, ["5XX"], 0],
    [503, ["5xx"], 0],
    [500, [503], 1],
    [500, [200], 1],
  ] as const)("status %i with expected statuses %j gives %i failures", async (status, expected, count) => {
    const ctx = context(op, expected === undefined ? {} : { config: { expectedStatuses: expected } });
    expect(await failuresOf(notAServerError, ctx, response({ status }))).toHaveLength(count);
  });

  it("names the status and reason", async () => {
    const [failure] = await failuresOf(notAServerError, context(op), response({ status: 500, message: "Internal Server Error" }));
    expect(failure).toEqual({ check: "not_a_server_error", title: "Server error", message: "Received: 500 Internal Server Error", key: "500" });
  });

  it("falls back to the standard reason phrase when the server sent none", async () => {
    const [failure] = await failuresOf(notAServerError, context(op), response({ status: 502 }));
    expect(failure?.message).toBe("Received: 502 Bad Gateway");
  });

  it("gives one key to the same crash reached with different data", async () => {
    const a = await failuresOf(notAServerError, context(op), jsonResponse(500, { error: "KeyError: room 123 (id 4f3a9c2e8b7d)" }));
    const b = await failuresOf(notAServerError, context(op), jsonResponse(500, { error: "KeyError: room 98 (id 0a1b2c3d4e5f)" }));
    expect(a[0]?.key).toBe(b[0]?.key);
    expect(a[0]?.key).toMatch(/^500:KeyError: room/);
  });

  it("gives one key to a crash whose message embeds the offending character or code point, and two to two crashes", async () => {
    const messages = ["Invalid character 'é' in name", "Invalid character '\u0000' in name", "Invalid character '~' in name", "Invalid character '\u{1F600}' in name"];
    const keys = new Set<string>();
    for (const error of messages) keys.add((await failuresOf(notAServerError, context(op), jsonResponse(500, { error })))[0]?.key ?? "");
    expect(keys).toEqual(new Set(["500:Invalid character '<char>' in name"]));
    const codePoints = await Promise.all(["U+00E9", "U+1F600"].map(async (point) => (await failuresOf(notAServerError, context(op), jsonResponse(500, { error: `bad code point ${point}` })))[0]?.key));
    expect(codePoints[0]).toBe(codePoints[1]);
    const other = await failuresOf(notAServerError, context(op), jsonResponse(500, { error: "Invalid character 'é' in title" }));
    expect(other[0]?.key).not.toBe([...keys][0]);
  });

  it("keeps different crashes apart", async () => {
    const keys = new Set<string>();
    const bodies = [
      jsonResponse(500, { message: "TypeError: cannot read x" }),
      jsonResponse(500, { detail: "ZeroDivisionError" }),
      jsonResponse(500, { error: { message: "Database is down" } }),
      response({ status: 500, headers: { "content-type": "text/plain" }, body: "RangeError: bad size\n    at foo (a.js:1:2)" }),
      response({
        status: 500,
        headers: { "content-type": "text/plain" },
        body: 'Traceback (most recent call last):\n  File "app.py", line 3\nValueError: bad room\n',
      }),
      response({ status: 500, headers: { "content-type": "text/html" }, body: "<html><body><pre>Error: boom<br> &nbsp;at x</pre></body></html>" }),
    ];
    for (const res of bodies) {
      const [failure] = await failuresOf(notAServerError, context(op), res);
      keys.add(failure?.key ?? "");
    }
    expect(keys).toEqual(
      new Set([
        "500:TypeError: cannot read x",
        "500:ZeroDivisionError",
        "500:Database is down",
        "500:RangeError: bad size",
        "500:ValueError: bad room",
        "500:Error: boom",
      ]),
    );
  });

  it("uses the bare status when the body says nothing useful", async () => {
    for (const res of [
      jsonResponse(500, [1, 2]),
      jsonResponse(500, { code: 17 }),
      response({ status: 500, headers: { "content-type": "application/json" }, body: "{not json" }),
      response({ status: 500, headers: { "content-type": "image/png" }, body: new Uint8Array([137, 80]) }),
      response({ status: 500 }),
    ]) {
      const [failure] = await failuresOf(notAServerError, context(op), res);
      expect(failure?.key).toBe("500");
    }
  });
});
