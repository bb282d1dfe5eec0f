import { mkdtemp, readdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { inventoryHandler } from "../support/inventory-api.js";
import { memoryOutput, startServer, type TestServer } from "../support/server.js";

const HEADER_TOKEN = "hdr-token-7f3a9c21";
const CONFIG_TOKEN = "cfg-token-51be0d44";
const BASIC_PASSWORD = "basic-pass-93e1";
const CONFIG_PASSWORD = "cfg-pass-0c77a2";

/** Everything a run wrote: console, errors and every report file. */
async function everything(args: string[], dir: string, env: Record<string, string> = {}): Promise<string> {
  const stdout = memoryOutput();
  const stderr = memoryOutput();
  await main([...args, "--report", "all", "--report-dir", dir, "--phases", "fuzzing", "-n", "5", "--seed", "4"], { stdout, stderr, env });
  let text = stdout.text() + stderr.text();
  for (const file of await readdir(dir)) text += await readFile(join(dir, file), "utf8");
  return text;
}

describe("secrets never reach output or reports while sanitization is on", () => {
  let server: TestServer;
  let root: string;
  beforeAll(async () => {
    // Requires a token it never gets right here, and crashes on negative quantities: failures with curl commands galore.
    server = await startServer(inventoryHandler({ token: "the-real-one" }));
    root = await mkdtemp(join(tmpdir(), "apitest-secrets-"));
    await writeFile(
      join(root, "apitest.toml"),
      ["[headers]", `X-Api-Key = "\${CONFIG_TOKEN}"`, "[auth.basic]", 'username = "cfg-user"', `password = "${CONFIG_PASSWORD}"`].join("\n"),
    );
  });
  afterAll(async () => {
    await server.close();
  });

  it("masks -H, --auth, the configuration's headers and auth.basic everywhere", async () => {
    const config = join(root, "apitest.toml");
    const fromFlags = await everything(
      ["run", `${server.url}/openapi.json`, "-H", `Authorization: Bearer ${HEADER_TOKEN}`, "--auth", `user:${BASIC_PASSWORD}`],
      await mkdtemp(join(root, "flags-")),
    );
    const fromConfig = await everything(["run", `${server.url}/openapi.json`, "--config-file", config], await mkdtemp(join(root, "config-")), { CONFIG_TOKEN });
    expect(fromFlags).toContain("[Filtered]");
    expect(fromConfig).toContain("[Filtered]");
    for (const output of [fromFlags, fromConfig]) {
      for (const secret of [HEADER_TOKEN, BASIC_PASSWORD, CONFIG_TOKEN, CONFIG_PASSWORD]) expect(output).not.toContain(secret);
      for (const encoded of [`user:${BASIC_PASSWORD}`, `cfg-user:${CONFIG_PASSWORD}`].map((pair) => Buffer.from(pair).toString("base64"))) {
        expect(output).not.toContain(encoded);
      }
    }
  });

  it("shows the token in the reproduction commands with --output-sanitize false", async () => {
    const stdout = memoryOutput();
    await main(
      ["run", `${server.url}/openapi.json`, "-H", `Authorization: Bearer ${HEADER_TOKEN}`, "--output-sanitize", "false", "--phases", "fuzzing", "-n", "3"],
      { stdout, stderr: memoryOutput(), env: {} },
    );
    expect(stdout.text()).toMatch(new RegExp(`curl .*Authorization: Bearer ${HEADER_TOKEN}`));
    // The configuration's credentials really are sent (so the masking above is not vacuous).
    const config = join(root, "apitest.toml");
    const unmasked = memoryOutput();
    await main(["run", `${server.url}/openapi.json`, "--config-file", config, "--output-sanitize", "false", "--phases", "fuzzing", "-n", "3"], {
      stdout: unmasked,
      stderr: memoryOutput(),
      env: { CONFIG_TOKEN },
    });
    expect(unmasked.text()).toContain(`X-Api-Key: ${CONFIG_TOKEN}`);
    expect(unmasked.text()).toContain(`Authorization: Basic ${Buffer.from(`cfg-user:${CONFIG_PASSWORD}`).toString("base64")}`);
  });
});
