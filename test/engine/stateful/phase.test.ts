import * as fc from "fast-check";
import { describe, expect, test } from "vitest";
import { parseRunOptions } from "../../../src/cli/build-settings.js";
import { fixedRunOptions } from "../../../src/cli/prepare-run.js";
import { resolveRun } from "../../../src/cli/resolve-run.js";
import { createRunEnvironment } from "../../../src/engine/create-environment.js";
import { planStatefulPhase, statefulLinks } from "../../../src/engine/stateful/phase.js";
import { buildOpenApiSpec } from "../../../src/specs/openapi/load-spec.js";
import type { Transport } from "../../../src/transport/transport.js";
import { REACH_SCHEMA } from "../../support/reach-api.js";

async function environment() {
  const spec = await buildOpenApiSpec({ document: structuredClone(REACH_SCHEMA) as never });
  const run = resolveRun(parseRunOptions({ header: [], shrink: true, seed: "1" }, 2), undefined, spec, "http://127.0.0.1:1/openapi.json", 2);
  return { spec, env: createRunEnvironment({ ...fixedRunOptions(spec, run), transport: {} as Transport }, () => undefined, () => false) };
}

describe("planStatefulPhase", () => {
  test("a step's positive data draws from the values earlier responses showed, as fuzzing does", async () => {
    const { spec, env } = await environment();
    const links = statefulLinks(spec, spec.operations);
    const getItem = spec.operations.find((operation) => operation.label === "GET /items/{itemId}")!;
    const itemIds = (): unknown[] => {
      const arbitrary = planStatefulPhase(env, links).model.arbitraries.get(getItem)!;
      return fc.sample(arbitrary, { seed: 5, numRuns: 60 }).map((data) => data.pathParameters["itemId"]);
    };
    expect(itemIds()).not.toContain("it-7");
    // Planned anew (each round of apitest fuzz), the plan sees what the dictionary holds now.
    env.knownValues?.add("itemid", "it-7");
    const drawn = itemIds();
    expect(drawn).toContain("it-7");
    // Generated values still come: "not found" paths stay tested.
    expect(drawn.some((id) => id !== "it-7")).toBe(true);
  });
});
