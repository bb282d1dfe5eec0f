import { extractConstants, normalizeName, type ConstantRank, type FunctionRange } from "./code-constants.js";

/** A range of a script that ran, as V8's precise coverage reports a function (`FunctionCoverage.ranges[0]`). */
export interface ReachedRange {
  readonly startOffset: number;
  readonly endOffset: number;
}

/** What a parameter or field asks the code's constants for. */
export interface CodeValueQuery {
  /** `string` for strings, `integer` for whole numbers, `number` for any number. */
  readonly type: "string" | "integer" | "number";
  /** The parameter's or field's name: constants compared with that name come first. */
  readonly name?: string;
  /** The operation (`GET /calc`): constants in functions its requests reached come next. */
  readonly operation?: string;
  /** At most this many values (default {@link DEFAULT_LIMIT}). */
  readonly limit?: number;
}

/** Values from the code, best first; the first `preferred` are the ones most likely to matter. */
export interface CodeCandidates {
  readonly values: readonly (string | number)[];
  /**
   * How many of `values`, from the start, are preferred: compared with the query's name, or
   * compared in a function the operation's requests reached.
   */
  readonly preferred: number;
}

/** Values per query by default. */
export const DEFAULT_LIMIT = 48;
/** Constants kept per run at most. */
const MAX_CONSTANTS = 20_000;
/** Script URLs remembered at most (parsed or not). */
const MAX_SCRIPTS = 8192;
/** (operation, function) pairs remembered at most, for per-operation preference. */
const MAX_REACHED_PAIRS = 200_000;

interface Entry {
  readonly value: string | number;
  readonly rank: ConstantRank;
  readonly name: string | undefined;
  /** Index of the script's function, `${script}:${fn}`. */
  readonly where: string;
  readonly order: number;
}

interface Script {
  readonly index: number;
  readonly functions: readonly FunctionRange[];
  /** Function indexes by end offset, to match coverage ranges. */
  readonly byEnd: ReadonlyMap<number, readonly number[]>;
}

/**
 * The string and number constants of the API's own scripts (see `extractConstants`), and which
 * of their functions ran: what positive cases draw on, beside generated values, when the run
 * sees the code (grey-box). Values come best first: compared with the asked name, then in
 * functions the operation's requests reached, then in functions any request reached, then the
 * rest; compared constants before plain literals; then in the order the scripts were added. So a
 * run that adds the same scripts and marks the same ranges reads the same values. Bounded: at
 * most {@link MAX_CONSTANTS} constants and {@link MAX_SCRIPTS} scripts a run.
 */
export class CodeValues {
  readonly #scripts = new Map<string, Script | undefined>();
  readonly #entries: Entry[] = [];
  readonly #byName = new Map<string, Entry[]>();
  readonly #byWhere = new Map<string, Entry[]>();
  /** Functions any request reached (`script:fn`). */
  readonly #reached = new Set<string>();
  /** Functions each operation's requests reached. */
  readonly #reachedBy = new Map<string, Set<string>>();
  #pairs = 0;
  /** The string entries and the number entries in general order, recomputed when stale. */
  #ordered: { readonly string: Entry[]; readonly number: Entry[] } | undefined;

  /**
   * Parses a script once per URL and keeps its constants; a script that does not parse (not
   * JavaScript, or a syntax this parser does not know) is remembered and ignored.
   */
  addScript(url: string, source: string): void {
    if (this.#scripts.has(url) || this.#scripts.size >= MAX_SCRIPTS) return;
    const found = this.#entries.length < MAX_CONSTANTS ? extractConstants(source) : undefined;
    if (found === undefined) {
      this.#scripts.set(url, undefined);
      return;
    }
    const index = this.#scripts.size;
    const byEnd = new Map<number, number[]>();
    found.functions.forEach((range, fn) => {
      const list = byEnd.get(range.end);
      if (list === undefined) byEnd.set(range.end, [fn]);
      else list.push(fn);
    });
    this.#scripts.set(url, { index, functions: found.functions, byEnd });
    for (const constant of found.constants) {
      if (this.#entries.length >= MAX_CONSTANTS) break;
      const entry: Entry = { value: constant.value, rank: constant.rank, name: constant.name, where: `${index}:${constant.fn}`, order: this.#entries.length };
      this.#entries.push(entry);
      if (entry.name !== undefined) push(this.#byName, entry.name, entry);
      push(this.#byWhere, entry.where, entry);
    }
    this.#ordered = undefined;
  }

  /**
   * Marks functions of a script as run: `ranges` are the function ranges V8's coverage reported
   * with a count above zero. With `operation`, they are also credited to that operation's
   * requests. Ranges of unknown scripts, or that match no function, are ignored.
   */
  markReached(url: string, ranges: readonly ReachedRange[], operation?: string): void {
    const script = this.#scripts.get(url);
    if (script === undefined) return;
    let perOperation: Set<string> | undefined;
    if (operation !== undefined) {
      perOperation = this.#reachedBy.get(operation);
      if (perOperation === undefined && this.#pairs < MAX_REACHED_PAIRS) {
        perOperation = new Set();
        this.#reachedBy.set(operation, perOperation);
      }
    }
    for (const range of ranges) {
      for (const fn of script.byEnd.get(range.endOffset) ?? []) {
        const { start, from } = script.functions[fn] as FunctionRange;
        if (range.startOffset < from || range.startOffset > start) continue;
        const where = `${script.index}:${fn}`;
        if (!this.#byWhere.has(where)) continue;
        if (!this.#reached.has(where)) {
          this.#reached.add(where);
          this.#ordered = undefined;
        }
        // A script's top level runs when it loads: it says nothing about one operation.
        if (fn !== 0 && perOperation !== undefined && !perOperation.has(where) && this.#pairs < MAX_REACHED_PAIRS) {
          perOperation.add(where);
          this.#pairs++;
        }
      }
    }
  }

  /** How many constants are known. */
  get size(): number {
    return this.#entries.length;
  }

  /** String constants, best first. */
  strings(query: Omit<CodeValueQuery, "type"> = {}): readonly string[] {
    return this.candidates({ ...query, type: "string" }).values as string[];
  }

  /** Numbers near the numeric constants (n − 1, n, n + 1 for compared ones), best first. */
  numbers(query: Omit<CodeValueQuery, "type"> & { readonly integer?: boolean } = {}): readonly number[] {
    return this.candidates({ ...query, type: query.integer === true ? "integer" : "number" }).values as number[];
  }

  /**
   * The values of a type, best first (see the class), at most `limit`, with how many lead as
   * preferred. Numbers compared in the code come with their neighbours (n − 1, n, n + 1, and
   * the whole numbers around a fraction for `integer`), so both sides of `n >= 3` and `n < 8`
   * are tried.
   */
  candidates(query: CodeValueQuery): CodeCandidates {
    const limit = query.limit ?? DEFAULT_LIMIT;
    const values: (string | number)[] = [];
    const taken = new Set<string | number>();
    const take = (entries: readonly Entry[], named = false): void => {
      for (const entry of entries) {
        if (values.length >= limit) return;
        for (const value of expand(entry, query.type, named)) {
          if (values.length >= limit) return;
          if (taken.has(value)) continue;
          taken.add(value);
          values.push(value);
        }
      }
    };
    const name = query.name === undefined ? "" : normalizeName(query.name);
    const reachedBy = query.operation === undefined ? undefined : this.#reachedBy.get(query.operation);
    const level = (entry: Entry): number => (reachedBy?.has(entry.where) === true ? 0 : this.#reached.has(entry.where) ? 1 : 2);
    const named = name === "" ? [] : [...(this.#byName.get(name) ?? [])].sort((a, b) => level(a) - level(b) || rankOrder(a, b));
    take(named, true);
    if (reachedBy !== undefined) {
      const inReached: Entry[] = [];
      for (const where of reachedBy) for (const entry of this.#byWhere.get(where) ?? []) if (entry.rank === "compared") inReached.push(entry);
      take(inReached.sort(rankOrder));
    }
    const preferred = values.length;
    take(this.#general()[query.type === "string" ? "string" : "number"]);
    return { values, preferred };
  }

  /** All entries: compared before literal, reached before not, then in order added. */
  #general(): { readonly string: Entry[]; readonly number: Entry[] } {
    if (this.#ordered === undefined) {
      const reached = this.#reached;
      const key = (entry: Entry): number => (entry.rank === "compared" ? 0 : 2) + (reached.has(entry.where) ? 0 : 1);
      const sorted = [...this.#entries].sort((a, b) => key(a) - key(b) || a.order - b.order);
      this.#ordered = { string: sorted.filter((entry) => typeof entry.value === "string"), number: sorted.filter((entry) => typeof entry.value === "number") };
    }
    return this.#ordered;
  }
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [value]);
  else list.push(value);
}

function rankOrder(a: Entry, b: Entry): number {
  return (a.rank === b.rank ? 0 : a.rank === "compared" ? -1 : 1) || a.order - b.order;
}

/**
 * The values one constant stands for, for a type: none when its kind is not the type's, except
 * that a number compared with a string parameter's own name (`Number(req.query.n) >= 3`) is
 * offered in its text form.
 */
function expand(entry: Entry, type: CodeValueQuery["type"], named: boolean): readonly (string | number)[] {
  const { value } = entry;
  if (type === "string") {
    if (typeof value === "string") return [value];
    return named ? expand(entry, "number", false).map(String) : [];
  }
  if (typeof value !== "number") return [];
  const near = entry.rank === "compared";
  if (type === "integer") {
    if (Number.isInteger(value)) return near ? [value, value - 1, value + 1].filter(Number.isSafeInteger) : Number.isSafeInteger(value) ? [value] : [];
    return near ? [Math.floor(value), Math.ceil(value)].filter(Number.isSafeInteger) : [];
  }
  return near ? [value, value - 1, value + 1] : [value];
}
