import { describe, expect, it } from "vitest";
import { RoundWeights } from "../../src/engine/round-weights.js";

describe("RoundWeights", () => {
  it("gives the first round max-examples, as apitest run does, whatever came before", () => {
    const weights = new RoundWeights<string>();
    weights.update("a", 0);
    expect(weights.budget("a", 1, 100)).toBe(100);
    expect(weights.budget("b", 1, 3)).toBe(3);
  });

  it("doubles the share of an operation that met new outcomes and halves the others', within 0.25–4", () => {
    const weights = new RoundWeights<string>();
    weights.update("fresh", 2);
    weights.update("stale", 0);
    expect(weights.budget("fresh", 2, 100)).toBe(200);
    expect(weights.budget("stale", 2, 100)).toBe(50);
    for (let round = 0; round < 10; round++) {
      weights.update("fresh", 1);
      weights.update("stale", 0);
    }
    expect(weights.budget("fresh", 3, 100)).toBe(400);
    expect(weights.budget("stale", 3, 100)).toBe(25);
  });

  it("never gives fewer than five cases after the first round", () => {
    const weights = new RoundWeights<string>();
    for (let round = 0; round < 5; round++) weights.update("a", 0);
    expect(weights.budget("a", 2, 4)).toBe(5);
    expect(weights.budget("unseen", 2, 1)).toBe(5);
  });
});
