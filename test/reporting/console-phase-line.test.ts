import { describe, expect, it } from "vitest";
import { phaseLine } from "../../src/reporting/console-phase-line.js";
import type { PhaseOutcome } from "../../src/reporting/run-result.js";
import { createStylist } from "../../src/reporting/style.js";

const plain = createStylist(false);
const outcome = (state: PhaseOutcome["state"], extra: Partial<PhaseOutcome> = {}): PhaseOutcome => ({ state, cases: 1, failures: 0, errors: 0, ...extra });

describe("phaseLine", () => {
  it("gives ✔ only to a phase that tested the operation and found nothing", () => {
    expect(phaseLine("GET /notes", outcome("passed", { cases: 3 }), plain)).toBe("  ✔ GET /notes  3 cases");
    expect(phaseLine("GET /notes", outcome("failed", { cases: 2, failures: 1 }), plain)).toBe("  ✘ GET /notes  2 cases, 1 failure");
    const others: PhaseOutcome[] = [
      outcome("already-failing", { reason: "already failing: found a failure an earlier phase reported" }),
      outcome("skipped", { cases: 0, reason: "the filter hooks reject every planned case" }),
      outcome("not-applicable", { cases: 0, reason: "the schema gives no examples" }),
      outcome("no-cases", { cases: 0, reason: "no links reached it" }),
      outcome("stopped", { cases: 0, reason: "max-failures" }),
      outcome("errored", { cases: 1, errors: 1 }),
    ];
    expect(others.map((each) => phaseLine("GET /notes", each, plain))).toEqual([
      "  - GET /notes  1 case, already failing: found a failure an earlier phase reported",
      "  - GET /notes  skipped: the filter hooks reject every planned case",
      "  - GET /notes  not applicable: the schema gives no examples",
      "  - GET /notes  0 cases: no links reached it",
      "  - GET /notes  stopped: max-failures",
      "  ⚠ GET /notes  1 case, error",
    ]);
  });
});
