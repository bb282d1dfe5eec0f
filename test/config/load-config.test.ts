import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Config } from "../../src/config/config.js";
import { ConfigInvalidError } from "../../src/config/config-error.js";
import { loadConfigFile } from "../../src/config/load-config.js";
import { parseConfigText } from "../../src/config/parse-config.js";
import { ApitestError } from "../../src/core/errors.js";
import { operation, problems } from "../support/config-support.js";

const EXAMPLE = new URL("../fixtures/config/apitest.toml", import.meta.url).pathname;

describe("loadConfigFile", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "apitest-load-"));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("loads the example file, keeping kebab-case keys as data and substituting ${API_TOKEN}", async () => {
    const file = await loadConfigFile(EXAMPLE, { API_TOKEN: "t0ken" });
    expect(file.headers).toEqual({ Authorization: "Bearer t0ken" });
    expect(file.generation?.["max-examples"]).toBe(50);
    expect(file.project?.[0]?.title).toBe("Booking API");
    expect(file.operations?.[1]).toMatchObject({ "include-tag": "admin", "exclude-method": "GET", enabled: false });
  });

  it("names the unset variable, the key using it and its line", async () => {
    await expect(loadConfigFile(EXAMPLE, {})).rejects.toThrowError(
      /apitest\.toml:16: "headers\.Authorization" uses \$\{API_TOKEN\}, but the environment variable API_TOKEN is not set: set it before running apitest/,
    );
  });

  it("reports a TOML syntax error with file, line and column, and the offending text", async () => {
    const path = join(dir, "broken.toml");
    await writeFile(path, 'seed = 1\n[generation\nmax-examples = 5\n');
    const error = await loadConfigFile(path, {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApitestError);
    expect((error as ApitestError).code).toBe("config_invalid");
    expect((error as Error).message).toMatch(new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}:2:\\d+: invalid TOML: `));
    expect((error as Error).message).toContain("2:  [generation");
  });

  it("says when the file cannot be read", async () => {
    await expect(loadConfigFile(join(dir, "missing.toml"), {})).rejects.toThrowError(/Cannot read the configuration file .*missing\.toml: the file does not exist/);
  });

  it("throws one ConfigInvalidError listing every problem, with a stable code", async () => {
    const path = join(dir, "bad.toml");
    await writeFile(path, 'workers = "many"\n[generation]\nmax-examples = 0\n');
    const error = await loadConfigFile(path, {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ConfigInvalidError);
    expect((error as ConfigInvalidError).code).toBe("config_invalid");
    expect((error as Error).message).toBe(
      `${path} has 2 problems:\n` +
        `  ${path}:1: "workers" must be an integer from 1 to 64 or "auto", got "many"\n` +
        `  ${path}:3: "generation.max-examples" must be at least 1, got 0`,
    );
  });

  it("ignores a UTF-8 byte order mark", async () => {
    const path = join(dir, "bom.toml");
    await writeFile(path, "\uFEFFseed = 3\n");
    expect((await loadConfigFile(path, {})).seed).toBe(3);
  });
});

describe("${VAR} substitution", () => {
  const parse = (source: string, env: Record<string, string>): unknown => parseConfigText(source, { fileName: "apitest.toml", env });

  it("replaces variables in every string value, nested tables and lists included, never in keys", () => {
    const source = [
      'base-url = "http://${HOST}:${PORT}/v1"',
      '[auth.basic]',
      'username = "${USER}"',
      'password = "${PASS}"',
      '[parameters]',
      '"${USER}" = ["${USER}", 1]',
    ].join("\n");
    expect(parse(source, { HOST: "127.0.0.1", PORT: "8080", USER: "me", PASS: "p@ss" })).toEqual({
      "base-url": "http://127.0.0.1:8080/v1",
      auth: { basic: { username: "me", password: "p@ss" } },
      parameters: { "${USER}": ["me", 1] },
    });
  });

  it("keeps $${VAR} as a literal ${VAR}, and an empty variable as empty", () => {
    expect(parse('[headers]\nX-Template = "$${NAME}"\nX-Empty = "a${EMPTY}b"', { EMPTY: "" })).toEqual({
      headers: { "X-Template": "${NAME}", "X-Empty": "ab" },
    });
  });

  it("validates after substituting, so a substituted value is checked like a written one", () => {
    expect(problems('[generation]\nmode = "${MODE}"', { MODE: "sometimes" })).toEqual([
      `2: "generation.mode" must be one of "positive", "negative", "all", got "sometimes"`,
    ]);
  });

  it("rejects a malformed reference", () => {
    expect(problems('proxy = "http://${PROXY-HOST}"')).toEqual([
      `1: "proxy" has an invalid reference "\${PROXY-HOST}": variable names contain letters, digits and _ only (write $\${ for a literal \${)`,
    ]);
  });

  it("lists every unset variable, each with its key and line", () => {
    expect(problems('seed = 1\n[headers]\nA = "${ONE}"\nB = "${TWO}"')).toEqual([
      `3: "headers.A" uses \${ONE}, but the environment variable ONE is not set: set it before running apitest (or write $\${ONE} for a literal \${ONE})`,
      `4: "headers.B" uses \${TWO}, but the environment variable TWO is not set: set it before running apitest (or write $\${TWO} for a literal \${TWO})`,
    ]);
  });
});

describe("Config (library)", () => {
  it("fromPath loads, substitutes and resolves for a schema title", async () => {
    const config = await Config.fromPath(EXAMPLE, { API_TOKEN: "abc" });
    const resolved = config.resolve({ schemaTitle: "Booking API", cores: 4 });
    expect(resolved.project).toBe("Booking API");
    expect(resolved.baseUrl).toBe("http://127.0.0.1:8000");
    expect(resolved.workers).toBe(4);
    expect(resolved.network.headers).toEqual({ Authorization: "Bearer abc" });
    expect(resolved.network.rateLimit).toBeCloseTo(100 / 60);
    expect(resolved.phases).toEqual(["examples", "coverage", "fuzzing"]);
    expect(resolved.reports.junit).toEqual({ enabled: true, path: join("test-results", "junit.xml") });
    expect(resolved.reports.har).toEqual({ enabled: true, path: "test-results/traffic.har" });
    expect(resolved.reports.vcr.enabled).toBe(false);
    expect(resolved.output.sanitization.replacement).toBe("***");
    expect(resolved.output.truncation).toEqual({ enabled: true, maxPayloadSize: 2048, maxLines: 10, maxWidth: 80 });
    const post = resolved.forOperation(operation("POST /bookings"), "fuzzing");
    expect(post.generation).toMatchObject({ maxExamples: 500, mode: "negative" });
    expect(post.requestTimeout).toBe(10);
    expect(post.checks["response_schema_conformance"]).toEqual({ enabled: false });
    expect(post.checks["not_a_server_error"]).toEqual({ enabled: true, expectedStatuses: [503] });
    expect(post.maxResponseTime).toBe(2.5);
    expect(resolved.forOperation(operation("GET /bookings"), "examples").generation.maxExamples).toBe(200);
    expect(resolved.isOperationSelected(operation("POST /admin/reset", { tags: ["admin"] }))).toBe(false);
    expect(resolved.isOperationSelected(operation("GET /admin/stats", { tags: ["admin"] }))).toBe(true);
  });

  it("fromObject validates like a file, without line numbers", () => {
    expect(() => Config.fromObject({ generation: { "max-exampels": 5 } }, {})).toThrowError(
      'configuration: unknown key "generation.max-exampels" (did you mean "generation.max-examples"?)',
    );
    expect(Config.fromObject({ headers: { "X-Key": "${KEY}" } }, { KEY: "k" }).file).toEqual({ headers: { "X-Key": "k" } });
  });

  it("empty() resolves to the defaults", () => {
    const resolved = Config.empty().resolve({ schemaTitle: "Any" });
    expect(resolved.generation.maxExamples).toBe(100);
    expect(resolved.workers).toBe(1);
  });
});
