import type { CaseData } from "../core/case.js";
import type { OperationDefinition } from "../core/operation.js";
import type { Response } from "../core/response.js";
import type { AuthCache } from "./auth-provider.js";
import { invokeAsyncHook } from "./hook-error.js";
import type { CallKwargs, HookCase, HookContext } from "./hook-names.js";
import { hooksOf, type HookSet } from "./registry.js";

/** The hooks and auth provider in effect for the requests of a run (or of a library schema). */
export interface RunHooks {
  readonly set: HookSet;
  readonly auth?: AuthCache;
  /** The in-process app, for `AuthContext.app`. */
  readonly app?: unknown;
}

/** Whether anything runs around sending a case (so the plain path can skip copying it). */
export function hasCallHooks(hooks: RunHooks | undefined): hooks is RunHooks {
  // Asked once per request: looks into each registry instead of concatenating their lists.
  return hooks !== undefined && (hooks.auth !== undefined || hooks.set.some((registry) => registry.get("beforeCall").length > 0 || registry.get("afterCall").length > 0));
}

/** A mutable copy of a case's values, for hooks and auth providers to change. */
export function mutableCase(data: CaseData): HookCase {
  return {
    method: data.method,
    path: data.path,
    pathParameters: { ...data.pathParameters },
    query: { ...data.query },
    headers: { ...data.headers },
    cookies: { ...data.cookies },
    body: data.body,
    mediaType: data.mediaType,
  };
}

/**
 * Before a case is sent: the auth provider's data is applied (`get` cached, then `set`), then
 * every `beforeCall` hook. Returns the request values the hooks added through `kwargs`.
 */
export async function runBeforeCall(hooks: RunHooks, operation: OperationDefinition, apiCase: HookCase): Promise<CallKwargs> {
  await hooks.auth?.apply(apiCase, { operation, app: hooks.app });
  const kwargs: CallKwargs = { headers: {}, query: {}, cookies: {} };
  const ctx: HookContext = { operation };
  for (const hook of hooksOf(hooks.set, "beforeCall")) await invokeAsyncHook("beforeCall", operation.label, () => hook(ctx, apiCase, kwargs));
  return kwargs;
}

/** After the response arrived: every `afterCall` hook, in order. */
export async function runAfterCall(hooks: RunHooks, operation: OperationDefinition, apiCase: HookCase, response: Response): Promise<void> {
  const ctx: HookContext = { operation };
  for (const hook of hooksOf(hooks.set, "afterCall")) await invokeAsyncHook("afterCall", operation.label, () => hook(ctx, apiCase, response));
}

/** The case's values with `kwargs` applied over them. */
export function withKwargs(apiCase: HookCase, kwargs: CallKwargs): CaseData {
  return {
    ...apiCase,
    headers: { ...apiCase.headers, ...kwargs.headers },
    query: { ...apiCase.query, ...kwargs.query },
    cookies: { ...apiCase.cookies, ...kwargs.cookies },
  };
}
