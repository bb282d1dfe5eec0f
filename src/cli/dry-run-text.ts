import type { DryRunPlan, PhasePlan } from "../engine/dry-run.js";

/** How the dry run was selected, for its header line. */
export interface DryRunContext {
  readonly schemaLocation: string;
  /** `--shard i/n`, when given. */
  readonly shard?: { readonly index: number; readonly count: number } | undefined;
  /** Masks credentials in a URL (the base URL, a schema URL), as every other output does. */
  readonly maskUrl?: (url: string) => string;
}

/**
 * The text of `apitest run --dry-run`: a header (schema, base URL, how many operations of how
 * many, shard, phases), then each operation with one line per phase saying what it would send.
 */
export function renderDryRun(plan: DryRunPlan, context: DryRunContext): string {
  const mask = context.maskUrl ?? ((url: string) => url);
  const lines = [
    `Dry run: nothing was sent. ${plan.title}`,
    `Schema: ${mask(context.schemaLocation)}`,
    `Base URL: ${mask(plan.baseUrl)}`,
    `Selected: ${plan.operations.length}/${plan.total} operation${plan.total === 1 ? "" : "s"}${context.shard === undefined ? "" : ` (shard ${context.shard.index}/${context.shard.count})`}`,
    `Phases: ${plan.phases.join(", ")}`,
    "",
  ];
  const width = Math.max(0, ...plan.phases.map((phase) => phase.length));
  for (const operation of plan.operations) {
    lines.push(operation.label);
    for (const phase of operation.phases) lines.push(`  ${phase.phase.padEnd(width)}  ${describePhase(phase)}`);
  }
  if (plan.operations.length === 0) lines.push("No operation is selected: the run would test nothing.");
  else lines.push("", totals(plan));
  return `${lines.join("\n")}\n`;
}

function describePhase(plan: PhasePlan): string {
  switch (plan.kind) {
    case "skipped":
      return `skipped: ${plan.reason}`;
    case "links": {
      const parts: string[] = [];
      if (plan.from.length > 0) parts.push(`reached from ${plan.from.join(", ")}`);
      if (plan.to.length > 0) parts.push(`leads to ${plan.to.join(", ")}`);
      return `${parts.join("; ")}${plan.inferred ? " (inferred links)" : ""}`;
    }
    case "cases":
      return plan.phase === "fuzzing" ? `up to ${plan.maxCases} cases (${plan.modes.join(", ")})` : `${plan.cases} case${plan.cases === 1 ? "" : "s"}`;
  }
}

/** The last line: how many requests the planned phases would send, and the fuzzing budget. */
function totals(plan: DryRunPlan): string {
  let planned = 0;
  let fuzzing = 0;
  for (const operation of plan.operations) {
    for (const phase of operation.phases) {
      if (phase.kind !== "cases") continue;
      if (phase.phase === "fuzzing") fuzzing += phase.maxCases;
      else planned += phase.cases;
    }
  }
  const parts = [`${planned} planned case${planned === 1 ? "" : "s"} (examples and coverage)`];
  if (plan.phases.includes("fuzzing")) parts.push(`up to ${fuzzing} fuzzing case${fuzzing === 1 ? "" : "s"}`);
  const linked = plan.operations.some((operation) => operation.phases.some((phase) => phase.kind === "links"));
  return `Would send: ${parts.join(", ")}${linked ? ", and the stateful sequences" : ""}.`;
}
