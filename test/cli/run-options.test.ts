import { createServer, type Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseRunOptions } from "../../src/cli/build-settings.js";
import { buildProgram } from "../../src/cli/main.js";
import type { RawRunOptions } from "../../src/cli/run-options.js";
import { UsageError } from "../../src/core/errors.js";
import { inventoryHandler } from "../support/inventory-api.js";
import { memoryOutput, startServer, type TestServer } from "../support/server.js";
import { cli, QUICK } from "../support/catalog-api.js";

function rawOptions(args: string[]): RawRunOptions {
  const io = { stdout: memoryOutput(), stderr: memoryOutput(), env: {} };
  const program = buildProgram(io, () => undefined);
  const run = program.commands.find((command) => command.name() === "run")!;
  run.action(() => undefined);
  program.parse(["run", "schema.json", ...args], { from: "user" });
  return run.opts<RawRunOptions>();
}

const parse = (args: string[]) => parseRunOptions(rawOptions(args), 2);

describe("the remaining options map onto the configuration overrides", () => {
  it("network, warnings and generation flags", () => {
    const { overrides } = parse([
      "--proxy", "http://user:pw@127.0.0.1:3128", "--request-cert", "client.pem", "--request-cert-key", "client.key",
      "--warnings", "missing_auth,validation_mismatch", "--generation-allow-x00", "false",
      "--generation-exclude-header-characters", "\\r\\n;\\t", "--generation-max-examples", "7", "--generation-mode", "negative",
      "--generation-no-shrink",
    ]);
    expect(overrides.network).toMatchObject({ proxy: "http://user:pw@127.0.0.1:3128", requestCert: "client.pem", requestCertKey: "client.key" });
    expect(overrides.warnings).toEqual(["missing_auth", "validation_mismatch"]);
    expect(overrides.generation).toMatchObject({ allowX00: false, excludeHeaderCharacters: "\r\n;\t", maxExamples: 7, mode: "negative", noShrink: true });
  });

  it("leaves everything unset when not given, so the configuration file decides", () => {
    const { overrides } = parse([]);
    expect(overrides.warnings).toBeUndefined();
    expect(overrides.network).toMatchObject({ proxy: undefined, requestCert: undefined, requestCertKey: undefined });
    expect(overrides.generation).toMatchObject({ allowX00: undefined, excludeHeaderCharacters: undefined, maxExamples: undefined, mode: undefined, noShrink: undefined });
  });

  it.each([["true", true], ["false", false], ["missing_test_data", ["missing_test_data"]]])("--warnings %s", (value, expected) => {
    expect(parse(["--warnings", value]).overrides.warnings).toEqual(expected);
  });

  it("accepts a --generation-* alias next to its short twin when they agree", () => {
    expect(parse(["-n", "5", "--generation-max-examples", "5"]).overrides.generation?.maxExamples).toBe(5);
    expect(parse(["--no-shrink"]).overrides.generation?.noShrink).toBe(true);
  });

  it.each<[string[], RegExp]>([
    [["--warnings", "missing_auth,typo"], /Invalid warning 'typo' in --warnings/],
    [["--proxy", "not a url"], /--proxy: 'not a url' is not a URL/],
    [["--proxy", "socks5://127.0.0.1:1080"], /--proxy: 'socks5:' proxies are not supported/],
    [["--generation-allow-x00", "maybe"], /--generation-allow-x00: 'maybe' is not true or false/],
    [["--generation-exclude-header-characters", "\\q"], /Invalid escape '\\q' in --generation-exclude-header-characters/],
    [["--generation-max-examples", "0"], /--generation-max-examples: 0 is less than the minimum of 1/],
    [["--generation-mode", "wild"], /Invalid --generation-mode 'wild'/],
    [["-n", "5", "--generation-max-examples", "6"], /--max-examples 5 and --generation-max-examples 6 disagree/],
    [["--mode", "positive", "--generation-mode", "negative"], /--mode positive and --generation-mode negative disagree/],
    [["--shard", "0/3"], /--shard: shard 0 of 3 does not exist/],
  ])("rejects %j naming the flag", (args, message) => {
    expect(() => parse(args)).toThrow(UsageError);
    expect(() => parse(args)).toThrow(message);
  });

  it("--help documents every new option with its default", async () => {
    const result = await cli(["run", "--help"]);
    expect(result.code).toBe(0);
    // One entry per option: from its flags to the next option's flags or the blank line ending its group.
    const entries = result.stdout.split(/\n(?=\s{2}(?:-\w, )?--)|\n\n/).map((entry) => entry.replace(/\s+/g, " ").trim());
    const flags = ["--proxy", "--request-cert", "--request-cert-key", "--warnings", "--generation-allow-x00", "--generation-exclude-header-characters",
      "--generation-max-examples", "--generation-mode", "--generation-no-shrink", "--wait-for-schema", "--shard", "--exclude-deprecated"];
    for (const target of ["path", "method", "name", "tag", "operation-id"]) {
      for (const kind of ["include", "exclude"]) flags.push(`--${kind}-${target}`, `--${kind}-${target}-regex`);
    }
    for (const flag of flags) {
      const entry = entries.find((text) => text.startsWith(`${flag} `));
      expect(entry, flag).toMatch(/\(default: [^)]+\)$/);
    }
  });
});

/** A forward proxy that tunnels CONNECT requests and counts them. */
async function startProxy(): Promise<{ url: string; tunnels: number; close(): Promise<void> }> {
  const state = { tunnels: 0 };
  const server: Server = createServer((_req, res) => res.writeHead(501).end());
  server.on("connect", (req, socket, head) => {
    state.tunnels++;
    const [host = "", port = "80"] = (req.url ?? "").split(":");
    const upstream = connect(Number(port), host, () => {
      socket.write("HTTP/1.1 200 Connection Established\r\n\r\n");
      upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    upstream.on("error", () => socket.destroy());
    socket.on("error", () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    get tunnels() {
      return state.tunnels;
    },
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

describe("apitest run with the remaining options", () => {
  let api: TestServer;
  beforeAll(async () => {
    api = await startServer(inventoryHandler({ fixed: true, token: "t0ken-value" }));
  });
  afterAll(async () => {
    await api.close();
  });

  it("--warnings false hides the warnings, --warnings missing_test_data keeps only that one", async () => {
    // Without credentials every answer is 401: missing_auth fires.
    const shown = await cli(["run", `${api.url}/openapi.json`, ...QUICK, "-n", "6"]);
    expect(shown.stdout).toContain("missing_auth");
    const hidden = await cli(["run", `${api.url}/openapi.json`, ...QUICK, "-n", "6", "--warnings", "false"]);
    expect(hidden.stdout).not.toContain("WARNINGS");
    const other = await cli(["run", `${api.url}/openapi.json`, ...QUICK, "-n", "6", "--warnings", "missing_test_data"]);
    expect(other.stdout).not.toContain("missing_auth");
  });

  it("--proxy sends the requests through the proxy", async () => {
    const proxy = await startProxy();
    try {
      const result = await cli(["run", `${api.url}/openapi.json`, ...QUICK, "-H", "Authorization: Bearer t0ken-value", "--proxy", proxy.url]);
      expect(result.stderr).toBe("");
      expect(result.code).toBe(0);
      expect(proxy.tunnels).toBeGreaterThan(0);
    } finally {
      await proxy.close();
    }
  });

  it("--request-cert-key without a certificate is a usage error", async () => {
    const result = await cli(["run", `${api.url}/openapi.json`, ...QUICK, "--request-cert-key", "client.key"]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/without a certificate: add --request-cert/);
  });
});

describe("--fail-fast", () => {
  it("stops each operation at its first failure; refused next to --continue-on-failure, naming both", () => {
    expect(parse(["--fail-fast"]).overrides.failFast).toBe(true);
    expect(parse([]).overrides.failFast).toBeUndefined();
    expect(() => parse(["--fail-fast", "--continue-on-failure"])).toThrow(UsageError);
    expect(() => parse(["--fail-fast", "--continue-on-failure"])).toThrow(/--fail-fast and --continue-on-failure contradict each other/);
  });
});
