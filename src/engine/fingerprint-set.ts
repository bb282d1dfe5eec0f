// No fingerprint is negative.
const EMPTY = -1;

/**
 * A set of request fingerprints (non-negative integers below 2^53, see `requestFingerprint`)
 * kept in one `Float64Array` with open addressing: 8 bytes per slot and at most three
 * quarters of the slots used, so 11–21 bytes per fingerprint instead of the ≈ 40 of a
 * `Set<number>` (whose 53-bit keys are boxed numbers). An operation can send hundreds of
 * thousands of cases; this is the only thing the fuzzing loop keeps for each of them.
 */
export class FingerprintSet {
  #slots = new Float64Array(1024).fill(EMPTY);
  #size = 0;

  /** How many fingerprints the set holds. */
  get size(): number {
    return this.#size;
  }

  /** Whether the fingerprint was added. */
  has(fingerprint: number): boolean {
    return this.#slots[this.#find(this.#slots, fingerprint)] === fingerprint;
  }

  /** Adds the fingerprint; adding one that is there already changes nothing. */
  add(fingerprint: number): void {
    if (!Number.isSafeInteger(fingerprint) || fingerprint < 0) throw new RangeError(`Not a request fingerprint: ${fingerprint}`);
    const index = this.#find(this.#slots, fingerprint);
    if (this.#slots[index] === fingerprint) return;
    this.#slots[index] = fingerprint;
    this.#size += 1;
    if (this.#size * 4 > this.#slots.length * 3) this.#grow();
  }

  // The slot holding the fingerprint, or the empty slot where it would go (linear probing from
  // its low 32 bits, which are the hash's best-mixed ones).
  #find(slots: Float64Array, fingerprint: number): number {
    const mask = slots.length - 1;
    let index = (fingerprint >>> 0) & mask;
    for (;;) {
      const held = slots[index];
      if (held === fingerprint || held === EMPTY) return index;
      index = (index + 1) & mask;
    }
  }

  #grow(): void {
    const old = this.#slots;
    const slots = new Float64Array(old.length * 2).fill(EMPTY);
    for (const held of old) if (held !== EMPTY) slots[this.#find(slots, held)] = held;
    this.#slots = slots;
  }
}
