import type { CheckDefinition } from "../core/check.js";
import type { Failure } from "../core/failure.js";
import type { OperationDefinition, SecuritySchemeDefinition } from "../core/operation.js";
import type { PreparedRequest } from "../core/request.js";
import type { Response } from "../core/response.js";

/** Name of the check, as configuration and `--checks` spell it. */
export const IGNORED_AUTH = "ignored_auth";

/** What an ignored-auth probe tries: the case without credentials, or with invalid ones. */
export type IgnoredAuthProbeLabel = "no credentials" | "invalid credentials";

/** A request the engine sends to see whether an operation enforces its declared security. */
export interface IgnoredAuthProbe {
  readonly label: IgnoredAuthProbeLabel;
  readonly request: PreparedRequest;
  /** The credential sent with an invalid value (`invalid credentials` probes), e.g. `header X-API-Key`. */
  readonly tried?: string;
  /** The credentials the request carried that the probe removed, e.g. `header Authorization`. */
  readonly removed: readonly string[];
}

/** Where one credential travels and the invalid value a probe puts there. */
interface Credential {
  readonly location: "header" | "query" | "cookie";
  readonly name: string;
  readonly invalid: string;
}

// Fixed values so probes are reproducible; no server can hold them as valid by accident.
const INVALID_TOKEN = "apitest-invalid-token";
const INVALID_KEY = "apitest-invalid-key";
const INVALID_BASIC = `Basic ${Buffer.from("apitest-invalid:apitest-invalid", "utf8").toString("base64")}`;

/**
 * `ignored_auth`: an operation that declares security must refuse requests without valid
 * credentials. Judging it takes extra requests, so the check itself does nothing: the engine
 * sends {@link ignoredAuthProbes} after a positive case answered with a 2XX (at most once per
 * operation) and judges each answer with {@link judgeIgnoredAuth}. The definition exists so the
 * name is known and can be enabled or disabled like any other check.
 */
export const ignoredAuth: CheckDefinition = {
  name: IGNORED_AUTH,
  run: () => undefined,
};

/**
 * The probes for one sent request: the same request with every credential removed (`no
 * credentials`), then once per credential the operation declares with that credential set to
 * an invalid value and every other one removed (`invalid credentials`). A credential is
 * `Authorization` for `http`, `oauth2` and `openIdConnect` schemes, and the named header,
 * query parameter or cookie for `apiKey`.
 *
 * Credentials the operation does not declare are removed too: an `Authorization` header (a
 * global `-H 'Authorization: …'` passed on every request) and those of the document's other
 * `schemes`. So an operation declaring only an API key is still probed when a bearer token
 * travels beside it, and a server that lets the bearer token through is not blamed for it.
 * Each probe names the credential it tried and the ones it removed (those the request carried).
 *
 * No probes, because their answers would prove nothing, when the operation declares no
 * security, when security is optional (an empty requirement, `security: [{}]`), or when some
 * alternative rests only on credentials a request cannot shed (mutual TLS and other schemes).
 * Everything else about the request (path, other parameters, body, other headers) is kept
 * byte for byte. Pure.
 *
 * @example
 * ignoredAuthProbes(op, request).map((probe) => probe.label); // ["no credentials", "invalid credentials"]
 */
export function ignoredAuthProbes(
  operation: OperationDefinition,
  request: PreparedRequest,
  schemes: readonly SecuritySchemeDefinition[] = [],
): IgnoredAuthProbe[] {
  const credentials = declaredCredentials(operation.security);
  if (credentials === undefined) return [];
  const declared = new Set(credentials.map(credentialId));
  const undeclared = distinct([AUTHORIZATION, ...schemes.map(credentialOf).filter((item): item is Credential => item !== undefined)]).filter(
    (item) => !declared.has(credentialId(item)),
  );
  const everything = [...credentials, ...undeclared];
  const stripped = everything.reduce(removeCredential, request);
  const carried = everything.filter((item) => carries(request, item));
  const probes: IgnoredAuthProbe[] = [{ label: "no credentials", request: stripped, removed: carried.map(describeCredential) }];
  for (const credential of credentials) {
    // Keep the header's spelling as sent: a probe should differ from the request only in its credentials.
    const spelling = credential.location === "header" ? (findHeader(request.headers, credential.name) ?? credential.name) : credential.name;
    probes.push({
      label: "invalid credentials",
      request: setCredential(stripped, { ...credential, name: spelling }),
      tried: describeCredential(credential),
      removed: carried.filter((item) => item !== credential).map(describeCredential),
    });
  }
  return probes;
}

/**
 * Judges the answer to a probe: a 2XX means the operation let the request through without
 * valid credentials. Other statuses pass (401 and 403 are the right answers; anything else is
 * for the other checks to judge). Keyed by probe label, so one cause is reported once. Takes
 * the probe (its message names the credential tried and those removed) or only its label.
 */
export function judgeIgnoredAuth(probe: IgnoredAuthProbeLabel | Omit<IgnoredAuthProbe, "request">, response: Response): Failure | undefined {
  const status = response.statusCode;
  if (status < 200 || status > 299) return undefined;
  const label = typeof probe === "string" ? probe : probe.label;
  const tried = typeof probe === "string" ? undefined : probe.tried;
  const removed = typeof probe === "string" ? [] : probe.removed;
  const sent =
    label === "no credentials" ? "without credentials" : tried === undefined ? "with invalid credentials" : `with an invalid ${tried}`;
  const detail = removed.length === 0 ? "" : `\nRemoved: ${removed.join(", ")}`;
  return {
    check: IGNORED_AUTH,
    title: "Authentication declared but not enforced",
    message: `Received: ${status} for the request ${sent}${detail}\nExpected: 401 or 403`,
    key: label,
  };
}

const AUTHORIZATION: Credential = { location: "header", name: "Authorization", invalid: `Bearer ${INVALID_TOKEN}` };

function credentialId(credential: Credential): string {
  return `${credential.location}:${credential.location === "header" ? credential.name.toLowerCase() : credential.name}`;
}

function distinct(credentials: readonly Credential[]): Credential[] {
  const found = new Map<string, Credential>();
  for (const credential of credentials) if (!found.has(credentialId(credential))) found.set(credentialId(credential), credential);
  return [...found.values()];
}

function describeCredential(credential: Credential): string {
  const where = credential.location === "query" ? "query parameter" : credential.location;
  return `${where} ${credential.name}`;
}

/** Whether the request carries a credential (header, query parameter or cookie), whatever its value. */
function carries(request: PreparedRequest, credential: Credential): boolean {
  switch (credential.location) {
    case "header":
      return findHeader(request.headers, credential.name) !== undefined;
    case "query":
      return editQuery(request.url, credential.name, undefined) !== request.url;
    case "cookie":
      return (request.headers[findHeader(request.headers, "cookie") ?? "Cookie"] ?? "").split(";").some((pair) => cookieName(pair) === credential.name);
  }
}

/** The distinct credentials all alternatives name, or undefined when probing would prove nothing. */
function declaredCredentials(security: OperationDefinition["security"]): Credential[] | undefined {
  if (security.length === 0) return undefined;
  const all: Credential[] = [];
  for (const alternative of security) {
    const strippable = alternative.map(credentialOf).filter((item): item is Credential => item !== undefined);
    // An alternative we cannot take away (none at all, or mutual TLS) may still let the probe through.
    if (strippable.length === 0) return undefined;
    all.push(...strippable);
  }
  return distinct(all);
}

function credentialOf(scheme: SecuritySchemeDefinition): Credential | undefined {
  switch (scheme.type) {
    case "http":
      return { location: "header", name: "Authorization", invalid: invalidHttpValue(scheme.scheme) };
    case "apiKey":
      return { location: scheme.location, name: scheme.parameterName, invalid: INVALID_KEY };
    case "oauth2":
    case "openIdConnect":
      return { location: "header", name: "Authorization", invalid: `Bearer ${INVALID_TOKEN}` };
    case "other":
      return undefined;
  }
}

function invalidHttpValue(scheme: string): string {
  const lower = scheme.trim().toLowerCase();
  if (lower === "basic") return INVALID_BASIC;
  if (lower === "bearer" || lower === "") return `Bearer ${INVALID_TOKEN}`;
  return `${lower.charAt(0).toUpperCase()}${lower.slice(1)} ${INVALID_TOKEN}`;
}

function removeCredential(request: PreparedRequest, credential: Credential): PreparedRequest {
  switch (credential.location) {
    case "header":
      return { ...request, headers: withoutHeader(request.headers, credential.name) };
    case "query":
      return { ...request, url: editQuery(request.url, credential.name, undefined) };
    case "cookie":
      return { ...request, headers: editCookie(request.headers, credential.name, undefined) };
  }
}

function setCredential(request: PreparedRequest, credential: Credential): PreparedRequest {
  switch (credential.location) {
    case "header":
      return { ...request, headers: { ...withoutHeader(request.headers, credential.name), [credential.name]: credential.invalid } };
    case "query":
      return { ...request, url: editQuery(request.url, credential.name, credential.invalid) };
    case "cookie":
      return { ...request, headers: editCookie(request.headers, credential.name, credential.invalid) };
  }
}

/** The actual spelling of a header name in a request, found case-insensitively. */
function findHeader(headers: Readonly<Record<string, string>>, name: string): string | undefined {
  const wanted = name.toLowerCase();
  return Object.keys(headers).find((header) => header.toLowerCase() === wanted);
}

function withoutHeader(headers: Readonly<Record<string, string>>, name: string): Record<string, string> {
  const wanted = name.toLowerCase();
  const out: Record<string, string> = {};
  for (const [header, value] of Object.entries(headers)) if (header.toLowerCase() !== wanted) out[header] = value;
  return out;
}

/**
 * Removes every occurrence of a query parameter, then appends it with `value` when given. The
 * rest of the query is kept as sent: re-encoding it could change what the server reads.
 */
function editQuery(url: string, name: string, value: string | undefined): string {
  const hash = url.indexOf("#");
  const fragment = hash === -1 ? "" : url.slice(hash);
  const withoutFragment = hash === -1 ? url : url.slice(0, hash);
  const question = withoutFragment.indexOf("?");
  const base = question === -1 ? withoutFragment : withoutFragment.slice(0, question);
  const query = question === -1 ? "" : withoutFragment.slice(question + 1);
  const kept = query === "" ? [] : query.split("&").filter((part) => decodeQueryName(part) !== name);
  if (value !== undefined) kept.push(`${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
  return `${base}${kept.length === 0 ? "" : `?${kept.join("&")}`}${fragment}`;
}

function decodeQueryName(part: string): string {
  const equals = part.indexOf("=");
  const raw = (equals === -1 ? part : part.slice(0, equals)).replace(/\+/g, " ");
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** Removes a cookie from the `Cookie` header (dropping the header when it empties), then adds it with `value` when given. */
function editCookie(headers: Readonly<Record<string, string>>, name: string, value: string | undefined): Record<string, string> {
  const header = findHeader(headers, "cookie") ?? "Cookie";
  const current = headers[header] ?? "";
  const kept = current
    .split(";")
    .map((pair) => pair.trim())
    .filter((pair) => pair !== "" && cookieName(pair) !== name);
  if (value !== undefined) kept.push(`${name}=${value}`);
  const out = withoutHeader(headers, "cookie");
  if (kept.length > 0) out[header] = kept.join("; ");
  return out;
}

function cookieName(pair: string): string {
  const equals = pair.indexOf("=");
  return (equals === -1 ? pair : pair.slice(0, equals)).trim();
}
