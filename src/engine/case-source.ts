import type * as fc from "fast-check";
import type { CaseData, TargetedCase } from "../core/case.js";
import type { Response } from "../core/response.js";
import type { PreparedCase } from "./prepared-case.js";

/** One case from a {@link CaseSource}: fast-check's value, and whether it can be shrunk through the arbitrary. */
export interface SourcedCase<T extends TargetedCase> {
  readonly value: fc.Value<T>;
  /** False for mutated cases: they do not come from the arbitrary, so its shrink tree does not apply. */
  readonly shrinkable: boolean;
  /** The case already serialized (a source that validated it), so the loop does not serialize it again. */
  readonly prepared?: Extract<PreparedCase, { caseId: string }>;
}

/** Where the fuzzing loop takes its next case from, and tells what each sent case scored. */
export interface CaseSource<T extends TargetedCase> {
  next(attempt: number): SourcedCase<T>;
  /** `sent` is the case as sent (fixed parameter values applied), which metrics score; `generated.data` when absent. */
  observe(generated: T, response: Response, sent?: CaseData): void;
  /** Whether what comes next depends on the responses observed (then no case may be drawn ahead of them). */
  readonly adaptive: boolean;
}
