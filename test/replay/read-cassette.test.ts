import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openCassette } from "../../src/replay/read-cassette.js";

const dir = mkdtempSync(join(tmpdir(), "apitest-cassette-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A cassette whose first item is well-formed and whose second (when given) is `second`. */
function cassette(name: string, second?: string): string {
  const path = join(dir, name);
  const first = [
    "- id: '1'",
    "  status: success",
    "  request:",
    "    method: GET",
    "    uri: http://127.0.0.1:1/items?day=2024-01-01",
    "    headers:",
    "      X-Day: [2024-01-01]",
    "      X-Flag: [yes]",
    "    body:",
    "      string: 2024-01-01",
    "  response:",
    "    status:",
    "      code: 200",
  ];
  writeFileSync(path, ["command: apitest run", "http_interactions:", ...first, ...(second === undefined ? [] : [second]), ""].join("\n"));
  return path;
}

describe("openCassette", () => {
  it("reads items as YAML 1.2's core schema: dates and yes/no stay strings", async () => {
    const read = [];
    for await (const interaction of (await openCassette(cassette("plain.yaml"))).interactions) read.push(interaction);
    expect(read).toHaveLength(1);
    expect(read[0]?.request.headers).toEqual({ "X-Day": ["2024-01-01"], "X-Flag": ["yes"] });
    expect(Buffer.from(read[0]?.request.body ?? new Uint8Array()).toString()).toBe("2024-01-01");
    expect(read[0]?.status).toBe(200);
  });

  it("names an item that is not YAML, with the YAML parser's own message and where", async () => {
    const path = cassette("broken.yaml", "- id: '2'\n  request: {method: GET, uri: [http://x");
    const read = async (): Promise<void> => {
      for await (const interaction of (await openCassette(path)).interactions) void interaction;
    };
    await expect(read()).rejects.toThrow(
      new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} is not a VCR cassette apitest can replay: interaction 2 is not valid YAML \\(Flow sequence in block collection must be sufficiently indented and end with a \\] at line 2, column \\d+:\\)\\.`),
    );
  });
});
