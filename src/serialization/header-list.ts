/**
 * An ordered header list with case-insensitive names: setting `content-type` replaces
 * `Content-Type`, keeping the position and the spelling of the new name.
 */
export class HeaderList {
  readonly #names = new Map<string, string>();
  readonly #values = new Map<string, string>();

  /** Sets a header, replacing any header of the same name (case-insensitively). */
  set(name: string, value: string): void {
    const key = name.toLowerCase();
    this.#names.set(key, name);
    this.#values.set(key, value);
  }

  /** The value of a header (name is case-insensitive), or undefined. */
  get(name: string): string | undefined {
    return this.#values.get(name.toLowerCase());
  }

  /** The spelling a header currently has (name is case-insensitive), or undefined. */
  nameOf(name: string): string | undefined {
    return this.#names.get(name.toLowerCase());
  }

  /** Whether the header is present (name is case-insensitive). */
  has(name: string): boolean {
    return this.#values.has(name.toLowerCase());
  }

  /** A plain record with the names as last spelled. */
  toRecord(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const [key, name] of this.#names) out[name] = this.#values.get(key) ?? "";
    return out;
  }
}
