/**
 * Reading values out of a sent request and its response, the way runtime expressions need
 * them: headers case-insensitively, bodies as JSON when they parse, pointers strictly.
 */
import type { PreparedRequest } from "../core/request.js";
import type { Response } from "../core/response.js";
import { parsePointer } from "../schema/json-pointer.js";

/** What a runtime expression can read: the request as sent, its response, and the case's unserialized values. */
export interface EvaluationContext {
  readonly request: PreparedRequest;
  readonly response: Response;
  /** Path parameter values of the case that produced the request, by name. */
  readonly pathParameters: Readonly<Record<string, unknown>>;
  /** Query parameter values of the case, by name; the URL is read when a name is absent here. */
  readonly query: Readonly<Record<string, unknown>>;
}

/** The first value of a header, matching the name case-insensitively. */
export function headerValue(headers: Readonly<Record<string, string | readonly string[]>>, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== wanted) continue;
    return typeof value === "string" ? value : value[0];
  }
  return undefined;
}

/** A query parameter of the case, or failing that of the request URL (first occurrence). */
export function queryValue(context: EvaluationContext, name: string): unknown {
  if (Object.hasOwn(context.query, name)) return context.query[name];
  try {
    return new URL(context.request.url).searchParams.get(name) ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * A body as data: parsed JSON when it parses, otherwise its text; `undefined` when there is
 * none. JSON is tried whatever the declared type, since many APIs mislabel JSON bodies.
 */
export function messageBody(content: Uint8Array | undefined, headers: Readonly<Record<string, string | readonly string[]>>): unknown {
  if (content === undefined || content.byteLength === 0) return undefined;
  const text = new TextDecoder().decode(content);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    const type = headerValue(headers, "content-type") ?? "";
    // A body declared as JSON that does not parse has no usable values.
    return /json/i.test(type) ? undefined : text;
  }
}

/**
 * Follows a JSON pointer (RFC 6901, `~0`/`~1` escapes, array indices) into a value;
 * `undefined` when any step is missing. The empty pointer is the value itself.
 */
export function readPointer(root: unknown, pointer: string): unknown {
  let current = root;
  for (const key of parsePointer(pointer)) {
    if (Array.isArray(current)) {
      if (!/^(0|[1-9][0-9]*)$/.test(key)) return undefined;
      current = current[Number(key)];
    } else if (current !== null && typeof current === "object" && Object.hasOwn(current, key)) {
      current = (current as Record<string, unknown>)[key];
    } else {
      return undefined;
    }
    if (current === undefined) return undefined;
  }
  return current;
}
