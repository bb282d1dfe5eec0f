import type { JsonSchema } from "../../core/json-schema.js";
import type { DataMode } from "../../core/phase.js";
import type { Shape } from "../normalize.js";
import { interleave, type CoverageEnv, type CoverageValue } from "./coverage-value.js";

/**
 * Coverage values of `oneOf`/`anyOf` (after normalization: each branch already carries the
 * keywords beside the combinator) and of `if`/`then`/`else`: the values of every branch, in
 * order, first branch first. Whether a value is right for the whole schema (a oneOf value
 * matching two branches, a negative one branch accepts) is checked by the caller.
 */
export function combinatorValues(shape: Extract<Shape, { kind: "choice" | "conditional" }>, env: CoverageEnv, mode: DataMode, depth: number): CoverageValue[] {
  const branches: readonly JsonSchema[] = shape.kind === "choice" ? shape.branches : [shape.thenBranch, shape.elseBranch];
  const label = shape.kind === "conditional" ? ["then", "else"] : branches.map((_, index) => `${shape.exclusive ? "oneOf" : "anyOf"}[${index}]`);
  const perBranch = branches.map((branch, index) =>
    env.values(branch, mode, depth).map((entry) => ({ ...entry, description: `${label[index] ?? ""}: ${entry.description}` })),
  );
  // Interleaved, so a cap keeps every branch represented.
  return interleave(perBranch);
}
