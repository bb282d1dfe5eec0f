import type { EngineEvent } from "../core/events.js";

/** The `interaction` event, which streaming reports record. */
export type InteractionEvent = Extract<EngineEvent, { type: "interaction" }>;

/** One check result as reports list it. */
export interface RecordedCheck {
  readonly name: string;
  readonly status: "success" | "failure";
  readonly title?: string;
  readonly message?: string;
}

/**
 * The check results of one interaction: every failure, then a success for each check
 * that ran and did not fail — when the event names the checks that ran (an optional
 * `checks: string[]` field; without it only failures are known).
 */
export function interactionChecks(event: InteractionEvent): RecordedCheck[] {
  const results: RecordedCheck[] = event.failures.map((failure) => ({
    name: failure.check,
    status: "failure",
    title: failure.title,
    message: failure.message,
  }));
  const failed = new Set(event.failures.map((failure) => failure.check));
  for (const name of checksRan(event)) if (!failed.has(name)) results.push({ name, status: "success" });
  return results;
}

function checksRan(event: InteractionEvent): readonly string[] {
  // Read structurally: the field is a proposed addition to the event, absent today.
  const names: unknown = (event as { readonly checks?: unknown }).checks;
  return Array.isArray(names) ? names.filter((name): name is string => typeof name === "string") : [];
}
