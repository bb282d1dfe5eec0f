import { describe, expect, it } from "vitest";
import { NOT_SET } from "../../../src/core/not-set.js";
import type { PlannedStep } from "../../../src/engine/stateful/sequence.js";
import { withoutStep } from "../../../src/engine/stateful/shrink.js";
import type { Link } from "../../../src/stateful/link.js";
import { operation } from "../../support/check-helpers.js";

const data = { method: "GET", path: "/", pathParameters: {}, query: {}, headers: {}, cookies: {}, body: NOT_SET, mediaType: undefined };
const create = operation([], "POST", "/users");
const read = operation([], "GET", "/users/{id}");
const link = { name: "GetUser" } as Link;
const start = (): PlannedStep => ({ operation: create, data });
const linked = (source: number): PlannedStep => ({ operation: read, data, via: { link, source } });

describe("withoutStep", () => {
  it("drops a step with every step that depends on it, and renumbers the links of the rest", () => {
    const plan = [start(), start(), linked(1), linked(0), linked(1)];
    const without1 = withoutStep(plan, 1);
    expect(without1.map((step) => step.via?.source)).toEqual([undefined, 0]);
    const without0 = withoutStep(plan, 0);
    expect(without0.map((step) => step.via?.source)).toEqual([undefined, 0, 0]);
    expect(withoutStep(plan, 2).map((step) => step.via?.source)).toEqual([undefined, undefined, 0, 1]);
  });

  it("follows dependencies transitively", () => {
    const chained: PlannedStep[] = [start(), linked(0), { operation: read, data, via: { link, source: 1 } }, start()];
    expect(withoutStep(chained, 0)).toEqual([start()]);
  });
});
