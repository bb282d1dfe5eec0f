import type { CaseMeta } from "../core/case.js";
import type { EngineEvent, OperationError } from "../core/events.js";
import type { Failure } from "../core/failure.js";
import type { Phase } from "../core/phase.js";
import type { PreparedRequest } from "../core/request.js";
import type { Response } from "../core/response.js";
import type { FrameworkConvention } from "./framework-conventions.js";

/**
 * What one phase did for one operation, and why:
 * - `passed`, `failed`, `errored`: the phase ran and sent cases;
 * - `already-failing`: it stopped at a failure an earlier phase reported (not really tested again);
 * - `skipped`: it could send nothing (`reason` says why);
 * - `not-applicable`: the phase has nothing for it (no examples, no links, disabled);
 * - `stopped`: the run stopped (max-failures, Ctrl-C) before the phase reached it;
 * - `no-cases`: it took part but sent nothing (e.g. stateful: no link reached it).
 */
export type PhaseState = "passed" | "failed" | "errored" | "already-failing" | "skipped" | "not-applicable" | "stopped" | "no-cases";

/** One phase of one operation. */
export interface PhaseOutcome {
  readonly state: PhaseState;
  /** Cases sent in this phase. */
  readonly cases: number;
  /** New distinct failures (not reported by an earlier phase). */
  readonly failures: number;
  readonly errors: number;
  /** Why, for every state but `passed`, `failed` and `errored`. */
  readonly reason?: string;
  /** Some cases of a phase that ran could not be sent, and why. */
  readonly note?: string;
  /** Response bodies cut at the size limit (not validated against the schema). */
  readonly truncated?: number;
  /** Stored failing cases replayed first (`generation.database`). */
  readonly replayed?: { readonly count: number; readonly failing: number };
}

/** One distinct failing request (test case) with every check that failed on it. */
export interface FailingRequest {
  readonly operation: string;
  readonly phase: Phase;
  readonly caseId: string;
  readonly meta: CaseMeta;
  /** The checks that failed on it, in the order they were found. */
  readonly failures: readonly Failure[];
  /** For each failure, the id of its finding (see {@link Finding.id}). */
  readonly findings: readonly number[];
  readonly request: PreparedRequest;
  readonly response?: Response;
  readonly curl: string;
  /** Stateful failures: every step that led to it. */
  readonly steps?: readonly { readonly label: string; readonly curl: string }[];
}

/** An error of one operation in one phase. */
export interface OperationErrorEntry {
  readonly phase: Phase;
  readonly error: OperationError;
}

/** Overall verdict of an operation over the whole run; `untested`: it sent nothing. */
export type OperationVerdict = "passed" | "failed" | "errored" | "untested";

/** The story of one operation over the whole run. */
export interface OperationStory {
  readonly label: string;
  readonly verdict: OperationVerdict;
  /** For `untested`: why (the first phase's reason). */
  readonly reason?: string;
  readonly cases: number;
  /** One entry per phase of the run, in run order. */
  readonly phases: readonly { readonly phase: Phase; readonly outcome: PhaseOutcome }[];
  readonly requests: readonly FailingRequest[];
  readonly errors: readonly OperationErrorEntry[];
}

/**
 * One distinct defect: failures that share a cause — the same check, title and status, and the
 * same message once volatile values (numbers, ids, uuids, timestamps, code points) are masked;
 * never identifiers or quoted words. A crash's undocumented status (`status_code_conformance` on
 * the request `not_a_server_error` failed on) is part of its server error, not a cause of its own.
 */
export interface Finding {
  /** 1-based, in the order findings are listed (most operations first). */
  readonly id: number;
  readonly check: string;
  readonly title: string;
  readonly status?: number;
  /** The message with values masked (`messageShape`). */
  readonly shape: string;
  /** What tells it apart, one line: a crash's error, else the message's telling line. */
  readonly evidence: string;
  /** Operations it hit, in schema order. */
  readonly operations: readonly string[];
  /** Hit several operations (`SHARED_CAUSE_MIN_OPERATIONS`): shown once as a shared cause, not under each. */
  readonly shared: boolean;
  /** Failing requests that show it. */
  readonly requests: number;
  /** The first failing request that shows it, and the failure itself (unmasked message). */
  readonly example: FailingRequest;
  readonly exampleFailure: Failure;
  /** Other checks that failed only because of it (a crash's undocumented 500), folded in. */
  readonly alsoFailed?: readonly string[];
  /** The framework convention it follows: 1-based index into {@link RunResult.conventions}. */
  readonly convention?: number;
}

/** What one phase did over all operations. */
export interface PhaseSummary {
  readonly phase: Phase;
  /** `ran`, or why the whole phase did not run. */
  readonly ran: boolean;
  readonly reason?: string;
  readonly passed: number;
  readonly failed: number;
  readonly errored: number;
  readonly alreadyFailing: number;
  readonly noCases: number;
  readonly stopped: number;
  /** Operations skipped, by reason. */
  readonly skipped: readonly { readonly reason: string; readonly operations: number }[];
  /** Operations the phase had nothing for, by reason. */
  readonly notApplicable: readonly { readonly reason: string; readonly operations: number }[];
  readonly cases: number;
}

/** The header facts of a run. */
export interface RunHeader {
  readonly title: string;
  readonly specVersion: string;
  readonly baseUrl: string;
  readonly seed: number;
  readonly phases: readonly Phase[];
  readonly selected: number;
  /** Operations in the schema (selected or not), when known. */
  readonly schemaOperations?: number;
}

/** How the run ended. */
export type RunEnd = Omit<Extract<EngineEvent, { type: "run-finished" }>, "type">;

/** A warning of the run. */
export type RunWarning = Omit<Extract<EngineEvent, { type: "warning" }>, "type">;

/**
 * One run as data (DESIGN.md §5): the fold of its events. The console, the HTML report and the
 * other views render it; what is grouped with what is decided here, once.
 */
export interface RunResult {
  readonly header?: RunHeader;
  /** Every operation that was selected or reported, in schema order. */
  readonly operations: readonly OperationStory[];
  /** Every distinct defect (see {@link Finding}), most operations first. */
  readonly findings: readonly Finding[];
  /** Framework conventions some findings follow, each told once. */
  readonly conventions: readonly FrameworkConvention[];
  readonly phases: readonly PhaseSummary[];
  readonly warnings: readonly RunWarning[];
  readonly totals: {
    readonly passed: number;
    readonly failed: number;
    readonly errored: number;
    readonly untested: number;
    readonly cases: number;
    /** Distinct failures, counted per operation (as JUnit lists them). */
    readonly failures: number;
    readonly failingRequests: number;
    /** Distinct defects (findings): the headline count every view prints. */
    readonly defects: number;
    /** Operations with at least one defect. */
    readonly defectOperations: number;
  };
  readonly end?: RunEnd;
}
