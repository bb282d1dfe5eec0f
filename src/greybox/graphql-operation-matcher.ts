/** `query`/`mutation` with an optional name and variables (or the `{ … }` shorthand), then the first root field (after an alias). */
const FIRST_FIELD = /^\s*(?:(query|mutation)\b[^{]*)?\{\s*(?:[_A-Za-z][_0-9A-Za-z]*\s*:\s*)?([_A-Za-z][_0-9A-Za-z]*)/;
/** Documents longer than this are not read (a matcher runs on every request). */
const MAX_DOCUMENT = 1_000_000;

/**
 * Which root field a GraphQL request is for, from its JSON body's document: the first field of
 * its `query` or `mutation` (apitest sends one root field per document), as its label
 * (`Query.field`, `Mutation.field`: see `graphqlOperations`).
 * Every document goes to the same endpoint, so the method and URL cannot tell. Undefined when
 * the body is not such a document or names no known field. Pure.
 */
export function graphqlOperationMatcher(operations: readonly { readonly label: string }[]): (method: string, url: string, body?: Uint8Array) => string | undefined {
  const labels = new Set(operations.map((operation) => operation.label));
  const decoder = new TextDecoder();
  return (_method, _url, body) => {
    if (body === undefined || body.byteLength > MAX_DOCUMENT) return undefined;
    let query: unknown;
    try {
      query = (JSON.parse(decoder.decode(body)) as { query?: unknown } | null)?.query;
    } catch {
      return undefined;
    }
    if (typeof query !== "string") return undefined;
    const match = FIRST_FIELD.exec(query);
    if (match === null) return undefined;
    const label = `${match[1] === "mutation" ? "Mutation" : "Query"}.${match[2]}`;
    return labels.has(label) ? label : undefined;
  };
}
