import type { KeyPath } from "./key-path.js";

/** Finds the line a key was written on. */
export interface KeyLines {
  /** The 1-based line of `path`, or of its closest written ancestor; undefined when none is known. */
  lineOf(path: KeyPath): number | undefined;
}

const BARE = /[A-Za-z0-9_-]/;

function id(path: KeyPath): string {
  return JSON.stringify(path);
}

/**
 * Indexes where every key, table header and list item of a TOML document is written.
 * smol-toml gives positions for syntax errors only, so this scans the (already parsed, hence
 * valid) text: headers `[a.b]` and `[[a]]` (counting repeated array tables), dotted keys,
 * inline tables and list items, skipping strings and comments. Best effort by design.
 */
export function indexKeyLines(source: string): KeyLines {
  const scanner = new Scanner(source);
  scanner.run();
  const lines = scanner.lines;
  return {
    lineOf(path) {
      for (let n = path.length; n > 0; n--) {
        const line = lines.get(id(path.slice(0, n)));
        if (line !== undefined) return line;
      }
      return undefined;
    },
  };
}

class Scanner {
  readonly lines = new Map<string, number>();
  readonly #src: string;
  readonly #newlines: number[] = [];
  readonly #arrays = new Map<string, number>();
  #i = 0;

  constructor(source: string) {
    this.#src = source;
    for (let i = 0; i < source.length; i++) if (source[i] === "\n") this.#newlines.push(i);
  }

  run(): void {
    const src = this.#src;
    let table: KeyPath = [];
    while (this.#i < src.length) {
      this.#skipBlank();
      if (this.#i >= src.length) break;
      const line = this.#line();
      if (src[this.#i] === "[") {
        const isArray = src[this.#i + 1] === "[";
        this.#i += isArray ? 2 : 1;
        table = this.#header(this.#key(), isArray, line);
      } else {
        const start = this.#i;
        const path = [...table, ...this.#key()];
        for (let n = table.length + 1; n <= path.length; n++) this.#record(path.slice(0, n), line);
        this.#skipInline();
        if (src[this.#i] === "=") this.#i++;
        this.#skipInline();
        this.#value(path);
        if (this.#i === start) this.#i++; // never loop on text this scanner does not understand
      }
      while (this.#i < src.length && src[this.#i] !== "\n") this.#i++;
    }
  }

  #header(segments: readonly string[], isArray: boolean, line: number): KeyPath {
    const resolved: (string | number)[] = [];
    segments.forEach((segment, index) => {
      resolved.push(segment);
      const key = id(resolved);
      const count = this.#arrays.get(key);
      if (isArray && index === segments.length - 1) {
        this.#record(resolved, line);
        this.#arrays.set(key, (count ?? 0) + 1);
        resolved.push(count ?? 0);
      } else if (count !== undefined) resolved.push(count - 1);
    });
    this.#record(resolved, line);
    return resolved;
  }

  #value(path: KeyPath): void {
    const src = this.#src;
    const c = src[this.#i];
    if (c === "{" || c === "[") {
      const close = c === "{" ? "}" : "]";
      this.#i++;
      for (let index = 0; this.#i < src.length; index++) {
        this.#skipBlank();
        if (src[this.#i] === close || this.#i >= src.length) break;
        const line = this.#line();
        let itemPath: KeyPath;
        if (c === "{") {
          itemPath = [...path, ...this.#key()];
          this.#skipInline();
          this.#i++; // "="
          this.#skipInline();
        } else itemPath = [...path, index];
        this.#record(itemPath, line);
        const before = this.#i;
        this.#value(itemPath);
        this.#skipBlank();
        if (src[this.#i] === ",") this.#i++;
        else if (this.#i === before) break;
      }
      this.#i++;
    } else if (src.startsWith('"""', this.#i) || src.startsWith("'''", this.#i)) {
      const quote = src.slice(this.#i, this.#i + 3);
      this.#i += 3;
      while (this.#i < src.length && !src.startsWith(quote, this.#i)) this.#i += quote === '"""' && src[this.#i] === "\\" ? 2 : 1;
      this.#i += 3;
      while (src[this.#i] === quote[0]) this.#i++; // up to two quotes may end the content
    } else if (c === '"' || c === "'") {
      this.#quoted();
    } else {
      while (this.#i < src.length && !",]}\r\n#".includes(src[this.#i] ?? "")) this.#i++;
    }
  }

  /** Reads a dotted key (`a."b.c".d`) and returns its segments. */
  #key(): string[] {
    const src = this.#src;
    const segments: string[] = [];
    for (;;) {
      this.#skipInline();
      const c = src[this.#i];
      if (c === '"' || c === "'") {
        const start = this.#i;
        this.#quoted();
        const raw = src.slice(start, this.#i);
        segments.push(c === "'" ? raw.slice(1, -1) : decodeBasic(raw));
      } else {
        const start = this.#i;
        while (this.#i < src.length && BARE.test(src[this.#i] ?? "")) this.#i++;
        segments.push(src.slice(start, this.#i));
      }
      this.#skipInline();
      if (src[this.#i] !== ".") return segments;
      this.#i++;
    }
  }

  #quoted(): void {
    const src = this.#src;
    const quote = src[this.#i];
    this.#i++;
    while (this.#i < src.length && src[this.#i] !== quote && src[this.#i] !== "\n") this.#i += quote === '"' && src[this.#i] === "\\" ? 2 : 1;
    this.#i++;
  }

  #skipInline(): void {
    while (this.#src[this.#i] === " " || this.#src[this.#i] === "\t") this.#i++;
  }

  /** Skips whitespace, line breaks and comments. */
  #skipBlank(): void {
    const src = this.#src;
    while (this.#i < src.length) {
      const c = src[this.#i];
      if (c === " " || c === "\t" || c === "\r" || c === "\n") this.#i++;
      else if (c === "#") while (this.#i < src.length && src[this.#i] !== "\n") this.#i++;
      else return;
    }
  }

  #line(): number {
    let low = 0;
    let high = this.#newlines.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((this.#newlines[mid] ?? 0) < this.#i) low = mid + 1;
      else high = mid;
    }
    return low + 1;
  }

  #record(path: KeyPath, line: number): void {
    const key = id(path);
    if (!this.lines.has(key)) this.lines.set(key, line);
  }
}

function decodeBasic(raw: string): string {
  try {
    return JSON.parse(raw) as string;
  } catch {
    return raw.slice(1, -1);
  }
}
