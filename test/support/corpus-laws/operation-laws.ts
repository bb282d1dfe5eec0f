import { isEdgeProbe } from "../../../src/generation/coverage/edge-probes.js";
import * as fc from "fast-check";
import { isDeepStrictEqual } from "node:util";
import type { CaseData, CaseMeta, PlannedCase } from "../../../src/core/case.js";
import { ApitestError, SerializationError } from "../../../src/core/errors.js";
import type { OperationDefinition } from "../../../src/core/operation.js";
import type { PreparedRequest } from "../../../src/core/request.js";
import type { OpenApiSpec } from "../../../src/core/spec.js";
import type { WireJudge } from "../../../src/engine/wire-judge.js";
import { caseArbitrary } from "../../../src/generation/case-arbitrary.js";
import type { GenerationContext } from "../../../src/generation/context.js";
import { planCoverage } from "../../../src/generation/coverage/plan-coverage.js";
import { planExamples } from "../../../src/generation/examples/plan-examples.js";
import { negativeCaseArbitrary } from "../../../src/generation/negative/negative-case.js";
import { prepareRequest } from "../../../src/serialization/prepare-request.js";
import type { SerializerRegistry } from "../../../src/serialization/registry.js";
import { validateRequest } from "../../../src/validation/validate-request.js";

/** Which generator a finding comes from. */
export type Source = "examples" | "coverage" | "fuzzing-positive" | "fuzzing-negative";

/** A generator refused the operation with an `ApitestError` (an unsatisfiable or unsupported schema). */
export interface Unsupported {
  readonly file: string;
  readonly operation: string;
  readonly source: Source;
  readonly message: string;
}

/** A case that breaks a law. `detail` identifies the case deterministically (fixed seeds). */
export interface Violation {
  readonly file: string;
  readonly operation: string;
  readonly law: "positive-valid" | "negative-invalid" | "coverage-deterministic" | "no-crash";
  readonly detail: string;
}

/** What checking one operation found, plus counters for the summary. */
export interface OperationFindings {
  cases: number;
  skipped: number;
  negativesDropped: number;
  readonly unsupported: Unsupported[];
  readonly violations: Violation[];
}

/** Everything the laws need about one loaded document, built once per file. */
export interface LawContext {
  readonly file: string;
  readonly spec: OpenApiSpec;
  readonly ctx: GenerationContext;
  readonly judge: WireJudge;
  readonly baseUrl: string;
  readonly serializers: SerializerRegistry;
  /** Methods the coverage phase sends to this operation's path (only its first operation sends them). */
  readonly unexpectedMethods: (operation: OperationDefinition) => readonly string[];
}

/** Bounds of the work done per operation, so the whole corpus stays within the suite's time budget. */
export const FUZZ_SAMPLES = 3;
export const MAX_COVERAGE_CASES = 40;
export const FUZZ_SEED = 20_240_610;

/**
 * Runs every phase and mode of one operation without sending anything and checks the laws:
 * positive coverage and fuzzing cases validate as serialized; negative cases the engine would
 * send are invalid as serialized; coverage plans are deterministic; nothing throws but an
 * `ApitestError`. Examples are only generated and serialized (their values may be invalid).
 */
export function checkOperation(law: LawContext, operation: OperationDefinition): OperationFindings {
  const findings: OperationFindings = { cases: 0, skipped: 0, negativesDropped: 0, unsupported: [], violations: [] };
  const { file } = law;
  const label = operation.label;
  const guard = (source: Source, run: () => void): void => {
    try {
      run();
    } catch (error) {
      // SerializationError is handled per case; anything escaping here is about the schema.
      if (error instanceof ApitestError) findings.unsupported.push({ file, operation: label, source, message: error.message });
      else findings.violations.push({ file, operation: label, law: "no-crash", detail: `${source}: ${describe(error)}` });
    }
  };

  guard("examples", () => {
    for (const planned of planExamples(operation, law.ctx, { fillMissing: true, seed: FUZZ_SEED })) serialize(law, operation, planned.data, findings);
  });
  guard("coverage", () => {
    const options = { modes: ["positive", "negative"] as const, unexpectedMethods: law.unexpectedMethods(operation), duplicateQueryParameters: true, maxCases: MAX_COVERAGE_CASES };
    const first = planCoverage(operation, law.ctx, { ...options, modes: [...options.modes] });
    const second = planCoverage(operation, law.ctx, { ...options, modes: [...options.modes] });
    if (!isDeepStrictEqual(first, second)) findings.violations.push({ file, operation: label, law: "coverage-deterministic", detail: "two planCoverage calls differ" });
    for (const planned of first) judgeCase(law, operation, planned, findings);
  });
  guard("fuzzing-positive", () => {
    for (const data of fc.sample(caseArbitrary(operation, law.ctx), { seed: FUZZ_SEED, numRuns: FUZZ_SAMPLES })) {
      judgeCase(law, operation, { data, meta: { phase: "fuzzing", mode: "positive" } }, findings);
    }
  });
  guard("fuzzing-negative", () => {
    const arbitrary = negativeCaseArbitrary(operation, law.ctx);
    if (arbitrary === undefined) return;
    for (const { data, violation, description } of fc.sample(arbitrary, { seed: FUZZ_SEED, numRuns: FUZZ_SAMPLES })) {
      judgeCase(law, operation, { data, meta: { phase: "fuzzing", mode: "negative", violation, description } }, findings);
    }
  });
  return findings;
}

function judgeCase(law: LawContext, operation: OperationDefinition, planned: PlannedCase, findings: OperationFindings): void {
  const request = serialize(law, operation, planned.data, findings);
  if (request === undefined) return;
  const { meta } = planned;
  const options = { basePath: law.spec.basePath };
  if (meta.mode === "positive") {
    const issues = validateRequest(request, operation, law.spec.validator, options);
    if (issues.length > 0) findings.violations.push(violation(law, operation, "positive-valid", meta, issues[0]?.message ?? ""));
    return;
  }
  if (!law.judge.isNegative(operation, request, meta)) {
    findings.negativesDropped += 1;
    return;
  }
  if (meta.violation?.kind === "duplicate-query-parameter") {
    // Sent by the engine without parsing back: a server that reads the first value sees a valid
    // request, so the law here is only that the parameter really goes out twice.
    const name = meta.violation.name;
    if (queryNames(request.url).filter((sent) => sent === name).length < 2) findings.violations.push(violation(law, operation, "negative-invalid", meta, "not sent twice"));
    return;
  }
  // An edge probe (`generation/coverage/edge-probes.ts`) is ambiguous by design: a value a strict
  // server may accept or refuse, judged only by the checks `checks/ambiguous-cases.ts` lists.
  if (isEdgeProbe(meta)) return;
  if (validateRequest(request, operation, law.spec.validator, options).length === 0) {
    findings.violations.push(violation(law, operation, "negative-invalid", meta, "valid as serialized"));
  }
}

function queryNames(url: string): string[] {
  return [...new URL(url).searchParams.keys()];
}

function serialize(law: LawContext, operation: OperationDefinition, data: CaseData, findings: OperationFindings): PreparedRequest | undefined {
  findings.cases += 1;
  try {
    return prepareRequest(data, operation, { baseUrl: law.baseUrl, serializers: law.serializers, resolver: law.spec.resolver });
  } catch (error) {
    // An unsupported media type is skipped by design, exactly as the engine does.
    if (error instanceof SerializationError) {
      findings.skipped += 1;
      return undefined;
    }
    throw error;
  }
}

function violation(law: LawContext, operation: OperationDefinition, kind: Violation["law"], meta: CaseMeta, message: string): Violation {
  const what = meta.description ?? `${meta.phase} ${meta.mode} case`;
  return { file: law.file, operation: operation.label, law: kind, detail: `${meta.phase}: ${what} → ${message}` };
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
