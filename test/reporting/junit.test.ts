import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createJunitReporter } from "../../src/reporting/junit.js";
import { xmlAttribute, xmlText } from "../../src/reporting/report-xml.js";
import {
  drive,
  failureReport,
  interaction,
  operationFinished,
  response,
  runFinished,
  runStarted,
  SANITIZE_OFF,
  SANITIZE_ON,
  SERVER_ERROR,
  tempDir,
  TOKEN,
} from "../support/report-events.js";
import { findAll, parseXml } from "../support/xml-check.js";

const NASTY = `a&b <tag> "q" 'a' \u0000 \u0001 \u001f \uFFFE \uFFFF \uD800 lone \uDC00 end \uD83D\uDE00 ok]]>`;

describe("XML escaping", () => {
  it("keeps any string well-formed and readable, in text and in attributes", () => {
    const doc = `<r a="${xmlAttribute(NASTY)}" b="${xmlAttribute("line1\nline2\tx\ry")}">${xmlText(NASTY)}</r>`;
    const root = parseXml(doc);
    expect(root.attributes["b"]).toBe("line1\nline2\tx\ry");
    for (const value of [root.text, root.attributes["a"]!]) {
      expect(value).toContain(`a&b <tag> "q" 'a'`);
      expect(value).toContain("\\u0000 \\u0001 \\u001F \\uFFFE \\uFFFF \\uD800 lone \\uDC00 end");
      // A valid surrogate pair (an emoji) is kept as is.
      expect(value).toContain("\uD83D\uDE00 ok]]>");
    }
  });

  it("the checker rejects what a parser rejects", () => {
    expect(() => parseXml("<a>\u0000</a>")).toThrow(/forbidden/);
    expect(() => parseXml("<a>x & y</a>")).toThrow(/raw &/);
    expect(() => parseXml("<a><b></a></b>")).toThrow();
    expect(() => parseXml(`<a x="1" x="2"/>`)).toThrow(/duplicate/);
    expect(() => parseXml("<a/><b/>")).toThrow(/second root/);
  });
});

describe("JUnit report", () => {
  it("writes one testcase per operation with correct counts, failure details and curl", async () => {
    const path = join(tempDir(), "nested", "dir", "junit.xml");
    const sink = createJunitReporter({ path, sanitization: SANITIZE_ON, secrets: [TOKEN] });
    const crash = response(500, `{"error":"boom","token":"${TOKEN}"}\u0000${NASTY}\n${"trace line\n".repeat(200)}`, { "content-type": ["text/plain"] });
    const undocumented = { check: "status_code_conformance", title: "Undocumented HTTP status code", message: "Received: 418\nDocumented: 200, 404", key: "418" };
    await drive(sink, [
      runStarted(7),
      interaction({ res: crash, failures: [SERVER_ERROR] }),
      interaction({ operation: "GET /users/{id}" }),
      operationFinished("POST /bookings", "failed", [failureReport(SERVER_ERROR, crash), failureReport(undocumented, response(418, `{"detail":"teapot"}`))]),
      operationFinished("GET /users/{id}", "passed"),
      operationFinished("DELETE /users/{id}", "skipped", [], { skipReason: "no <body> & \"media\" type" }),
      operationFinished("GET /health", "errored", [], { errors: [{ title: "Network error", message: "connection refused", curl: "curl http://127.0.0.1:9/api/health" }] }),
      { type: "warning", name: "missing_auth", message: "most requests were rejected", hint: "provide --auth", operations: ["GET /health"] },
      runFinished(),
    ]);
    const text = readFileSync(path, "utf8");
    const root = parseXml(text);
    expect(root.name).toBe("testsuites");
    const [suite] = findAll(root, "testsuite");
    expect(suite?.attributes["name"]).toBe("apitest");
    for (const element of [root, suite!]) {
      expect(element.attributes).toMatchObject({ tests: "4", failures: "1", errors: "1", skipped: "1", time: "1.500" });
    }
    const cases = findAll(root, "testcase");
    expect(cases.map((test) => test.attributes["name"])).toEqual(["POST /bookings", "GET /users/{id}", "DELETE /users/{id}", "GET /health"]);
    expect(cases.every((test) => test.attributes["classname"] === "Bookings")).toBe(true);
    // Time of an operation: the summed response times of its requests.
    expect(cases[0]!.attributes["time"]).toBe("0.250");

    const failures = findAll(cases[0]!, "failure");
    expect(failures.map((failure) => [failure.attributes["type"], failure.attributes["message"]])).toEqual([
      ["not_a_server_error", "Server error"],
      ["status_code_conformance", "Undocumented HTTP status code"],
    ]);
    expect(failures[0]!.text).toContain("Received: 500 Internal Server Error");
    expect(failures[0]!.text).toContain("[500] Internal Server Error:");
    expect(failures[0]!.text).toContain('{"error":"boom"');
    expect(failures[0]!.text).toContain("Reproduce with:\n\n    curl -X POST");
    // The body is truncated as on the console.
    expect(failures[0]!.text).toMatch(/truncated: \d+ more bytes/);
    expect(failures[1]!.text).toContain("Documented: 200, 404");
    expect(findAll(cases[2]!, "skipped")[0]?.attributes["message"]).toBe('no <body> & "media" type');
    const error = findAll(cases[3]!, "error")[0]!;
    expect(error.attributes["message"]).toBe("Network error");
    expect(error.text).toContain("connection refused");
    expect(error.text).toContain("curl http://127.0.0.1:9/api/health");
    const properties = Object.fromEntries(findAll(root, "property").map((p) => [p.attributes["name"], p.attributes["value"]]));
    expect(properties).toMatchObject({ seed: "7", title: "Bookings", base_url: "http://127.0.0.1:9/api" });
    expect(findAll(root, "system-out")[0]?.text).toContain("Warning missing_auth");
    expect(text).not.toContain(TOKEN);
  });

  it("shows the raw token when sanitization is off", async () => {
    const path = join(tempDir(), "junit.xml");
    const crash = response(500, `{"token":"${TOKEN}"}`);
    await drive(createJunitReporter({ path, sanitization: SANITIZE_OFF, secrets: [TOKEN] }), [
      runStarted(),
      operationFinished("POST /bookings", "failed", [failureReport(SERVER_ERROR, crash)]),
      runFinished(),
    ]);
    expect(readFileSync(path, "utf8")).toContain(TOKEN);
  });

  it("masks secret keys and values in bodies when sanitization is on", async () => {
    const path = join(tempDir(), "junit.xml");
    const crash = response(500, `{"token":"abc-secret-value","echo":"Bearer ${TOKEN}"}`);
    await drive(createJunitReporter({ path, sanitization: SANITIZE_ON, secrets: [TOKEN] }), [
      runStarted(),
      operationFinished("POST /bookings", "failed", [failureReport(SERVER_ERROR, crash)]),
      runFinished(),
    ]);
    const text = readFileSync(path, "utf8");
    expect(text).not.toContain(TOKEN);
    expect(text).not.toContain("abc-secret-value");
    expect(text).toContain("[Filtered]");
  });
});
