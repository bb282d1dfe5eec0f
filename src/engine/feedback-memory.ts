import type { TargetedCase } from "../core/case.js";
import type { Response } from "../core/response.js";
import type { Transport } from "../transport/transport.js";

/** Distinct outcomes remembered per operation; once full, nothing more is new. */
const MAX_OUTCOMES = 256;
/** Interesting cases kept per operation (the newest). */
const POOL_SIZE = 16;

/**
 * Tells whether the request behind a response reached code of the API no earlier request did
 * (a grey-box run's coverage source, `greybox/coverage-source.ts`): `keep` runs when it did,
 * now or once the batch the request was in has been measured.
 */
export interface CodeReach {
  judge(response: Response, keep: () => void): void;
}

/** A coverage source as a run uses it: it measures the requests sent through the transport it wraps. */
export interface RunCoverage extends CodeReach {
  wrap(transport: Transport): Transport;
}

/**
 * What coverage guidance remembers of one operation over a run (all rounds of `apitest fuzz`):
 * the outcomes seen, the cases that first produced one, and how many new ones the latest round found.
 */
export class OperationFeedback {
  readonly outcomes: Set<string> = new Set<string>();
  readonly pool: TargetedCase[] = [];
  /** New outcomes since {@link resetRound}. */
  fresh = 0;

  /** @param reach when the run sees the API's code: a case reaching new code is interesting too. */
  constructor(readonly reach?: CodeReach | undefined) {}

  /** Keeps a positive case whose response was no new outcome when its request reached new code. */
  keepIfReachedNew(generated: TargetedCase, response: Response): void {
    this.reach?.judge(response, () => {
      this.fresh++;
      this.keep(generated);
    });
  }

  /** Records an outcome; true when it was not seen on this operation before. */
  record(key: string): boolean {
    if (this.outcomes.has(key) || this.outcomes.size >= MAX_OUTCOMES) return false;
    this.outcomes.add(key);
    this.fresh++;
    return true;
  }

  keep(generated: TargetedCase): void {
    if (this.pool.length >= POOL_SIZE) this.pool.shift();
    this.pool.push(generated);
  }

  resetRound(): void {
    this.fresh = 0;
  }
}

/** Each operation's {@link OperationFeedback}, by label (bounded by the number of operations). */
export class FeedbackMemory {
  readonly #byOperation = new Map<string, OperationFeedback>();

  /**
   * How many cases in three are mutations once there is something to mutate: 1 in `apitest
   * run` (most of its budget stays fresh draws), 2 in `apitest fuzz` after its first round.
   */
  mutatedInThree: 1 | 2 = 1;

  /** @param reach a grey-box run's coverage source: reaching new code is a new outcome too. */
  constructor(readonly reach?: CodeReach | undefined) {}

  of(label: string): OperationFeedback {
    let feedback = this.#byOperation.get(label);
    if (feedback === undefined) {
      feedback = new OperationFeedback(this.reach);
      this.#byOperation.set(label, feedback);
    }
    return feedback;
  }
}
