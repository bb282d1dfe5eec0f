/**
 * The value kept on `globalThis` under `key` (a `Symbol.for` name), made by `create` on first use.
 * apitest's registries live there so that a hooks module or test file importing another copy of
 * apitest (a second install, or source and build side by side) still registers into the same place.
 */
export function processWide<T>(key: symbol, create: () => T): T {
  const holder = globalThis as Record<symbol, unknown>;
  return (holder[key] ??= create()) as T;
}
