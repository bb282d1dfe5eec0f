/**
 * Sets `key` on `target` as its own enumerable, writable property. A plain assignment, except for
 * `"__proto__"`, which an assignment would take as the object's prototype: that key is defined
 * instead, so it stays an ordinary key (as `Object.fromEntries` and object spread leave it).
 */
export function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === "__proto__") Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}
