/**
 * Whether a script is the API's own code: it has a URL, is not one of Node's internals
 * (`node:`, `internal/`), not under `node_modules`, and not under one of `excluded` (apitest's
 * own files and the test runner's, when the API runs in the same process).
 */
export function isOwnScript(url: string, excluded: readonly string[] = []): boolean {
  if (url === "" || url.startsWith("node:") || url.startsWith("internal/") || url.startsWith("evalmachine.")) return false;
  if (/[\\/]node_modules[\\/]/.test(url)) return false;
  // Only files and plain paths: no `data:`, `wasm://`, `http:` (a debugger's own evaluations have no URL).
  if (!url.startsWith("file://") && !url.startsWith("/") && !/^[a-z]:[\\/]/i.test(url)) return false;
  return !excluded.some((prefix) => url.startsWith(prefix));
}
