import type { CaseData, CaseMeta } from "./case.js";
import type { Failure } from "./failure.js";
import type { Phase } from "./phase.js";
import type { PreparedRequest } from "./request.js";
import type { Response } from "./response.js";

/** A distinct failure of one operation, with the smallest case found that still shows it. */
export interface FailureReport {
  readonly failure: Failure;
  readonly caseData: CaseData;
  readonly meta: CaseMeta;
  readonly caseId: string;
  readonly request: PreparedRequest;
  /** Absent when the request did not complete (the failure is about that). */
  readonly response?: Response;
  /** The curl command that reproduces the failing request (secrets masked as configured). */
  readonly curl: string;
  /** For stateful failures: every step that led to it, in order, each with its curl command. */
  readonly steps?: readonly { readonly label: string; readonly curl: string }[];
}

/** An operation that could not be tested as asked (network failure, unsupported schema …). */
export interface OperationError {
  readonly title: string;
  readonly message: string;
  readonly curl?: string;
}

/** Final status of one operation in one phase. */
export type OperationStatus = "passed" | "failed" | "errored" | "skipped";

/** Counts kept per operation (for warnings and the summary). */
export interface OperationStats {
  readonly cases: number;
  /** How many responses to positive cases had each status code (what warnings are computed from). */
  readonly statuses: Readonly<Record<number, number>>;
}

/**
 * The engine's event stream. The console, every report writer and every test-framework
 * integration are consumers of these events, never special cases inside the engine.
 */
export type EngineEvent =
  | {
      readonly type: "run-started";
      readonly title: string;
      readonly specVersion: string;
      readonly baseUrl: string;
      readonly operations: number;
      readonly phases: readonly Phase[];
      readonly seed: number;
      /** The selected operations' labels, in schema order (what a report lists when an operation sent nothing). */
      readonly labels?: readonly string[];
      /** How many operations the schema has, selected or not. */
      readonly schemaOperations?: number;
      /** Phases asked for that will not run, and why (e.g. stateful without links). */
      readonly skippedPhases?: readonly { readonly phase: Phase; readonly reason: string }[];
    }
  | { readonly type: "phase-started"; readonly phase: Phase; readonly operations: number }
  | {
      /** One request and its response (or error), for streaming reports. Not retained by the engine. */
      readonly type: "interaction";
      readonly phase: Phase;
      readonly operation: string;
      readonly caseId: string;
      readonly meta: CaseMeta;
      readonly request: PreparedRequest;
      readonly response?: Response;
      readonly error?: string;
      readonly failures: readonly Failure[];
      /** Names of the checks that ran on this response (passing ones too). */
      readonly checks?: readonly string[];
    }
  | {
      readonly type: "operation-finished";
      readonly phase: Phase;
      readonly operation: string;
      readonly status: OperationStatus;
      readonly failures: readonly FailureReport[];
      readonly errors: readonly OperationError[];
      readonly stats: OperationStats;
      /** Why the operation was skipped, when it was. */
      readonly skipReason?: string;
      /**
       * Failures this phase found again that an earlier phase already reported (left out of
       * `failures`): a phase that stopped at one did not really test the operation again.
       */
      readonly repeated?: number;
    }
  | {
      /** Failing cases stored by earlier runs (`generation.database`) were sent before the phase's own cases. */
      readonly type: "examples-replayed";
      readonly phase: Phase;
      readonly operation: string;
      readonly count: number;
      /** Replayed cases that still fail. */
      readonly failing: number;
      /**
       * Stored cases the replay could not check (a network error, a timeout, an interrupted run):
       * kept in the database as they were. Absent when every case was checked.
       */
      readonly unchecked?: number;
      /** Why they were not checked (the first such request's error). */
      readonly uncheckedReason?: string;
    }
  | { readonly type: "phase-finished"; readonly phase: Phase }
  | {
      readonly type: "warning";
      readonly name: string;
      readonly message: string;
      /** What the user can do about it. */
      readonly hint: string;
      readonly operations: readonly string[];
    }
  | {
      readonly type: "run-finished";
      readonly durationSeconds: number;
      readonly interrupted: boolean;
      /** Why the run stopped early, if it did (e.g. `max-failures reached`). */
      readonly stopReason?: string;
      /** The error that ended the run, when one did (the caller reports it too). */
      readonly error?: string;
      /** Per operation, whether any request got a 2xx, and why not (OpenAPI runs). */
      readonly reach?: ReachReport;
      /** How much of the API's own code the run reached (grey-box runs: `--coverage-from`, `coverage: true`). */
      readonly coverage?: CodeCoverageReport;
    }
  | {
      /**
       * `apitest fuzz`: a distinct failure new to the run, as soon as it is found (shrunk), while
       * its round goes on (it is also in that operation's `operation-finished` event at the end).
       */
      readonly type: "failure-found";
      readonly operation: string;
      readonly failure: FailureReport;
      /** Seconds since the run started. */
      readonly elapsedSeconds: number;
    };

/** Why an operation likely never answered 2xx (see the reach report). */
export type ReachReason = "missing auth" | "missing test data" | "always 4xx validation" | "server errors" | "no response" | "other";

/** An operation no request reached with a 2xx answer. */
export interface OperationReach {
  readonly operation: string;
  readonly reason: ReachReason;
  /** Status counts it got (positive cases' when there were any). */
  readonly statuses: Readonly<Record<number, number>>;
}

/** Which tested operations answered 2xx to any request, and why the others likely did not. */
export interface ReachReport {
  /** Operations that were tested. */
  readonly operations: number;
  /** Of those, how many answered 2xx at least once. */
  readonly reached: number;
  /** The others, in schema order. */
  readonly unreached: readonly OperationReach[];
}

/** A consumer of engine events, e.g. a reporter. Every hook is optional. */
export interface EventSink {
  handle(event: EngineEvent): void | Promise<void>;
  /** Called once after `run-finished`, also when the run is interrupted: flush and close files here. */
  close?(): void | Promise<void>;
}

/**
 * How much of the API's own code (its scripts outside `node_modules` and Node's internals) a
 * grey-box run reached, counted in non-blank lines over the files the API loaded. Code that ran
 * before the run started (start-up, module top levels) is not counted as reached.
 */
export interface CodeCoverageReport {
  /** Non-blank lines whose first statement ran during the run. */
  readonly linesReached: number;
  /** Non-blank lines of the API's own files. */
  readonly lines: number;
  /** How many of the API's own files were counted. */
  readonly files: number;
  /** Per operation (in the order first reached), the lines its requests reached first: no earlier request had. Requests measured together with another operation's are credited to neither. */
  readonly operations?: readonly { readonly operation: string; readonly linesFirstReached: number }[];
  /** Why coverage stopped during the run, when it did (the rest of the run was black-box). */
  readonly lost?: string;
}
