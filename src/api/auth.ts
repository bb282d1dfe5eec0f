import { UsageError } from "../core/errors.js";
import { DEFAULT_OUTPUT } from "../core/settings.js";
import { sanitizeText } from "../reporting/sanitize.js";
import { AuthCache, type AuthOptions, type AuthProvider } from "../hooks/auth-provider.js";

const KEY = Symbol.for("apitest.auth");
type Store = { [KEY]?: AuthCache };

/** What `auth()` registers: a provider class (constructed without arguments) or a provider object. */
// `any`: the data type is the provider's own business (what `get` returns, `set` receives).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AuthTarget = (new () => AuthProvider<any>) | AuthProvider<any>;

/**
 * Registers the dynamic auth provider: its `get(case, ctx)` result is cached for
 * `refreshInterval` seconds (default 300; per `cacheByKey` key) and applied to every case with
 * `set(case, data, ctx)` before it is sent: by `case.call()`/`callAndValidate()` in the library
 * and by `apitest run` when registered in the hooks module. Registering another provider
 * replaces it. Data it returns is treated as a secret and masked in all output. Usable as a
 * class decorator (`@auth()`) and as a plain function (`auth()(provider)`).
 *
 * @example
 * import { auth } from "apitest-pbt";
 * auth({ refreshInterval: 600 })({
 *   async get(apiCase, ctx) {
 *     const answer = await fetch("http://127.0.0.1:8000/token", { method: "POST" });
 *     return ((await answer.json()) as { access_token: string }).access_token;
 *   },
 *   set(apiCase, token: string) {
 *     apiCase.headers["Authorization"] = `Bearer ${token}`;
 *   },
 * });
 */
export function auth(options: AuthOptions = {}): <T extends AuthTarget>(target: T, context?: ClassDecoratorContext) => T {
  const interval = options.refreshInterval;
  if (interval !== undefined && interval !== null && !(typeof interval === "number" && Number.isFinite(interval) && interval >= 0)) {
    throw new UsageError(`auth({ refreshInterval: ${String(interval)} }): give a number of seconds (0 or more), or null to call get() for every request.`);
  }
  return (target) => {
    const provider = (typeof target === "function" ? new target() : target) as AuthProvider;
    if (typeof provider?.get !== "function" || typeof provider.set !== "function") {
      throw new UsageError("auth() registers a provider with two methods, get(case, ctx) and set(case, data, ctx): the given value lacks one of them.");
    }
    (globalThis as Store)[KEY] = new AuthCache(provider, options);
    return target;
  };
}

/** The registered auth provider with its cache, if any. */
export function registeredAuth(): AuthCache | undefined {
  return (globalThis as Store)[KEY];
}

/** Masks the tokens the registered provider returned so far in library output (curl commands of failures). */
export function maskAuthSecrets(text: string): string {
  const secrets = registeredAuth()?.secrets ?? [];
  return secrets.length === 0 || !DEFAULT_OUTPUT.sanitization.enabled ? text : sanitizeText(text, secrets, DEFAULT_OUTPUT.sanitization.replacement);
}

/** Unregisters the auth provider (for tests). */
export function clearAuth(): void {
  delete (globalThis as Store)[KEY];
}
