import { createHash } from "node:crypto";
import type { CaseData } from "../core/case.js";
import type { OperationDefinition, SecuritySchemeDefinition } from "../core/operation.js";

/** What the run already puts on every request, which a generated credential must not replace. */
export interface GivenCredentials {
  /** Headers every request carries (`-H`, the configuration's headers). */
  readonly headers: Readonly<Record<string, string>>;
  /** Whether `--auth`/`auth.basic` sets `Authorization`. */
  readonly basicAuth: boolean;
}

/**
 * `generation.with-security-parameters`: adds the credentials the operation's first security
 * requirement declares — an API key in its header, query parameter or cookie, or an
 * `Authorization: Bearer …`/`Basic …` header for HTTP schemes — unless the case or the run
 * already carries that credential. Values are placeholders, the same for the same operation and
 * scheme, so identical cases stay identical on the wire. OAuth 2 and OpenID Connect schemes are
 * left alone (their tokens come from an auth provider or `-H`).
 *
 * @example
 * withSecurityParameters(data, operation, { headers: {}, basicAuth: false }).headers["X-API-Key"]; // "k3f9…"
 */
export function withSecurityParameters(data: CaseData, operation: OperationDefinition, given: GivenCredentials): CaseData {
  const requirement = operation.security[0];
  if (requirement === undefined || requirement.length === 0) return data;
  let headers = data.headers;
  let query = data.query;
  let cookies = data.cookies;
  const hasHeader = (name: string): boolean => [...Object.keys(given.headers), ...Object.keys(headers)].some((key) => key.toLowerCase() === name.toLowerCase());
  // A declared parameter of that name is the generator's business (a negative case may leave it out on purpose).
  const declared = (location: string, name: string): boolean =>
    operation.parameters.some((parameter) => parameter.location === location && (location === "header" ? parameter.name.toLowerCase() === name.toLowerCase() : parameter.name === name));
  for (const scheme of requirement) {
    const token = placeholder(operation.label, scheme.name);
    if (scheme.type === "apiKey") {
      if (declared(scheme.location, scheme.parameterName)) continue;
      if (scheme.location === "header" && !hasHeader(scheme.parameterName)) headers = { ...headers, [scheme.parameterName]: token };
      if (scheme.location === "query" && !(scheme.parameterName in query)) query = { ...query, [scheme.parameterName]: token };
      if (scheme.location === "cookie" && !(scheme.parameterName in cookies) && !hasHeader("cookie")) cookies = { ...cookies, [scheme.parameterName]: token };
    } else if (scheme.type === "http" && !given.basicAuth && !hasHeader("authorization") && !declared("header", "authorization")) {
      const value = authorization(scheme, token);
      if (value !== undefined) headers = { ...headers, Authorization: value };
    }
  }
  return headers === data.headers && query === data.query && cookies === data.cookies ? data : { ...data, headers, query, cookies };
}

function authorization(scheme: Extract<SecuritySchemeDefinition, { type: "http" }>, token: string): string | undefined {
  const kind = scheme.scheme.toLowerCase();
  if (kind === "bearer") return `Bearer ${token}`;
  if (kind === "basic") return `Basic ${Buffer.from(`user-${token.slice(0, 6)}:${token}`).toString("base64")}`;
  return undefined;
}

/** Placeholders by operation and scheme: computed once, not once per request. */
const placeholders = new Map<string, string>();

// 24 hex characters from the operation and scheme: printable in every location, stable across runs.
function placeholder(label: string, scheme: string): string {
  const key = `${label}\0${scheme}`;
  let token = placeholders.get(key);
  if (token === undefined) {
    token = createHash("sha256").update(key).digest("hex").slice(0, 24);
    placeholders.set(key, token);
  }
  return token;
}
