import { invokeAsyncHook } from "../hooks/hook-error.js";
import type { HookFunctions as HookFunctionsOf, HookName } from "../hooks/hook-names.js";
import { HookRegistry, hooksOf, registerHook, type HookArguments, type HookSet, type NamedHook } from "../hooks/registry.js";
import type { Schema } from "./schema.js";
import { processWide } from "../core/process-wide.js";

/** The hook functions as the library types them: `afterLoadSchema` receives a `Schema`. */
export type SchemaHookFunctions = HookFunctionsOf<Schema>;

// Process-wide, behind a global symbol (as custom checks): a hooks module importing another
// copy of apitest registers into the same place the CLI reads.
const KEY = Symbol.for("apitest.hooks");

/** The global hook registry (`hook()`), shared by the library and `apitest run`. */
export function globalHooks(): HookRegistry {
  return processWide(KEY, () => new HookRegistry());
}

/** Registers a hook under a name. */
export function hook<N extends HookName>(name: N, fn: SchemaHookFunctions[N]): SchemaHookFunctions[N];
/** Returns a function registering its argument under the name: `hook("filterQuery")(fn)`. */
export function hook<N extends HookName>(name: N): <F extends SchemaHookFunctions[N]>(fn: F) => F;
/** Registers a named function under its name (`function filterQuery(ctx, query) { … }`), or under `name`. */
export function hook<F extends NamedHook>(fn: F, name?: HookName): F;
/**
 * Registers a global hook, applied to every schema in the library and to `apitest run` when
 * registered in the hooks module. Names: `filter`/`map`/`flatMap`/`beforeGenerate` ×
 * `Query`, `PathParameters`, `Headers`, `Cookies`, `Body`, `Case`; `beforeCall`; `afterCall`;
 * `beforeLoadSchema`; `afterLoadSchema`.
 *
 * @throws UsageError for an unknown hook name (listing the known ones) or an anonymous function.
 * @example
 * import { hook } from "apitest-pbt";
 * hook("filterQuery", (ctx, query) => query["limit"] !== 0);
 * hook(function mapHeaders(ctx, headers) {
 *   return { ...headers, "X-Tenant": "test" };
 * });
 */
export function hook(...args: HookArguments): unknown {
  return registerHook(globalHooks(), args);
}

/** Forgets every global hook (for tests). */
export function clearHooks(): void {
  globalHooks().clear();
}

/** The hooks in effect for a schema: the global ones, then the schema's own (`schema.hook`). */
export function hooksFor(schema: Schema): HookSet {
  return [globalHooks(), schema.hooks];
}

/** Whether a global `beforeLoadSchema` hook is registered. */
export function hasBeforeLoadSchemaHooks(): boolean {
  return hooksOf([globalHooks()], "beforeLoadSchema").length > 0;
}

/** Runs the global `beforeLoadSchema` hooks on a raw document (they may change it in place). */
export async function runBeforeLoadSchema(document: Record<string, unknown>): Promise<void> {
  for (const fn of hooksOf([globalHooks()], "beforeLoadSchema")) await invokeAsyncHook("beforeLoadSchema", undefined, () => fn({ operation: undefined }, document));
}

/** Runs the global `afterLoadSchema` hooks on a loaded schema; returns the schema. */
export async function runAfterLoadSchema<S extends Schema>(schema: S): Promise<S> {
  // Registered through `hook()`, typed with the library's `Schema` (see `SchemaHookFunctions`).
  const hooks = hooksOf([globalHooks()], "afterLoadSchema") as unknown as readonly SchemaHookFunctions["afterLoadSchema"][];
  for (const fn of hooks) await invokeAsyncHook("afterLoadSchema", undefined, () => fn({ operation: undefined }, schema));
  return schema;
}
