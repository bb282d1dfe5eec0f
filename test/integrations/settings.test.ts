import { describe, expect, test } from "vitest";
import { Config, openapi } from "../../src/index.js";
import { UsageError } from "../../src/core/errors.js";
import { operationSeed } from "../../src/engine/seed.js";
import { failureMessage } from "../../src/integrations/case-failure.js";
import { resolveExampleSettings } from "../../src/integrations/example-settings.js";
import { requestingFixtures } from "../../src/integrations/fixture-request.js";
import { createRegistrationGuard } from "../../src/integrations/registration-guard.js";
import { itemsDocument } from "../support/items-api.js";

const schema = await openapi.fromObject(itemsDocument(), { baseUrl: "http://127.0.0.1:9" });
const create = schema.get("/items", "POST");

describe("resolveExampleSettings", () => {
  test("defaults: the CLI's phases and modes, 100 cases, shrinking, a random seed shared by the operations", () => {
    const settings = resolveExampleSettings(schema, { configFile: false });
    const forCreate = settings.forOperation(create);
    expect(forCreate).toMatchObject({ enabled: true, numRuns: 100, shrink: true, mode: "all", phases: ["examples", "coverage", "fuzzing"], runSeed: settings.runSeed });
    expect(forCreate.seed).toBe(operationSeed(settings.runSeed, "POST /items"));
  });

  test("config: max-examples per [[operations]], no-shrink, disabled operations; options win", () => {
    const config = Config.fromObject(
      {
        generation: { "max-examples": 9, "no-shrink": true },
        operations: [
          { "include-operation-id": "createItem", generation: { "max-examples": 2 } },
          { "include-operation-id": "getItem", enabled: false },
        ],
      },
      {},
    );
    const settings = resolveExampleSettings(schema, { config, seed: 5 });
    expect(settings.forOperation(create)).toMatchObject({ numRuns: 2, shrink: false, runSeed: 5 });
    expect(settings.forOperation(schema.get("/items", "GET")).numRuns).toBe(9);
    expect(settings.forOperation(schema.get("/items/{id}", "GET")).enabled).toBe(false);
    expect(resolveExampleSettings(schema, { config, maxExamples: 4 }).forOperation(create).numRuns).toBe(4);
  });

  test("bad options are usage errors saying what to pass", () => {
    expect(() => resolveExampleSettings(schema, { maxExamples: -1 })).toThrow(UsageError);
    expect(() => resolveExampleSettings(schema, { seed: Number.NaN })).toThrow(/seed must be an integer/);
    expect(() => resolveExampleSettings(schema, { mode: "both" as "positive" })).toThrow(/use "positive", "negative" or "all"/);
    expect(() => resolveExampleSettings(schema, { phases: ["stateful" as "fuzzing"] })).toThrow(/schema.asStateMachine\(\)/);
  });
});

describe("failureMessage", () => {
  const details = { operation: "GET /items", seed: 42, runs: 3, shrinks: 1 };

  test("original message, then Reproduce with and the curl command, then how to replay", () => {
    expect(failureMessage(new Error("boom"), "curl -X GET http://x/items", details)).toBe(
      "boom\n\nReproduce with:\n  curl -X GET http://x/items\n\nGET /items failed on case 3, shrunk 1 time; replay with { seed: 42 }.",
    );
  });

  test("does not repeat a curl command the message already has; names the subtest", () => {
    const message = failureMessage(new Error("found 1 distinct failure\n\nReproduce with:\n\n    curl x"), "curl y", { ...details, shrinks: 0, testName: "api" });
    expect(message).not.toContain("curl y");
    expect(message).toMatch(/api\[GET \/items\] failed on case 3; replay with \{ seed: 42 \}\.$/);
  });

  test("non-Error values are shown as text; no curl when the case cannot be rendered", () => {
    expect(failureMessage("plain", undefined, details)).toBe("plain\n\nGET /items failed on case 3, shrunk 1 time; replay with { seed: 42 }.");
  });
});

describe("registration guard", () => {
  test("the same body twice, or the same name twice in one scope, is refused", () => {
    const guard = createRegistrationGuard();
    const scope = {};
    const body = () => {};
    guard.claim("api", body, scope);
    expect(() => guard.claim("other", body, {})).toThrow(UsageError);
    expect(() => guard.claim("api", () => {}, scope)).toThrow(/same suite/);
    expect(() => guard.claim("api", () => {}, {})).not.toThrow();
  });
});

describe("requestingFixtures", () => {
  test("presents the destructuring Vitest reads, and refuses names that are not identifiers", () => {
    const fn = requestingFixtures(async (_context: unknown) => {}, ["schema", "app", "schema"]);
    expect(fn.toString()).toBe("async ({ schema, app }) => {}");
    expect(() => requestingFixtures(async () => {}, ["my schema"])).toThrow(/not a fixture name/);
  });
});
