import { setOwn } from "../core/own-property.js";

/**
 * An ordered header list with case-insensitive names: setting `content-type` replaces
 * `Content-Type`, keeping the position and the spelling of the new name.
 *
 * Three parallel arrays searched in order, not maps: a request has a handful of headers, and
 * one list is made per request (two `Map`s and their iterator cost more than the search).
 */
export class HeaderList {
  /** Lowercased names, for the search. */
  readonly #keys: string[] = [];
  readonly #names: string[] = [];
  readonly #values: string[] = [];

  /** Sets a header, replacing any header of the same name (case-insensitively). */
  set(name: string, value: string): void {
    const key = name.toLowerCase();
    const index = this.#keys.indexOf(key);
    if (index === -1) {
      this.#keys.push(key);
      this.#names.push(name);
      this.#values.push(value);
    } else {
      this.#names[index] = name;
      this.#values[index] = value;
    }
  }

  /** The value of a header (name is case-insensitive), or undefined. */
  get(name: string): string | undefined {
    const index = this.#keys.indexOf(name.toLowerCase());
    return index === -1 ? undefined : this.#values[index];
  }

  /** The spelling a header currently has (name is case-insensitive), or undefined. */
  nameOf(name: string): string | undefined {
    const index = this.#keys.indexOf(name.toLowerCase());
    return index === -1 ? undefined : this.#names[index];
  }

  /** Whether the header is present (name is case-insensitive). */
  has(name: string): boolean {
    return this.#keys.includes(name.toLowerCase());
  }

  /** A plain record with the names as last spelled (a header named `__proto__` stays a key). */
  toRecord(): Record<string, string> {
    const out: Record<string, string> = {};
    const names = this.#names;
    const values = this.#values;
    for (let i = 0; i < names.length; i++) setOwn(out, names[i] as string, values[i]);
    return out;
  }
}
