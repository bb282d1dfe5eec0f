import type { PreparedRequest } from "../../src/core/request.js";
import { Response } from "../../src/core/response.js";
import type { EvaluationContext } from "../../src/stateful/expressions.js";

/** Builds an evaluation context from plain request/response parts. */
export function makeContext(options: {
  readonly request?: Partial<PreparedRequest> & { readonly json?: unknown };
  readonly status?: number;
  readonly headers?: Record<string, string>;
  readonly body?: unknown;
  readonly rawBody?: string;
  readonly pathParameters?: Record<string, unknown>;
  readonly query?: Record<string, unknown>;
}): EvaluationContext {
  const { json, ...requestParts } = options.request ?? {};
  const request: PreparedRequest = {
    method: "POST",
    url: "http://127.0.0.1:8080/api/users?limit=5&tag=a",
    headers: { "X-Trace": "t-1", "Content-Type": "application/json" },
    ...(json === undefined ? {} : { body: new TextEncoder().encode(JSON.stringify(json)) }),
    ...requestParts,
  };
  const text = options.rawBody ?? (options.body === undefined ? "" : JSON.stringify(options.body));
  const headers: Record<string, string[]> = { "content-type": ["application/json"] };
  for (const [name, value] of Object.entries(options.headers ?? {})) headers[name.toLowerCase()] = [value];
  const response = new Response({
    statusCode: options.status ?? 201,
    message: "Created",
    headers,
    content: new TextEncoder().encode(text),
    elapsed: 0.01,
    httpVersion: "1.1",
    request,
    verify: true,
  });
  return { request, response, pathParameters: options.pathParameters ?? {}, query: options.query ?? {} };
}
