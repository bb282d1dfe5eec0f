/**
 * OpenAPI runtime expressions (`$response.body#/id`, `$request.path.user_id`, …), parsed once
 * into a small AST so a link is validated at load time and evaluated cheaply per response.
 */
import { compileExtraction, extractWithRegex } from "./extract-regex.js";
import { headerValue, messageBody, queryValue, readPointer, type EvaluationContext } from "./message-values.js";

export type { EvaluationContext } from "./message-values.js";

/** Where in the request a `$request.<location>.<name>` expression reads. */
export type RequestLocation = "path" | "query" | "header";

/** One runtime expression, e.g. `$response.header.Location#regex:/orders/(\d+)`. */
export type ExpressionReference =
  | { readonly kind: "url" }
  | { readonly kind: "method" }
  | { readonly kind: "statusCode" }
  | { readonly kind: "request-parameter"; readonly location: RequestLocation; readonly name: string; readonly regex?: RegExp }
  | { readonly kind: "request-body"; readonly pointer: string }
  | { readonly kind: "response-header"; readonly name: string; readonly regex?: RegExp }
  | { readonly kind: "response-body"; readonly pointer: string };

/** A parsed link value: one whole expression (keeps the value's type) or a string with embedded ones. */
export type RuntimeExpression =
  | { readonly kind: "expression"; readonly source: string; readonly reference: ExpressionReference }
  | { readonly kind: "template"; readonly source: string; readonly parts: readonly (string | ExpressionReference)[] };

/** The outcome of parsing: the AST, a plain literal string, or why the text is not a valid expression. */
export type ParsedValue =
  | { readonly kind: "parsed"; readonly expression: RuntimeExpression }
  | { readonly kind: "literal"; readonly value: string }
  | { readonly kind: "invalid"; readonly message: string };

const REGEX_MARK = "#regex:";

/**
 * Parses a link value. A string starting with `$` followed by a letter must be a whole runtime
 * expression; a string containing `{$…}` is a template; any other string is a literal.
 *
 * @example
 * parseRuntimeValue("$response.body#/id");       // { kind: "parsed", expression: { kind: "expression", … } }
 * parseRuntimeValue("user-{$response.body#/id}"); // { kind: "parsed", expression: { kind: "template", … } }
 * parseRuntimeValue("plain");                    // { kind: "literal", value: "plain" }
 */
export function parseRuntimeValue(text: string): ParsedValue {
  if (/^\$[A-Za-z]/.test(text)) {
    const reference = parseReference(text);
    if (typeof reference === "string") return { kind: "invalid", message: reference };
    return { kind: "parsed", expression: { kind: "expression", source: text, reference } };
  }
  if (!text.includes("{$")) return { kind: "literal", value: text };
  const parts: (string | ExpressionReference)[] = [];
  let rest = text;
  while (rest.length > 0) {
    const start = rest.indexOf("{$");
    if (start === -1) {
      parts.push(rest);
      break;
    }
    if (start > 0) parts.push(rest.slice(0, start));
    const end = rest.indexOf("}", start);
    if (end === -1) return { kind: "invalid", message: `runtime expression ${JSON.stringify(text)} has an unclosed "{$"; close it with "}"` };
    const reference = parseReference(rest.slice(start + 1, end));
    if (typeof reference === "string") return { kind: "invalid", message: reference };
    parts.push(reference);
    rest = rest.slice(end + 1);
  }
  return { kind: "parsed", expression: { kind: "template", source: text, parts } };
}

/** Parses one `$…` expression; a string result is the error message. */
function parseReference(text: string): ExpressionReference | string {
  const bad = (why: string): string =>
    `runtime expression ${JSON.stringify(text)} is invalid: ${why}; expected $url, $method, $statusCode, $request.{path,query,header}.<name>, $request.body#/<pointer>, $response.header.<name> or $response.body#/<pointer>`;
  if (text === "$url") return { kind: "url" };
  if (text === "$method") return { kind: "method" };
  if (text === "$statusCode") return { kind: "statusCode" };
  const match = /^\$(request|response)\.(body|path|query|header)(.*)$/s.exec(text);
  if (match === null) return bad("unknown source");
  const [, side, location = "", tail = ""] = match;
  if (location === "body") {
    if (tail !== "" && !tail.startsWith("#")) return bad('"body" may only be followed by "#/<json pointer>"');
    const pointer = tail.slice(1);
    if (pointer !== "" && !pointer.startsWith("/")) return bad(`JSON pointer ${JSON.stringify(pointer)} must start with "/"`);
    if (/~[^01]|~$/.test(pointer)) return bad(`JSON pointer ${JSON.stringify(pointer)} has a "~" not followed by 0 or 1`);
    return side === "request" ? { kind: "request-body", pointer } : { kind: "response-body", pointer };
  }
  if (side === "response" && location !== "header") return bad(`a response has no ${location} parameters`);
  if (!tail.startsWith(".") || tail.length === 1) return bad(`a name must follow "${location}."`);
  let name = tail.slice(1);
  let regex: RegExp | undefined;
  const mark = name.indexOf(REGEX_MARK);
  if (mark !== -1) {
    const compiled = compileExtraction(name.slice(mark + REGEX_MARK.length));
    if ("error" in compiled) return bad(compiled.error);
    regex = compiled.regex;
    name = name.slice(0, mark);
    if (name === "") return bad(`a name must come before "${REGEX_MARK}"`);
  }
  if (location === "header" && !/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name)) return bad(`${JSON.stringify(name)} is not a valid header name`);
  const withRegex = regex === undefined ? {} : { regex };
  return side === "request"
    ? { kind: "request-parameter", location: location as RequestLocation, name, ...withRegex }
    : { kind: "response-header", name, ...withRegex };
}

/**
 * Evaluates a parsed expression against one request/response pair. A missing value (absent
 * header, pointer into nothing, unparsable body) gives `undefined`: the link does not apply.
 * A template renders every part as text; if any part is missing the result is `undefined`.
 *
 * @example
 * evaluate(parsed, { request, response, pathParameters: {}, query: {} }); // 42
 */
export function evaluate(expression: RuntimeExpression, context: EvaluationContext): unknown {
  if (expression.kind === "expression") return evaluateReference(expression.reference, context);
  let text = "";
  for (const part of expression.parts) {
    if (typeof part === "string") {
      text += part;
      continue;
    }
    const value = evaluateReference(part, context);
    if (value === undefined) return undefined;
    text += typeof value === "string" ? value : JSON.stringify(value);
  }
  return text;
}

/** Evaluates one `$…` reference. */
export function evaluateReference(reference: ExpressionReference, context: EvaluationContext): unknown {
  switch (reference.kind) {
    case "url":
      return context.request.url;
    case "method":
      return context.request.method;
    case "statusCode":
      return context.response.statusCode;
    case "request-body":
      return readPointer(messageBody(context.request.body, context.request.headers), reference.pointer);
    case "response-body":
      return readPointer(messageBody(context.response.content, context.response.headers), reference.pointer);
    case "response-header":
      return withRegex(context.response.header(reference.name), reference.regex);
    case "request-parameter": {
      const value =
        reference.location === "path"
          ? context.pathParameters[reference.name]
          : reference.location === "query"
            ? queryValue(context, reference.name)
            : headerValue(context.request.headers, reference.name);
      return withRegex(value, reference.regex);
    }
  }
}

function withRegex(value: unknown, regex: RegExp | undefined): unknown {
  if (value === undefined || regex === undefined) return value;
  return extractWithRegex(regex, typeof value === "string" ? value : JSON.stringify(value));
}
