/**
 * Plain strings drawn in one step. `fc.string` builds a string as an array of one-character
 * values (each a weighted `oneof` over integer ranges, mapped to a character), then joins it:
 * five to eight objects and as many calls per character. {@link textArbitrary} draws the length
 * and the code points straight from the random source and makes one value per string, with the
 * same shape of distribution (lengths and characters biased towards their bounds now and then)
 * and its own shrinking: shorter strings first, then simpler characters.
 */
import * as fc from "fast-check";

/** Code points `min`–`max`, drawn `weight` times in (sum of weights) when a character is drawn. */
export interface CodeRange {
  readonly weight: number;
  readonly min: number;
  readonly max: number;
}

/** The characters a string may hold: weighted ranges of numbers and what character a number stands for. */
export interface Alphabet {
  readonly ranges: readonly CodeRange[];
  /** The character a drawn number stands for (default: the code point itself). */
  readonly char?: (code: number) => string;
}

/**
 * What the generated lengths aim at without a `maxLength` (or below it): fast-check's default
 * size, "small" (twice the minimum plus ten).
 */
function generatedMaxLength(minLength: number, maxLength: number): number {
  return Math.min(2 * minLength + 10, maxLength);
}

/** The bounds a biased length or code point is drawn near: log2 of the span (fast-check's choice). */
function logSpan(span: number): number {
  return span <= 0 ? 0 : Math.floor(Math.log2(span));
}

/** The character of a code point (`fromCharCode` below the astral planes: the common case, and faster). */
export function codePointChar(code: number): string {
  return code < 0x10000 ? String.fromCharCode(code) : String.fromCodePoint(code);
}

class TextArbitrary extends fc.Arbitrary<string> {
  readonly #ranges: readonly CodeRange[];
  /** Cumulative weights: a draw below `#bounds[i]` (and not below the previous) picks range i. */
  readonly #bounds: readonly number[];
  readonly #total: number;
  readonly #char: (code: number) => string;
  readonly #repair: ((text: string) => string) | undefined;
  readonly #minLength: number;
  readonly #maxGenerated: number;
  readonly #maxBiased: number;
  /** The character every other shrinks towards: the first of the first range. */
  readonly #simplest: string;

  constructor(alphabet: Alphabet, minLength: number, maxLength: number, repair: ((text: string) => string) | undefined) {
    super();
    this.#ranges = alphabet.ranges.filter((range) => range.weight > 0 && range.max >= range.min);
    if (this.#ranges.length === 0) throw new RangeError("An alphabet needs at least one non-empty range with a positive weight.");
    let total = 0;
    this.#bounds = this.#ranges.map((range) => (total += range.weight));
    this.#total = total;
    this.#char = alphabet.char ?? codePointChar;
    this.#repair = repair;
    this.#minLength = minLength;
    this.#maxGenerated = generatedMaxLength(minLength, maxLength);
    this.#maxBiased = minLength + logSpan(this.#maxGenerated - minLength);
    this.#simplest = this.#char((this.#ranges[0] as CodeRange).min);
  }

  generate(random: fc.Random, biasFactor: number | undefined): fc.Value<string> {
    const min = this.#minLength;
    let length: number;
    let charBias: number | undefined;
    // As fast-check's arrays: mostly a uniform length; biased runs sometimes bias the characters,
    // and sometimes also keep the length near its minimum.
    if (biasFactor === undefined || min === this.#maxGenerated || random.nextInt(1, biasFactor) !== 1) {
      length = random.nextInt(min, this.#maxGenerated);
      charBias = biasFactor !== undefined && min === this.#maxGenerated ? biasFactor : undefined;
    } else if (random.nextInt(1, biasFactor) !== 1) {
      length = random.nextInt(min, this.#maxGenerated);
      charBias = biasFactor;
    } else {
      length = random.nextInt(min, this.#maxBiased);
      charBias = biasFactor;
    }
    let raw = "";
    for (let index = 0; index < length; index++) raw += this.#draw(random, charBias);
    return this.#value(raw);
  }

  /** One character: a range by weight, then a number in it (near one of its ends one time in `bias`). */
  #draw(random: fc.Random, bias: number | undefined): string {
    let range = this.#ranges[0] as CodeRange;
    if (this.#ranges.length > 1) {
      const pick = random.nextInt(0, this.#total - 1);
      let index = 0;
      while (pick >= (this.#bounds[index] as number)) index++;
      range = this.#ranges[index] as CodeRange;
    }
    const { min, max } = range;
    if (bias === undefined || min === max || random.nextInt(1, bias) !== 1) return this.#char(random.nextInt(min, max));
    const gap = logSpan(max - min);
    // Near the low end two times in three, as fast-check's biased integers.
    return this.#char(random.nextInt(-2, 0) < 0 ? random.nextInt(min, min + gap) : random.nextInt(max - gap, max));
  }

  /** The string as generated (`raw`) and as handed out (repaired); shrinking works on `raw`. */
  #value(raw: string): fc.Value<string> {
    return new fc.Value(this.#repair === undefined ? raw : this.#repair(raw), raw);
  }

  canShrinkWithoutContext(_value: unknown): _value is string {
    // As the mapped fc.string this replaces: only values it generated (with their context) shrink.
    return false;
  }

  shrink(value: string, context: unknown): fc.Stream<fc.Value<string>> {
    const raw = typeof context === "string" ? context : value;
    return new fc.Stream(this.#candidates(raw)).map((candidate) => this.#value(candidate));
  }

  /**
   * Simpler strings than `raw`, each strictly smaller (shorter, or as long with a character
   * replaced by the simplest one), so shrinking always ends: the shortest allowed prefix, then
   * prefixes halfway there, then each character left out, then each character made the simplest.
   */
  *#candidates(raw: string): Generator<string> {
    const chars = Array.from(raw);
    const length = chars.length;
    const min = this.#minLength;
    if (length > min) {
      for (let gap = length - min; gap > 0; gap = Math.floor(gap / 2)) yield chars.slice(0, length - gap).join("");
      // Leaving out the last character is the one-shorter prefix above.
      for (let index = 0; index < length - 1; index++) yield chars.slice(0, index).join("") + chars.slice(index + 1).join("");
    }
    for (let index = 0; index < length; index++) {
      if (chars[index] === this.#simplest) continue;
      yield chars.slice(0, index).join("") + this.#simplest + chars.slice(index + 1).join("");
    }
  }
}

/**
 * Strings of `minLength`–`maxLength` characters of `alphabet` (lengths count characters: one
 * code point each), passed through `repair` (which must keep the length) when given.
 */
export function textArbitrary(alphabet: Alphabet, minLength: number, maxLength: number | undefined, repair?: (text: string) => string): fc.Arbitrary<string> {
  const max = maxLength ?? 0x7fffffff;
  if (max < minLength) throw new RangeError(`A string cannot be ${minLength} to ${max} characters long.`);
  return new TextArbitrary(alphabet, minLength, max, repair);
}
