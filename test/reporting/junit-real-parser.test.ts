import { readFileSync } from "node:fs";
import { join } from "node:path";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { createJunitReporter } from "../../src/reporting/junit.js";
import { DEFAULT_OUTPUT } from "../../src/core/settings.js";
import { Response } from "../../src/core/response.js";
import { tempDir } from "../support/report-events.js";

/** A request/response pair carrying every character XML 1.0 forbids, and markup. */
function hostileResponse(): Response {
  const body = Buffer.from("\u0000\u0001\u0008\u000b\u001f <b>&amp;</b> \"quotes\" 'single' \ud800 \ufffe\uffff end", "utf8");
  return new Response({
    statusCode: 500,
    message: "Internal Server Error",
    headers: { "content-type": ["text/plain"] },
    content: body,
    elapsed: 0.01,
    httpVersion: "1.1",
    request: { method: "POST", url: "http://127.0.0.1:9/items?q=<x>&y=\u0007", headers: {} },
    verify: true,
  });
}

describe("JUnit report read by a real XML parser", () => {
  it("is well-formed and its counts are what a CI server reads, whatever the API sent", async () => {
    const path = join(tempDir(), "junit.xml");
    const sink = createJunitReporter({ path, sanitization: DEFAULT_OUTPUT.sanitization, secrets: [] });
    const response = hostileResponse();
    const failure = { check: "not_a_server_error", title: "Server error <\u0000>", message: "Received: 500 \u0001 & more", key: "500" };
    await sink.handle({ type: "run-started", title: "Hostile & <API>", specVersion: "3.0.3", baseUrl: "http://127.0.0.1:9", operations: 3, phases: ["fuzzing"], seed: 1 });
    await sink.handle({
      type: "operation-finished",
      phase: "fuzzing",
      operation: "POST /items",
      status: "failed",
      failures: [
        {
          failure,
          caseData: { method: "POST", path: "/items", pathParameters: {}, query: {}, headers: {}, cookies: {}, body: "x", mediaType: "text/plain" },
          meta: { phase: "fuzzing", mode: "positive" },
          caseId: "abc",
          request: response.request,
          response,
          curl: "curl -X POST 'http://127.0.0.1:9/items?q=<x>'",
        },
      ],
      errors: [],
      stats: { cases: 1, statuses: { 500: 1 } },
    });
    await sink.handle({ type: "operation-finished", phase: "fuzzing", operation: "GET /ok", status: "passed", failures: [], errors: [], stats: { cases: 3, statuses: { 200: 3 } } });
    await sink.handle({ type: "operation-finished", phase: "fuzzing", operation: "GET /broken", status: "errored", failures: [], errors: [{ title: "Network error", message: "connection reset \u0000" }], stats: { cases: 0, statuses: {} } });
    await sink.handle({ type: "run-finished", durationSeconds: 1, interrupted: false });
    await sink.close?.();

    const xml = readFileSync(path, "utf8");
    expect(XMLValidator.validate(xml)).toBe(true);
    const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "" }).parse(xml) as {
      testsuites: { tests: string; failures: string; errors: string; testsuite: { tests: string; testcase: { name: string; failure?: { type: string } }[] } };
    };
    expect(parsed.testsuites.tests).toBe("3");
    expect(parsed.testsuites.failures).toBe("1");
    expect(parsed.testsuites.errors).toBe("1");
    const names = parsed.testsuites.testsuite.testcase.map((test) => test.name);
    expect(names).toEqual(["POST /items", "GET /ok", "GET /broken"]);
    expect(parsed.testsuites.testsuite.testcase[0]?.failure?.type).toBe("not_a_server_error");
  });
});
