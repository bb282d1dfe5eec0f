import { inspect } from "node:util";
import * as fc from "fast-check";
import type { CaseData, CaseMeta } from "../core/case.js";
import { NOT_SET } from "../core/not-set.js";
import { CASE_ID_HEADER, type PreparedRequest } from "../core/request.js";
import type { Response } from "../core/response.js";
import { newCaseId } from "../engine/case-id.js";
import { prepareRequest } from "../serialization/prepare-request.js";
import { renderCurl } from "../serialization/curl.js";
import { USER_AGENT } from "../version.js";
import { withParameterOverrides } from "../engine/scope.js";
import { callWithHooks } from "./case-hooks.js";
import type { APIOperation } from "./operation.js";
import type { CheckLike } from "./custom-checks.js";
import { withLibraryWords } from "./library-wording.js";
import { caseText } from "./case-text.js";

/** Options of {@link Case.call}. */
export interface CallOptions {
  /** Where to send the request; defaults to the schema's base URL. */
  readonly baseUrl?: string;
  /** Extra headers, applied over the case's own. */
  readonly headers?: Readonly<Record<string, string>>;
  /** Extra query parameters, merged over the case's own. */
  readonly query?: Readonly<Record<string, unknown>>;
  /** Extra cookies, merged over the case's own. */
  readonly cookies?: Readonly<Record<string, unknown>>;
  /** Seconds to wait for the response. */
  readonly timeout?: number;
}

/** Which checks validation runs. */
export interface ValidationOptions {
  /** Replace the default checks with these: built-in checks (`checks.*`) or plain check functions (`(ctx, response, case)`, as `check()` takes). */
  readonly checks?: readonly CheckLike[];
  /** Run these as well (built-in checks or plain check functions). */
  readonly additionalChecks?: readonly CheckLike[];
  /** Skip checks with these names. */
  readonly excludedChecks?: readonly string[];
}

/** Options of {@link Case.asCurlCommand}. */
export interface CurlOptions {
  readonly headers?: Readonly<Record<string, string>>;
  /** When false, the command skips TLS verification (`--insecure`). Default true. */
  readonly verify?: boolean;
  readonly baseUrl?: string;
}

/**
 * One generated test case of an operation: the values to send, and methods to send,
 * validate and reproduce it. Fields may be changed before sending.
 */
export class Case implements CaseData {
  readonly method: string;
  readonly path: string;
  pathParameters: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  cookies: Record<string, unknown>;
  /** The body, or {@link NOT_SET}. */
  body: unknown;
  mediaType: string | undefined;
  /** Random identifier sent as `X-Apitest-Case-Id` for log correlation. */
  readonly id: string;
  readonly meta: CaseMeta;
  readonly operation: APIOperation;

  constructor(operation: APIOperation, data: Partial<CaseData>, meta: CaseMeta = { phase: "fuzzing", mode: "positive" }) {
    this.operation = operation;
    this.method = data.method === undefined ? operation.method : data.method.toUpperCase();
    this.path = operation.path;
    this.pathParameters = { ...data.pathParameters };
    this.query = { ...data.query };
    this.headers = { ...data.headers };
    this.cookies = { ...data.cookies };
    this.body = "body" in data ? data.body : NOT_SET;
    this.mediaType = data.mediaType ?? (this.body === NOT_SET ? undefined : operation.definition.requestBody?.alternatives[0]?.mediaType);
    this.id = newCaseId();
    this.meta = meta;
  }

  /**
   * A one-line summary: the operation and the non-empty values sent, e.g.
   * `Case(GET /items/{id} pathParameters={"id":0})`. fast-check prints it for a counterexample
   * (rather than the case's object graph), and so do `String(case)` and `console.log`.
   */
  toString(): string {
    return caseText("Case", `${this.method} ${this.path}`, this);
  }

  /** The path with its parameters filled in and encoded, e.g. `/users/42`. */
  get formattedPath(): string {
    const request = this.prepare({ baseUrl: "http://apitest.invalid" });
    return new URL(request.url).pathname;
  }

  /**
   * The request this case sends, exactly as it goes on the wire: with the schema's
   * configuration (headers, basic auth, fixed parameters) when the loader was given one.
   */
  prepare(options: CallOptions = {}): PreparedRequest {
    const schema = this.operation.schema;
    const configured = this.operation.configured;
    const own: CaseData = {
      method: this.method,
      path: this.path,
      pathParameters: this.pathParameters,
      query: { ...this.query, ...options.query },
      headers: this.headers,
      cookies: { ...this.cookies, ...options.cookies },
      body: this.body,
      mediaType: this.mediaType,
    };
    const data = configured === undefined ? own : withParameterOverrides(own, configured.parameters);
    const basicAuth = configured?.network.basicAuth;
    return prepareRequest(data, this.operation.definition, {
      baseUrl: options.baseUrl ?? schema.requireBaseUrl(),
      // apitest's User-Agent yields to a declared User-Agent header parameter the case sets.
      defaultHeaders: { "User-Agent": USER_AGENT },
      headers: { [CASE_ID_HEADER]: this.id, ...configured?.network.headers, ...schema.headers, ...options.headers },
      serializers: schema.serializers,
      resolver: schema.spec.resolver,
      ...(basicAuth === undefined ? {} : { basicAuth }),
    });
  }

  /** A `curl` command that sends this case. */
  asCurlCommand(options: CurlOptions = {}): string {
    const request = this.prepare({
      baseUrl: options.baseUrl ?? this.operation.schema.baseUrl ?? "http://localhost",
      ...(options.headers === undefined ? {} : { headers: options.headers }),
    });
    return renderCurl(request, { verify: options.verify ?? true });
  }

  /**
   * Sends the case (over HTTP, or into the in-process app the schema was loaded from) without
   * validating; the registered auth provider and `beforeCall`/`afterCall` hooks run around it.
   */
  async call(options: CallOptions = {}): Promise<Response> {
    return callWithHooks(this, options, (hooked) => {
      const request = this.prepare(hooked);
      const timeout = hooked.timeout ?? this.operation.schema.requestTimeout ?? this.operation.configured?.requestTimeout;
      return withLibraryWords(() => this.operation.schema.transport.send(request, timeout === undefined ? undefined : { timeout }));
    });
  }

  /**
   * Sends the case and validates the response.
   * @throws FailureGroup when any check fails.
   */
  async callAndValidate(options: CallOptions & ValidationOptions = {}): Promise<Response> {
    const response = await this.call(options);
    await this.validateResponse(response, options);
    return response;
  }

  /**
   * Runs the checks on a response to this case.
   * @throws FailureGroup when any check fails.
   */
  async validateResponse(response: Response, options: ValidationOptions = {}): Promise<void> {
    await this.operation.validateResponse(response, { ...options, case: this });
  }
}

// fast-check's hook for printing a value and Node's for `console.log` and `util.inspect`: the
// one-line summary. Defined beside the class, as symbol-named members the declarations leave out.
function summary(this: Case): string {
  return this.toString();
}
Object.defineProperties(Case.prototype, {
  [fc.toStringMethod]: { value: summary, configurable: true, writable: true },
  [inspect.custom]: { value: summary, configurable: true, writable: true },
});
