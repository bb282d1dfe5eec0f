import type { CaseData } from "../core/case.js";
import { SerializationError } from "../core/errors.js";
import { NOT_SET } from "../core/not-set.js";
import type { BodyDefinition, OperationDefinition } from "../core/operation.js";
import type { PreparedRequest } from "../core/request.js";
import type { SchemaResolver } from "../core/validator.js";
import { isClientOwnedHeader } from "./client-headers.js";
import { formatCookies, formatHeaders, formatPath, formatQuery, formatTemplateQuery } from "./expand-parameters.js";
import { remembered } from "./bounded-memo.js";
import { HeaderList } from "./header-list.js";
import { parseMediaType, sameMediaType } from "./media-type.js";
import { joinQueries, splitPathTemplate, type PathTemplateParts } from "./path-template.js";
import { toUserHeaderValue } from "./percent-encode.js";
import { defaultSerializers, type SerializedBody, type SerializerContext, type SerializerRegistry } from "./registry.js";

/** How to turn a case into a request. */
export interface PrepareOptions {
  /** Where the API lives, e.g. `http://127.0.0.1:8080/api/v1`; the operation's path is appended. */
  baseUrl: string;
  /**
   * Extra headers, applied last: they override case headers case-insensitively (User-Agent,
   * X-Apitest-Case-Id, `-H`). Values are the user's choice and are sent as given when HTTP
   * can carry them (Latin-1 included); see `toUserHeaderValue`.
   */
  headers?: Readonly<Record<string, string>> | undefined;
  /**
   * Headers apitest adds on its own (its `User-Agent`): sent unless the case (a header
   * parameter the operation declares) or `headers` sets one of the same name.
   */
  defaultHeaders?: Readonly<Record<string, string>> | undefined;
  /** Sent as `Authorization: Basic …` unless a header already sets `Authorization`. */
  basicAuth?: { username: string; password: string } | undefined;
  /** Body serializers; the built-in ones when absent. */
  serializers?: SerializerRegistry | undefined;
  /** Resolves `$ref`s of body schemas (XML reads `xml` annotations through them). */
  resolver?: SchemaResolver | undefined;
}

/** The methods an API description declares, as sent (a lookup: cheaper than upper-casing each request's). */
const UPPER_METHODS: ReadonlyMap<string, string> = new Map(["get", "put", "post", "delete", "options", "head", "patch", "trace"].map((method) => [method, method.toUpperCase()]));

// RFC 9110 token: what a header name may consist of.
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const DEFAULT_MEDIA_TYPE = "application/json";

/** A base URL split once: the part paths are appended to, and its own query. */
interface BaseParts {
  readonly base: string;
  readonly query: string;
}

// A run has one base URL: split it once, not once per request.
let lastBase: { readonly url: string; readonly parts: BaseParts } | undefined;

function baseParts(baseUrl: string): BaseParts {
  if (lastBase?.url === baseUrl) return lastBase.parts;
  // A fragment is never sent, and anything after it would be lost with it.
  const hash = baseUrl.indexOf("#");
  const withoutFragment = hash === -1 ? baseUrl : baseUrl.slice(0, hash);
  const mark = withoutFragment.indexOf("?");
  const parts = {
    base: (mark === -1 ? withoutFragment : withoutFragment.slice(0, mark)).replace(/\/+$/, ""),
    query: mark === -1 ? "" : withoutFragment.slice(mark + 1),
  };
  lastBase = { url: baseUrl, parts };
  return parts;
}

function joinUrl(baseUrl: string, path: string, query: string): string {
  const { base, query: baseQuery } = baseParts(baseUrl);
  const fullQuery = joinQueries(baseQuery, query);
  const slashPath = path === "" || path.startsWith("/") ? path : `/${path}`;
  return fullQuery === "" ? `${base}${slashPath}` : `${base}${slashPath}?${fullQuery}`;
}

/** What prepareRequest works out once per operation instead of once per case. */
interface OperationPlan {
  /** The path the plan was made for. */
  readonly path: string;
  readonly template: PathTemplateParts;
  /** The body definition of each media type a case named (a bounded memo). */
  readonly bodies: Map<string, BodyDefinition | undefined>;
}

const plans = new WeakMap<OperationDefinition, OperationPlan>();
/** Media types whose body definition an operation's plan remembers. */
const MAX_REMEMBERED_MEDIA_TYPES = 32;

function planOf(operation: OperationDefinition): OperationPlan {
  let plan = plans.get(operation);
  // Operations are read-only once built; a plain-JavaScript caller could still change one's path.
  if (plan === undefined || plan.path !== operation.path) {
    plan = { path: operation.path, template: splitPathTemplate(operation.path), bodies: new Map() };
    plans.set(operation, plan);
  }
  return plan;
}

function checkHeaderName(name: string, mediaType: string): void {
  if (!TOKEN.test(name)) {
    throw new SerializationError(
      mediaType,
      `Cannot send header ${JSON.stringify(name)}: a header name may only contain letters, digits and !#$%&'*+-.^_\`|~. ` +
        "Fix the parameter name in the schema (or the header you passed).",
    );
  }
}

function namesAuthorization(headers: Readonly<Record<string, string>>): boolean {
  for (const name in headers) if (Object.hasOwn(headers, name) && name.toLowerCase() === "authorization") return true;
  return false;
}

function findBodyDefinition(operation: OperationDefinition, mediaType: string): BodyDefinition | undefined {
  return remembered(planOf(operation).bodies, mediaType, MAX_REMEMBERED_MEDIA_TYPES, (type) =>
    operation.requestBody?.alternatives.find((alternative) => sameMediaType(alternative.mediaType, type)),
  );
}

function serializeBody(caseData: CaseData, operation: OperationDefinition, options: PrepareOptions): SerializedBody | undefined {
  // `undefined` is a legal "no body" too; only NOT_SET is the explicit marker.
  if (caseData.body === NOT_SET || caseData.body === undefined) return undefined;
  const mediaType = caseData.mediaType ?? DEFAULT_MEDIA_TYPE;
  const registry = options.serializers ?? defaultSerializers();
  const serializer = registry.find(mediaType);
  if (serializer === undefined) {
    throw new SerializationError(
      mediaType,
      `No serializer for media type ${mediaType} (${operation.label}): the case is skipped. ` +
        "Register one with serializer(...) to test this media type.",
    );
  }
  const definition = findBodyDefinition(operation, mediaType);
  try {
    const context: { -readonly [K in keyof SerializerContext]: SerializerContext[K] } = { mediaType, case: caseData };
    if (definition !== undefined) {
      context.encoding = definition.encoding;
      context.schema = definition.schema;
    }
    if (options.resolver !== undefined) context.resolver = options.resolver;
    return serializer(caseData.body, context);
  } catch (error) {
    if (error instanceof SerializationError) throw error;
    throw new SerializationError(
      mediaType,
      `The serializer for ${mediaType} failed on a body of ${operation.label}: ${error instanceof Error ? error.message : String(error)}. The case is skipped.`,
      { cause: error },
    );
  }
}

// A case header that names a multipart type without a boundary would make the body unreadable.
/**
 * A declared range (`*\/*`, `application/*`, `text/*`) is no media type to send: a body
 * declared so goes out as what the built-in serializers write for it (JSON for `*\/*` and
 * `application/*`, plain text for `text/*`, form data for `multipart/*`). Others are sent as declared.
 */
export function concreteMediaType(mediaType: string): string {
  const { type, subtype } = parseMediaType(mediaType);
  if (subtype !== "*") return mediaType;
  const concrete = CONCRETE[type];
  if (concrete === undefined) return mediaType;
  const semicolon = mediaType.indexOf(";");
  return semicolon === -1 ? concrete : `${concrete}${mediaType.slice(semicolon)}`;
}

/** What the built-in serializers write for a range of media types. */
const CONCRETE: Readonly<Record<string, string>> = { "*": "application/json", application: "application/json", text: "text/plain", multipart: "multipart/form-data" };

function contentTypeFor(caseHeader: string | undefined, serialized: SerializedBody): string {
  if (caseHeader === undefined) return concreteMediaType(serialized.contentType);
  if (parseMediaType(caseHeader).type === "multipart" && !/boundary=/i.test(caseHeader)) {
    const boundary = /boundary=([^;]+)/i.exec(serialized.contentType)?.[1];
    if (boundary !== undefined) return `${caseHeader}; boundary=${boundary}`;
  }
  return caseHeader;
}

/**
 * Turns a case into the exact request that goes on the wire: the path with its
 * parameters expanded, the query string in schema order, headers, one `Cookie` header,
 * the serialized body with its `Content-Type`, Basic auth, `options.defaultHeaders` the case
 * does not set, then `options.headers`. Case values for headers the HTTP client owns
 * (`Content-Length`, `Connection`, …; see `client-headers.ts`) are not sent.
 *
 * A path template that carries a query (`/current?city={city}`) has it merged into the query
 * string, after the base URL's and before the case's. A `#…` part of a template
 * (`/#Action=Publish` in AWS documents) is never sent: HTTP clients do not send fragments,
 * and sending one raw would swallow the query string. Such documents only use it to tell
 * apart operations on one path, and declare what it names as query parameters too.
 *
 * @throws SerializationError when the body's media type has no serializer or the value
 *   cannot be serialized for it (the case should be skipped).
 */
export function prepareRequest(caseData: CaseData, operation: OperationDefinition, options: PrepareOptions): PreparedRequest {
  const parameters = operation.parameters;
  const { template } = planOf(operation);
  const path = formatPath(template.path, parameters, caseData.pathParameters);
  const query = joinQueries(formatTemplateQuery(template.query, parameters, caseData.pathParameters), formatQuery(parameters, caseData.query));
  const url = joinUrl(options.baseUrl, path, query);
  const mediaLabel = caseData.mediaType ?? "";

  const headers = new HeaderList();
  for (const [name, value] of formatHeaders(parameters, caseData.headers)) {
    checkHeaderName(name, mediaLabel);
    // The HTTP client writes Content-Length (and refuses Connection, Transfer-Encoding, …) itself.
    if (isClientOwnedHeader(name)) continue;
    headers.set(name, value);
  }
  const cookies = formatCookies(parameters, caseData.cookies);
  if (cookies !== undefined) {
    const existing = headers.get("cookie");
    headers.set(headers.nameOf("cookie") ?? "Cookie", existing === undefined || existing === "" ? cookies : `${existing}; ${cookies}`);
  }
  const serialized = serializeBody(caseData, operation, options);
  if (serialized !== undefined) headers.set(headers.nameOf("content-type") ?? "Content-Type", contentTypeFor(headers.get("content-type"), serialized));

  const extra = options.headers ?? {};
  // Credentials the user gives (--auth) replace a generated Authorization value; an explicit
  // Authorization header from the user (-H) wins over both.
  if (options.basicAuth !== undefined && !namesAuthorization(extra)) {
    const { username, password } = options.basicAuth;
    headers.set(headers.nameOf("authorization") ?? "Authorization", `Basic ${Buffer.from(`${username}:${password}`, "utf8").toString("base64")}`);
  }
  const defaults = options.defaultHeaders;
  if (defaults !== undefined) {
    for (const name in defaults) if (Object.hasOwn(defaults, name) && !headers.has(name)) headers.set(name, toUserHeaderValue(defaults[name] as string));
  }
  for (const name in extra) {
    if (!Object.hasOwn(extra, name)) continue;
    checkHeaderName(name, mediaLabel);
    headers.set(name, toUserHeaderValue(extra[name] as string));
  }

  const request: { method: string; url: string; headers: Record<string, string>; body?: Uint8Array } = {
    method: UPPER_METHODS.get(caseData.method) ?? caseData.method.toUpperCase(),
    url,
    headers: headers.toRecord(),
  };
  if (serialized !== undefined) request.body = serialized.body;
  return request;
}
