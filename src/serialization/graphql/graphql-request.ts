import type { CaseData } from "../../core/case.js";
import { NOT_SET } from "../../core/not-set.js";
import { ownCopy, setOwn } from "../../core/own-property.js";
import { CASE_ID_HEADER, type PreparedRequest } from "../../core/request.js";
import type { RunSettings } from "../../core/settings.js";

const UTF8 = new TextEncoder();

function text(value: unknown): string {
  return typeof value === "string" ? value : typeof value === "object" && value !== null ? JSON.stringify(value) : String(value);
}

function withQuery(endpoint: string, query: Readonly<Record<string, unknown>>): string {
  const entries = Object.entries(query).filter(([, value]) => value !== undefined);
  if (entries.length === 0) return endpoint;
  const url = new URL(endpoint);
  for (const [name, value] of entries) for (const item of Array.isArray(value) ? value : [value]) url.searchParams.append(name, text(item));
  return url.href;
}

/** Where and with what a GraphQL request goes: the endpoint (`settings.baseUrl`), basic auth, the run's headers. */
export interface GraphqlRequestTarget {
  readonly settings: { readonly baseUrl: string; readonly network: Pick<RunSettings["network"], "basicAuth"> };
  readonly headers: Readonly<Record<string, string>>;
}

/**
 * Pure: the request that sends a case to the endpoint: the run's headers (and basic auth), then
 * the case's own headers, query parameters and cookies (which hooks and auth providers may set),
 * the body as JSON.
 */
export function graphqlRequest(env: GraphqlRequestTarget, data: CaseData, caseId: string): PreparedRequest {
  const headers = ownCopy(env.headers);
  headers["Content-Type"] = "application/json";
  const auth = env.settings.network.basicAuth;
  if (auth !== undefined) headers["Authorization"] = `Basic ${Buffer.from(`${auth.username}:${auth.password}`).toString("base64")}`;
  for (const name in data.headers) {
    const value = data.headers[name];
    // A header named "__proto__" is a header, not the record's prototype.
    if (Object.hasOwn(data.headers, name) && value !== undefined) setOwn(headers, name, text(value));
  }
  const cookies = Object.entries(data.cookies).filter(([, value]) => value !== undefined);
  if (cookies.length > 0) headers["Cookie"] = cookies.map(([name, value]) => `${name}=${encodeURIComponent(text(value))}`).join("; ");
  headers[CASE_ID_HEADER] = caseId;
  const request: { method: string; url: string; headers: Record<string, string>; body?: Uint8Array } = { method: "POST", url: withQuery(env.settings.baseUrl, data.query), headers };
  if (data.body !== NOT_SET) request.body = UTF8.encode(JSON.stringify(data.body));
  return request;
}
