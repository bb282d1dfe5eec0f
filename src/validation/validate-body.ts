import type { BodyDefinition, OperationDefinition, PropertyEncoding } from "../core/operation.js";
import type { PreparedRequest } from "../core/request.js";
import type { SchemaValidator, ValidationIssue } from "../core/validator.js";
import { isJsonMediaType, mediaTypeEssence, parseMediaType, sameMediaType } from "../serialization/media-type.js";
import { coercedIssues } from "./coerce.js";
import { arrayify, splitPairs } from "./pair-readings.js";
import { describeIssue } from "./parameter-issues.js";
import { percentDecode } from "./percent-decode.js";
import type { RequestIssue } from "./request-issue.js";

const FORM = "application/x-www-form-urlencoded";
/** Non-exploded form fields, on decoded text. */
const FORM_DELIMITERS: Readonly<Record<string, RegExp>> = { form: /,/, spaceDelimited: / /, pipeDelimited: /\|/, tabDelimited: /\t/ };
const UTF8 = new TextDecoder("utf-8", { fatal: false });

/**
 * The body as sent: a required body must be there; its `Content-Type` must be one the
 * operation declares; JSON is parsed and validated as is, form fields and plain text are
 * coerced like query parameters. Other media types (multipart, XML, binary) are not read.
 */
export function bodyIssues(request: PreparedRequest, operation: OperationDefinition, validator: SchemaValidator): RequestIssue[] {
  const requestBody = operation.requestBody;
  if (requestBody === undefined || requestBody.alternatives.length === 0) return [];
  if (request.body === undefined) return requestBody.required ? [{ location: "body", message: "the required request body is missing" }] : [];
  const contentType = Object.entries(request.headers).find(([name]) => name.toLowerCase() === "content-type")?.[1];
  if (contentType === undefined) return [{ location: "body", message: "the body is sent without a Content-Type header" }];
  const alternative = findAlternative(requestBody.alternatives, contentType);
  if (alternative === undefined) {
    const declared = requestBody.alternatives.map((entry) => entry.mediaType).join(", ");
    return [{ location: "body", message: `the body is sent as ${contentType}, which the operation does not accept (it declares ${declared})` }];
  }
  const text = UTF8.decode(request.body);
  // A required readOnly property may be left out of a request.
  const issues = readBody(text, contentType, alternative, validator)?.filter((issue) => issue.readOnlyMissing !== true);
  if (issues === undefined) return [];
  const last = issues[issues.length - 1];
  return last === undefined ? [] : [{ location: "body", message: `body (${mediaTypeEssence(contentType)}): ${describeIssue(last)}` }];
}

function findAlternative(alternatives: readonly BodyDefinition[], contentType: string): BodyDefinition | undefined {
  const exact = alternatives.find((entry) => sameMediaType(entry.mediaType, contentType));
  if (exact !== undefined) return exact;
  const sent = parseMediaType(contentType);
  return alternatives.find((entry) => {
    const declared = parseMediaType(entry.mediaType);
    return declared.essence === "*/*" || (declared.subtype === "*" && declared.type === sent.type);
  });
}

// undefined: a media type this module does not read, so nothing can be said about it.
function readBody(text: string, contentType: string, alternative: BodyDefinition, validator: SchemaValidator): readonly ValidationIssue[] | undefined {
  const essence = mediaTypeEssence(contentType);
  if (isJsonMediaType(contentType) || essence === "*/*") {
    let value: unknown;
    try {
      value = JSON.parse(text) as unknown;
    } catch {
      // `*/*` may carry anything; only a declared JSON type must parse.
      return essence === "*/*" ? undefined : [{ instancePath: "", schemaPath: "", keyword: "json", message: "is not valid JSON" }];
    }
    return validator.validate(alternative.schema, value);
  }
  if (essence === FORM) {
    const issues = formIssues(text, alternative, validator);
    // A string schema means the body is sent as one pre-encoded text.
    return issues.length === 0 || coercedIssues(text, alternative.schema, validator, { structuralRoot: false }).length > 0 ? issues : [];
  }
  if (parseMediaType(contentType).type === "text" && !essence.endsWith("xml")) return coercedIssues(text, alternative.schema, validator);
  return undefined;
}

function formIssues(text: string, alternative: BodyDefinition, validator: SchemaValidator): readonly ValidationIssue[] {
  // URLSearchParams writes spaces as `+`.
  const pairs = splitPairs(text.replaceAll("+", "%20"));
  const encoding = alternative.encoding;
  const fields = new Map<string, string[]>();
  const deep = new Map<string, [string[], string][]>();
  for (const pair of pairs) {
    const bracket = pair.name.indexOf("[");
    const base = bracket === -1 ? pair.name : pair.name.slice(0, bracket);
    if (bracket > 0 && encodingOf(encoding, base)?.style === "deepObject") {
      const keys = [...pair.name.slice(bracket).matchAll(/\[([^\]]*)\]/g)].map((match) => match[1] as string);
      deep.set(base, [...(deep.get(base) ?? []), [keys, percentDecode(pair.value)]]);
      continue;
    }
    fields.set(pair.name, [...(fields.get(pair.name) ?? []), percentDecode(pair.value)]);
  }
  const entries: [string, unknown][] = [];
  const splitters = new Map<string, RegExp>();
  for (const [name, values] of fields) {
    const field = encodingOf(encoding, name);
    const style = field?.style ?? "form";
    const explode = field?.explode ?? style === "form";
    if (!explode) {
      const delimiter = FORM_DELIMITERS[style];
      if (delimiter !== undefined) splitters.set(`/${name.replaceAll("~", "~0").replaceAll("/", "~1")}`, delimiter);
    }
    entries.push([name, values.length === 1 ? values[0] : values]);
  }
  const splitter = (pointer: string): RegExp | undefined => splitters.get(pointer);
  const nested = [...deep].map(([name, leaves]): [string, unknown] => [name, nest(leaves)]);
  const asArrays = coercedIssues(Object.fromEntries([...entries, ...nested.map(([name, value]): [string, unknown] => [name, arrayify(value)])]), alternative.schema, validator, { splitter });
  if (asArrays.length === 0 || nested.length === 0) return asArrays;
  // Keys 0..n-1 may also be an object's own keys.
  return coercedIssues(Object.fromEntries([...entries, ...nested]), alternative.schema, validator, { splitter }).length === 0 ? [] : asArrays;
}

function encodingOf(encoding: Readonly<Record<string, PropertyEncoding>>, name: string): PropertyEncoding | undefined {
  return Object.hasOwn(encoding, name) ? encoding[name] : undefined;
}

function nest(leaves: readonly [string[], string][]): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [keys, value] of leaves) {
    let node = root;
    keys.forEach((key, index) => {
      const next = index === keys.length - 1 ? value : Object.hasOwn(node, key) && typeof node[key] === "object" ? node[key] : {};
      Object.defineProperty(node, key, { value: next, enumerable: true, writable: true, configurable: true });
      if (typeof next === "object") node = next as Record<string, unknown>;
    });
  }
  return root;
}
