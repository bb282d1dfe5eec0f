/** An operation as the matcher needs it. */
interface Routed {
  readonly method: string;
  readonly path: string;
  readonly label: string;
}

/**
 * Which operation a request is for, from its method and URL path: a literal path before a
 * templated one (`/users/me` before `/users/{id}`). Undefined when none matches. Pure.
 */
export function operationMatcher(operations: readonly Routed[]): (method: string, url: string) => string | undefined {
  const routes = operations
    .map((operation) => {
      const pattern = operation.path
        .split(/(\{[^}]*\})/)
        .map((part) => (part.startsWith("{") && part.endsWith("}") ? "[^/]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
        .join("");
      return { method: operation.method.toUpperCase(), pattern: new RegExp(`${pattern}/?$`), literal: !operation.path.includes("{"), label: operation.label };
    })
    .sort((a, b) => Number(b.literal) - Number(a.literal));
  return (method, url) => {
    let path: string;
    try {
      path = new URL(url, "http://localhost").pathname;
    } catch {
      return undefined;
    }
    const upper = method.toUpperCase();
    return routes.find((route) => route.method === upper && route.pattern.test(path))?.label;
  };
}
