import type { EngineEvent } from "../core/events.js";
import type { OperationDefinition } from "../core/operation.js";
import type { Phase } from "../core/phase.js";
import type { EngineEnvironment } from "./environment.js";
import type { OperationResult } from "./operation-result.js";
import type { OperationScope } from "./scope.js";
import type { StatefulLimits, StatefulLinks, StatefulPlan } from "./stateful/phase.js";
import type { WireJudge } from "./wire-judge.js";

/** What one phase would do with one operation, for `--dry-run` (examples and coverage: planned cases). */
export type PlannedPhase =
  | { readonly kind: "cases"; readonly cases: number }
  | { readonly kind: "skipped"; readonly reason: string };

/**
 * The stateful phase of a schema language: links between operations (declared, else inferred),
 * planned into sequences and run.
 */
export interface StatefulAdapter<E extends EngineEnvironment> {
  /** The links between the selected operations. */
  links(operations: readonly OperationDefinition[]): StatefulLinks;
  plan(env: E, links: StatefulLinks): StatefulPlan;
  run(env: E, plan: StatefulPlan, runSeed: number, limits: StatefulLimits): Promise<Map<OperationDefinition, OperationResult>>;
  /** The `no_links` warning's hint, when the language's differs from OpenAPI's (declare links). */
  readonly noLinksHint?: string;
}

/**
 * The seam between the one engine and a schema language (OpenAPI, GraphQL): what differs per
 * language. The run loop (`run.ts`), the fuzz rounds (`fuzz-rounds.ts`), the dry run, the
 * example database, the feedback memory and the value dictionary are the engine's and the same
 * for every adapter; how an operation's cases are generated, serialized, sent and checked is the
 * adapter's, through the case-level seam: `runOperation` hands a `CaseDriver` (`case-driver.ts`)
 * to the engine's one case loop (`operation-phase.ts`'s `runCasePhase`: stored cases replayed,
 * then `fuzz-operation.ts` or `run-planned.ts`, failures stored).
 */
export interface SpecAdapter<E extends EngineEnvironment> {
  /** The run's title and the schema language's version, as the report heads show them. */
  readonly title: string;
  readonly specVersion: string;
  /** Every operation of the schema, in schema order (selection is the engine's). */
  readonly operations: readonly OperationDefinition[];
  /** The identity stored failing cases are kept under in the example database. */
  readonly identity: string;
  /** The environment every operation's work shares: the engine's part, plus the adapter's own. */
  environment(shared: EngineEnvironment): E;
  /** Runs one phase (examples, coverage, fuzzing) of one operation, stored failing cases first. */
  runOperation(env: E, scope: OperationScope, runSeed: number, judge: WireJudge): Promise<OperationResult>;
  /** The cases an examples or coverage phase would send (for `--dry-run`; sends nothing). */
  planPhase(env: E, scope: OperationScope & { readonly phase: "examples" | "coverage" }, runSeed: number): Promise<PlannedPhase>;
  /** The stateful phase, when the language has links. */
  readonly stateful?: StatefulAdapter<E>;
  /**
   * Whether HTTP statuses say if an operation was reached and what went wrong (the status
   * warnings and the reach report); not for GraphQL, which answers 200 to nearly everything.
   */
  readonly statusReach: boolean;
  /** Why the stateful phase is skipped when it has nothing to chain. */
  readonly noLinksReason: string;
  /** Warnings about the selected operations, told once at the start of the run. */
  startWarnings(operations: readonly OperationDefinition[]): readonly EngineEvent[];
  /** Warnings about the selected operations, told once at the end of the run. */
  endWarnings(operations: readonly OperationDefinition[]): readonly EngineEvent[];
  /** Releases what the adapter opened itself (a transport it created); called once, after the run. */
  close?(): Promise<void>;
}

/** The phases a spec adapter runs per operation (the stateful phase spans operations). */
export type OperationPhase = Exclude<Phase, "stateful">;
