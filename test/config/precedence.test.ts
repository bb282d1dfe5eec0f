import { describe, expect, it } from "vitest";
import type { ConfigFile } from "../../src/config/config-types.js";
import { resolveRunSettings } from "../../src/config/resolve.js";
import type { CliOverrides } from "../../src/config/resolve-types.js";
import { DEFAULT_GENERATION } from "../../src/core/settings.js";
import { operation } from "../support/config-support.js";

const TITLE = "Booking API";
const TARGET = operation("POST /bookings", { tags: ["bookings"] });

/**
 * Builds a file that sets `generation.max-examples`, `checks.not_a_server_error.expected-statuses`
 * and `generation.mode` at every level up to `upTo` (1 = global … 5 = operation-specific phase),
 * each level with its own value, so the value seen tells which level won.
 */
function ladder(upTo: number): ConfigFile {
  const at = (level: number): Pick<ConfigFile, "generation" | "checks"> => ({
    generation: { "max-examples": level * 10 },
    checks: { not_a_server_error: { "expected-statuses": [500 + level] } },
  });
  return {
    ...(upTo >= 1 ? at(1) : {}),
    ...(upTo >= 2 ? { project: [{ title: TITLE, ...at(2) }] } : {}),
    ...(upTo >= 3
      ? {
          operations: [
            {
              "include-name": "POST /bookings",
              ...at(3),
              ...(upTo >= 5 ? { phases: { fuzzing: at(5) } } : {}),
            },
          ],
        }
      : {}),
    ...(upTo >= 4 ? { phases: { fuzzing: at(4) } } : {}),
  };
}

function seen(config: ConfigFile | undefined, cli: CliOverrides = {}): { maxExamples: number; statuses: unknown } {
  const settings = resolveRunSettings({ config, schemaTitle: TITLE, cli }).forOperation(TARGET, "fuzzing");
  return { maxExamples: settings.generation.maxExamples, statuses: settings.checks["not_a_server_error"]?.expectedStatuses };
}

describe("precedence ladder, one step at a time (higher level wins over the next lower)", () => {
  it("0. defaults apply when nothing is set", () => {
    expect(seen(undefined)).toEqual({ maxExamples: DEFAULT_GENERATION.maxExamples, statuses: undefined });
  });

  it("1. global settings beat the defaults", () => {
    expect(seen(ladder(1))).toEqual({ maxExamples: 10, statuses: [501] });
  });

  it("2. project settings ([[project]] matched by title) beat global settings", () => {
    expect(seen(ladder(2))).toEqual({ maxExamples: 20, statuses: [502] });
  });

  it("3. operation-level settings ([[operations]]) beat project settings", () => {
    expect(seen(ladder(3))).toEqual({ maxExamples: 30, statuses: [503] });
  });

  it("4. global phase settings ([phases.fuzzing]) beat operation-level settings", () => {
    expect(seen(ladder(4))).toEqual({ maxExamples: 40, statuses: [504] });
  });

  it("5. operation-specific phase settings beat global phase settings", () => {
    expect(seen(ladder(5))).toEqual({ maxExamples: 50, statuses: [505] });
  });

  it("6. CLI options beat operation-specific phase settings", () => {
    const cli: CliOverrides = { generation: { maxExamples: 60 }, checks: { not_a_server_error: { expectedStatuses: [506] } } };
    expect(seen(ladder(5), cli)).toEqual({ maxExamples: 60, statuses: [506] });
  });

  it("CLI values left undefined fall through to the file", () => {
    expect(seen(ladder(5), { generation: { maxExamples: undefined }, checks: { not_a_server_error: { expectedStatuses: undefined } } })).toEqual({
      maxExamples: 50,
      statuses: [505],
    });
  });

  it("phase settings apply only to their phase", () => {
    const settings = resolveRunSettings({ config: ladder(5), schemaTitle: TITLE, cli: {} }).forOperation(TARGET, "examples");
    expect(settings.generation.maxExamples).toBe(30);
  });

  it("operation settings apply only to the operations they select", () => {
    const other = resolveRunSettings({ config: ladder(3), schemaTitle: TITLE, cli: {} }).forOperation(operation("GET /bookings"), "fuzzing");
    expect(other.generation.maxExamples).toBe(20);
  });

  it("merges each key separately: a higher level that sets one key keeps the lower level's others", () => {
    const config: ConfigFile = {
      generation: { mode: "negative", "max-examples": 7 },
      checks: { not_a_server_error: { "expected-statuses": [503] } },
      phases: { fuzzing: { generation: { "max-examples": 9 }, checks: { not_a_server_error: { enabled: false } } } },
    };
    const settings = resolveRunSettings({ config, schemaTitle: TITLE, cli: {} }).forOperation(TARGET, "fuzzing");
    expect(settings.generation).toMatchObject({ mode: "negative", maxExamples: 9, noShrink: false });
    expect(settings.checks["not_a_server_error"]).toEqual({ enabled: false, expectedStatuses: [503] });
  });

  it("later [[operations]] entries override earlier ones, and the project's come after the top level's", () => {
    const config: ConfigFile = {
      operations: [
        { "include-tag": "bookings", "request-timeout": 1, generation: { "max-examples": 1 } },
        { "include-method": "POST", "request-timeout": 2 },
      ],
      project: [{ title: TITLE, operations: [{ "include-path": "/bookings", generation: { "max-examples": 3 } }] }],
    };
    const settings = resolveRunSettings({ config, schemaTitle: TITLE, cli: {} }).forOperation(TARGET, "fuzzing");
    expect(settings.requestTimeout).toBe(2);
    expect(settings.generation.maxExamples).toBe(3);
  });

  it("the response-time limit follows the ladder too, and the CLI's wins", () => {
    const config: ConfigFile = { checks: { max_response_time: 1 }, phases: { fuzzing: { checks: { max_response_time: 3 } } } };
    const resolved = resolveRunSettings({ config, schemaTitle: TITLE, cli: {} });
    expect(resolved.maxResponseTime).toBe(1);
    expect(resolved.forOperation(TARGET, "fuzzing").maxResponseTime).toBe(3);
    expect(resolved.forOperation(TARGET, "examples").maxResponseTime).toBe(1);
    expect(resolveRunSettings({ config, schemaTitle: TITLE, cli: { maxResponseTime: 0.5 } }).forOperation(TARGET, "fuzzing").maxResponseTime).toBe(0.5);
  });
});

describe("phases", () => {
  const config: ConfigFile = {
    phases: { stateful: { enabled: false }, examples: { "fill-missing": true } },
    operations: [{ "include-tag": "bookings", phases: { coverage: { enabled: false, "unexpected-methods": ["patch"] } } }],
  };

  it("runs every phase but the disabled ones", () => {
    expect(resolveRunSettings({ config, schemaTitle: TITLE, cli: {} }).phases).toEqual(["examples", "coverage", "fuzzing"]);
  });

  it("disables a phase for the selected operations only", () => {
    const resolved = resolveRunSettings({ config, schemaTitle: TITLE, cli: {} });
    expect(resolved.forOperation(TARGET, "coverage").enabled).toBe(false);
    expect(resolved.forOperation(operation("GET /health"), "coverage").enabled).toBe(true);
    expect(resolved.forOperation(TARGET, "stateful").enabled).toBe(false);
  });

  it("the CLI's phase list replaces the file's", () => {
    const resolved = resolveRunSettings({ config, schemaTitle: TITLE, cli: { phases: ["coverage", "stateful"] } });
    expect(resolved.phases).toEqual(["coverage", "stateful"]);
    expect(resolved.forOperation(TARGET, "coverage").enabled).toBe(true);
    expect(resolved.forOperation(TARGET, "fuzzing").enabled).toBe(false);
  });

  it("gives each phase its own options", () => {
    const resolved = resolveRunSettings({ config, schemaTitle: TITLE, cli: {} });
    expect(resolved.forOperation(TARGET, "examples").phaseOptions).toEqual({ fillMissing: true, generateDuplicateQueryParameters: false });
    expect(resolved.forOperation(TARGET, "coverage").phaseOptions).toEqual({
      fillMissing: false,
      generateDuplicateQueryParameters: false,
      unexpectedMethods: ["PATCH"],
    });
  });
});
