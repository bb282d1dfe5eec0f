/** A recorded request, as the cassette holds it. */
export interface CassetteRequest {
  readonly method: string;
  readonly uri: string;
  /** Header name → values, in recorded order. */
  readonly headers: Readonly<Record<string, readonly string[]>>;
  readonly body?: Uint8Array;
}

/** A recorded check result. */
export interface CassetteCheck {
  readonly name: string;
  readonly status: "success" | "failure";
  readonly message?: string;
}

/** One `http_interactions` item of a VCR cassette written by apitest. */
export interface CassetteInteraction {
  readonly id: string;
  readonly operation?: string;
  /** The phase that sent it (`stateful` for a step of a sequence), when recorded. */
  readonly phase?: string;
  readonly request: CassetteRequest;
  /** The recorded status code; absent when the request got no response. */
  readonly status?: number;
  readonly body?: Uint8Array;
  /** The recorded `Location` response header, when there was one (where a created resource lives). */
  readonly location?: string;
  /** Why no response arrived, when none did. */
  readonly error?: string;
  readonly checks: readonly CassetteCheck[];
}

/**
 * Reads one parsed cassette item, or returns a one-line description of what is wrong
 * with it (so the reader can name the item and the file).
 */
export function toCassetteInteraction(item: unknown, index: number): CassetteInteraction | string {
  if (!isRecord(item)) return "it is not a mapping";
  const request = item["request"];
  if (!isRecord(request)) return "it has no `request` mapping";
  const method = request["method"];
  const uri = request["uri"];
  if (typeof method !== "string" || method === "") return "`request.method` is missing";
  if (typeof uri !== "string" || uri === "") return "`request.uri` is missing";
  const headers = toHeaders(request["headers"]);
  if (headers === undefined) return "`request.headers` is not a mapping of header names to lists of values";
  const requestBody = toBody(request["body"]);
  if (requestBody === null) return "`request.body` has neither `string` nor `base64_string`";
  const response = item["response"];
  let status: number | undefined;
  let responseBody: Uint8Array | undefined;
  let location: string | undefined;
  if (response !== undefined && response !== null) {
    const code = isRecord(response) && isRecord(response["status"]) ? Number(response["status"]["code"]) : Number.NaN;
    if (!Number.isInteger(code)) return "`response.status.code` is not a status code";
    status = code;
    const body = isRecord(response) ? toBody(response["body"]) : undefined;
    const headers = isRecord(response) ? toHeaders(response["headers"]) : undefined;
    location = Object.entries(headers ?? {}).find(([name]) => name.toLowerCase() === "location")?.[1][0];
    if (body !== null && body !== undefined) responseBody = body;
  }
  const error = item["error"];
  const id = item["id"];
  const operation = item["operation"];
  const phase = item["phase"];
  return {
    id: typeof id === "string" || typeof id === "number" ? String(id) : String(index + 1),
    ...(typeof operation === "string" ? { operation } : {}),
    ...(typeof phase === "string" ? { phase } : {}),
    request: { method: method.toUpperCase(), uri, headers, ...(requestBody === undefined ? {} : { body: requestBody }) },
    ...(status === undefined ? {} : { status }),
    ...(responseBody === undefined ? {} : { body: responseBody }),
    ...(location === undefined ? {} : { location }),
    ...(typeof error === "string" ? { error } : status === undefined ? { error: "no response recorded" } : {}),
    checks: toChecks(item["checks"]),
  };
}

function toHeaders(value: unknown): Record<string, string[]> | undefined {
  if (value === undefined || value === null) return {};
  if (!isRecord(value)) return undefined;
  const out: Record<string, string[]> = {};
  for (const [name, values] of Object.entries(value)) {
    if (typeof values === "string") out[name] = [values];
    else if (Array.isArray(values) && values.every((v) => typeof v === "string")) out[name] = values as string[];
    else return undefined;
  }
  return out;
}

/** The body bytes, undefined when there is no body, null when the body is malformed. */
function toBody(value: unknown): Uint8Array | undefined | null {
  if (value === undefined || value === null) return undefined;
  if (!isRecord(value)) return null;
  const base64 = value["base64_string"];
  if (typeof base64 === "string") return new Uint8Array(Buffer.from(base64, "base64"));
  const text = value["string"];
  if (typeof text === "string") return new TextEncoder().encode(text);
  return null;
}

function toChecks(value: unknown): CassetteCheck[] {
  if (!Array.isArray(value)) return [];
  const out: CassetteCheck[] = [];
  for (const check of value) {
    if (!isRecord(check) || typeof check["name"] !== "string") continue;
    const status = String(check["status"]).toLowerCase() === "failure" ? "failure" : "success";
    const message = check["message"];
    out.push({ name: check["name"], status, ...(typeof message === "string" ? { message } : {}) });
  }
  return out;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
