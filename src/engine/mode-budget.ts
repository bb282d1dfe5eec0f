/**
 * How the data modes of one operation share its `max-examples` (the specification caps fuzzing
 * cases per operation, not per mode). Modes run in order, positive first; each gets an even
 * share of what is left, so under `mode = all` positive gets half (rounded up) and negative the
 * rest, plus whatever positive did not use when its distinct cases ran out. A mode whose share
 * is 0 (`max-examples = 1` under `all`: the one case is positive) does not run.
 */
export class ModeBudget {
  #left: number;
  #modesLeft: number;

  constructor(maxExamples: number, modes: number) {
    this.#left = maxExamples;
    this.#modesLeft = modes;
  }

  /** The cases the next mode may send; call {@link spent} with what it sent. */
  next(): number {
    const share = this.#modesLeft <= 1 ? this.#left : Math.ceil(this.#left / this.#modesLeft);
    this.#modesLeft = Math.max(0, this.#modesLeft - 1);
    return Math.max(0, share);
  }

  /** Records the cases a mode sent. */
  spent(cases: number): void {
    this.#left = Math.max(0, this.#left - cases);
  }
}
