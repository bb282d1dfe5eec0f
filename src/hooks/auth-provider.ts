import type { OperationDefinition } from "../core/operation.js";
import { invokeAsyncHook, invokeHook } from "./hook-error.js";
import type { HookCase } from "./hook-names.js";

/** The default `refreshInterval`: auth data is fetched again after 300 seconds (5 minutes). */
export const DEFAULT_REFRESH_INTERVAL = 300;

/** What auth providers receive besides the case. Named `AuthContext` in the specification. */
export interface AuthContext {
  /** The operation the case belongs to. */
  readonly operation: OperationDefinition;
  /** The in-process app the schema was loaded from (`fromFetchApp`/`fromNodeApp`); undefined over HTTP. */
  readonly app: unknown;
}

/**
 * A dynamic authentication provider: `get` obtains auth data (e.g. a token from a token
 * endpoint), `set` applies it to each case before it is sent.
 */
export interface AuthProvider<Data = unknown> {
  /** Returns the auth data, or undefined/null for none. Called once per refresh interval (and cache key). */
  get(apiCase: HookCase, ctx: AuthContext): Data | undefined | null | Promise<Data | undefined | null>;
  /** Applies the data to the case, e.g. `apiCase.headers["Authorization"] = \`Bearer ${data}\``. */
  set(apiCase: HookCase, data: Data, ctx: AuthContext): void | Promise<void>;
}

/** Options of `auth()`. */
export interface AuthOptions {
  /**
   * Seconds the data from `get` is reused before `get` is called again (fractions allowed);
   * default {@link DEFAULT_REFRESH_INTERVAL} (300). `null` disables caching: `get` runs for every request.
   */
  readonly refreshInterval?: number | null;
  /** Separates caches: data is cached per key (e.g. per OAuth scope set the operation needs). */
  readonly cacheByKey?: (apiCase: HookCase, ctx: AuthContext) => string | number;
}

interface Entry {
  readonly data: Promise<unknown>;
  /** Seconds (monotonic) when the data arrived; undefined while `get` is running. */
  at: number | undefined;
}

const monotonicSeconds = (): number => performance.now() / 1000;

/**
 * A provider with its cache: concurrent requests share one `get` call per key, and the data is
 * reused until `refreshInterval` seconds have passed. The strings of every result join
 * `secrets` (a run passes its own secret list, so every output masks them).
 */
export class AuthCache {
  readonly provider: AuthProvider;
  /** The strings of every piece of data `get` returned (tokens), for output to mask. */
  readonly secrets: string[];
  readonly #options: AuthOptions;
  readonly #entries = new Map<string, Entry>();
  readonly #now: () => number;

  constructor(provider: AuthProvider, options: AuthOptions = {}, extra: { now?: () => number; secrets?: string[] } = {}) {
    this.provider = provider;
    this.#options = options;
    this.#now = extra.now ?? monotonicSeconds;
    this.secrets = extra.secrets ?? [];
  }

  /** A fresh cache over the same provider and options whose tokens join `secrets` (one per run). */
  forRun(secrets: string[]): AuthCache {
    return new AuthCache(this.provider, this.#options, { now: this.#now, secrets });
  }

  /** Gets (or reuses) the auth data for a case and applies it with `set`. */
  async apply(apiCase: HookCase, ctx: AuthContext): Promise<void> {
    const data = await this.#data(apiCase, ctx);
    if (data === undefined || data === null) return;
    await invokeAsyncHook("auth provider's set", ctx.operation.label, () => this.provider.set(apiCase, data, ctx));
  }

  #data(apiCase: HookCase, ctx: AuthContext): Promise<unknown> {
    const interval = this.#options.refreshInterval === undefined ? DEFAULT_REFRESH_INTERVAL : this.#options.refreshInterval;
    if (interval === null) return this.#fetch(apiCase, ctx);
    const cacheByKey = this.#options.cacheByKey;
    const key = cacheByKey === undefined ? "" : String(invokeHook("auth provider's cacheByKey", ctx.operation.label, () => cacheByKey(apiCase, ctx)));
    const known = this.#entries.get(key);
    if (known !== undefined && (known.at === undefined || this.#now() - known.at < interval)) return known.data;
    const entry: Entry = { data: this.#fetch(apiCase, ctx), at: undefined };
    this.#entries.set(key, entry);
    entry.data.then(
      () => (entry.at = this.#now()),
      // A failed `get` is not cached: the next request tries again.
      () => this.#entries.get(key) === entry && this.#entries.delete(key),
    );
    return entry.data;
  }

  async #fetch(apiCase: HookCase, ctx: AuthContext): Promise<unknown> {
    const data = await invokeAsyncHook("auth provider's get", ctx.operation.label, () => this.provider.get(apiCase, ctx));
    if (data !== undefined && data !== null) for (const secret of secretStrings(data)) if (!this.secrets.includes(secret)) this.secrets.push(secret);
    return data;
  }
}

/** The strings inside auth data (a token, or the string fields of an object), which output must mask. */
function secretStrings(data: unknown, out: string[] = [], depth = 0): string[] {
  if (typeof data === "string") {
    if (data.length >= 4) out.push(data);
  } else if (data !== null && typeof data === "object" && depth < 4) {
    for (const value of Object.values(data)) secretStrings(value, out, depth + 1);
  }
  return out;
}
