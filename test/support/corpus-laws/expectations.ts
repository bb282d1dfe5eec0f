import { readFileSync } from "node:fs";
import { SWEEP_DIR } from "../corpus-helpers.js";
import type { Unsupported, Violation } from "./operation-laws.js";

/** A listed law violation: what the test finds, plus why it is accepted for now (not compared). */
export interface KnownViolation extends Violation {
  readonly reason: string;
}

function readList<T>(name: string): T[] {
  return JSON.parse(readFileSync(new URL(name, import.meta.url), "utf8")) as T[];
}

/** `known-unsupported.json`: operations a generator refuses with an `ApitestError`. */
export const KNOWN_UNSUPPORTED: readonly Unsupported[] = readList<Unsupported>("./known-unsupported.json");

/** `known-violations.json`: cases that break a law and cannot be fixed in the owned folders yet. */
export const KNOWN_VIOLATIONS: readonly KnownViolation[] = readList<KnownViolation>("./known-violations.json");

// Messages name the corpus by its absolute path; the committed lists must not depend on the machine.
function portable(message: string): string {
  return message.split(SWEEP_DIR).join("<corpus>");
}

/** Unsupported entries as committed: machine-independent, sorted, without duplicates. */
export function normalizeUnsupported(entries: readonly Unsupported[]): Unsupported[] {
  const keyed = new Map(entries.map((entry) => {
    const clean = { file: entry.file, operation: entry.operation, source: entry.source, message: portable(entry.message) };
    return [JSON.stringify(clean), clean] as const;
  }));
  return [...keyed.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, entry]) => entry);
}

/** Violations as compared (the `reason` left out): machine-independent, sorted, without duplicates. */
export function normalizeViolations(entries: readonly Violation[]): Violation[] {
  const keyed = new Map(entries.map((entry) => {
    const clean: Violation = { file: entry.file, operation: entry.operation, law: entry.law, detail: portable(entry.detail) };
    return [JSON.stringify(clean), clean] as const;
  }));
  return [...keyed.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, entry]) => entry);
}
