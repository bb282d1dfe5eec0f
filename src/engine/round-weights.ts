/** An operation's budget in a round is its `max-examples` times a weight between these. */
const MIN_WEIGHT = 0.25;
const MAX_WEIGHT = 4;
/** Fewest cases an operation gets in a round after the first. */
const MIN_CASES = 5;

/** Cases in three that are mutations of interesting ones after the first round (1 in `apitest run`). */
export const FUZZ_MUTATED_IN_THREE = 2;

/**
 * Each operation's share of a round of `apitest fuzz` (OpenAPI operations and GraphQL root
 * fields alike): the first round gives every operation its `max-examples`, as `apitest run`
 * does; after it, an operation that met a new outcome gets twice its weight, the others half,
 * between {@link MIN_WEIGHT} and {@link MAX_WEIGHT} times `max-examples`.
 */
export class RoundWeights<K> {
  readonly #weights = new Map<K, number>();

  /** The cases `key` gets in `round` (1-based) for its configured `maxExamples`. */
  budget(key: K, round: number, maxExamples: number): number {
    if (round === 1) return maxExamples;
    return Math.max(MIN_CASES, Math.round(maxExamples * (this.#weights.get(key) ?? 1)));
  }

  /** After a round: `fresh` is how many new outcomes `key` met in it. */
  update(key: K, fresh: number): void {
    const weight = this.#weights.get(key) ?? 1;
    this.#weights.set(key, Math.min(MAX_WEIGHT, Math.max(MIN_WEIGHT, fresh > 0 ? weight * 2 : weight / 2)));
  }
}
