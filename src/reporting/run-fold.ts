import type { EngineEvent, FailureReport } from "../core/events.js";
import type { Failure } from "../core/failure.js";
import type { Phase } from "../core/phase.js";
import { evidenceLine, findingKey, messageShape, SHARED_CAUSE_MIN_OPERATIONS } from "./findings.js";
import { conventionKind, describeConvention, recognizeFramework, type Framework, type FrameworkConvention } from "./framework-conventions.js";
import { phaseOutcome, phaseSummaries, unreachedOutcome } from "./phase-outcome.js";
import type {
  FailingRequest,
  Finding,
  OperationErrorEntry,
  OperationStory,
  OperationVerdict,
  PhaseOutcome,
  RunEnd,
  RunHeader,
  RunResult,
  RunWarning,
} from "./run-result.js";

/** A fold of engine events into a {@link RunResult}, fed one event at a time. */
export interface RunFold {
  /** Takes one event; never throws, ignores what it does not use (interactions are only counted). */
  add(event: EngineEvent): void;
  /** The result so far (complete after `run-finished`). */
  result(): RunResult;
  /** What the fold holds, as data: the result is {@link resultOf} it (the HTML report stores it to be merged). */
  state(): RunFoldState;
}

/** A failing request as the fold keeps it: the first report of its case, with every check that failed on it. */
export interface FoldRequest {
  readonly operation: string;
  readonly phase: Phase;
  readonly first: Pick<FailureReport, "caseId" | "meta" | "request" | "response" | "curl" | "steps">;
  readonly failures: readonly Failure[];
}

/** What the fold holds for one operation. */
export interface FoldOperation {
  readonly label: string;
  /** Each phase that reported it, with what it did. */
  readonly phases: readonly (readonly [Phase, PhaseOutcome])[];
  /** Its distinct failing requests, one per case. */
  readonly requests: readonly FoldRequest[];
  readonly errors: readonly OperationErrorEntry[];
}

/**
 * Everything a fold holds once its events are in: the run's result is built from it alone, so
 * the states of several runs (the shards of `--shard i/n`) joined build the result one run would
 * have had (findings across operations, totals, phase summaries recomputed).
 */
export interface RunFoldState {
  readonly header?: RunHeader;
  /** The operations the run announced, in schema order. */
  readonly labels: readonly string[];
  readonly skippedPhases: readonly { readonly phase: Phase; readonly reason: string }[];
  /** Phases that started. */
  readonly started: readonly Phase[];
  readonly operations: readonly FoldOperation[];
  readonly warnings: readonly RunWarning[];
  readonly end?: RunEnd;
}

interface OperationState {
  readonly label: string;
  readonly phases: Map<Phase, PhaseOutcome>;
  readonly requests: Map<string, MutableRequest>;
  readonly errors: OperationErrorEntry[];
  truncated: number;
  replayed?: { count: number; failing: number };
}

interface MutableRequest extends FoldRequest {
  readonly failures: Failure[];
}

/**
 * Folds a run's events into one result: per operation what each phase did and why, the distinct
 * failing requests with their checks, and findings across operations. Keeps the distinct failures
 * and counters only, never every interaction, so it stays small on a long run.
 *
 * @example
 * const fold = createRunFold();
 * for (const event of events) fold.add(event);
 * const result = fold.result();
 */
export function createRunFold(): RunFold {
  let header: RunHeader | undefined;
  let labels: readonly string[] = [];
  let skippedPhases: readonly { phase: Phase; reason: string }[] = [];
  const started = new Set<Phase>();
  const operations = new Map<string, OperationState>();
  const warnings: RunWarning[] = [];
  let end: RunEnd | undefined;

  const stateOf = (label: string): OperationState => {
    let state = operations.get(label);
    if (state === undefined) {
      state = { label, phases: new Map(), requests: new Map(), errors: [], truncated: 0 };
      operations.set(label, state);
    }
    return state;
  };

  return {
    add(event) {
      switch (event.type) {
        case "run-started": {
          const { type: _type, labels: given, skippedPhases: skipped, schemaOperations, operations: selected, ...rest } = event;
          header = { ...rest, selected, ...(schemaOperations === undefined ? {} : { schemaOperations }) };
          labels = given ?? [];
          skippedPhases = skipped ?? [];
          for (const label of labels) stateOf(label);
          break;
        }
        case "phase-started":
          started.add(event.phase);
          break;
        case "interaction":
          if (event.response?.truncated === true) stateOf(event.operation).truncated++;
          break;
        case "examples-replayed":
          stateOf(event.operation).replayed = { count: event.count, failing: event.failing };
          break;
        case "operation-finished": {
          const state = stateOf(event.operation);
          const outcome = phaseOutcome(event, state.truncated, state.replayed);
          state.truncated = 0;
          delete state.replayed;
          state.phases.set(event.phase, outcome);
          for (const report of event.failures) {
            // Failures found by one case share one request, one response and one reproduction.
            const existing = state.requests.get(report.caseId);
            if (existing === undefined) state.requests.set(report.caseId, { operation: event.operation, phase: event.phase, first: report, failures: [report.failure] });
            else existing.failures.push(report.failure);
          }
          for (const error of event.errors) state.errors.push({ phase: event.phase, error });
          break;
        }
        case "warning": {
          const { type: _type, ...warning } = event;
          warnings.push(warning);
          break;
        }
        case "run-finished": {
          const { type: _type, ...rest } = event;
          end = rest;
          break;
        }
        default:
          break;
      }
    },
    result() {
      return buildResult(header, labels, skippedPhases, started, operations, warnings, end);
    },
    state() {
      return {
        ...(header === undefined ? {} : { header }),
        labels,
        skippedPhases,
        started: [...started],
        operations: [...operations.values()].map((state) => ({ label: state.label, phases: [...state.phases], requests: [...state.requests.values()], errors: state.errors })),
        warnings,
        ...(end === undefined ? {} : { end }),
      };
    },
  };
}

/** The result of a fold's state (see {@link RunFoldState}): what `fold.result()` gives for the fold that held it. */
export function resultOf(state: RunFoldState): RunResult {
  const operations = new Map<string, OperationState>();
  for (const each of state.operations) {
    operations.set(each.label, {
      label: each.label,
      phases: new Map(each.phases),
      requests: new Map(each.requests.map((request) => [request.first.caseId, { ...request, failures: [...request.failures] }])),
      errors: [...each.errors],
      truncated: 0,
    });
  }
  return buildResult(state.header, state.labels, state.skippedPhases, new Set(state.started), operations, state.warnings, state.end);
}

/** Folds a whole event list at once (see {@link createRunFold}). */
export function foldRun(events: Iterable<EngineEvent>): RunResult {
  const fold = createRunFold();
  for (const event of events) fold.add(event);
  return fold.result();
}

function buildResult(
  header: RunHeader | undefined,
  labels: readonly string[],
  skippedPhases: readonly { phase: Phase; reason: string }[],
  started: ReadonlySet<Phase>,
  operations: ReadonlyMap<string, OperationState>,
  warnings: readonly RunWarning[],
  end: RunEnd | undefined,
): RunResult {
  const order = new Map(labels.map((label, index) => [label, index]));
  // Schema order; operations the run did not announce (older events) after, by name.
  const states = [...operations.values()].sort((a, b) => {
    const x = order.get(a.label) ?? Number.MAX_SAFE_INTEGER;
    const y = order.get(b.label) ?? Number.MAX_SAFE_INTEGER;
    return x !== y ? x - y : a.label < b.label ? -1 : a.label > b.label ? 1 : 0;
  });
  const runPhases = header?.phases ?? [...started];
  const findings = collectFindings(states);
  const stories = states.map((state) => storyOf(state, runPhases, started, end, findings.idOf));
  const byLabel = new Map(stories.map((story) => [story.label, story]));
  const totals = { passed: 0, failed: 0, errored: 0, untested: 0, cases: 0, failures: 0, failingRequests: 0, defects: findings.list.length, defectOperations: 0 };
  for (const story of stories) {
    totals[story.verdict]++;
    totals.cases += story.cases;
    totals.failingRequests += story.requests.length;
    for (const request of story.requests) totals.failures += request.failures.length;
    if (story.requests.length > 0) totals.defectOperations++;
  }
  return {
    ...(header === undefined ? {} : { header }),
    operations: stories,
    findings: findings.list.map(({ exampleRef, ...finding }) => ({ ...finding, example: requestAt(byLabel, exampleRef) })),
    conventions: findings.conventions,
    phases: phaseSummaries(runPhases, skippedPhases, started, stories),
    warnings,
    totals,
    ...(end === undefined ? {} : { end }),
  };
}

interface FindingDraft {
  readonly key: string;
  readonly failure: Failure;
  readonly status: number | undefined;
  readonly operations: string[];
  requests: number;
  readonly example: { readonly operation: string; readonly caseId: string; readonly response: FoldRequest["first"]["response"] };
  readonly alsoFailed: Set<string>;
}

type FindingEntry = Omit<Finding, "example"> & { readonly exampleRef: { readonly operation: string; readonly caseId: string } };

function requestAt(stories: ReadonlyMap<string, OperationStory>, ref: { readonly operation: string; readonly caseId: string }): FailingRequest {
  const story = stories.get(ref.operation);
  const request = story?.requests.find((each) => each.caseId === ref.caseId);
  if (request === undefined) throw new Error(`internal: no failing request ${ref.caseId} in ${ref.operation}`);
  return request;
}

const SERVER_ERROR = "not_a_server_error";
const UNDOCUMENTED_STATUS = "status_code_conformance";

/**
 * The finding key of each failure of one request. A crash's undocumented status
 * (`status_code_conformance` with a 5xx) takes the key of the server error it came with: on
 * the same request, else the operation's first server error with that status (the engine
 * reports the undocumented status once per operation, on the first crash).
 */
function requestKeys(request: FoldRequest, crashes: ReadonlyMap<number, string>): string[] {
  const status = request.first.response?.statusCode;
  const keys = request.failures.map((failure) => findingKey(failure, status, request.operation));
  if (status === undefined || status < 500) return keys;
  const own = request.failures.findIndex((failure) => failure.check === SERVER_ERROR);
  const crash = own === -1 ? crashes.get(status) : keys[own];
  if (crash === undefined) return keys;
  return keys.map((key, at) => (request.failures[at]!.check === UNDOCUMENTED_STATUS ? crash : key));
}

function collectFindings(states: readonly OperationState[]): {
  list: FindingEntry[];
  conventions: FrameworkConvention[];
  idOf: (request: MutableRequest, failure: Failure) => number;
} {
  const drafts = new Map<string, FindingDraft>();
  const keysOf = new Map<FoldRequest, string[]>();
  const counted = new Map<FoldRequest, Set<string>>();
  const met: { state: OperationState; request: FoldRequest; failure: Failure; key: string; companion: boolean }[] = [];
  for (const state of states) {
    // Each status's first server error in this operation, for the undocumented statuses that come with it.
    const crashes = new Map<number, string>();
    for (const request of state.requests.values()) {
      const status = request.first.response?.statusCode;
      const server = request.failures.find((failure) => failure.check === SERVER_ERROR);
      if (status !== undefined && server !== undefined && !crashes.has(status)) crashes.set(status, findingKey(server, status, state.label));
    }
    for (const request of state.requests.values()) {
      const status = request.first.response?.statusCode;
      const keys = requestKeys(request, crashes);
      keysOf.set(request, keys);
      counted.set(request, new Set());
      request.failures.forEach((failure, at) => met.push({ state, request, failure, key: keys[at]!, companion: keys[at] !== findingKey(failure, status, state.label) }));
    }
  }
  // Causes first, then what came with them (a crash's undocumented status joins its server error).
  for (const { state, request, failure, key, companion } of [...met.filter((each) => !each.companion), ...met.filter((each) => each.companion)]) {
    const draft = drafts.get(key);
    if (companion) draft?.alsoFailed.add(failure.check);
    const seen = counted.get(request)!;
    if (seen.has(key)) continue;
    seen.add(key);
    if (draft === undefined) {
      const example = { operation: state.label, caseId: request.first.caseId, response: request.first.response };
      drafts.set(key, { key, failure, status: request.first.response?.statusCode, operations: [state.label], requests: 1, example, alsoFailed: new Set() });
    } else {
      draft.requests++;
      if (!draft.operations.includes(state.label)) draft.operations.push(state.label);
    }
  }
  // Most operations first; ties in the order they were first met (schema order), so output is stable.
  const sorted = [...drafts.values()].map((draft, at) => ({ draft, at })).sort((a, b) => b.draft.operations.length - a.draft.operations.length || a.at - b.at);
  const ids = new Map<string, number>();
  const conventions = conventionsOf(sorted.map(({ draft }, index) => ({ draft, id: index + 1 })));
  const list = sorted.map(({ draft }, index): FindingEntry => {
    ids.set(draft.key, index + 1);
    const convention = conventions.findIndex((each) => each.findings.includes(index + 1));
    return {
      id: index + 1,
      check: draft.failure.check,
      title: draft.failure.title,
      ...(draft.status === undefined ? {} : { status: draft.status }),
      shape: messageShape(draft.failure.message),
      evidence: evidenceLine(draft.failure),
      operations: draft.operations,
      shared: draft.operations.length >= SHARED_CAUSE_MIN_OPERATIONS,
      requests: draft.requests,
      exampleRef: draft.example,
      exampleFailure: draft.failure,
      ...(draft.alsoFailed.size === 0 ? {} : { alsoFailed: [...draft.alsoFailed] }),
      ...(convention === -1 ? {} : { convention: convention + 1 }),
    };
  });
  return { list, conventions, idOf: (request, failure) => ids.get(keysOf.get(request)?.[request.failures.indexOf(failure)] ?? "") ?? 0 };
}

/**
 * The framework conventions the findings follow, one per kind and status. The framework is the
 * one the cause's own example names, else the one any failing response of the run names.
 */
function conventionsOf(findings: readonly { readonly draft: FindingDraft; readonly id: number }[]): FrameworkConvention[] {
  let runFramework: Framework | undefined;
  for (const { draft } of findings) runFramework ??= recognizeFramework(draft.example.response);
  const groups = new Map<string, { kind: NonNullable<ReturnType<typeof conventionKind>>; framework: Framework | undefined; check: string; status: number; ids: number[]; operations: Set<string> }>();
  for (const { draft, id } of findings) {
    const kind = conventionKind(draft.failure.check, draft.status);
    if (kind === undefined || draft.status === undefined) continue;
    const framework = recognizeFramework(draft.example.response) ?? runFramework;
    const key = `${kind}\u0000${draft.status}\u0000${framework ?? ""}`;
    let group = groups.get(key);
    if (group === undefined) {
      group = { kind, framework, check: draft.failure.check, status: draft.status, ids: [], operations: new Set() };
      groups.set(key, group);
    }
    group.ids.push(id);
    for (const operation of draft.operations) group.operations.add(operation);
  }
  return [...groups.values()].map((group) => ({
    kind: group.kind,
    ...(group.framework === undefined ? {} : { framework: group.framework }),
    check: group.check,
    status: group.status,
    findings: group.ids,
    operations: group.operations.size,
    ...describeConvention(group.kind, group.framework, group.status),
  }));
}

function storyOf(
  state: OperationState,
  runPhases: readonly Phase[],
  started: ReadonlySet<Phase>,
  end: RunEnd | undefined,
  idOf: (request: MutableRequest, failure: Failure) => number,
): OperationStory {
  const phases = runPhases.map((phase) => ({ phase, outcome: state.phases.get(phase) ?? unreachedOutcome(phase, started.has(phase), end) }));
  const requests: FailingRequest[] = [...state.requests.values()].map((request) => {
    const first = request.first;
    return {
      operation: request.operation,
      phase: request.phase,
      caseId: first.caseId,
      meta: first.meta,
      failures: request.failures,
      findings: request.failures.map((failure) => idOf(request, failure)),
      request: first.request,
      ...(first.response === undefined ? {} : { response: first.response }),
      curl: first.curl,
      ...(first.steps === undefined ? {} : { steps: first.steps }),
    };
  });
  const cases = phases.reduce((sum, { outcome }) => sum + outcome.cases, 0);
  const verdict: OperationVerdict = requests.length > 0 ? "failed" : state.errors.length > 0 ? "errored" : cases > 0 ? "passed" : "untested";
  const reason = verdict === "untested" ? phases.find(({ outcome }) => outcome.reason !== undefined)?.outcome.reason : undefined;
  return { label: state.label, verdict, ...(reason === undefined ? {} : { reason }), cases, phases, requests, errors: state.errors };
}
