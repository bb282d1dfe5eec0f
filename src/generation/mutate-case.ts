import type * as fc from "fast-check";
import type { CaseData } from "../core/case.js";
import { NOT_SET } from "../core/not-set.js";

/** One mutation: which leaf of the case, and which change. */
export interface Step {
  readonly leaf: number;
  readonly change: number;
}

type Leaf = { readonly get: () => unknown; readonly set: (value: unknown) => CaseData; readonly part: CasePart };

/** Where a changed leaf is on the wire (the request part to validate again). */
export type CasePart = "path" | "query" | "header" | "cookie" | "body";

const PARTS = { pathParameters: "path", query: "query", headers: "header", cookies: "cookie" } as const;

/**
 * One changed leaf (number, string or array) of a case's parameters or body — `step` when
 * given and still applicable, else a random one; undefined when the case has no such leaf.
 */
export function mutateCase(data: CaseData, random: fc.Random, step?: Step): { data: CaseData; step: Step; part: CasePart } | undefined {
  const leaves: Leaf[] = [];
  for (const part of ["pathParameters", "query", "headers", "cookies"] as const) {
    for (const name of Object.keys(data[part])) {
      collect(data[part][name], (value) => ({ ...data, [part]: { ...data[part], [name]: value } }), PARTS[part], leaves);
    }
  }
  if (data.body !== NOT_SET) collect(data.body, (value) => ({ ...data, body: value }), "body", leaves);
  if (leaves.length === 0) return undefined;
  const chosen = step !== undefined && step.leaf < leaves.length ? step : { leaf: random.nextInt(0, leaves.length - 1), change: random.nextInt(0, CHANGES - 1) };
  const leaf = leaves[chosen.leaf] as Leaf;
  const changed = mutateValue(leaf.get(), chosen.change);
  return changed === undefined ? undefined : { data: leaf.set(changed), step: chosen, part: leaf.part };
}

function collect(value: unknown, set: (value: unknown) => CaseData, part: CasePart, out: Leaf[]): void {
  if (typeof value === "number" || typeof value === "string") out.push({ get: () => value, set, part });
  else if (Array.isArray(value)) {
    out.push({ get: () => value, set, part });
    value.forEach((item, index) => collect(item, (next) => set(value.map((old, at) => (at === index ? next : old))), part, out));
  } else if (value !== null && typeof value === "object" && !(value instanceof Uint8Array)) {
    for (const [key, item] of Object.entries(value)) collect(item, (next) => set({ ...value, [key]: next }), part, out);
  }
}

/** How many kinds of change {@link mutateValue} knows. */
export const CHANGES = 4;

/**
 * One change (0 to {@link CHANGES} − 1) of a leaf value. Numbers: doubled, halved, +1, −1 (an
 * integer stays an integer). Strings: doubled or one character longer (×2), shortened by one.
 * Arrays: doubled (×3), last item dropped. Undefined when the change does not apply.
 */
export function mutateValue(value: unknown, change: number): unknown {
  if (typeof value === "number") {
    const integer = Number.isInteger(value);
    const base = value === 0 ? 1 : value;
    // Math.round(-0.5) is -0, which goes out as `-0.0`: a strict integer parser refuses it.
    const candidates = [base * 2, base / 2, value + 1, value - 1].map((next) => (integer ? Math.round(next) : next)).map((next) => (next === 0 ? 0 : next));
    const next = candidates[change] as number;
    return Number.isSafeInteger(next) || (!integer && Number.isFinite(next)) ? next : undefined;
  }
  if (typeof value === "string") {
    if (value === "") return "a";
    return change === 0 ? value + value : change === 3 ? value.slice(0, -1) : value + value.slice(0, 1);
  }
  if (Array.isArray(value)) return value.length === 0 ? undefined : change === 3 ? value.slice(0, -1) : [...value, ...value];
  return undefined;
}
