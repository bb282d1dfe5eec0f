import type * as fc from "fast-check";
import type { CaseData, CaseMeta, PlannedCase, TargetedCase } from "../core/case.js";
import type { DataMode } from "../core/phase.js";
import type { PreparedRequest } from "../core/request.js";
import type { SequenceContext } from "../core/check.js";
import type { ProbeFailure } from "./auth-probes.js";
import type { CaseExchange, CaseOutcome } from "./execute-case.js";
import type { PreparedCase } from "./prepared-case.js";
import type { CaseSource } from "./case-source.js";
import type { WireJudge } from "./wire-judge.js";

/** A case serialized and ready to send. */
export type ReadyCase = Extract<PreparedCase, { caseId: string }>;

/** The cases an examples or coverage phase sends (hooks applied), or why it sends none. */
export type PlannedCases = { readonly cases: readonly PlannedCase[] } | { readonly skipped: string };

/**
 * What differs per schema language at the level of one case of one operation in one phase:
 * the spec adapter supplies one for each, and the engine's own loops (`fuzz-operation.ts`,
 * `run-planned.ts`, `replay-stored.ts`) draw, dedupe, send, shrink and report through it.
 * OpenAPI's is `openapi-driver.ts`, GraphQL's `graphql/driver.ts`.
 */
export interface CaseDriver {
  /** Judges requests as they go on the wire (negative really negative, positive failures confirmed); `TRUSTING_JUDGE` trusts the generator. */
  readonly judge: WireJudge;
  /** Where a response's reusable values are: the operation's path and, when not the whole body, the part that holds them. */
  readonly harvest: { readonly path: string; readonly pick?: (body: unknown) => unknown };
  /** The arbitrary of one data mode (generation hooks applied), or undefined when the mode has nothing to generate; throws an `ApitestError` when the schema cannot be generated from. */
  arbitrary(mode: DataMode): Promise<fc.Arbitrary<TargetedCase> | undefined>;
  /** Where one mode's fuzzing loop takes its cases from (plain, coverage-guided, targeted); `budget` is the mode's share of `max-examples`. */
  source(arbitrary: fc.Arbitrary<TargetedCase>, random: fc.Random, bias: (attempt: number) => number, mode: DataMode, budget: number): CaseSource<TargetedCase>;
  /** The planned cases of an examples or coverage phase, hooks applied (seeded by the run's seed). */
  plan(phase: "examples" | "coverage", runSeed: number): Promise<PlannedCases>;
  /** Serializes a case with a fresh case id; `{ skipped }` when it cannot be sent. */
  prepare(data: CaseData): PreparedCase;
  /** Sends a prepared case (call hooks around it); never throws for the API's faults. */
  exchange(prepared: ReadyCase, meta: CaseMeta): Promise<CaseExchange>;
  /** Runs the checks on an answered exchange and emits its interaction; other exchanges pass through. `sequence`: a stateful step's calls before it (the stateful checks run too). */
  check(exchange: CaseExchange, meta: CaseMeta, sequence?: SequenceContext): Promise<CaseOutcome>;
  /** Extra requests once per operation and phase after the first accepted positive case (OpenAPI's `ignored_auth` probes). */
  probe?(request: PreparedRequest, meta: CaseMeta): Promise<readonly ProbeFailure[]>;
}
