import { expect } from "vitest";

function count(text: string, part: string): number {
  return text.split(part).length - 1;
}

/**
 * What every failing run of the Fastify search fixture (test/fixtures/integrations, Vitest's and
 * Jest's) must show: the coverage phase's crash, once, briefly, in at most `maxLines` lines.
 */
export function expectOneShortFailure(output: string, maxLines: number): void {
  // The failure is found by the coverage phase (positive random fuzzing never omits `q`).
  expect(output).toContain("search[GET /search] failed on case");
  expect(output).toContain("of the coverage phase (negative: query q: missing); replay with { seed: 5 }.");
  // Printed once: no "Caused by", no serialized copy of the same error.
  expect(count(output, "- Server error [not_a_server_error]")).toBe(1);
  expect(count(output, "Reproduce with:")).toBe(1);
  expect(output).not.toMatch(/Caused by|Serialized Error|^\s*Cause:/m);
  // The grouped form: the checks as bullets, then the response and the curl command once.
  expect(output).toMatch(/- Server error \[not_a_server_error\][\s\S]*- Undocumented HTTP status code \[status_code_conformance\][\s\S]*\[500\] Internal Server Error:[\s\S]*Reproduce with:\s+curl -X GET .*http:\/\/app\.local\/search/);
  expect(output).toContain("(http://app.local is the in-process app the schema was loaded from");
  // Stack frames: the user's line, never the package's sources (not shipped) or its bundle.
  expect(output).toMatch(/search\.(fixture\.ts|test\.mjs):1[12]:3/);
  expect(output).not.toMatch(/src\/(api|integrations)\/[\w-]+\.ts/);
  expect(output).not.toMatch(/lib\/chunk-/);
  expect(output.split("\n").length).toBeLessThan(maxLines);
}
