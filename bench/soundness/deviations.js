// Where express-openapi-validator rejects a request that OpenAPI allows: each known deviation,
// with how the harness recognizes it on a rejected request. docs/soundness.md has an example
// of each. A rejection none of these explains counts against apitest. The harness's server
// corrects each (corrections.js), so with the corrections on, one seen here is a case they miss.

/** The known deviations: key → what the validator does. */
export const DEVIATIONS = {
  "optional-body": "wants a Content-Type (415) when an optional request body is left out",
  "form-text": "does not read urlencoded or multipart fields as numbers or booleans (every field is text)",
  "xml-body": "does not parse XML bodies: it validates the raw text against the schema",
  "filled-default": "fills in the schema's default for a value the request does not send, then rejects that default",
  "bracket-name": "reports a parameter named with brackets (`filter[id]`) as an unknown parameter `filter`",
  "ignored-header-parameter": "requires an Accept, Content-Type or Authorization header parameter, which OpenAPI 3 says to ignore",
};

const FORM = /^(application\/x-www-form-urlencoded|multipart\/form-data)/i;
const XML = /[/+]xml\b/i;

/**
 * The known deviation a rejection shows, or undefined.
 * @param {import("express").Request & { openapi?: { schema?: any }, rawBody?: Buffer }} request
 * @param {number} status
 * @param {{ path?: string, message?: string }[]} errors
 * @returns {keyof typeof DEVIATIONS | undefined}
 */
export function deviationOf(request, status, errors) {
  const operation = request.openapi?.schema;
  const contentType = String(request.headers["content-type"] ?? "");
  const items = Array.isArray(errors) && errors.length > 0 ? errors : [{}];
  const explained = items.map((item) => explain(request, operation, contentType, status, item));
  return explained.every((key) => key !== undefined && key === explained[0]) ? explained[0] : undefined;
}

function explain(request, operation, contentType, status, item) {
  const path = String(item.path ?? "");
  const message = String(item.message ?? "");
  if (status === 415 && contentType === "" && operation?.requestBody !== undefined && operation.requestBody.required !== true) return "optional-body";
  if (status !== 400) return undefined;
  if (path.startsWith("/body") && FORM.test(contentType) && /must be (number|integer|boolean)/.test(message)) return "form-text";
  if (path.startsWith("/body") && XML.test(contentType)) return "xml-body";
  const header = /must have required property '(accept|content-type|authorization)'/i.exec(message)?.[1];
  if (header !== undefined && declared(operation, "header").some((name) => name.toLowerCase() === header.toLowerCase())) return "ignored-header-parameter";
  if (notSent(request, path)) return "filled-default";
  const unknown = /^Unknown query parameter '([^']+)'/.exec(message)?.[1];
  if (unknown !== undefined && declared(operation, "query").some((name) => name.startsWith(`${unknown}[`))) return "bracket-name";
  return undefined;
}

function declared(operation, location) {
  return (operation?.parameters ?? []).filter((parameter) => parameter?.in === location).map((parameter) => String(parameter.name));
}

// The error names a query parameter, header or (JSON) body value the request does not carry.
function notSent(request, path) {
  const [, location, name] = /^\/(query|headers|body)\/([^/]+)/.exec(path) ?? [];
  if (name === undefined) return false;
  if (location === "query") {
    const query = request.originalUrl.split("?")[1] ?? "";
    return !query.split("&").some((pair) => safeDecode(pair.split("=")[0] ?? "").split("[")[0] === name);
  }
  if (location === "headers") return request.rawHeaders.every((header, index) => index % 2 === 1 || header.toLowerCase() !== name.toLowerCase());
  const raw = request.rawBody?.toString("utf8");
  if (raw === undefined || !/json/i.test(String(request.headers["content-type"]))) return false;
  // Walk the error's path in the body as sent: a missing step is a value the validator added.
  let node;
  try {
    node = JSON.parse(raw);
  } catch {
    return false;
  }
  for (const step of path.split("/").slice(2)) {
    if (node === null || typeof node !== "object" || !Object.hasOwn(node, step)) return true;
    node = node[step];
  }
  return false;
}

function safeDecode(text) {
  try {
    return decodeURIComponent(text.replaceAll("+", " "));
  } catch {
    return text;
  }
}
