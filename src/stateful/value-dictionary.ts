import type { SeenValue } from "./response-values.js";

/** Values kept per name: the most recent ones. */
const PER_NAME = 16;
/** Names kept at most; later names are dropped once full. */
const MAX_NAMES = 1024;

/**
 * The run's dictionary of values seen in responses, by normalized field name: what positive
 * cases draw from beside generated values (ids, slugs, enum-like strings the API returned).
 * Bounded (at most {@link MAX_NAMES} names × {@link PER_NAME} values, oldest dropped first),
 * and filled only between phases, in schema order, so a seed with the same responses gives
 * the same contents whatever the workers did.
 */
export class ValueDictionary {
  readonly #byName = new Map<string, (string | number)[]>();

  /** Adds one value under a name (a value already there moves to the newest place). */
  add(name: string, value: string | number): void {
    let values = this.#byName.get(name);
    if (values === undefined) {
      if (this.#byName.size >= MAX_NAMES) return;
      values = [];
      this.#byName.set(name, values);
    }
    const at = values.indexOf(value);
    if (at !== -1) values.splice(at, 1);
    else if (values.length >= PER_NAME) values.shift();
    values.push(value);
  }

  /** Adds what one operation's phase saw, in the order seen. */
  addAll(seen: readonly SeenValue[]): void {
    for (const [name, value] of seen) this.add(name, value);
  }

  /** The values under the first names that have any, newest first; empty when none. */
  lookup(names: readonly string[]): readonly (string | number)[] {
    const found: (string | number)[] = [];
    for (const name of names) {
      const values = this.#byName.get(name);
      if (values === undefined) continue;
      for (let index = values.length - 1; index >= 0; index--) {
        const value = values[index] as string | number;
        if (!found.includes(value)) found.push(value);
      }
    }
    return found.slice(0, PER_NAME);
  }

  /**
   * The values under the names `wanted` accepts, oldest first: `ValueDictionary.from` of them
   * answers every lookup of those names as this one does (how `--threads` ships a snapshot).
   */
  export(wanted: (name: string) => boolean): SeenValue[] {
    const out: SeenValue[] = [];
    for (const [name, values] of this.#byName) if (wanted(name)) for (const value of values) out.push([name, value]);
    return out;
  }

  /** A dictionary holding `seen`, added in order. */
  static from(seen: readonly SeenValue[]): ValueDictionary {
    const dictionary = new ValueDictionary();
    dictionary.addAll(seen);
    return dictionary;
  }

  /** How many names hold values. */
  get size(): number {
    return this.#byName.size;
  }
}
