import { describe, expect, it } from "vitest";
import type { ConfigFile } from "../../src/config/config-types.js";
import { resolveRunSettings } from "../../src/config/resolve.js";
import type { CliOverrides } from "../../src/config/resolve-types.js";
import { toRunSettings } from "../../src/config/run-settings.js";
import { DEFAULT_GENERATION, DEFAULT_NETWORK, DEFAULT_OUTPUT } from "../../src/core/settings.js";
import { operation } from "../support/config-support.js";

const resolve = (config: ConfigFile | undefined, cli: CliOverrides = {}, schemaTitle = "Booking API") =>
  resolveRunSettings({ config, schemaTitle, cli, cores: 8 });

describe("[[project]] matching by title", () => {
  const config: ConfigFile = {
    "base-url": "http://127.0.0.1:1/default",
    workers: 2,
    project: [
      { title: "Payments", "base-url": "http://127.0.0.1:2/pay", workers: 4 },
      { title: "Booking API", "base-url": "http://127.0.0.1:3/book", hooks: "./hooks.ts", "wait-for-schema": 5 },
    ],
  };

  it("uses the project whose title is the schema's title, over the top-level defaults", () => {
    const resolved = resolve(config);
    expect(resolved.project).toBe("Booking API");
    expect(resolved.baseUrl).toBe("http://127.0.0.1:3/book");
    expect(resolved.hooks).toBe("./hooks.ts");
    expect(resolved.waitForSchema).toBe(5);
    expect(resolved.workers).toBe(2); // not set by the project: the top-level default
  });

  it("falls back to the top-level keys when no project matches", () => {
    const resolved = resolve(config, {}, "Unknown API");
    expect(resolved.project).toBeUndefined();
    expect(resolved.baseUrl).toBe("http://127.0.0.1:1/default");
  });

  it("the CLI beats the project", () => {
    expect(resolve(config, { baseUrl: "http://127.0.0.1:4", workers: 3 }).baseUrl).toBe("http://127.0.0.1:4");
  });
});

describe("run-wide settings", () => {
  it("keeps searching after failures by default; fail-fast, continue-on-failure = false or max-failures stop at the first", () => {
    expect(resolve(undefined).failFast).toBe(false);
    expect(resolve(undefined, { failFast: true }).failFast).toBe(true);
    expect(resolve({ "fail-fast": true }).failFast).toBe(true);
    expect(resolve({ "continue-on-failure": false }).failFast).toBe(true);
    expect(resolve({ "max-failures": 3 }).failFast).toBe(true);
    expect(resolve(undefined, { maxFailures: 3 }).failFast).toBe(true);
    // Asked for explicitly, searching goes on under a max-failures bound too; fail-fast wins over the file's continue-on-failure.
    expect(resolve({ "max-failures": 3, "continue-on-failure": true }).failFast).toBe(false);
    expect(resolve({ "continue-on-failure": true }, { failFast: true })).toMatchObject({ failFast: true, continueOnFailure: false });
    // Stateful sequences go on past a failing step only when asked.
    expect(resolve(undefined).continueOnFailure).toBe(false);
    expect(resolve({ "continue-on-failure": true }).continueOnFailure).toBe(true);
  });

  it("defaults everything from src/core/settings.ts when there is no file", () => {
    const resolved = resolve(undefined);
    expect(resolved.generation).toEqual({ ...DEFAULT_GENERATION, maximize: [] });
    expect(resolved.network).toEqual(DEFAULT_NETWORK);
    expect(resolved.output).toEqual(DEFAULT_OUTPUT);
    expect(resolved).toMatchObject({ workers: 1, continueOnFailure: false, failFast: false, phases: ["examples", "coverage", "fuzzing", "stateful"], checks: {} });
    expect(resolved.warnings).toEqual(["missing_auth", "missing_test_data", "validation_mismatch", "invalid_links", "inferred_links", "unusable_links", "no_links", "unsendable_parameters"]);
    expect(resolved.suppressHealthCheck).toEqual([]);
    expect(resolved.reports).toEqual({
      directory: "apitest-report",
      preserveBytes: false,
      junit: { enabled: false, path: "apitest-report/junit.xml" },
      vcr: { enabled: false, path: "apitest-report/vcr.yaml" },
      har: { enabled: false, path: "apitest-report/har.json" },
      ndjson: { enabled: false, path: "apitest-report/events.ndjson" },
      html: { enabled: false, path: "apitest-report/report.html" },
    });
    for (const key of ["seed", "maxFailures", "maxResponseTime", "baseUrl", "color", "hooks", "waitForSchema"]) expect(resolved).not.toHaveProperty(key);
  });

  it("reads the global keys, and the CLI overrides them", () => {
    const config: ConfigFile = { seed: 1, "max-failures": 2, color: false, warnings: ["missing_auth"], "suppress-health-check": ["all"], workers: "auto" };
    expect(resolve(config)).toMatchObject({ seed: 1, maxFailures: 2, color: false, warnings: ["missing_auth"], workers: 8 });
    expect(resolve(config).suppressHealthCheck).toEqual(["data_too_large", "filter_too_much", "too_slow", "large_base_example"]);
    expect(resolve(config, { seed: 9, maxFailures: 3, color: true, warnings: false, workers: 2 })).toMatchObject({
      seed: 9,
      maxFailures: 3,
      color: true,
      warnings: [],
      workers: 2,
    });
  });

  it("merges headers from header, headers, the project and the CLI, a later name replacing one differing in case", () => {
    const config: ConfigFile = {
      headers: { Authorization: "Bearer file", "X-A": "1" },
      header: { "X-B": "2" },
      project: [{ title: "Booking API", headers: { "x-a": "project" } }],
    };
    expect(resolve(config, { network: { headers: { authorization: "Bearer cli" } } }).network.headers).toEqual({
      "X-B": "2",
      "x-a": "project",
      authorization: "Bearer cli",
    });
  });

  it("turns network keys into settings: auth, TLS, proxy, certificates, timeout and rate limit", () => {
    const config: ConfigFile = {
      auth: { basic: { username: "me", password: "pw" } },
      "tls-verify": "./ca.pem",
      proxy: "http://127.0.0.1:3128",
      "request-cert": "./c.pem",
      "request-cert-key": "./c.key",
      "request-timeout": 2.5,
      "rate-limit": "120/m",
    };
    expect(resolve(config).network).toEqual({
      ...DEFAULT_NETWORK,
      basicAuth: { username: "me", password: "pw" },
      tlsVerify: "./ca.pem",
      proxy: "http://127.0.0.1:3128",
      requestCert: "./c.pem",
      requestCertKey: "./c.key",
      requestTimeout: 2.5,
      rateLimit: 2,
    });
    expect(resolve(config, { network: { tlsVerify: false, requestTimeout: 9 } }).network).toMatchObject({ tlsVerify: false, requestTimeout: 9 });
  });

  it("reads output and reports, a report path enabling its format, and the CLI overrides them", () => {
    const config: ConfigFile = {
      output: { sanitization: { enabled: false, replacement: "***" }, truncation: { "max-lines": 3 } },
      reports: { directory: "out", "preserve-bytes": true, junit: { enabled: true }, har: { path: "x.har" }, vcr: { path: "v.yaml", enabled: false } },
    };
    const resolved = resolve(config);
    expect(resolved.output.sanitization).toMatchObject({ enabled: false, replacement: "***" });
    expect(resolved.output.truncation.maxLines).toBe(3);
    expect(resolved.reports).toEqual({
      directory: "out",
      preserveBytes: true,
      junit: { enabled: true, path: "out/junit.xml" },
      vcr: { enabled: false, path: "v.yaml" },
      har: { enabled: true, path: "x.har" },
      ndjson: { enabled: false, path: "out/events.ndjson" },
      html: { enabled: false, path: "out/report.html" },
    });
    const cli = resolve(config, { output: { sanitization: { enabled: true } }, reports: { directory: "cli", vcr: { enabled: true }, junit: { path: "j.xml" } } });
    expect(cli.output.sanitization.enabled).toBe(true);
    expect(cli.reports.vcr).toEqual({ enabled: true, path: "v.yaml" });
    expect(cli.reports.junit).toEqual({ enabled: true, path: "j.xml" });
    expect(cli.reports.har.path).toBe("x.har");
  });

  it("keeps generation.maximize and the rest of the generation table", () => {
    const config: ConfigFile = { generation: { maximize: "response_time", codec: "ascii", "allow-x00": false, database: "none" } };
    expect(resolve(config).generation).toMatchObject({ maximize: ["response_time"], codec: "ascii", allowX00: false, database: "none" });
  });

  it("gives an operation its own network settings", () => {
    const config: ConfigFile = { "request-timeout": 1, operations: [{ "include-path": "/slow", "request-timeout": 30, headers: { "X-Op": "1" } }] };
    const resolved = resolve(config);
    expect(resolved.forOperation(operation("GET /slow"), "fuzzing")).toMatchObject({ requestTimeout: 30, network: { headers: { "X-Op": "1" } } });
    expect(resolved.forOperation(operation("GET /fast"), "fuzzing").requestTimeout).toBe(1);
  });
});

describe("[parameters] overrides", () => {
  const target = operation("GET /users/{user_id}", { parameters: [["path", "user_id"], ["query", "user_id"], ["query", "limit"], ["header", "X-Tenant"]] });

  it("applies an unprefixed name wherever the operation declares it, and a prefixed one to its location only", () => {
    const resolved = resolve({ parameters: { user_id: 1, "query.user_id": 2, "header.x-tenant": "acme", unknown: 5 } });
    expect(resolved.forOperation(target, "fuzzing").parameters).toEqual({
      path: { user_id: 1 },
      query: { user_id: 2 },
      header: { "X-Tenant": "acme" },
      cookie: {},
    });
  });

  it("understands TOML's dotted form path.user_id = 1 as the path prefix", () => {
    const resolved = resolve({ parameters: { path: { user_id: 7 } } });
    expect(resolved.forOperation(target, "fuzzing").parameters.path).toEqual({ user_id: 7 });
    expect(resolved.forOperation(target, "fuzzing").parameters.query).toEqual({});
  });

  it("operation-level parameters beat the project's, which beat the global ones; the CLI's beat all", () => {
    const config: ConfigFile = {
      parameters: { limit: 1, user_id: 1 },
      project: [{ title: "Booking API", parameters: { limit: 2 } }],
      operations: [{ "include-path": "/users/{user_id}", parameters: { "query.limit": 3 } }],
    };
    expect(resolve(config).forOperation(target, "fuzzing").parameters.query).toEqual({ user_id: 1, limit: 3 });
    expect(resolve(config).forOperation(operation("GET /other", { parameters: [["query", "limit"]] }), "fuzzing").parameters.query).toEqual({ limit: 2 });
    expect(resolve(config, { parameters: { limit: 4 } }).forOperation(target, "fuzzing").parameters.query).toEqual({ user_id: 1, limit: 4 });
  });

  it("exposes the run-wide overrides split by location", () => {
    const resolved = resolve({ parameters: { "cookie.session": "s", id: 1 } }, { parameters: { id: 2 } });
    expect(resolved.parameters).toEqual({ path: {}, query: {}, header: {}, cookie: { session: "s" }, any: { id: 2 } });
  });
});

describe("toRunSettings", () => {
  it("builds the engine's RunSettings, selecting max_response_time when a limit is set", () => {
    const resolved = resolve({ seed: 3, checks: { max_response_time: 2, not_a_server_error: { enabled: false } }, generation: { "max-examples": 5 } });
    const settings = toRunSettings(resolved, { baseUrl: "http://127.0.0.1:9", selectedChecks: ["not_a_server_error", "status_code_conformance"] });
    expect(settings).toMatchObject({
      baseUrl: "http://127.0.0.1:9",
      seed: 3,
      maxResponseTime: 2,
      selectedChecks: ["not_a_server_error", "status_code_conformance", "max_response_time"],
      checks: { not_a_server_error: { enabled: false } },
      generation: { maxExamples: 5 },
    });
    expect(settings).not.toHaveProperty("forOperation");
  });
});
